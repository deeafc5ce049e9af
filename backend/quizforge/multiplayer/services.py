"""Rooms: create, read and join (CONTRACT §7). HTTP views call the sync entry points; the store is async."""

import json
import secrets
import unicodedata
import uuid
from collections.abc import Callable
from typing import Any

from asgiref.sync import async_to_sync

from quizforge.accounts.models import User
from quizforge.core.exceptions import ApplicationError, Conflict, InvalidInput, NotFound, ServiceUnavailable
from quizforge.core.redis import async_redis_client
from quizforge.multiplayer import events
from quizforge.multiplayer.room_store import RoomStore, StoreRefused
from quizforge.quizzes.selectors import quiz_get

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
CODE_LENGTH = 6
NAME_MIN, NAME_MAX = 3, 20
HOST_NAME = "Host"

ROOM_NOT_FOUND = "Room not found. Please check the code."
NAME_TOO_SHORT = f"Name must be at least {NAME_MIN} characters"
NAME_TOO_LONG = f"Name must be at most {NAME_MAX} characters"
NAME_CONTROL = "Name must not contain control characters"
NAME_TAKEN = "This name is already taken in this room. Please choose another."
ROOM_FULL = "This room is full."
GAME_STARTED = "The game has already started."
NO_CODE = "Could not find a free room code. Please try again."

_JOIN_REFUSALS: dict[str, Callable[[], ApplicationError]] = {
    "not_found": lambda: NotFound(ROOM_NOT_FOUND),
    "name_taken": lambda: Conflict(NAME_TAKEN, details={"name": [NAME_TAKEN]}),
    "full": lambda: Conflict(ROOM_FULL),
    "started": lambda: Conflict(GAME_STARTED),
}


def room_store() -> RoomStore:
    """The store on the running event loop's Redis client."""
    client = async_redis_client()
    store = getattr(client, "_quizforge_room_store", None)
    if store is None:
        store = RoomStore(client)
        client._quizforge_room_store = store  # type: ignore[attr-defined]
    return store


def room_code_new() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def player_name_clean(name: Any) -> str:
    """3..20 characters after trimming, none of them control characters; else InvalidInput."""
    text = name.strip() if isinstance(name, str) else ""
    problem = None
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        problem = NAME_CONTROL
    elif len(text) < NAME_MIN:
        problem = NAME_TOO_SHORT
    elif len(text) > NAME_MAX:
        problem = NAME_TOO_LONG
    if problem:
        raise InvalidInput(problem, details={"name": [problem]})
    return text


async def room_public_get(*, code: str) -> dict[str, Any]:
    snapshot = await room_store().room_snapshot(code=code)
    if snapshot is None:
        raise NotFound(ROOM_NOT_FOUND)
    return events.room_public(snapshot)


async def room_create_in_store(*, meta: dict[str, Any]) -> dict[str, Any]:
    store = room_store()
    for _ in range(20):
        code = room_code_new()
        if await store.room_create(code=code, meta=meta):
            return {"code": code, "room": await room_public_get(code=code)}
    raise ServiceUnavailable(NO_CODE)


def room_meta_new(
    *,
    host_user_id: int,
    title: str,
    questions: list[dict[str, Any]],
    max_players: int,
    time_per_question: int,
    show_leaderboard_after_each: bool,
    allow_late_join: bool,
) -> dict[str, Any]:
    """A new room's Redis fields, with its own copy of the quiz."""
    copied = [
        {"question": q["question"], "choices": list(q["choices"]), "correct_answer": q["correct_answer"]}
        for q in questions
    ]
    return {
        "uid": uuid.uuid4().hex,
        "host_user_id": host_user_id,
        "host_pid": "",
        "title": title,
        "questions": json.dumps(copied),
        "total": len(copied),
        "tpq": time_per_question,
        "max_players": max_players,
        "show_lb": "1" if show_leaderboard_after_each else "0",
        "late": "1" if allow_late_join else "0",
        "status": "lobby",
        "phase": "lobby",
        "q_index": -1,
        "started_ms": 0,
        "deadline_ms": 0,
        "paused": "0",
        "remaining_ms": 0,
        "paused_ms": 0,
        "epoch": 0,
        "answered": 0,
        "created_ms": events.now_ms(),
    }


def room_create(
    *,
    user: User,
    quiz_id: int,
    max_players: int,
    time_per_question: int,
    show_leaderboard_after_each: bool,
    allow_late_join: bool,
) -> dict[str, Any]:
    """A room for one of the user's quizzes, which is copied in: later edits do not reach the game."""
    quiz = quiz_get(user=user, quiz_id=quiz_id)
    meta = room_meta_new(
        host_user_id=user.pk,
        title=quiz.title,
        questions=quiz.questions,
        max_players=max_players,
        time_per_question=time_per_question,
        show_leaderboard_after_each=show_leaderboard_after_each,
        allow_late_join=allow_late_join,
    )
    return async_to_sync(room_create_in_store)(meta=meta)


def room_get(*, code: str) -> dict[str, Any]:
    return async_to_sync(room_public_get)(code=code.upper())


async def player_add(*, code: str, name: str, is_host: bool) -> tuple[dict[str, Any], str]:
    """Adds a player (or finds the host's); answers the player and its token."""
    token = "" if is_host else secrets.token_urlsafe(24)
    try:
        result = await room_store().player_add(
            code=code,
            player_id=uuid.uuid4().hex[:12],
            token=token,
            name=name,
            is_host=is_host,
            now_ms=events.now_ms(),
        )
    except StoreRefused as refused:
        raise _JOIN_REFUSALS[refused.kind]() from None
    return result["player"], token


async def _room_join(*, code: str, name: str) -> dict[str, Any]:
    player, token = await player_add(code=code, name=name, is_host=False)
    return {"player_id": player["id"], "player_token": token, "room": await room_public_get(code=code)}


def room_join(*, code: str, name: Any) -> dict[str, Any]:
    """A player without an account joins a room; its token authenticates its socket."""
    clean = player_name_clean(name)
    return async_to_sync(_room_join)(code=code.upper(), name=clean)
