"""Socket handshakes are paced per address (issue 27: room codes probed at 233 a second, no 429)."""

from channels.testing import WebsocketCommunicator

from quizforge.core.websocket_limits import WebsocketConnectLimit, websocket_address


async def _accepting_app(scope, receive, send):
    message = await receive()
    assert message["type"] == "websocket.connect"
    await send({"type": "websocket.accept"})
    await receive()


async def _connect(app, address: str) -> tuple[bool, int | None]:
    communicator = WebsocketCommunicator(app, "/ws/game/ABCDEF/")
    communicator.scope["client"] = (address, 40000)
    connected, code = await communicator.connect(timeout=5)
    await communicator.disconnect()
    return connected, code


async def test_handshakes_beyond_the_burst_are_refused_per_address(settings, throttle_rate):
    throttle_rate("room_socket", "60/hour")  # one more a minute: none refills during the test
    settings.SOCKET_CONNECT_BURST = 5
    app = WebsocketConnectLimit(_accepting_app)
    answers = [await _connect(app, "203.0.113.9") for _ in range(8)]
    assert answers == [(True, None)] * 5 + [(False, 4429)] * 3
    assert await _connect(app, "198.51.100.1") == (True, None)  # another address is not held up


def test_the_address_honours_the_proxies(settings):
    scope = {"client": ("10.0.0.1", 1), "headers": [(b"x-forwarded-for", b"203.0.113.1, 198.51.100.2")]}
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 0}
    assert websocket_address(scope) == "10.0.0.1"
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    assert websocket_address(scope) == "198.51.100.2"
