"""Rooms: create, read and join (CONTRACT §7). HTTP views call the sync entry points; the store is async."""

import secrets
import uuid
from typing import Any

from asgiref.sync import async_to_sync
from django.conf import settings

from quizforge.accounts.models import User
from quizforge.core.exceptions import (
    Conflict,
    InvalidInput,
    NotFound,
    PermissionDenied,
    ServiceUnavailable,
    TooManyRequests,
)
from quizforge.core.rate_limits import counter_hit
from quizforge.core.redis import async_redis_client, redis_memory_tight
from quizforge.multiplayer import events
from quizforge.multiplayer.names import (
    NAME_RESERVED,
    name_key,
    name_reserved,
    name_skeleton,
    player_name_clean,
)
from quizforge.multiplayer.refusals import (
    NAME_TAKEN,
    REJOIN_WAIT,
    ROOM_NOT_FOUND,
    refusal,
)
from quizforge.multiplayer.room_settings import SCORING_SPEED, TIMER_PER_QUESTION, Scoring, Timer
from quizforge.multiplayer.room_store import RoomStore, StoreRefused
from quizforge.quizzes.selectors import quiz_get

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
CODE_LENGTH = 6
ROOM_MAX_LIFE_S = 3 * 60 * 60  # the default of settings.LIVE_ROOM_MAX_LIFE_S: a school day's lesson and more

NO_CODE = "Could not find a free room code. Please try again."
SERVER_ROOMS_FULL = "The server is running as many live games as it can. Please try again in a few minutes."
SERVER_BUSY = (
    "The server is nearly full with the games in play: new games cannot start right now. "
    "Please try again in a few minutes."
)


def room_max_life_s() -> int:
    """A room ends this long after its creation whatever happens in it (reconnects do not renew it)."""
    return int(getattr(settings, "LIVE_ROOM_MAX_LIFE_S", ROOM_MAX_LIFE_S))


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


def pupil_name_clean(name: Any) -> str:
    """A pupil's name (names.player_name_clean), never the host's or one that looks like it."""
    clean = player_name_clean(name)
    if name_reserved(clean):
        raise InvalidInput(NAME_RESERVED, details={"name": [NAME_RESERVED]})
    return clean


async def room_public_get(*, code: str, roster_max: int | None = None) -> dict[str, Any]:
    """The room; `roster_max`: at most that many players, read at a cost that does not grow with the room."""
    store = room_store()
    if roster_max is None:
        snapshot = await store.room_snapshot(code=code)
    else:
        snapshot = await store.room_lobby_snapshot(code=code, roster_max=roster_max)
    if snapshot is None or snapshot.int("expires_ms") <= events.now_ms():  # ended, not swept yet
        raise NotFound(ROOM_NOT_FOUND)
    return events.room_public(snapshot, roster_max=roster_max)


async def room_create_in_store(
    *,
    meta: dict[str, Any],
    questions: list[dict[str, Any]],
    rooms_at_once: int = 0,
    server_rooms_most: int = 0,
) -> dict[str, Any]:
    """Stores a new room; `rooms_at_once`: the most live rooms its host may have (403), `server_rooms_most`:
    the most of the whole server (503), both checked in the same atomic step that creates it (0: no
    limit)."""
    store = room_store()
    life_s = max(int(meta["ends_ms"]) - int(meta["created_ms"]), 0) // 1000
    meta = {**meta, "quiz": await store.quiz_store(questions=questions, life_s=life_s)}
    for _ in range(20):
        code = room_code_new()
        try:
            created = await store.room_create(
                code=code,
                meta=meta,
                rooms_at_once=rooms_at_once,
                life_s=life_s,
                server_rooms_most=server_rooms_most,
            )
        except StoreRefused as refused:
            if refused.kind == "server_rooms_full":
                raise ServiceUnavailable(SERVER_ROOMS_FULL) from None
            raise PermissionDenied(ROOMS_AT_ONCE.format(count=rooms_at_once)) from None
        if created:
            return {"code": code, "room": await room_public_get(code=code)}
    raise ServiceUnavailable(NO_CODE)


