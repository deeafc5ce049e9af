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
