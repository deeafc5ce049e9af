"""Websocket clients on the real ASGI router for the consumer tests."""

import json
from collections.abc import Set as AbstractSet
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


async def lobby_until(
    comm: WebsocketCommunicator,
    *,
    joined: AbstractSet[str] = frozenset(),
    left: AbstractSet[str] = frozenset(),
) -> tuple[dict[str, dict[str, Any]], set[str], dict[str, Any]]:
    """`lobby_update`s until the names in `joined` came and the ids in `left` went: the rows that came (by
    name), the ids that went, and the last update."""
    came: dict[str, dict[str, Any]] = {}
    went: set[str] = set()
    while True:
        update = await next_of(comm, "lobby_update")
        came.update({row["name"]: row for row in update["joined"]})
        went.update(update["left"])
        if joined <= came.keys() and left <= went:
            return came, went, update
