"""Without REDIS_URL, scripts/serve.sh (what `make run` runs) starts its own redis-server on a unix socket,
serves the product on it, says so in /api/health/, and stops it on exit (CONTRACT §1)."""

import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
import redis

REPO_DIR = Path(__file__).resolve().parents[4]

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None, reason="redis-server is not installed")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _health(port: int, *, within_s: float) -> dict:
    until = time.monotonic() + within_s
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health/", timeout=2) as answer:
                return json.loads(answer.read())
        except OSError:
            if time.monotonic() > until:
                raise
            time.sleep(0.3)


def test_serve_without_redis_url_runs_and_stops_its_own_redis(tmp_path):
    port = _free_port()
    env = {key: value for key, value in os.environ.items() if key not in {"REDIS_URL", "REDIS_EMBEDDED"}}
    env.update(
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        REDIS_EMBEDDED_DIR=str(tmp_path / "redis"),
        CELERY_CONCURRENCY="1",
        LOG_LEVEL="ERROR",
    )
    server = subprocess.Popen(
        ["bash", str(REPO_DIR / "scripts" / "serve.sh"), "127.0.0.1", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    sock = tmp_path / "redis" / "redis.sock"
    try:
        body = _health(port, within_s=60)
        assert body == {"status": "ok", "database": "ok", "redis": "embedded", "generator": body["generator"]}
        assert redis.Redis(unix_socket_path=str(sock)).ping()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    with pytest.raises(redis.ConnectionError):
        redis.Redis(unix_socket_path=str(sock), socket_connect_timeout=1).ping()
