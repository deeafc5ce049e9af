"""Websocket routes. A path with no route is answered 404 before the handshake (not a 500)."""

from typing import Any, cast

from autobahn.websocket.types import ConnectionDeny
from daphne import ws_protocol
from django.urls import re_path

from quizforge.multiplayer.routing import websocket_urlpatterns as game_routes

NOT_FOUND_BODY = b'{"error": "Not found."}'


async def websocket_not_found(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """Refuses the handshake with 404 (the ASGI websocket denial response)."""
    event = await receive()
    if event["type"] != "websocket.connect":
        return
    await send(
        {
            "type": "websocket.http.response.start",
            "status": 404,
            "headers": [(b"content-type", b"application/json")],
        }
    )
    await send({"type": "websocket.http.response.body", "body": NOT_FOUND_BODY})


def daphne_websocket_denials() -> None:
    """Daphne ignores the ASGI denial response: here it refuses the handshake with the status given (the body
    is dropped: autobahn sends its own)."""
    if getattr(ws_protocol.WebSocketProtocol, "_quizforge_denials", False):
        return
    handle_reply = ws_protocol.WebSocketProtocol.handle_reply

    def handle_reply_with_denials(self: Any, message: dict[str, Any]) -> None:
        if message.get("type") == "websocket.http.response.start" and self.state == self.STATE_CONNECTING:
            self.handshake_deferred.errback(ConnectionDeny(code=int(message["status"]), reason="Not Found"))
            return
        if message.get("type") == "websocket.http.response.body":
            return
        handle_reply(self, message)

    protocol: Any = ws_protocol.WebSocketProtocol
    protocol.handle_reply = handle_reply_with_denials
    protocol._quizforge_denials = True


websocket_urlpatterns = [*game_routes, re_path(r"", cast(Any, websocket_not_found))]
