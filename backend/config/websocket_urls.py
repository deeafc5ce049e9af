"""Websocket routes; the live-game consumer plugs in here."""

from django.urls import URLPattern

websocket_urlpatterns: list[URLPattern] = []
