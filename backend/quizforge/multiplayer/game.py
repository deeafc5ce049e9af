"""What happens in a live game (CONTRACT §7): sockets joining and leaving, the host's commands, answers,
and the clock's transitions. Each step is one atomic `RoomStore` change; its winner tells the room."""

import asyncio
import logging
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from rest_framework_simplejwt.exceptions import TokenError
from rest_framework_simplejwt.tokens import AccessToken

from quizforge.core.exceptions import ApplicationError, Conflict, InvalidInput, NotAuthenticated, NotFound
from quizforge.multiplayer import events, results, scoring
from quizforge.multiplayer.lobby import lobby_joined, lobby_left, room_broadcast, room_group
from quizforge.multiplayer.names import HOST_NAME, player_name_clean
from quizforge.multiplayer.refusals import (
    ALREADY_ANSWERED,
    BAD_TOKEN,
    KICKED_OUT,
    MIN_PLAYERS,
    NO_REQUEST,
    NO_SUCH_PLAYER,
    NOT_RUNNING,
    ROOM_NOT_FOUND,
    TOO_FEW,
    refusal,
)
from quizforge.multiplayer.room_delivery import room_send_personal
from quizforge.multiplayer.room_settings import (
    BAD_FACTOR,
    TIME_FACTORS,
    TIMER_NONE,
    extra_time,
    player_time_ms,
    scoring_of,
)
from quizforge.multiplayer.room_store import RoomSnapshot, StoreRefused
from quizforge.multiplayer.services import player_add, room_store

logger = logging.getLogger(__name__)

ANSWER_RETRIES = 5
__all__ = ["ALREADY_ANSWERED", "MIN_PLAYERS", "NOT_RUNNING", "NO_REQUEST", "TOO_FEW"]  # the tests' sentences

HOST_ONLY = "Only the host can do this."
NOT_HOST = "Only the room's creator can host it."
NOT_PLAYING = "The game has not started."
REJOIN_REFUSED = "The host did not let you in."
PLAYER_BACK = "That player is back in the game on its own device."
EXPIRE_RETRY_MS = 30_000  # a game that could not be stored when its room ended is tried again this much later


class Kicked(ApplicationError):
    """A kicked player's token: the socket is told `kicked` and closed 4403."""


@dataclass(frozen=True)
class Pending:
    """A socket whose join waits for the host (`allow_rejoin`)."""

    request_id: str
    name: str


@dataclass(frozen=True)
class Seat:
    """Who is behind one socket."""

    code: str
    channel: str
    player_id: str
    is_host: bool


async def _snapshot(code: str, *, with_counts: bool = False) -> RoomSnapshot:
    snapshot = await room_store().room_snapshot(code=code, with_counts=with_counts)
    if snapshot is None:
        raise NotFound(ROOM_NOT_FOUND)
    return snapshot


def _host_user_id(token: Any) -> int:
    try:
        return int(AccessToken(token)["user_id"])
    except (TokenError, KeyError, TypeError, ValueError):
        raise NotAuthenticated(BAD_TOKEN) from None


async def room_socket_open(*, code: str) -> bool:
    """Whether a new socket may wait for its `join_room` in room `code` (the room runs); this process's
    sockets are then marked alive at once."""
    store = room_store()
    if not await store.room_exists(code=code):
        return False
    await store.process_alive()
    return True


async def seat_take(
    *, code: str, channel: str, data: dict[str, Any]
) -> tuple[Seat, dict[str, Any], bool] | Pending:
    """Authenticates a socket's `join_room`: its seat, its player, and whether it was already online; or,
    for the token of a join that waits for the host, the request (the host is asked)."""
    store = room_store()
    if "token" in data and data.get("token"):
        user_id = _host_user_id(data["token"])
        snapshot = await _snapshot(code)
        if snapshot.meta.get("host_user_id") != str(user_id):
            raise NotAuthenticated(NOT_HOST)
        if not snapshot.meta.get("host_pid"):
            await _host_join(code=code, name=data.get("name"))
        is_host, token = True, ""
    else:
        given = data.get("player_token")
        if not isinstance(given, str) or not given:
            raise NotAuthenticated(BAD_TOKEN)
        is_host, token = False, given
    try:
        result = await store.player_connect(code=code, channel=channel, token=token, is_host=is_host)
    except StoreRefused as refused:
        if refused.kind == "kicked":
            raise Kicked(KICKED_OUT) from None
        raise refusal(refused) from None
    if "request" in result:
        request = result["request"]
        asking = events.message(events.REJOIN_REQUESTED, request_id=request["id"], name=request["name"])
        layer = get_channel_layer()
        for host_channel in result["host_channels"] or []:
            await layer.send(host_channel, {"type": "room.message", "text": events.encode(asking)})
        return Pending(request_id=request["id"], name=request["name"])
    await _requests_dropped(result["dropped"], result["host_channels"])
    player = result["player"]
    return Seat(code, channel, player["id"], is_host), player, result["was_connected"]