def room_quiz_copy(questions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The room's own copy of the quiz: later edits do not reach the game."""
    return [
        {
            "question": q["question"],
            "choices": list(q["choices"]),
            "correct_answer": q["correct_answer"],
            "source": q.get("source") or None,
            "explanation": q.get("explanation") or None,
        }
        for q in questions
    ]


def room_meta_new(
    *,
    host_user_id: int,
    title: str,
    questions: list[dict[str, Any]],
    max_players: int,
    time_per_question: int,
    show_leaderboard_after_each: bool,
    allow_late_join: bool,
    quiz_id: int = 0,
    scoring: Scoring = SCORING_SPEED,
    timer: Timer = TIMER_PER_QUESTION,
) -> dict[str, Any]:
    """A new room's Redis fields (its quiz is stored apart, see `room_create_in_store`)."""
    now = events.now_ms()
    return {
        "uid": uuid.uuid4().hex,
        "host_user_id": host_user_id,
        "quiz_id": quiz_id,
        "host_pid": "",
        "host_plays": "0",
        "locked": "0",
        "title": title,
        "total": len(questions),
        "tpq": time_per_question,
        "max_players": max_players,
        "show_lb": "1" if show_leaderboard_after_each else "0",
        "late": "1" if allow_late_join else "0",
        "scoring": scoring,
        "timer": timer,
        "max_factor": 1,
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
        "created_ms": now,
        "ends_ms": now + room_max_life_s() * 1000,
    }


ROOMS_AT_ONCE = (
    "You already have {count} live rooms open. Finish a game or let a room end before opening another."
)
ROOMS_PER_HOUR = (
    "You have opened {count} live rooms in the last hour, the most allowed. Please try again later."
)


def room_create_bounds_check(*, user: User) -> None:
    """One user cannot fill Redis with rooms: at most LIVE_ROOMS_PER_USER running at once (403; this early
    check spares the hourly budget, the room's creation checks it again atomically) and
    LIVE_ROOMS_PER_USER_PER_HOUR opened an hour (429, counted atomically)."""
    at_once = settings.LIVE_ROOMS_PER_USER
    if len(async_to_sync(room_list_by_host)(user_id=user.pk)) >= at_once:
        raise PermissionDenied(ROOMS_AT_ONCE.format(count=at_once))
    per_hour = settings.LIVE_ROOMS_PER_USER_PER_HOUR
    opened = counter_hit(f"live-rooms-opened:{user.pk}", window_s=3600)
    if opened.count > per_hour:
        raise TooManyRequests(ROOMS_PER_HOUR.format(count=per_hour), retry_after_s=opened.retry_after_s)


def room_create(
    *,
    user: User,
    quiz_id: int,
    max_players: int,
    time_per_question: int,
    show_leaderboard_after_each: bool,
    allow_late_join: bool,
    scoring: Scoring = SCORING_SPEED,
    timer: Timer = TIMER_PER_QUESTION,
) -> dict[str, Any]:
    """A room for one of the user's quizzes, which is copied in: later edits do not reach the game."""
    quiz = quiz_get(user=user, quiz_id=quiz_id)
    if redis_memory_tight():  # the games in play keep Redis's headroom (LIVE_ROOMS_MAX also bounds them)
        raise ServiceUnavailable(SERVER_BUSY)
    room_create_bounds_check(user=user)
    questions = room_quiz_copy(quiz.questions)
    meta = room_meta_new(
        host_user_id=user.pk,
        quiz_id=quiz.pk,
        title=quiz.title,
        questions=quiz.questions,
        max_players=max_players,
        time_per_question=time_per_question,
        show_leaderboard_after_each=show_leaderboard_after_each,
        allow_late_join=allow_late_join,
        scoring=scoring,
        timer=timer,
    )
    return async_to_sync(room_create_in_store)(
        meta=meta,
        questions=questions,
        rooms_at_once=settings.LIVE_ROOMS_PER_USER,
        server_rooms_most=settings.LIVE_ROOMS_MAX,
    )


def room_get(*, code: str) -> dict[str, Any]:
    return async_to_sync(room_public_get)(code=code.upper())


async def room_open_check(*, code: str) -> None:
    """NotFound unless the room exists and has not ended: one read, whatever the room's size."""
    if not await room_store().room_exists(code=code):
        raise NotFound(ROOM_NOT_FOUND)


def room_check(*, code: str) -> None:
    async_to_sync(room_open_check)(code=code.upper())


async def player_join(
    *, code: str, name: str, is_host: bool, previous_token: str = "", device: str = ""
) -> tuple[dict[str, Any] | None, str]:
    """Adds a player (or finds the host's): answers the player and its token. When the name is a
    disconnected player's, or the name or device was kicked, answers no player and the token of a request
    that waits for the host (`allow_rejoin`). `previous_token`: the token the device last had in this room
    (the same device with the same name gets its player back); `device`: the device's own id."""
    result, token = await _player_join(
        code=code, name=name, is_host=is_host, previous_token=previous_token, device=device
    )
    return result.get("player"), result.get("token", token)


async def _player_join(
    *, code: str, name: str, is_host: bool, previous_token: str, device: str
) -> tuple[dict[str, Any], str]:
    token = "" if is_host else secrets.token_urlsafe(24)
    try:
        result = await room_store().player_add(
            code=code,
            player_id=uuid.uuid4().hex[:12],
            token=token,
            name=name,
            key=name_key(name),
            skeleton=name_skeleton(name),
            is_host=is_host,
            now_ms=events.now_ms(),
            previous_token=previous_token,
            device=device,
        )
    except StoreRefused as refused:
        raise refusal(refused) from None
    return result, token


async def player_add(*, code: str, name: str, is_host: bool) -> tuple[dict[str, Any], str]:
    """Adds a new player; a name taken in any way (even by a disconnected player) is refused."""
    result, token = await _player_join(code=code, name=name, is_host=is_host, previous_token="", device="")
    if "player" not in result:
        await room_store().request_deny(code=code, request_id=result["request_id"])
        raise Conflict(NAME_TAKEN, details={"name": [NAME_TAKEN]})
    return result["player"], token


async def _room_join(*, code: str, name: str, previous_token: str, device: str) -> dict[str, Any]:
    player, token = await player_join(
        code=code, name=name, is_host=False, previous_token=previous_token, device=device
    )
    room = await room_public_get(code=code, roster_max=events.ROSTER_MAX)
    if player is None:
        return {
            "player_id": None,
            "player_token": token,
            "room": room,
            "pending": True,
            "message": REJOIN_WAIT,
        }
    return {"player_id": player["id"], "player_token": token, "room": room, "pending": False}


DEVICE_MAX = 100


def room_join(*, code: str, name: Any, previous_token: Any = None, device: Any = None) -> dict[str, Any]:
    """A player without an account joins a room; its token authenticates its socket. `pending`: the host
    must let this device in first (its socket waits, see game.seat_take). `previous_token`: the token this
    device last had in this room; `device`: the device's own id, kept on its player (a kicked device is
    kept out by it)."""
    clean = pupil_name_clean(name)
    return async_to_sync(_room_join)(
        code=code.upper(),
        name=clean,
        previous_token=previous_token[:DEVICE_MAX] if isinstance(previous_token, str) else "",
        device=device[:DEVICE_MAX] if isinstance(device, str) else "",
    )


async def room_list_by_host(*, user_id: int) -> list[dict[str, Any]]:
    rooms = await room_store().room_list_by_host(user_id=user_id)
    return [
        {
            "code": room["code"],
            "quiz": {"title": room["title"]},
            "status": room["status"],
            "total_questions": int(room["total"] or 0),
            "question_index": int(room["q_index"] or -1),
            "players": int(room["players"]) - (1 if room["host_pid"] else 0),
            "created_at": int(room["created_ms"] or 0),
        }
        for room in rooms
    ]


def room_list_mine(*, user: User) -> list[dict[str, Any]]:
    """The user's running rooms (lobby or playing), for the hub's "Resume"."""
    return async_to_sync(room_list_by_host)(user_id=user.pk)
