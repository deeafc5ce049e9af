"""Refuses a request body over its limit as soon as its size is known, before Django or any check runs.

The size is known from Content-Length, or by counting a streamed (chunked) body as it arrives. The answer
is 413 in the error shape of CONTRACT §2. A chunked body within its limit is read whole and handed on with
its Content-Length, which Django's and DRF's parsers need (without it they read an empty body).
`RequestBodyLimit` wraps the ASGI application; daphne, which would otherwise store the whole body before
calling it, applies the same limit while receiving (config.daphne_requests).
"""

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from django.conf import settings

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Any, Any, Any], Awaitable[None]]


def _megabytes(size: int) -> int:
    return size // (1024 * 1024)


def is_upload_path(path: str) -> bool:
    return path in settings.UPLOAD_REQUEST_PATHS


def body_limit(path: str) -> int:
    return settings.UPLOAD_REQUEST_MAX_BYTES if is_upload_path(path) else settings.REQUEST_BODY_MAX_BYTES


def too_large_body(path: str) -> bytes:
    if is_upload_path(path):
        sentence = f"The file is too large. The maximum size is {_megabytes(settings.UPLOAD_MAX_BYTES)} MB."
        answer = {"error": sentence, "details": {"file": [sentence]}}
    else:
        detail = f"The request body can be at most {_megabytes(settings.REQUEST_BODY_MAX_BYTES)} MB."
        answer = {"error": "The request is too large.", "details": {"body": [detail]}}
    return json.dumps(answer).encode()


def declared_length(raw_value: bytes | None) -> int | None:
    try:
        return int(raw_value) if raw_value is not None else None
    except ValueError:
        return None


class RequestBodyLimit:
    """ASGI middleware: 413 for a declared or counted body over the path's limit."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        limit = body_limit(path)
        headers = dict(scope.get("headers") or [])
        length = declared_length(headers.get(b"content-length"))
        if length is not None and length > limit:
            await self._refuse(path, send)
            return

        if length is None and b"transfer-encoding" in headers:
            await self._chunked(scope, receive, send, limit)
            return

        received = 0
        over_limit = False

        async def counting_receive() -> Message:
            nonlocal received, over_limit
            if over_limit:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    # The application sees a client that went away and answers nothing; we answer 413.
                    over_limit = True
                    return {"type": "http.disconnect"}
            return message

        await self.app(scope, counting_receive, send)
        if over_limit:
            await self._refuse(path, send)

    async def _chunked(self, scope: Scope, receive: Receive, send: Send, limit: int) -> None:
        """Reads a body of unknown length (at most `limit`), then calls the app with its length declared."""
        parts: list[bytes] = []
        received = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            parts.append(message.get("body", b""))
            received += len(parts[-1])
            if received > limit:
                await self._refuse(scope["path"], send)
                return
            if not message.get("more_body", False):
                break
        body = b"".join(parts)
        framing = (b"transfer-encoding", b"content-length")
        kept = [(k, v) for k, v in scope["headers"] if k.lower() not in framing]
        scope = {**scope, "headers": [*kept, (b"content-length", str(len(body)).encode())]}
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if delivered:
                return await receive()
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)

    @staticmethod
    async def _refuse(path: str, send: Send) -> None:
        body = too_large_body(path)
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
