"""The 1,000-room loop of issue 27 against a local server, with Redis memory before and after.

    backend/.venv/bin/python bench/rooms_memory.py [--rooms 1000] [--users 1] [--maxmemory 256mb]

Starts scripts/serve.sh as `make run` does (daphne, a Celery worker and its own capped redis-server, no
REDIS_URL) on a fresh SQLite file, registers --users free accounts, saves for each the largest quiz the
server accepts written in Chinese (100 questions of 1,000 characters with 6 choices of 300: the quiz the
attack copied into every room), then asks to create --rooms live rooms, spread over the accounts, as fast
as one client can. Prints the embedded Redis's used memory before and after, the answers by status and
the time taken. Before issue 27 one free account made 1,000 rooms in 26 s and took Redis from 2 MB to
2 GB; now each account has at most LIVE_ROOMS_PER_USER rooms at once and LIVE_ROOMS_PER_USER_PER_HOUR an
hour, and Redis's maxmemory bounds what many accounts together can take (503 beyond). Loopback only.
"""

import argparse
import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path

import redis

REPO = Path(__file__).resolve().parents[1]
BACKEND = REPO / "backend"
PYTHON = BACKEND / ".venv" / "bin" / "python"
PASSWORD = "Bench-rooms-1!"  # noqa: S105 - the password of the accounts this script makes
ROOM = {
    "max_players": 50,
    "time_per_question": 20,
    "show_leaderboard_after_each": True,
    "allow_late_join": True,
}


def _big_quiz() -> list[dict]:
    text = "细胞是生命的基本单位\uff0c所有生物都由细胞构成\u3002"  # 22 characters, 3 bytes each in UTF-8
    questions = []
    for n in range(100):
        stem = f"{n}: " + (text * 50)[: 1000 - 5] + "\uff1f"
        choices = [f"{n}.{k} " + (text * 14)[: 300 - 8] for k in range(6)]
        questions.append({"question": stem, "choices": choices, "correct_answer": choices[0]})
    return questions


def _request(port: int, method: str, path: str, payload: object = None, token: str = "") -> tuple[int, dict]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        connection.request(
            method, path, body=json.dumps(payload).encode() if payload else None, headers=headers
        )
        response = connection.getresponse()
        body = response.read()
    finally:
        connection.close()
    try:
        return response.status, json.loads(body)
    except ValueError:
        return response.status, {}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start_server(workdir: Path, maxmemory: str) -> tuple[subprocess.Popen, int]:
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.update(
        DJANGO_SETTINGS_MODULE="config.django.base",
        DATABASE_URL=f"sqlite:///{workdir / 'db.sqlite3'}",
        MAIL_FILE_DIR=str(workdir / "mail"),
        LOG_LEVEL="ERROR",
        REDIS_EMBEDDED_DIR=str(workdir / "redis"),
        REDIS_MAXMEMORY=maxmemory,
        CELERY_CONCURRENCY="1",
    )
    subprocess.run([PYTHON, "manage.py", "migrate", "-v", "0"], cwd=BACKEND, env=env, check=True)  # noqa: S603
    log = (workdir / "server.log").open("w")
    server = subprocess.Popen(  # noqa: S603
        ["bash", str(REPO / "scripts" / "serve.sh"), "127.0.0.1", str(port)],
        cwd=BACKEND, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    for _ in range(600):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server, port
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit("the server did not start")


def _megabytes(client: redis.Redis) -> float:
    return int(client.info("memory")["used_memory"]) / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rooms", type=int, default=1000)
    parser.add_argument("--users", type=int, default=1)
    parser.add_argument(
        "--maxmemory", default="256mb", help="the embedded redis-server's cap (REDIS_MAXMEMORY)"
    )
    args = parser.parse_args()
    if not 1 <= args.rooms <= 5000 or not 1 <= args.users <= 200:
        raise SystemExit("at most 5,000 rooms and 200 users")

    with tempfile.TemporaryDirectory(prefix="quizforge-rooms-") as scratch:
        workdir = Path(scratch)
        server, port = _start_server(workdir, args.maxmemory)
        try:
            store = redis.Redis(unix_socket_path=str(workdir / "redis" / "redis.sock"))
            quiz = _big_quiz()
            quiz_bytes = len(json.dumps(quiz, ensure_ascii=False).encode())
            accounts = []
            for _ in range(args.users):
                email = f"rooms-{uuid.uuid4().hex[:12]}@example.com"
                status, body = _request(
                    port, "POST", "/api/register/", {"email": email, "password": PASSWORD}
                )
                if status != 201:
                    raise SystemExit(f"register answered {status}: {body}")
                token = body["access_token"]
                status, body = _request(
                    port, "POST", "/api/save-quiz/", {"title": "Cells", "questions": quiz}, token
                )
                if status != 201:
                    raise SystemExit(f"save-quiz answered {status}: {body}")
                accounts.append((token, body["quiz_id"]))
            before = _megabytes(store)
            statuses: Counter = Counter()
            errors: Counter = Counter()
            started = time.monotonic()
            for n in range(args.rooms):
                token, quiz_id = accounts[n % len(accounts)]
                status, body = _request(
                    port, "POST", "/api/multiplayer/rooms/create_room/", {"quiz_id": quiz_id, **ROOM}, token
                )
                statuses[status] += 1
                if status != 201:
                    errors[f"{status} {body.get('error', '')[:90]}"] += 1
            elapsed = time.monotonic() - started
            after = _megabytes(store)
            limit = int(store.config_get("maxmemory")["maxmemory"]) / 1e6
            policy = store.config_get("maxmemory-policy")["maxmemory-policy"]
        finally:
            os.killpg(server.pid, 15)
            server.wait(timeout=30)
    print(f"quiz: 100 questions, {quiz_bytes / 1e6:.2f} MB as UTF-8 JSON; {args.users} account(s)")
    print(f"{args.rooms} create_room requests in {elapsed:.1f} s: {dict(sorted(statuses.items()))}")
    for error, count in errors.most_common():
        print(f"  {count} x {error}")
    print(
        f"Redis used memory: before {before:.1f} MB, after {after:.1f} MB (maxmemory {limit:.0f} MB, {policy})"
    )
    # used_memory also counts client buffers and the script cache, which the cap does not refuse: 2 MB slack.
    bounded = after <= limit + 2 and statuses.get(500, 0) == 0
    print("ok: memory bounded, no 500" if bounded else "FAIL: memory past the cap or a 500")
    return 0 if bounded else 1


if __name__ == "__main__":
    sys.exit(main())
