"""The real ASGI server hands request bodies to the API untouched, so its own parsing never answers first."""

import http.client
import json

import pytest


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


def _post_chunked(port: int, path: str, body: bytes, content_type: str) -> tuple[int, bytes]:
    """Sends the body with Transfer-Encoding: chunked (no Content-Length), in 64 kB chunks."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    pieces = (body[start : start + 65536] for start in range(0, len(body), 65536))
    try:
        connection.request(
            "POST", path, body=pieces, headers={"Content-Type": content_type}, encode_chunked=True
        )
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def _text_upload(text: bytes) -> bytes:
    """A form with an e-mail field and a 'file' part."""
    return (
        b"--fuzzboundary\r\n"
        b'Content-Disposition: form-data; name="email"\r\n\r\nnobody@example.com\r\n'
        b"--fuzzboundary\r\n"
        b'Content-Disposition: form-data; name="file"; filename="notes.txt"\r\n'
        b"Content-Type: text/plain\r\n\r\n" + text + b"\r\n--fuzzboundary--\r\n"
    )


def test_a_chunked_json_body_is_read(daphne_port):
    """Issue 27: bodies sent chunked were read as empty."""
    body = json.dumps({"email": "nobody@example.com"}).encode()
    status, answer = _post_chunked(daphne_port, "/api/login/", body, "application/json")
    assert status == 400
    assert json.loads(answer)["details"] == {"password": ["Please enter your password."]}


def test_a_chunked_upload_is_read(daphne_port):
    body = _text_upload(b"x" * 200_000)
    form = "multipart/form-data; boundary=fuzzboundary"
    status, answer = _post_chunked(daphne_port, "/api/login/", body, form)
    assert status == 400  # the whole form was read: its e-mail field is there
    assert json.loads(answer)["details"] == {"password": ["Please enter your password."]}


def test_a_chunked_body_over_its_limit_is_refused(daphne_port):
    status, answer = _post_chunked(daphne_port, "/api/login/", b"x" * (3 * 1024 * 1024), "application/json")
    assert status == 413
    assert json.loads(answer)["error"] == "The request is too large."
