"""Load on the embedded default: N concurrent clients send mixed API and page requests for a while.

    backend/.venv/bin/python bench/load.py [--clients 50] [--seconds 60] [--url http://127.0.0.1:PORT]

Without --url it starts scripts/serve.sh (what `make run` serves: daphne, a Celery worker and its own
redis-server, as with no REDIS_URL) on a free loopback port with a fresh SQLite file in a temporary
directory, so the figures are those of the embedded default. Each client has its own premium account and a saved quiz, then loops over a weighted mix:
health, the app's page, profile, saved-quiz list, quiz questions, save, high score, share, sign-in.
Bounded: loopback addresses only, at most 200 clients and 600 seconds. Prints requests per second,
latency percentiles and the answers by status; exits 1 when any answer was a 5xx or a connection failed.
"""

import argparse
import http.client
import ipaddress
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[1]
BACKEND = REPO / "backend"
PYTHON = BACKEND / ".venv" / "bin" / "python"
MAX_CLIENTS = 200
MAX_SECONDS = 600
PASSWORD = "Load-pass-1!"  # noqa: S105 - the password of the accounts this script makes
QUESTION = {
    "question": "What colour is the sky on a clear day?",
    "choices": ["Blue", "Green", "Red", "Black"],
    "correct_answer": "Blue",
    "explanation": "Air scatters blue light the most.",
    "source": "The sky is blue because air scatters blue light more than red.",
}


def _questions(n: int) -> list[dict]:
    return [{**QUESTION, "question": f"{QUESTION['question']} ({n}.{k})"} for k in range(5)]


