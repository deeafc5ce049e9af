"""A room's life around its edges: parallel creates within the per-user bound, a process whose heartbeat
runs late keeps its sockets, and a game whose room ends is stored even when storing fails once or the
last "Next" races the room's end."""

import asyncio
import concurrent.futures

import pytest
from asgiref.sync import async_to_sync

from quizforge.core.exceptions import PermissionDenied
from quizforge.multiplayer import clock, events, game, results
from quizforge.multiplayer.models import Game
from quizforge.multiplayer.room_store import EXPIRY_KEY, PROCESS_ID, PROCESS_KEY, StoreRefused
from quizforge.multiplayer.services import room_create, room_store
from quizforge.multiplayer.tests.helpers import deadline_move, open_first_question, room_new, seated

pytestmark = pytest.mark.django_db(transaction=True)  # threads and the game's storing use the database


def test_parallel_creates_cannot_open_more_live_rooms_than_allowed(quiz, settings):
    from django.db import connections

    settings.LIVE_ROOMS_PER_USER = 2

    def create(_: int) -> str:
        try:
            room_create(
                user=quiz.user,
                quiz_id=quiz.pk,
                max_players=10,
                time_per_question=30,
                show_leaderboard_after_each=True,
                allow_late_join=False,
            )
            return "created"
        except PermissionDenied:
            return "refused"
        finally:
            connections.close_all()

    with concurrent.futures.ThreadPoolExecutor(12) as pool:
        outcomes = list(pool.map(create, range(12)))
    assert outcomes.count("created") == 2 and outcomes.count("refused") == 10


async def test_a_process_late_with_its_heartbeat_has_its_sockets_back_when_it_beats_again():
    code = await room_new()
    await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    store = room_store()
    await store.client.delete(PROCESS_KEY.format(PROCESS_ID))  # its event loop was busy for a while
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and snapshot.connected == set()
    now = events.now_ms()
    with pytest.raises(StoreRefused, match="too_few"):  # the host tries to start meanwhile
        await store.game_start(code=code, now_ms=now, starts_at_ms=now, min_players=2)
    await store.process_alive()  # it catches up
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and ada.player_id in snapshot.connected
    await store.game_start(code=code, now_ms=now, starts_at_ms=now, min_players=2)


async def test_the_heartbeat_and_the_clock_keep_going_while_the_sweep_waits_for_the_database(monkeypatch):
    monkeypatch.setattr(clock, "PROCESS_ALIVE_EVERY_S", 0.2)
    stuck = asyncio.Event()

    async def slow_expire(*, code: str) -> None:
        await stuck.wait()  # storing a game on a slow database

    monkeypatch.setattr(clock, "room_expire", slow_expire)
    store = room_store()
    over = await room_new()
    await store.client.zadd(EXPIRY_KEY, {over: events.now_ms() - 1})
    code = await room_new(time_per_question=10)
    await seated(code, "Host", is_host=True)
    await seated(code, "Ada")
    await open_first_question(code)
    await deadline_move(code, events.now_ms() + 300)

    clock.clock_ensure_running()
    try:
        await asyncio.sleep(0.1)
        await store.client.delete(PROCESS_KEY.format(PROCESS_ID))
        await asyncio.sleep(0.6)
        assert await store.client.exists(PROCESS_KEY.format(PROCESS_ID))  # beats again
        snapshot = await store.room_snapshot(code=code)
        assert snapshot is not None and snapshot.phase == "ended"  # its deadline passed: the clock ended it
    finally:
        stuck.set()
        await store.client.zrem(EXPIRY_KEY, over)


def _expired_now(code: str):
    async def run() -> None:
        store = room_store()
        await store.client.hset(f"qf:room:{{{code}}}", "expires_ms", events.now_ms() - 1)
        await store.client.zadd(EXPIRY_KEY, {code: events.now_ms() - 1})

    return run()


async def _one_question_played(host_user_id: int) -> str:
    code = await room_new(host_user_id=host_user_id)
    await seated(code, "Teacher", is_host=True)
    ada = await seated(code, "Ada")
    await seated(code, "Bob")
    await open_first_question(code)
    await game.answer_submit(seat=ada, answer="right 1")
    return code


