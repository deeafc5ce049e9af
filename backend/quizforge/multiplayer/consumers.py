"""The live-game socket `/ws/game/{CODE}/`: authenticate by the first message, parse, call `game`, send."""

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from channels.consumer import get_handler_name
from channels.generic.websocket import AsyncWebsocketConsumer

from quizforge.core.exceptions import ApplicationError, NotAuthenticated, NotFound
from quizforge.multiplayer import events, game
from quizforge.multiplayer.clock import clock_ensure_running
from quizforge.multiplayer.refusals import KICKED_OUT, REJOIN_WAIT
from quizforge.multiplayer.room_delivery import delivery_register, delivery_unregister

AUTH_TIMEOUT_S = 5.0
MAX_MESSAGE_BYTES = 4096
MAX_MESSAGES_PER_S = 20
MAX_DEPTH = 4  # {"type": ..., "field": [..]}: nothing the protocol sends is deeper
PENDING_TIMEOUT_S = 30 * 60  # a join that waits for the host

CLOSE_UNAUTHENTICATED = 4401
CLOSE_KICKED = 4403
CLOSE_UNKNOWN_ROOM = 4404

TOO_LARGE = "Messages must be at most 4 KB."
NOT_JSON = "Messages must be JSON objects."
TOO_DEEP = "Messages must not be nested this deep."
UNKNOWN_TYPE = "Unknown message type."
JOIN_FIRST = "Please join the room first."
TOO_FAST = "Too many messages. Please slow down."
FAILED = "Something went wrong. Please try again."

logger = logging.getLogger(__name__)