class Client:
    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.token = ""
        self.email = ""
        self.quiz_id = 0
        self.connection: http.client.HTTPConnection | None = None

    def send(self, method: str, path: str, payload: object = None) -> int:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        body = None
        if payload is not None:
            body = json.dumps(payload).encode()
            headers["Content-Type"] = "application/json"
        for attempt in range(2):  # a kept-alive connection the server closed is reopened once
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
            try:
                self.connection.request(method, path, body=body, headers=headers)
                response = self.connection.getresponse()
                data = response.read()
                self.last_body = data
                return response.status
            except (http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = None
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def json(self) -> dict:
        return json.loads(self.last_body)


def _mix(client: Client, n: int) -> tuple[str, str, object]:
    return random.choices(
        [
            ("GET", "/api/health/", None),
            ("GET", "/", None),
            ("GET", "/api/profile/", None),
            ("GET", "/api/saved-quizzes/", None),
            ("GET", f"/api/fetch-quiz-questions/?quiz_id={client.quiz_id}", None),
            ("POST", "/api/save-quiz/", {"title": f"Load quiz {n}", "questions": _questions(n)}),
            ("POST", "/api/update-high-score/", {"quiz_id": client.quiz_id, "score": n % 6}),
            ("POST", "/api/share-quiz/", {"quiz_id": client.quiz_id}),
            ("POST", "/api/login/", {"email": client.email, "password": PASSWORD}),
        ],
        weights=[10, 10, 15, 20, 10, 15, 10, 6, 4],
    )[0]


def _set_up(clients: list[Client], env: dict[str, str] | None) -> None:
    for client in clients:
        client.email = f"load-{uuid.uuid4().hex[:12]}@example.com"
        status = client.send("POST", "/api/register/", {"email": client.email, "password": PASSWORD})
        if status != 201:
            raise SystemExit(f"setup: register answered {status}: {client.last_body[:200]!r}")
        client.token = client.json()["access_token"]
    if env is not None:
        emails = [client.email for client in clients]
        command = (
            "from django.contrib.auth import get_user_model; "
            f"get_user_model().objects.filter(email__in={emails!r}).update(subscription_plan='premium')"
        )
        subprocess.run([PYTHON, "manage.py", "shell", "-c", command], cwd=BACKEND, env=env, check=True)  # noqa: S603
    for n, client in enumerate(clients):
        status = client.send("POST", "/api/save-quiz/", {"title": f"Setup {n}", "questions": _questions(n)})
        if status != 201:
            raise SystemExit(f"setup: save answered {status}: {client.last_body[:200]!r}")
        client.quiz_id = client.json()["quiz_id"]


def _run(clients: list[Client], seconds: float) -> tuple[Counter, list[float], Counter, float]:
    statuses: Counter = Counter()
    failures: Counter = Counter()
    latencies: list[float] = []
    lock = threading.Lock()
    barrier = threading.Barrier(len(clients))
    deadline = 0.0

    def work(client: Client, offset: int) -> None:
        nonlocal deadline
        barrier.wait()
        n = offset
        while time.monotonic() < deadline:
            method, path, payload = _mix(client, n)
            started = time.monotonic()
            try:
                status = client.send(method, path, payload)
            except (http.client.HTTPException, OSError) as exc:
                with lock:
                    failures[f"{method} {path.split('?')[0]}: {type(exc).__name__}"] += 1
                continue
            with lock:
                latencies.append(time.monotonic() - started)
                statuses[(status, method, path.split("?")[0])] += 1
            n += len(clients)

    deadline = time.monotonic() + seconds
    started = time.monotonic()
    threads = [threading.Thread(target=work, args=(c, i)) for i, c in enumerate(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statuses, latencies, failures, time.monotonic() - started


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start_server(workdir: Path) -> tuple[subprocess.Popen, int, dict[str, str]]:
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.update(
        DJANGO_SETTINGS_MODULE="config.django.base",
        DATABASE_URL=f"sqlite:///{workdir / 'db.sqlite3'}",  # the embedded default's engine and options
        MAIL_FILE_DIR=str(workdir / "mail"),
        LOG_LEVEL="WARNING",
        REDIS_EMBEDDED_DIR=str(workdir / "redis"),
    )
    subprocess.run([PYTHON, "manage.py", "migrate", "-v", "0"], cwd=BACKEND, env=env, check=True)  # noqa: S603
    log = (workdir / "server.log").open("w")
    server = subprocess.Popen(  # noqa: S603
        ["bash", str(REPO / "scripts" / "serve.sh"), "127.0.0.1", str(port)],
        cwd=BACKEND, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    for _ in range(600):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server, port, env
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit("the server did not start")


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--url", help="a running server on a loopback address (else one is started)")
    args = parser.parse_args()
    if not 1 <= args.clients <= MAX_CLIENTS or not 1 <= args.seconds <= MAX_SECONDS:
        raise SystemExit(f"at most {MAX_CLIENTS} clients and {MAX_SECONDS} seconds")

    server = None
    with tempfile.TemporaryDirectory(prefix="quizforge-load-") as scratch:
        if args.url:
            parts = urlsplit(args.url)
            host, port, env = parts.hostname or "", parts.port or 80, None
            if not ipaddress.ip_address(socket.gethostbyname(host)).is_loopback:
                raise SystemExit("the load script only talks to loopback addresses")
        else:
            server, port, env = _start_server(Path(scratch))
            host = "127.0.0.1"
        try:
            clients = [Client(host, port) for _ in range(args.clients)]
            _set_up(clients, env)
            statuses, latencies, failures, elapsed = _run(clients, args.seconds)
        finally:
            if server is not None:
                server.terminate()
                server.wait(timeout=30)
        server_errors = {key: count for key, count in statuses.items() if key[0] >= 500}
        total = sum(statuses.values())
        print(f"{args.clients} clients, {elapsed:.0f} s, {total} answers, {total / elapsed:.0f} requests/s")
        print(
            "latency p50 {:.0f} ms, p95 {:.0f} ms, p99 {:.0f} ms, max {:.0f} ms".format(
                *(1000 * _percentile(latencies, share) for share in (0.5, 0.95, 0.99, 1.0))
            )
        )
        by_status = Counter()
        for (status, _, _), count in statuses.items():
            by_status[status] += count
        print("answers by status:", dict(sorted(by_status.items())))
        for (status, method, path), count in sorted(statuses.items()):
            print(f"  {status} {method} {path}: {count}")
        for failure, count in failures.items():
            print(f"  connection failure {failure}: {count}")
        if server_errors or failures:
            errors, cut = sum(server_errors.values()), sum(failures.values())
            print(f"FAIL: {errors} server errors, {cut} connection failures")
            if server is not None:
                print((Path(scratch) / "server.log").read_text()[-3000:])
            return 1
    print("ok: no 5xx answer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
