from django.urls import re_path

from quizforge.multiplayer.consumers import GameConsumer

websocket_urlpatterns = [re_path(r"^ws/game/(?P<code>[A-Za-z0-9]{1,12})/$", GameConsumer.as_asgi())]
