"""A body over its limit is refused as soon as its size is known, before anything stores it (issue 7.4).

Against a real daphne process: an unauthenticated 500 MB POST used to double the server's memory and
write its body to a temporary file before any check answered.
"""

import json
import select
import socket
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.asgi import get_asgi_application

from config.body_limits import RequestBodyLimit

MB = 1024 * 1024
PIECE = b"x" * (64 * 1024)


def _rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def _open_temp_bytes(pid: int, temp_dir: Path) -> int:
    """Bytes in the files under temp_dir the server holds open (twisted unlinks them at once)."""
    total = 0
    for descriptor in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = descriptor.readlink()
            if str(target).startswith(str(temp_dir)):
                total += descriptor.stat().st_size
        except OSError:
            continue
    return total


def _stream(port: int, head: bytes, pieces: int, *, chunked: bool, watch=None) -> tuple[bytes, int, int]:
    """Sends head, then 64 kB pieces until an answer comes: (answer, bytes sent, worst watch)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    sent = 0
    worst = 0
    answer = b""
    try:
        sock.sendall(head)
        for _ in range(pieces):
            if select.select([sock], [], [], 0)[0]:
                break
            piece = b"%x\r\n%s\r\n" % (len(PIECE), PIECE) if chunked else PIECE
            try:
                sock.sendall(piece)
            except (BrokenPipeError, ConnectionResetError):
                break
            sent += len(PIECE)
            if watch is not None and sent % (4 * MB) == 0:
                worst = max(worst, watch())
        sock.settimeout(30)
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except ConnectionResetError:
            pass
    finally:
        sock.close()
    return answer, sent, worst


def _status_and_json(answer: bytes) -> tuple[int, dict]:
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)


def test_a_declared_500_mb_post_to_the_site_is_refused_before_its_body_is_read(daphne_server):
    pid = daphne_server.pid
    rss_before = _rss_bytes(pid)
    head = b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n" % (
        500 * MB
    )
    answer, sent, temp_bytes = _stream(
        daphne_server.port,
        head,
        (500 * MB) // len(PIECE),
        chunked=False,
        watch=lambda: _open_temp_bytes(pid, daphne_server.temp_dir),
    )

    status, body = _status_and_json(answer)
    assert status == 413
    assert body == {
        "error": "The request is too large.",
        "details": {"body": ["The request body can be at most 2 MB."]},
    }
    assert sent < 64 * MB
    assert temp_bytes == 0
    assert _rss_bytes(pid) - rss_before < 32 * MB


def test_a_streamed_body_without_a_length_is_counted_and_refused_before_authentication(daphne_server):
    pid = daphne_server.pid
    rss_before = _rss_bytes(pid)
    head = (
        b"POST /api/save-quiz/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    answer, sent, temp_bytes = _stream(
        daphne_server.port,
        head,
        (300 * MB) // len(PIECE),
        chunked=True,
        watch=lambda: _open_temp_bytes(pid, daphne_server.temp_dir),
    )

    status, body = _status_and_json(answer)
    assert status == 413  # not the 401 that authentication would answer
    assert body["error"] == "The request is too large."
    assert sent < 64 * MB
    assert temp_bytes <= settings.REQUEST_BODY_MAX_BYTES + len(PIECE)
    assert _rss_bytes(pid) - rss_before < 32 * MB


def test_an_upload_over_the_file_limit_gets_the_file_sentence(daphne_server):
    head = (
        b"POST /api/upload-file/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: multipart/form-data; boundary=b\r\nContent-Length: %d\r\n\r\n" % (40 * MB)
    )
    answer, _, _ = _stream(daphne_server.port, head, 4, chunked=False)
    status, body = _status_and_json(answer)
    assert status == 413
    sentence = "The file is too large. The maximum size is 20 MB."
    assert body == {"error": sentence, "details": {"file": [sentence]}}


def test_an_upload_within_the_file_limit_reaches_the_api(daphne_server):
    size = 3 * MB
    head = (
        b"POST /api/upload-file/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: multipart/form-data; boundary=b\r\nConnection: close\r\n"
        b"Content-Length: %d\r\n\r\n" % size
    )
    answer, sent, _ = _stream(daphne_server.port, head, size // len(PIECE), chunked=False)
    status, _ = _status_and_json(answer)
    assert sent == size
    assert status == 401


async def _asgi_post(path: str, pieces: int, headers: list[tuple[bytes, bytes]]) -> list[dict]:
    application = RequestBodyLimit(get_asgi_application())
    incoming = [{"type": "http.request", "body": PIECE, "more_body": True} for _ in range(pieces)]
    incoming.append({"type": "http.request", "body": b"", "more_body": False})
    sent: list[dict] = []

    async def receive() -> dict:
        return incoming.pop(0) if incoming else {"type": "http.disconnect"}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "method": "POST",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "headers": [(b"host", b"127.0.0.1"), *headers],
        "scheme": "http",
        "server": ("127.0.0.1", 80),
        "client": ("127.0.0.1", 1),
        "root_path": "",
    }
    await application(scope, receive, send)
    return sent


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    "headers", [[], [(b"content-length", str(64 * MB).encode())]], ids=["streamed", "declared"]
)
async def test_the_asgi_wrapper_refuses_under_any_server(headers):
    sent = await _asgi_post("/api/login/", (3 * MB) // len(PIECE), headers)
    assert sent[0]["status"] == 413
    assert json.loads(sent[1]["body"])["error"] == "The request is too large."
