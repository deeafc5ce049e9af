"""Whether the client of an HTTP request has gone away, for views that wait a long time (the synchronous
generate call waits for its job): the ASGI wrapper notes the client's `http.disconnect` in the request's
scope, where the view's thread can read it (Django cancels the view's task but not its thread)."""

import threading
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Any, Any, Any], Awaitable[None]]

_SCOPE_KEY = "quizforge.client_gone"


class ClientGoneWatch:
    """ASGI middleware for HTTP: sets an event in the scope when the client disconnects."""

    def __init__(self, app: App) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)
            return
        gone = threading.Event()

        async def watched() -> Message:
            message = await receive()
            if message.get("type") == "http.disconnect":
                gone.set()
            return message

        await self.app({**scope, _SCOPE_KEY: gone}, watched, send)


def client_gone_check(request: Any) -> Callable[[], bool]:
    """A check that answers whether the request's client has gone (always False where nobody notes it,
    such as the test client)."""
    scope = getattr(getattr(request, "_request", request), "scope", None) or {}
    gone = scope.get(_SCOPE_KEY)
    return gone.is_set if isinstance(gone, threading.Event) else lambda: False
