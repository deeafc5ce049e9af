"""Daphne hands every request body to Django untouched, and refuses one over its limit while it arrives.

Twisted's HTTP request, which daphne builds on, parses each multipart POST body itself before the
application sees it (into arguments daphne never reads). A body it cannot parse, such as a multipart
form with no parts, is then answered with an empty 400 and a dropped connection instead of the API's
JSON error, and every upload is parsed twice. Django's and DRF's own parsers already read the body.

Twisted also stores the whole body (in memory, or in a temporary file past 100 kB) before daphne calls
the application, so the application's own limit would come too late: the request is refused here as
soon as its declared length, or the count of what has arrived so far, passes config.body_limits.
"""

from io import BytesIO
from typing import Any
from urllib.parse import unquote, urlsplit

from daphne import http_protocol

from config.body_limits import body_limit, too_large_body


def _request_path(target: bytes) -> str:
    return unquote(urlsplit(target.decode("ascii", "replace")).path)


class RawBodyWebRequest(http_protocol.WebRequest):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["parsePOSTFormSubmission"] = False
        self._body_limit = 0
        self._body_received = 0
        self._body_refused = False
        super().__init__(*args, **kwargs)

    def gotLength(self, length: int | None) -> None:
        path = _request_path(self.channel._path)
        self._body_limit = body_limit(path)
        if length is not None and length > self._body_limit:
            self._refuse_body(path)
            return
        super().gotLength(length)

    def handleContentChunk(self, data: bytes) -> None:
        if self._body_refused:
            return
        self._body_received += len(data)
        if self._body_received > self._body_limit:
            self.content.close()
            self._refuse_body(_request_path(self.channel._path))
            return
        super().handleContentChunk(data)

    def _refuse_body(self, path: str) -> None:
        self._body_refused = True
        self.content = BytesIO()
        self.requestHeaders.removeHeader(b"Expect")  # no "100 Continue" after the refusal
        body = too_large_body(path)
        head = (
            b"HTTP/1.1 413 Payload Too Large\r\n"
            b"Content-Type: application/json\r\n"
            b"Content-Length: " + str(len(body)).encode() + b"\r\n"
            b"Connection: close\r\n\r\n"
        )
        self.channel.transport.write(head + body)
        self.channel.loseConnection()


def daphne_use_raw_bodies() -> None:
    """Makes daphne's HTTP factory, which looks `WebRequest` up on each connection, build ours."""
    http_protocol.WebRequest = RawBodyWebRequest
