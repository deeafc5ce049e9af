"""Socket handshakes per address, at a pace (issue 27: room codes were probed at 233 a second).

ASGI middleware for the websocket router: each address may open THROTTLE_ROOM_SOCKET handshakes a period
with a burst of SOCKET_CONNECT_BURST (a class reconnecting at once); a handshake beyond is refused before
any route or room is looked at (daphne answers 403). Counted atomically in Redis like the API's throttles.
"""

import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from rest_framework.throttling import ScopedRateThrottle

from quizforge.core.rate_limits import pace_take

Scope = MutableMapping[str, Any]
ASGIApp = Callable[[Any, Any, Any], Awaitable[None]]
SCOPE = "room_socket"


def websocket_address(scope: Scope) -> str:
    """The client's address as the API's throttles see it: X-Forwarded-For behind NUM_PROXIES proxies."""
    proxies = settings.REST_FRAMEWORK.get("NUM_PROXIES") or 0
    client = scope.get("client") or ("unknown", 0)
    if proxies:
        headers = dict(scope.get("headers") or [])
        forwarded = headers.get(b"x-forwarded-for", b"").decode("latin-1")
        addresses = [part.strip() for part in forwarded.split(",") if part.strip()]
        if addresses:
            return addresses[-min(proxies, len(addresses))]
    return str(client[0])


class WebsocketConnectLimit:
    """Wraps the websocket application: handshakes from one address beyond the pace are refused."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "websocket" or await sync_to_async(self._allowed, thread_sensitive=False)(scope):
            await self.app(scope, receive, send)
            return
        message = await receive()
        if message["type"] == "websocket.connect":
            await send({"type": "websocket.close", "code": 4429})

    @staticmethod
    def _allowed(scope: Scope) -> bool:
        rate = ScopedRateThrottle.THROTTLE_RATES.get(SCOPE)
        if not rate:
            return True
        count, period = ScopedRateThrottle().parse_rate(rate)
        if not count or not period:
            return True
        taken = pace_take(
            f"throttle_{SCOPE}_{websocket_address(scope)}",
            interval_s=period / count,
            burst=max(1, min(settings.SOCKET_CONNECT_BURST, count)),
            now_s=time.time(),
        )
        return taken.allowed
