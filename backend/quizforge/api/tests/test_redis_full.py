"""A Redis that reached its maxmemory (noeviction, as scripts/embedded-redis.sh and docker-compose run it)
refuses new rooms, jobs and rate-limit counts with a clear 503, never a 500 (issue 27)."""

import contextlib
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from django.test import override_settings

from quizforge.accounts.testing import client_for, make_user
from quizforge.api.exception_handlers import SERVER_FULL
from quizforge.quizzes.models import SavedQuiz

REPO_DIR = Path(__file__).resolve().parents[4]

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="redis-server is not installed"),
]


@pytest.fixture
def full_redis(tmp_path) -> Iterator[str]:
    """A private redis-server, capped like the embedded one, then filled past its cap."""
    sock = tmp_path / "redis.sock"
    server = subprocess.Popen(
        ["redis-server", "--port", "0", "--unixsocket", str(sock), "--save", "", "--appendonly", "no",
         "--maxmemory", "4mb", "--maxmemory-policy", "noeviction"],
        stdout=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        for _ in range(100):
            if sock.exists():
                break
            time.sleep(0.05)
        client = redis.Redis(unix_socket_path=str(sock))
        with pytest.raises(redis.exceptions.OutOfMemoryError):  # filled until it refuses
            for n in range(1000):
                client.set(f"ballast:{n}", b"x" * 100_000)
        client.config_set("maxmemory", "2mb")  # well below what it holds, whatever buffers come and go
        yield f"unix://{sock}?db=0"
    finally:
        server.terminate()
        server.wait(timeout=10)


def _assert_server_full(response) -> None:
    assert response.status_code == 503
    assert response.json() == {"error": SERVER_FULL, "details": {}}
    assert int(response["Retry-After"]) > 0


def test_sign_in_limits_refused_by_a_full_redis_answer_503(api_client, full_redis):
    make_user("ada@example.com")
    caches = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": full_redis}}
    with override_settings(CACHES=caches):
        body = {"email": "ada@example.com", "password": "x"}
        response = api_client.post("/api/login/", body, format="json")
    _assert_server_full(response)


@pytest.mark.parametrize("checked_first", [True, False])
def test_a_room_refused_by_a_full_redis_answers_503(full_redis, settings, checked_first):
    """Past REDIS_NEW_WORK_MEMORY_SHARE of maxmemory a new room is refused before it is written; a Redis
    that refuses the write itself answers the same way."""
    from quizforge.core import redis as core_redis
    from quizforge.multiplayer.services import SERVER_BUSY

    core_redis._memory_read.clear()
    if not checked_first:
        settings.REDIS_NEW_WORK_MEMORY_SHARE = 100.0
    teacher = make_user("teacher@example.com")
    quiz = SavedQuiz.objects.create(
        user=teacher,
        title="Cells",
        questions=[{"question": "Q?", "choices": ["a", "b"], "correct_answer": "a"}],
    )
    settings.REDIS_URL = full_redis
    response = client_for(teacher).post(
        "/api/multiplayer/rooms/create_room/",
        {"quiz_id": quiz.pk, "max_players": 10, "time_per_question": 20, "show_leaderboard_after_each": True,
         "allow_late_join": False},
        format="json",
    )  # fmt: skip
    if checked_first:
        assert response.status_code == 503 and response.json() == {"error": SERVER_BUSY, "details": {}}
    else:
        _assert_server_full(response)


def test_the_embedded_redis_is_capped_and_evicts_nothing(tmp_path):
    script = f'source "{REPO_DIR}/scripts/embedded-redis.sh"; embedded_redis_start "{tmp_path}"'
    process = subprocess.Popen(
        ["bash", "-c", f"{script}; wait $EMBEDDED_REDIS_PID"],
        env={
            "PATH": "/usr/bin:/bin:/usr/local/bin",
            "REDIS_MAXMEMORY": "64mb",
            "REDIS_EMBEDDED_DIR": str(tmp_path),
        },
        start_new_session=True,
    )
    try:
        sock = tmp_path / "redis.sock"
        for _ in range(100):
            if sock.exists():
                break
            time.sleep(0.05)
        client = redis.Redis(unix_socket_path=str(sock), decode_responses=True)
        assert client.config_get("maxmemory") == {"maxmemory": str(64 * 1024 * 1024)}
        assert client.config_get("maxmemory-policy") == {"maxmemory-policy": "noeviction"}
        with contextlib.suppress(redis.ConnectionError):
            client.shutdown(nosave=True)
    finally:
        process.wait(timeout=10)


def test_a_wrapped_out_of_memory_error_is_recognised():
    from kombu.exceptions import OperationalError

    from quizforge.core.redis import redis_out_of_memory

    try:
        try:
            raise redis.exceptions.ResponseError("command not allowed when used memory > 'maxmemory'.")
        except redis.exceptions.ResponseError as refused:
            raise OperationalError("could not publish the job") from refused
    except OperationalError as wrapped:
        assert redis_out_of_memory(wrapped)
    assert not redis_out_of_memory(OperationalError("connection refused"))