def test_a_room_whose_game_could_not_be_stored_stays_until_a_later_sweep_stores_it(host, monkeypatch):
    def broken(**_kwargs):
        raise RuntimeError("the database is away")

    async def first_sweep() -> str:
        code = await _one_question_played(host.pk)
        await _expired_now(code)
        monkeypatch.setattr(results, "game_save", broken)
        await clock.rooms_expired_sweep()
        store = room_store()
        assert await store.room_snapshot(code=code) is not None  # not removed with its game
        assert (await store.client.zscore(EXPIRY_KEY, code) or 0) > events.now_ms()  # tried again later
        return code

    code = async_to_sync(first_sweep)()
    assert not Game.objects.filter(code=code).exists()
    monkeypatch.undo()

    async def later_sweep() -> None:
        store = room_store()
        await store.client.zadd(EXPIRY_KEY, {code: events.now_ms() - 1})
        await store.client.hset(f"qf:room:{{{code}}}", "finished_ms", events.now_ms() - 60_000)
        await clock.rooms_expired_sweep()
        assert await store.room_snapshot(code=code) is None

    async_to_sync(later_sweep)()
    stored = Game.objects.get(code=code)
    assert stored.end_reason == "expired" and stored.players.get(name="Ada").correct_answers == 1


def test_a_last_next_racing_the_rooms_end_still_stores_the_game(host):
    async def race() -> str:
        only = [{"question": "Q?", "choices": ["right 1", "b"], "correct_answer": "right 1"}]
        code = await room_new(host_user_id=host.pk, questions=only)
        await seated(code, "Teacher", is_host=True)
        ada = await seated(code, "Ada")
        await open_first_question(code)
        await game.answer_submit(seat=ada, answer="right 1")  # the only pupil: the question ends
        store = room_store()
        assert (await store.question_next(code=code, now_ms=events.now_ms()))["finished"]
        # the room's life ends before the process that finished the game stores it
        await _expired_now(code)
        await clock.rooms_expired_sweep()
        assert await store.room_snapshot(code=code) is not None
        assert await game.game_finished_send(code)  # the "Next" handler carries on and stores it
        await store.client.hset(f"qf:room:{{{code}}}", "finished_ms", events.now_ms() - 60_000)
        await store.client.zadd(EXPIRY_KEY, {code: events.now_ms() - 1})
        await clock.rooms_expired_sweep()
        assert await store.room_snapshot(code=code) is None  # stored: now it goes
        return code

    code = async_to_sync(race)()
    stored = Game.objects.get(code=code)
    assert stored.end_reason == "finished" and stored.players.get(name="Ada").score > 0


def test_the_server_opens_no_more_live_rooms_than_its_cap_and_says_so(quiz, settings):
    from quizforge.accounts.testing import client_for
    from quizforge.multiplayer.services import SERVER_ROOMS_FULL

    async def live_rooms() -> int:
        return int(await room_store().client.zcount(EXPIRY_KEY, events.now_ms() + 1, "+inf"))

    settings.LIVE_ROOMS_MAX = async_to_sync(live_rooms)() + 1
    body = {
        "quiz_id": quiz.pk,
        "max_players": 10,
        "time_per_question": 20,
        "show_leaderboard_after_each": True,
        "allow_late_join": False,
    }
    client = client_for(quiz.user)
    assert client.post("/api/multiplayer/rooms/create_room/", body, format="json").status_code == 201
    refused = client.post("/api/multiplayer/rooms/create_room/", body, format="json")
    assert refused.status_code == 503 and refused.json() == {"error": SERVER_ROOMS_FULL, "details": {}}


@pytest.fixture
def capped_redis(tmp_path):
    """A private redis-server whose maxmemory the test sets."""
    import shutil
    import subprocess
    import time

    import redis

    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed")
    sock = tmp_path / "redis.sock"
    server = subprocess.Popen(
        ["redis-server", "--port", "0", "--unixsocket", str(sock), "--save", "", "--appendonly", "no",
         "--maxmemory-policy", "noeviction"],
        stdout=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        for _ in range(100):
            if sock.exists():
                break
            time.sleep(0.05)
        yield redis.Redis(unix_socket_path=str(sock)), f"unix://{sock}?db=0"
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_new_rooms_wait_while_redis_is_nearly_full_so_games_in_play_keep_headroom(
    quiz, settings, capped_redis
):
    from quizforge.accounts.testing import client_for
    from quizforge.core import redis as core_redis
    from quizforge.multiplayer.services import SERVER_BUSY

    server, url = capped_redis
    settings.REDIS_URL = url
    body = {
        "quiz_id": quiz.pk,
        "max_players": 10,
        "time_per_question": 20,
        "show_leaderboard_after_each": True,
        "allow_late_join": False,
    }
    client = client_for(quiz.user)
    used = int(server.info("memory")["used_memory"])
    server.config_set("maxmemory", int(used / 0.8))  # 80% used: writes still fit, new games wait
    core_redis._memory_read.clear()
    refused = client.post("/api/multiplayer/rooms/create_room/", body, format="json")
    assert refused.status_code == 503 and refused.json() == {"error": SERVER_BUSY, "details": {}}

    server.config_set("maxmemory", used * 10)
    core_redis._memory_read.clear()
    assert client.post("/api/multiplayer/rooms/create_room/", body, format="json").status_code == 201
