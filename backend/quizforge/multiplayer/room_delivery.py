"""Messages that differ per player (`answer_result`, `your_result`) with the room's message after them.

A room broadcast through the channel layer reaches every socket's queue, where each socket decodes the whole
event: a batch of every player's own message would be decoded by every socket (a room of 2,000: 2,000 times
2,000 messages per question). Instead each server process gets one message holding only its own sockets'
messages and the room's text (serialized once), and writes them to its sockets itself: every player's message
is encoded once, travels once and is decoded once."""

import asyncio
import logging
from typing import Any, Protocol

from channels.layers import get_channel_layer

from quizforge.multiplayer import events
from quizforge.multiplayer.room_store import PROCESS_ID
from quizforge.multiplayer.services import room_store

logger = logging.getLogger(__name__)


class Socket(Protocol):
    async def send(
        self, text_data: str | None = None, bytes_data: bytes | None = None, close: bool = False
    ) -> None: ...


def process_channel(process_id: str) -> str:
    return f"qf-proc.{process_id}"


_local: dict[str, dict[str, Socket]] = {}  # room code -> this process's sockets in it, by channel name


def delivery_register(code: str, channel: str, socket: Socket) -> None:
    _local.setdefault(code, {})[channel] = socket


def delivery_unregister(code: str, channel: str) -> None:
    sockets = _local.get(code)
    if sockets is not None:
        sockets.pop(channel, None)
        if not sockets:
            del _local[code]


async def room_send_personal(
    code: str, body: dict[str, Any], personal: dict[str, str], *, own_after: bool = False
) -> None:
    """`body` to every socket of the room, each player's own text (player id -> text) just before it (just
    after it with `own_after`)."""
    shared = events.encode(body)
    layer = get_channel_layer()
    by_process = await room_store().room_sockets(code=code)
    await asyncio.gather(
        *(
            layer.send(
                process_channel(process),
                {
                    "type": "room.personal",
                    "code": code,
                    "shared": shared,
                    "own": {channel: personal[pid] for channel, pid in sockets if pid in personal},
                    "own_after": own_after,
                },
            )
            for process, sockets in by_process.items()
        )
    )


async def delivery_loop() -> None:
    """This process's inbox: writes each batch to its own sockets, in the order the batches came."""
    layer = get_channel_layer()
    channel = process_channel(PROCESS_ID)
    while True:
        try:
            message = await layer.receive(channel)
            await _deliver(message)
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("delivering a room's messages failed")
            await asyncio.sleep(0.1)


async def _deliver(message: dict[str, Any]) -> None:
    own, shared = message["own"], message["shared"]
    for channel, socket in list(_local.get(message["code"], {}).items()):
        try:
            texts = [own.get(channel), shared]
            if message.get("own_after"):
                texts.reverse()
            for text in texts:
                if text is not None:
                    await socket.send(text_data=text)
        except Exception:
            logger.exception("a socket of room %s could not be written", message["code"])
