"""Websocket clients on the real ASGI router for the consumer tests."""

import json
from typing import Any

from channels.testing import WebsocketCommunicator

from config.asgi import application
from quizforge.multiplayer import protocol

ORIGIN = [(b"origin", b"http://127.0.0.1:8000")]


async def socket_open(code: str) -> WebsocketCommunicator:
    comm = WebsocketCommunicator(application, f"/ws/game/{code}/", headers=ORIGIN)
    connected, _ = await comm.connect()
    assert connected
    return comm


async def next_of(comm: WebsocketCommunicator, kind: str, *, timeout: float = 3) -> dict[str, Any]:
    """The next message of `kind`, skipping others."""
    while True:
        body = json.loads(await comm.receive_from(timeout=timeout))
        assert isinstance(body["server_time"], int)
        assert protocol.server_message_problems(body) == []  # every message the tests see fits the protocol
        if body["type"] == kind:
            return body


async def drain(comm: WebsocketCommunicator, *, timeout: float = 0.3) -> list[dict[str, Any]]:
    """Every message that arrives within `timeout` of the last one."""
    found = []
    while not await comm.receive_nothing(timeout=timeout):
        found.append(json.loads(await comm.receive_from()))
        assert protocol.server_message_problems(found[-1]) == []
    return found


async def send(comm: WebsocketCommunicator, kind: str, **fields: Any) -> None:
    await comm.send_to(text_data=json.dumps({"type": kind, **fields}))


async def joined(code: str, **credentials: Any) -> tuple[WebsocketCommunicator, dict[str, Any]]:
    """A socket that sent `join_room`; answers it and its `join_success`."""
    comm = await socket_open(code)
    await send(comm, "join_room", **credentials)
    return comm, await next_of(comm, "join_success")