async def _requests_dropped(dropped: list[dict[str, str]], host_channels: list[str]) -> None:
    """Requests to rejoin as a player who came back or was kicked: each waiting device is turned away and
    the host's screen drops the request."""
    layer = get_channel_layer()
    for request in dropped:
        if request["channel"]:
            await layer.send(request["channel"], {"type": "room.rejoin_denied"})
        resolved = events.message(events.REJOIN_RESOLVED, request_id=request["id"], allowed=False)
        for host_channel in host_channels:
            await layer.send(host_channel, {"type": "room.message", "text": events.encode(resolved)})


async def _host_join(*, code: str, name: Any) -> None:
    try:
        base = player_name_clean(name if name else HOST_NAME)
    except ApplicationError:
        base = HOST_NAME
    for attempt in range(1, 10):
        try:
            await player_add(code=code, name=base if attempt == 1 else f"{base[:17]} {attempt}", is_host=True)
            return
        except Conflict as problem:
            if "name" not in problem.details:
                raise


async def seat_welcome(
    *, seat: Seat, was_connected: bool, player: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """What a (re)connected socket is told: who it is, the room, and where the game stands, whole: the
    running question (with the answer count), or the ended one with its text, counts, answer and standings
    (and the player's own result), the pause, or the final standings."""
    snapshot = await _welcome_snapshot(seat, player)
    own = snapshot.players[seat.player_id]
    player = events.player_visible(snapshot, own)
    standings = events.leaderboard(snapshot) if snapshot.status != "lobby" else []
    rank = events.ranks(standings).get(seat.player_id, 0)
    welcome = [
        events.message(events.CONNECTION_ESTABLISHED, message="Connected"),
        events.message(
            events.JOIN_SUCCESS,
            player_id=seat.player_id,
            is_host=seat.is_host,
            room=events.room_public(
                snapshot, roster_max=None if seat.is_host else events.ROSTER_MAX, viewer=own
            ),
            player={
                **events.player_public(snapshot, player, with_extra_time=True),
                **events.player_stats(player, rank=rank),
            },
            game_state=snapshot.phase,
        ),
    ]
    store = room_store()
    if snapshot.phase == "countdown":
        left_s = max(0, round((snapshot.int("started_ms") - events.now_ms()) / 1000))
        welcome.append(
            events.message(events.GAME_STARTING, countdown=left_s, starts_at=snapshot.int("started_ms"))
        )
    elif snapshot.phase == "open":
        answer = await store.answer_get(
            code=seat.code, question_index=snapshot.question_index, player_id=seat.player_id
        )
        welcome.append(events.question_start(snapshot, has_answered=answer is not None))
        deadlines = events.extra_deadlines_personal(snapshot).get(seat.player_id)
        if deadlines is not None:
            welcome.append(deadlines)
        welcome.append(_answer_count(snapshot))
        if snapshot.paused:
            welcome.append(events.game_paused(snapshot))
    elif snapshot.phase == "ended":
        if snapshot.plays(player):
            answer = await store.answer_get(
                code=seat.code, question_index=snapshot.question_index, player_id=seat.player_id
            )
            welcome.append(events.answer_result(snapshot, player, answer, rank))
        welcome.append(events.question_ended(snapshot, standings))
    elif snapshot.phase == "finished":
        row = next((r for r in standings if r["id"] == seat.player_id), None)
        if row is not None:
            welcome.append(events.your_result(row))
        game_id = snapshot.meta.get("game_id")
        welcome.append(events.game_finished(snapshot, standings, int(game_id) if game_id else None))
    if seat.is_host:
        for request in await store.request_list(code=seat.code):
            welcome.append(
                events.message(events.REJOIN_REQUESTED, request_id=request["id"], name=request["name"])
            )
    return welcome


async def _welcome_snapshot(seat: Seat, player: dict[str, Any] | None) -> RoomSnapshot:
    """In the lobby a pupil's welcome reads what its screen lists (the same cost whatever the room's size);
    the host's, and any welcome into a running game, read the whole room. Either read is shared by the
    sockets arriving together."""
    if not seat.is_host and player is not None:
        light = await _snapshot_fresh(seat.code, lobby=True)
        if light.status == "lobby":
            players = {**light.players, seat.player_id: player}
            return replace(light, players=players, connected=light.connected | {seat.player_id})
    return await _snapshot_fresh(seat.code)


def _answer_count(snapshot: RoomSnapshot) -> dict[str, Any]:
    """How many of those expected to answer (connected pupils, and the host once it plays) have."""
    expected = [
        pid for pid in snapshot.connected if pid in snapshot.players and snapshot.plays(snapshot.players[pid])
    ]
    return events.message(events.ANSWER_COUNT, answered=snapshot.int("answered"), connected=len(expected))


_ReadKey = tuple[str, bool]  # room code, lobby read
_snapshot_next: dict[_ReadKey, "asyncio.Future[RoomSnapshot]"] = {}
_snapshot_reading: dict[_ReadKey, "asyncio.Future[RoomSnapshot]"] = {}
_snapshot_tasks: set[asyncio.Task[None]] = set()


async def _snapshot_fresh(code: str, *, lobby: bool = False) -> RoomSnapshot:
    """A snapshot read after this call began (`lobby`: the lobby's read, at most ROSTER_MAX players).
    Sockets joining at the same moment share one read: whoever asks while a read is running waits for the
    next one, so a join storm reads the room a few times, not once per join."""
    key = (code, lobby)
    waiting = _snapshot_next.get(key)
    if waiting is None:
        loop = asyncio.get_running_loop()
        waiting = _snapshot_next[key] = loop.create_future()
        read = loop.create_task(_snapshot_fresh_read(key, waiting))
        _snapshot_tasks.add(read)
        read.add_done_callback(_snapshot_tasks.discard)
    return await asyncio.shield(waiting)


async def _snapshot_fresh_read(key: _ReadKey, result: "asyncio.Future[RoomSnapshot]") -> None:
    previous = _snapshot_reading.get(key)
    if previous is not None:
        await asyncio.wait([previous])
    if _snapshot_next.get(key) is result:
        del _snapshot_next[key]  # from now on, new askers need the read after this one
    _snapshot_reading[key] = result
    code, lobby = key
    try:
        if lobby:
            found = await room_store().room_lobby_snapshot(code=code, roster_max=events.ROSTER_MAX)
            if found is None:
                raise NotFound(ROOM_NOT_FOUND)
            result.set_result(found)
        else:
            result.set_result(await _snapshot(code, with_counts=True))
    except Exception as problem:
        result.set_exception(problem)
    finally:
        if _snapshot_reading.get(key) is result:
            del _snapshot_reading[key]


async def seat_announce(*, seat: Seat, player: dict[str, Any], was_connected: bool) -> None:
    """Tells the room a player came online (before the socket joins the room's group: not to itself)."""
    if was_connected:
        return
    lobby_joined(seat.code, events.player_row(player, is_connected=True))


async def seat_leave(*, seat: Seat) -> None:
    result = await room_store().player_disconnect(code=seat.code, channel=seat.channel)
    if not result or result["still_connected"]:
        return
    lobby_left(seat.code, seat.player_id)
    if result["all_answered"]:
        await question_end_early(code=seat.code, question_index=result["question_index"])


def _host_only(seat: Seat) -> None:
    if not seat.is_host:
        raise InvalidInput(HOST_ONLY)


async def game_start(*, seat: Seat) -> None:
    _host_only(seat)
    now = events.now_ms()
    starts_at = now + events.COUNTDOWN_S * 1000
    try:
        await room_store().game_start(
            code=seat.code, now_ms=now, starts_at_ms=starts_at, min_players=MIN_PLAYERS
        )
    except StoreRefused as refused:
        raise refusal(refused) from None
    starting = events.message(events.GAME_STARTING, countdown=events.COUNTDOWN_S, starts_at=starts_at)
    # stamped with the moment the countdown was computed from, so starts_at - server_time is the countdown
    await room_broadcast(seat.code, {**starting, "server_time": now})


async def answer_submit(
    *, seat: Seat, answer: Any, reply: Callable[[dict[str, Any]], Awaitable[None]] | None = None
) -> scoring.AnswerScore:
    """Counts the player's first answer to the running question; answers its `answer_received`, also handed
    to `reply` before the room is told. Whether it was right is told when the question ends."""
    if answer is not None and not isinstance(answer, str):
        raise InvalidInput("answer must be text.")
    choice = answer or ""
    store = room_store()
    for _ in range(ANSWER_RETRIES):
        clock, player = await store.answer_context(code=seat.code, player_id=seat.player_id)
        if player is None:
            raise NotAuthenticated(BAD_TOKEN)
        if clock["phase"] != "open":
            raise InvalidInput(NOT_RUNNING)
        questions = await store.quiz_get(clock["quiz"] or "")
        if not questions:
            raise NotFound(ROOM_NOT_FOUND)
        index = int(clock["q_index"])
        question = questions[index]
        now = events.now_ms()
        elapsed_ms = max(0, now - int(clock["started_ms"]))
        # the player's own time: the room's, times its extra time (points are computed on it)
        own_ms = player_time_ms(time_per_question_s=int(clock["tpq"]), factor=extra_time(player))
        on_time = clock["timer"] == TIMER_NONE or elapsed_ms <= own_ms
        if choice and not on_time:
            # a choice past the player's own deadline is refused as one past the room's; its time-up (no
            # choice) is kept, as the time-out the question's end would give it
            raise InvalidInput(NOT_RUNNING)
        score = scoring.answer_score(
            is_correct=choice == question["correct_answer"],
            on_time=on_time,
            elapsed_s=elapsed_ms / 1000,
            time_per_question_s=own_ms / 1000,
            streak_before=player["current_streak"],
            scoring=scoring_of(clock),
        )
        try:
            result = await store.answer_record(
                code=seat.code,
                player_id=seat.player_id,
                question_index=index,
                epoch=int(clock["epoch"]),
                streak_before=player["current_streak"],
                choice_index=question["choices"].index(choice) if choice in question["choices"] else -1,
                choice=choice,
                now_ms=now,
                elapsed_ms=elapsed_ms,
                is_correct=score.is_correct,
                points=score.points,
                streak_after=score.streak,
            )
        except StoreRefused as refused:
            if refused.kind == "retry":
                continue
            raise refusal(refused) from None
        break
    else:
        raise InvalidInput(NOT_RUNNING)
    reply_body = events.message(events.ANSWER_RECEIVED, question_index=index)
    if reply is not None:
        await reply(reply_body)  # the answerer first; the room's count or question_ended after
    if result["all_answered"]:
        await question_end_early(code=seat.code, question_index=index, background=True)
    else:
        await _answer_count_send(code=seat.code, result=result)
    return score


async def question_end_by_host(*, seat: Seat) -> None:
    """The host ends the running question (a room without a timer has no other end), as at a deadline."""
    _host_only(seat)
    snapshot = await _snapshot(seat.code)
    if snapshot.phase != "open":
        raise InvalidInput(NOT_RUNNING)
    try:
        await room_store().question_end(code=seat.code, question_index=snapshot.question_index, by_host=True)
    except StoreRefused as refused:
        raise refusal(refused) from None
    await _question_ended_send(seat.code)


async def extra_time_set(*, seat: Seat, player_id: Any, factor: Any) -> None:
    """The host gives a pupil 1.5 or 2 times the room's time (1: none) from the next question on; the
    host's sockets and that pupil's are told."""
    _host_only(seat)
    if not isinstance(player_id, str):
        raise InvalidInput(NO_SUCH_PLAYER)
    if isinstance(factor, bool) or not isinstance(factor, int | float) or float(factor) not in TIME_FACTORS:
        raise InvalidInput(BAD_FACTOR)
    try:
        result = await room_store().extra_time_set(code=seat.code, player_id=player_id, factor=float(factor))
    except StoreRefused as refused:
        raise refusal(refused) from None
    # the host's screens and that pupil's only: the class does not learn who has extra time
    text = events.encode(events.message(events.EXTRA_TIME_SET, player_id=player_id, extra_time=float(factor)))
    layer = get_channel_layer()
    for channel in result["channels"]:
        await layer.send(channel, {"type": "room.message", "text": text})


async def _answer_count_send(*, code: str, result: dict[str, Any]) -> None:
    """At most one `answer_count` per room a second, only when it changed, and the last count always
    arrives (the answer script decides which answer sends it now and which one when the second is over)."""
    if result["count"] == "now":
        await _answer_count_broadcast(code, result)
    elif result["count"] == "later":
        asyncio.get_running_loop().create_task(_answer_count_later(code, delay_ms=result["count_in_ms"]))


async def _answer_count_later(code: str, *, delay_ms: int) -> None:
    # a little early, so the flush reopens the window before the next answer can find it closed
    await asyncio.sleep(max(delay_ms - 50, 0) / 1000)
    result = await room_store().answer_count_flush(code=code)
    if result["send"]:
        await _answer_count_broadcast(code, result)


async def _answer_count_broadcast(code: str, result: dict[str, Any]) -> None:
    body = events.message(events.ANSWER_COUNT, answered=result["answered"], connected=result["connected"])
    await room_broadcast(code, body)


_background_tasks: set["asyncio.Task[None]"] = set()


def _background(work: Awaitable[None], what: str) -> None:
    async def run() -> None:
        try:
            await work
        except Exception:
            logger.exception("%s failed", what)

    task = asyncio.get_running_loop().create_task(run())
    _background_tasks.add(task)
    task.add_done_callback(_background_tasks.discard)


async def question_end_early(*, code: str, question_index: int, background: bool = False) -> None:
    """Ends the question if it still runs; `background`: the room is told without the caller waiting (an
    answerer's socket is not held by the room's fan-out)."""
    try:
        await room_store().question_end(code=code, question_index=question_index)
    except StoreRefused:
        return  # the clock or another process ended it first
    if background:
        _background(_question_ended_send(code), f"question_ended of room {code}")
    else:
        await _question_ended_send(code)


async def _question_ended_send(code: str) -> None:
    """The room's `question_ended`, each player's own `answer_result` just before it (one publish)."""
    snapshot = await _snapshot(code, with_counts=True)
    standings = events.leaderboard(snapshot)
    by_rank = events.ranks(standings)
    playing = [p for p in snapshot.players.values() if snapshot.plays(p)]
    answers = await room_store().answers_of(
        code=code, question_index=snapshot.question_index, player_ids=[p["id"] for p in playing]
    )
    personal = {
        p["id"]: events.encode(
            events.answer_result(snapshot, p, answers.get(p["id"]), by_rank.get(p["id"], 0))
        )
        for p in playing
    }
    await room_send_personal(code, events.question_ended(snapshot, standings), personal)


async def question_next(*, seat: Seat) -> None:
    _host_only(seat)
    try:
        result = await room_store().question_next(code=seat.code, now_ms=events.now_ms())
    except StoreRefused as refused:
        raise refusal(refused) from None
    if result["finished"]:
        await game_finished_send(seat.code)
    else:
        await _question_start_send(seat.code)


async def _question_start_send(code: str) -> None:
    """The room's `question_start`; just after it, the extra deadlines to the host and to each pupil with
    extra time its own."""
    snapshot = await _snapshot(code)
    body = events.question_start(snapshot, has_answered=False)
    personal = events.extra_deadlines_personal(snapshot)
    if not personal:
        await room_broadcast(code, body)
        return
    own = {pid: events.encode(deadlines) for pid, deadlines in personal.items()}
    await room_send_personal(code, body, own, own_after=True)


async def _game_store(code: str) -> tuple[RoomSnapshot, list[dict[str, Any]], int | None, bool]:
    """Stores the finished game (the questions played, if any): its snapshot, standings, stored id, and
    whether nothing was left unstored."""
    snapshot = await _snapshot(code, with_counts=True)
    standings = events.leaderboard(snapshot)
    if snapshot.int("played") == 0:
        return snapshot, standings, None, True
    try:
        answers = await room_store().answers_all(code=code)
        game_id = await database_sync_to_async(results.game_save)(
            snapshot=snapshot, standings=standings, answers=answers
        )
        await room_store().room_game_id_set(code=code, game_id=game_id)
    except Exception:
        logger.exception("could not store the finished game of room %s", code)
        return snapshot, standings, None, False
    return snapshot, standings, game_id, True


async def game_finished_send(code: str) -> bool:
    """Stores the finished game and tells the room, each player its own result (told even when storing
    failed). Answers whether it was stored."""
    snapshot, standings, game_id, stored = await _game_store(code)
    personal = {row["id"]: events.encode(events.your_result(row)) for row in standings}
    await room_send_personal(code, events.game_finished(snapshot, standings, game_id), personal)
    return stored


async def game_end(*, seat: Seat) -> None:
    """The host ends the game now: it is stored with the questions played."""
    _host_only(seat)
    try:
        await room_store().game_end(code=seat.code)
    except StoreRefused as refused:
        if refused.kind == "not_playing":
            raise InvalidInput(NOT_PLAYING) from None
        raise refusal(refused) from None
    await game_finished_send(seat.code)


async def room_expire(*, code: str) -> None:
    """The room's time is over (the sweep found it): a game in play, or a finished one not stored yet, is
    stored, the sockets are closed and the room removed. Whichever process claims it first does this, once.
    If storing fails, the room stays and the sweep tries again later (within its keys' grace period)."""
    store = room_store()
    result = await store.room_expire(code=code, now_ms=events.now_ms())
    if result["event"] != "expired":
        return
    if result["store"]:
        if result["was"] == "playing":
            stored = await game_finished_send(code)
        else:
            stored = (await _game_store(code))[3]
        if not stored:
            await store.room_expire_later(code=code, at_ms=events.now_ms() + EXPIRE_RETRY_MS)
            return
    await get_channel_layer().group_send(room_group(code), {"type": "room.closed"})
    await store.room_delete(code=code)


async def room_lock(*, seat: Seat, locked: bool) -> None:
    _host_only(seat)
    try:
        await room_store().room_lock(code=seat.code, locked=locked)
    except StoreRefused as refused:
        raise refusal(refused) from None
    await room_broadcast(seat.code, events.message(events.ROOM_LOCKED if locked else events.ROOM_UNLOCKED))


async def rejoin_decide(
    *, seat: Seat, request_id: Any, allow: bool, reply: Callable[[dict[str, Any]], Awaitable[None]]
) -> None:
    """The host lets a waiting device in (it becomes that player) or turns it away."""
    _host_only(seat)
    if not isinstance(request_id, str):
        raise InvalidInput(NO_REQUEST)
    store = room_store()
    try:
        if allow:
            result = await store.request_allow(
                code=seat.code, request_id=request_id, player_id=uuid.uuid4().hex[:12], now_ms=events.now_ms()
            )
        else:
            result = await store.request_deny(code=seat.code, request_id=request_id)
    except StoreRefused as refused:
        raise refusal(refused) from None
    dropped = result.get("refused")
    allowed = allow and not dropped
    if result["channel"]:
        kind = "room.rejoin_allowed" if allowed else "room.rejoin_denied"
        await get_channel_layer().send(result["channel"], {"type": kind})
    await reply(events.message(events.REJOIN_RESOLVED, request_id=request_id, allowed=allowed))
    if dropped:
        raise InvalidInput(PLAYER_BACK if dropped == "player_back" else NO_SUCH_PLAYER)


async def game_pause(*, seat: Seat) -> None:
    _host_only(seat)
    try:
        result = await room_store().game_pause(code=seat.code, now_ms=events.now_ms())
    except StoreRefused as refused:
        raise refusal(refused) from None
    paused = events.message(
        events.GAME_PAUSED, remaining_ms=result["remaining_ms"], question_index=result["question_index"]
    )
    await room_broadcast(seat.code, paused)


async def game_resume(*, seat: Seat) -> None:
    _host_only(seat)
    try:
        result = await room_store().game_resume(code=seat.code, now_ms=events.now_ms())
    except StoreRefused as refused:
        raise refusal(refused) from None
    await room_broadcast(
        seat.code,
        events.message(
            events.GAME_RESUMED, deadline=result["deadline_ms"], remaining_ms=result["remaining_ms"]
        ),
    )


async def player_kick(*, seat: Seat, player_id: Any) -> None:
    _host_only(seat)
    if not isinstance(player_id, str):
        raise InvalidInput(NO_SUCH_PLAYER)
    try:
        result = await room_store().player_kick(code=seat.code, player_id=player_id)
    except StoreRefused as refused:
        raise refusal(refused) from None
    layer = get_channel_layer()
    for channel in result["channels"]:
        await layer.send(channel, {"type": "room.kicked"})
    await _requests_dropped(result["dropped"], result["host_channels"])
    kicked = result["player"]
    player = {**events.player_row({**kicked, "score": 0}, is_connected=False), "id": player_id}
    await room_broadcast(
        seat.code, events.message(events.PLAYER_LEFT, player_id=player_id, player=player, kicked=True)
    )
    if result["all_answered"]:
        await question_end_early(code=seat.code, question_index=result["question_index"])


async def room_tick(*, code: str) -> None:
    """The clock found the room due: start the counted-down question or end the one past its deadline."""
    result = await room_store().room_tick(code=code, now_ms=events.now_ms())
    if result["event"] == "question_start":
        await _question_start_send(code)
    elif result["event"] == "question_ended":
        await _question_ended_send(code)
