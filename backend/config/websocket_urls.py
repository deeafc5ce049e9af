"""Websocket routes."""

from quizforge.multiplayer.routing import websocket_urlpatterns

__all__ = ["websocket_urlpatterns"]
