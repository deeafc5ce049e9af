"""The real ASGI server hands request bodies to the API untouched, so its own parsing never answers first."""

import http.client
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

BACKEND_DIR = Path(__file__).resolve().parents[3]


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
def daphne_port() -> Iterator[int]:
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
        cwd=BACKEND_DIR,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "config.django.test"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        _wait_until_listening(port, server)
        yield port
    finally:
        server.terminate()
        server.wait(timeout=30)


def _post(port: int, path: str, body: bytes, content_type: str) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("POST", path, body=body, headers={"Content-Type": content_type})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


@pytest.mark.parametrize(
    "body",
    [b"--fuzzboundary--\r\n", b"not a multipart body at all"],
    ids=["no parts", "no boundary lines"],
)
def test_multipart_the_server_cannot_split_gets_the_api_answer(daphne_port, body):
    status, answer = _post(daphne_port, "/api/login/", body, "multipart/form-data; boundary=fuzzboundary")
    assert status == 400
    assert json.loads(answer) == {
        "error": "Please enter your email address.",
        "details": {
            "email": ["Please enter your email address."],
            "password": ["Please enter your password."],
        },
    }
