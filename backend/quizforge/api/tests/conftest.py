"""A real daphne process serving the product, for tests that need the ASGI server's own behaviour."""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

BACKEND_DIR = Path(__file__).resolve().parents[3]


@dataclass(frozen=True)
class DaphneServer:
    port: int
    pid: int
    temp_dir: Path


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_until_listening(port: int, server: subprocess.Popen, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"daphne exited: {server.stderr.read().decode()[-2000:]}")  # type: ignore[union-attr]
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("daphne did not start listening")


@pytest.fixture(scope="module")
def daphne_server(tmp_path_factory) -> Iterator[DaphneServer]:
    port = _free_port()
    temp_dir = tmp_path_factory.mktemp("daphne-tmp")
    server = subprocess.Popen(
        [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
        cwd=BACKEND_DIR,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "config.django.test", "TMPDIR": str(temp_dir)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        _wait_until_listening(port, server)
        yield DaphneServer(port=port, pid=server.pid, temp_dir=temp_dir)
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.fixture(scope="module")
def daphne_port(daphne_server: DaphneServer) -> int:
    return daphne_server.port