def _json_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest (outside strings), read before parsing so that a deep
    message never reaches the parser's recursion."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _json_object(text: str) -> dict[str, Any] | None:
    """A message: a JSON object with a text `type`, else None."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("type"), str) else None


class RateLimit:
    """A token bucket: `rate` messages a second, bursts up to `rate`."""

    def __init__(self, rate: int) -> None:
        self.rate = rate
        self.tokens = float(rate)
        self.at = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.rate, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class GameConsumer(AsyncWebsocketConsumer):
    seat: game.Seat | None = None
    pending: dict[str, Any] | None = None  # the `join_room` of a join that waits for the host

    async def dispatch(self, message: dict[str, Any]) -> None:
        """Calls the handler straight away. Channels' own `dispatch` first closes stale database connections
        on the one shared sync thread, before every frame and every group message to every socket; this
        consumer only reaches the database through `database_sync_to_async`, which does that itself.
        Whatever fails, the socket leaves the room the ordinary way: no player stays "connected" behind a
        socket that is gone."""
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"No handler for message type {message['type']}")
        try:
            await handler(message)
        except Exception:
            if message["type"] == "websocket.disconnect":
                raise
            logger.exception("live game socket failed in room %s", getattr(self, "code", "?"))
            try:
                await self.disconnect(1011)
            finally:
                await self.close(1011)

    async def connect(self) -> None:
        self.code = str(self.scope["url_route"]["kwargs"]["code"]).upper()
        self.limit = RateLimit(MAX_MESSAGES_PER_S)
        self.warned_at = 0.0
        self.in_group = False
        await self.accept()
        if not await game.room_socket_open(code=self.code):
            await self.close(CLOSE_UNKNOWN_ROOM)
            return
        clock_ensure_running()
        self.auth_deadline = asyncio.get_running_loop().create_task(self._close_unless_joined())

    async def _close_unless_joined(self, timeout_s: float | None = None) -> None:
        await asyncio.sleep(AUTH_TIMEOUT_S if timeout_s is None else timeout_s)
        if self.seat is None:
            await self.close(CLOSE_UNAUTHENTICATED)

    async def disconnect(self, code: int) -> None:
        deadline = getattr(self, "auth_deadline", None)
        if deadline is not None:
            deadline.cancel()
        self.pending = None
        if self.in_group:
            delivery_unregister(self.code, self.channel_name)
            await self.channel_layer.group_discard(game.room_group(self.code), self.channel_name)
        if self.seat is not None:
            seat, self.seat = self.seat, None
            await game.seat_leave(seat=seat)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        if not self.limit.allow():
            await self._warn_once_a_second(TOO_FAST)
            return
        size = len(text_data.encode()) if text_data is not None else len(bytes_data or b"")
        if size > MAX_MESSAGE_BYTES:
            await self._error(TOO_LARGE)
            return
        if text_data is not None and _json_depth(text_data) > MAX_DEPTH:
            await self._error(TOO_DEEP)
            return
        data = _json_object(text_data) if text_data is not None else None
        if data is None:
            await self._error(NOT_JSON)
            return
        try:
            await self._dispatch(data)
        except ApplicationError as problem:
            await self._error(problem.message)
        except Exception:
            # One bad step must not close this socket, nor touch anyone else's.
            logger.exception("live game message failed in room %s", self.code)
            await self._error(FAILED)

    async def _dispatch(self, data: dict[str, Any]) -> None:
        kind = data["type"]
        if kind == "join_room":
            await self._join(data)
            return
        if kind == "ping":
            await self._send(events.message(events.PONG))
            return
        if self.seat is None:
            await self._error(JOIN_FIRST)
            return
        handler = self._handlers().get(kind)
        if handler is None:
            await self._error(UNKNOWN_TYPE)
            return
        await handler(self.seat, data)

    def _handlers(self) -> dict[str, Callable[[game.Seat, dict[str, Any]], Awaitable[None]]]:
        return {
            "start_game": lambda seat, _: game.game_start(seat=seat),
            "submit_answer": self._answer,
            "next_question": lambda seat, _: game.question_next(seat=seat),
            "pause_game": lambda seat, _: game.game_pause(seat=seat),
            "resume_game": lambda seat, _: game.game_resume(seat=seat),
            "kick_player": lambda seat, data: game.player_kick(seat=seat, player_id=data.get("player_id")),
            "set_extra_time": lambda seat, data: game.extra_time_set(
                seat=seat, player_id=data.get("player_id"), factor=data.get("factor")
            ),
            "end_question": lambda seat, _: game.question_end_by_host(seat=seat),
            "end_game": lambda seat, _: game.game_end(seat=seat),
            "lock_room": lambda seat, _: game.room_lock(seat=seat, locked=True),
            "unlock_room": lambda seat, _: game.room_lock(seat=seat, locked=False),
            "allow_rejoin": lambda seat, data: game.rejoin_decide(
                seat=seat, request_id=data.get("request_id"), allow=True, reply=self._send
            ),
            "deny_rejoin": lambda seat, data: game.rejoin_decide(
                seat=seat, request_id=data.get("request_id"), allow=False, reply=self._send
            ),
        }

    async def _answer(self, seat: game.Seat, data: dict[str, Any]) -> None:
        await game.answer_submit(seat=seat, answer=data.get("answer"), reply=self._send)

    async def _join(self, data: dict[str, Any]) -> None:
        if self.seat is not None or self.pending is not None:
            return
        try:
            taken = await game.seat_take(code=self.code, channel=self.channel_name, data=data)
        except NotFound:
            await self.close(CLOSE_UNKNOWN_ROOM)
            return
        except game.Kicked:
            await self._send(events.message(events.KICKED, message=KICKED_OUT))
            await self.close(CLOSE_KICKED)
            return
        except NotAuthenticated as problem:
            await self._error(problem.message)
            await self.close(CLOSE_UNAUTHENTICATED)
            return
        if isinstance(taken, game.Pending):
            self.pending = data
            self.auth_deadline.cancel()
            self.auth_deadline = asyncio.get_running_loop().create_task(
                self._close_unless_joined(PENDING_TIMEOUT_S)
            )
            await self._send(events.message(events.REJOIN_PENDING, message=REJOIN_WAIT))
            return
        seat, player, was_connected = taken
        self.seat = seat
        await game.seat_announce(seat=seat, player=player, was_connected=was_connected)
        await self.channel_layer.group_add(game.room_group(self.code), self.channel_name)
        delivery_register(self.code, self.channel_name, self)
        self.in_group = True
        for body in await game.seat_welcome(seat=seat, was_connected=was_connected, player=player):
            await self._send(body)

    # messages from the room's group
    async def room_message(self, event: dict[str, Any]) -> None:
        await self.send(text_data=event["text"])

    async def room_rejoin_allowed(self, event: dict[str, Any]) -> None:
        data, self.pending = self.pending, None
        if data is not None and self.seat is None:
            await self._join(data)

    async def room_rejoin_denied(self, event: dict[str, Any]) -> None:
        if self.pending is None:
            return
        self.pending = None
        await self._send(events.message(events.REJOIN_DENIED, message=game.REJOIN_REFUSED))
        await self.close(CLOSE_KICKED)

    async def room_closed(self, event: dict[str, Any]) -> None:
        await self.close(CLOSE_UNKNOWN_ROOM)

    async def room_kicked(self, event: dict[str, Any]) -> None:
        self.seat = None
        await self._send(events.message(events.KICKED, message=KICKED_OUT))
        await self.close(CLOSE_KICKED)

    async def _send(self, body: dict[str, Any]) -> None:
        await self.send(text_data=events.encode(body))

    async def _error(self, text: str) -> None:
        await self._send(events.message(events.ERROR, message=text))

    async def _warn_once_a_second(self, text: str) -> None:
        now = time.monotonic()
        if now - self.warned_at >= 1:
            self.warned_at = now
            await self._error(text)
