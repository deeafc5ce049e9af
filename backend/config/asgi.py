"""One ASGI application for HTTP (API, admin, SPA) and websockets."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from config.body_limits import RequestBodyLimit  # noqa: E402
from config.daphne_requests import daphne_use_raw_bodies  # noqa: E402
from config.websocket_urls import daphne_websocket_denials, websocket_urlpatterns  # noqa: E402
from quizforge.core.websocket_limits import WebsocketConnectLimit  # noqa: E402

daphne_use_raw_bodies()
daphne_websocket_denials()

application = ProtocolTypeRouter(
    {
        "http": RequestBodyLimit(django_asgi_app),
        "websocket": WebsocketConnectLimit(AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns))),
    }
)
