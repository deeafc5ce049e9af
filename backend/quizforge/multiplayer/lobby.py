"""The lobby's announcements, coalesced: each server process gathers who came online and who went offline in
a room for `LOBBY_EVERY_S` and sends it in one `lobby_update` with the room's counts. A room's joins then
cost messages in proportion to the room (times the seconds people keep coming), not to its square."""

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from channels.layers import get_channel_layer

from quizforge.multiplayer import events
from quizforge.multiplayer.room_store import StoreRefused
from quizforge.multiplayer.services import room_store

logger = logging.getLogger(__name__)

LOBBY_EVERY_S = 0.25


def room_group(code: str) -> str:
    return f"room.{code}"


async def room_broadcast(code: str, body: dict[str, Any]) -> None:
    """Serialized once, sent to every socket of the room on any server process (see room_delivery for the
    messages that differ per player)."""
    await get_channel_layer().group_send(
        room_group(code), {"type": "room.message", "text": events.encode(body)}
    )


@dataclass
class _Batch:
    joined: dict[str, dict[str, Any]] = field(default_factory=dict)
    left: set[str] = field(default_factory=set)


_batches: dict[str, _Batch] = {}
_flushes: set["asyncio.Task[None]"] = set()


def lobby_joined(code: str, row: dict[str, Any]) -> None:
    """A player came online (its lobby row): told with the others of the same fraction of a second."""
    batch = _batch(code)
    batch.left.discard(row["id"])
    batch.joined[row["id"]] = row


def lobby_left(code: str, player_id: str) -> None:
    """A player's last socket closed."""
    batch = _batch(code)
    batch.left.add(player_id)
    if player_id in batch.joined:
        batch.joined[player_id] = {**batch.joined[player_id], "is_connected": False}


def _batch(code: str) -> _Batch:
    batch = _batches.get(code)
    if batch is None:
        batch = _batches[code] = _Batch()
        flush = asyncio.get_running_loop().create_task(_flush_later(code))
        _flushes.add(flush)
        flush.add_done_callback(_flushes.discard)
    return batch


async def _flush_later(code: str) -> None:
    await asyncio.sleep(LOBBY_EVERY_S)
    batch = _batches.pop(code)
    try:
        counts = await room_store().lobby_count(code=code)
        update = events.message(
            events.LOBBY_UPDATE,
            joined=list(batch.joined.values()),
            left=sorted(batch.left),
            connected=counts["connected"],
            players=counts["players"],
        )
        await room_broadcast(code, update)
    except StoreRefused:
        return  # the room is gone
    except Exception:
        logger.exception("lobby announcement failed in room %s", code)
