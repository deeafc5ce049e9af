"""Websocket message names and the shapes the server sends (CONTRACT §7). Every message has `server_time`."""

import json
import time
from typing import Any

from quizforge.multiplayer import protocol, scoring
from quizforge.multiplayer.room_settings import (
    TIMER_PER_QUESTION,
    extra_time,
    player_time_ms,
    scoring_of,
    timer_of,
)
from quizforge.multiplayer.room_store import RoomSnapshot

CONNECTION_ESTABLISHED = "connection_established"
JOIN_SUCCESS = "join_success"
LOBBY_UPDATE = "lobby_update"
PLAYER_LEFT = "player_left"
GAME_STARTING = "game_starting"
QUESTION_START = "question_start"
ANSWER_RECEIVED = "answer_received"
ANSWER_RESULT = "answer_result"
ANSWER_COUNT = "answer_count"
QUESTION_ENDED = "question_ended"
GAME_PAUSED = "game_paused"
GAME_RESUMED = "game_resumed"
GAME_FINISHED = "game_finished"
YOUR_RESULT = "your_result"
REJOIN_REQUESTED = "rejoin_requested"
REJOIN_RESOLVED = "rejoin_resolved"
REJOIN_PENDING = "rejoin_pending"
REJOIN_DENIED = "rejoin_denied"
EXTRA_TIME_SET = "extra_time_set"
EXTRA_DEADLINES = "extra_deadlines"
ROOM_LOCKED = "room_locked"
ROOM_UNLOCKED = "room_unlocked"
KICKED = "kicked"
PONG = "pong"
ERROR = "error"

COUNTDOWN_S = 3
LEADERBOARD_TOP = 10
ROSTER_MAX = 100  # the players a pupil's lobby lists: all of them in a room of the spec's sizes


def now_ms() -> int:
    return int(time.time() * 1000)


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A server message, checked against `protocol`: its type and exactly its fields."""
    spec = protocol.SERVER.get(kind)
    if spec is None or not spec.required <= fields.keys() <= spec.names:
        raise ValueError(f"{kind} {sorted(fields)} is not in the protocol")
    return {"type": kind, **fields, "server_time": now_ms()}


def encode(body: dict[str, Any]) -> str:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False)


def player_visible(snapshot: RoomSnapshot, player: dict[str, Any]) -> dict[str, Any]:
    """A player as others may see it: while a question runs, its stats from before its answer to it, so
    that no score tells whether an answer was right before the question ends."""
    before = player.get("before")
    if snapshot.phase == "open" and before and before.get("q") == snapshot.question_index:
        return {**player, **{field: value for field, value in before.items() if field != "q"}}
    return player


def player_public(
    snapshot: RoomSnapshot, player: dict[str, Any], *, with_extra_time: bool = False
) -> dict[str, Any]:
    """The lobby's player: never its token; its extra time only when told (the host's or its own view)."""
    row = player_row(player_visible(snapshot, player), is_connected=player["id"] in snapshot.connected)
    return {**row, "extra_time": extra_time(player)} if with_extra_time else row


def player_row(player: dict[str, Any], *, is_connected: bool) -> dict[str, Any]:
    """A player as the whole room may see it: which pupils have extra time is not the class's business."""
    return {
        "id": player["id"],
        "name": player["name"],
        "is_host": player["is_host"],
        "is_connected": is_connected,
        "score": player["score"],
    }


def sees_extra_time(viewer: dict[str, Any] | None, player: dict[str, Any]) -> bool:
    """Only the host and the pupil itself know a pupil's extra time."""
    return viewer is not None and (viewer["is_host"] or viewer["id"] == player["id"])


def player_stats(player: dict[str, Any], *, rank: int = 0) -> dict[str, Any]:
    return {
        "score": player["score"],
        "rank": rank,
        "current_streak": player["current_streak"],
        "best_streak": player["best_streak"],
        "correct_answers": player["correct_answers"],
        "total_answers": player["total_answers"],
        "accuracy": scoring.accuracy(correct=player["correct_answers"], answered=player["total_answers"]),
    }


def leaderboard(snapshot: RoomSnapshot) -> list[dict[str, Any]]:
    """Every player in the standings (the host only once it has answered), ranked on what others may see:
    while a question runs, no rank moves before it ends (see `player_visible`). Computed once per snapshot,
    however many sockets it welcomes."""
    if snapshot.standings is None:
        snapshot.standings = _leaderboard(snapshot)
    return snapshot.standings


def _leaderboard(snapshot: RoomSnapshot) -> list[dict[str, Any]]:
    visible = (player_visible(snapshot, p) for p in snapshot.players.values())
    rows = [
        {
            "id": p["id"],
            "name": p["name"],
            "is_host": p["is_host"],
            **player_stats(p),
            "is_connected": p["id"] in snapshot.connected,
            "last_correct_ms": p["last_correct_ms"],
        }
        for p in visible
        if snapshot.plays(p)
    ]
    ranked = scoring.standings(rows, scoring=scoring_of(snapshot.meta))
    for row in ranked:
        del row["last_correct_ms"]
    return ranked


def ranks(standings: list[dict[str, Any]]) -> dict[str, int]:
    return {row["id"]: row["rank"] for row in standings}


def room_public(
    snapshot: RoomSnapshot, *, roster_max: int | None = None, viewer: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The lobby's room (GET /api/multiplayer/rooms/{CODE}/, join answers, join_success): its players in
    the order they came, the first `roster_max` of those read when given; the extra times `viewer` (the
    socket's own player, in join_success) may know."""
    players = sorted(snapshot.players.values(), key=lambda p: (not p["is_host"], p["joined_ms"]))
    if roster_max is not None:
        players = players[:roster_max]
    return {
        "code": snapshot.code,
        "quiz": {"title": snapshot.meta["title"]},
        "total_questions": snapshot.int("total"),
        "time_per_question": snapshot.int("tpq"),
        "max_players": snapshot.int("max_players"),
        "show_leaderboard_after_each": snapshot.meta["show_lb"] == "1",
        "allow_late_join": snapshot.meta["late"] == "1",
        "locked": snapshot.meta.get("locked") == "1",
        "scoring": scoring_of(snapshot.meta),
        "timer": timer_of(snapshot.meta),
        "status": snapshot.status,
        "players": [player_public(snapshot, p, with_extra_time=sees_extra_time(viewer, p)) for p in players],
    }


def question_start(snapshot: RoomSnapshot, *, has_answered: bool) -> dict[str, Any]:
    index = snapshot.question_index
    question = snapshot.questions[index]
    return message(
        QUESTION_START,
        question={"question": question["question"], "choices": question["choices"]},
        question_index=index,
        total_questions=snapshot.int("total"),
        time_per_question=snapshot.int("tpq"),
        question_start_time=snapshot.int("started_ms"),
        deadline=snapshot.int("deadline_ms"),
        has_answered=has_answered,
        is_paused=snapshot.paused,
    )


def extra_deadlines(snapshot: RoomSnapshot) -> dict[str, int]:
    """The later deadlines of the players with extra time, on the server's clock (none without a timer)."""
    if timer_of(snapshot.meta) != TIMER_PER_QUESTION:
        return {}
    started, tpq = snapshot.int("started_ms"), snapshot.int("tpq")
    return {
        pid: started + player_time_ms(time_per_question_s=tpq, factor=extra_time(player))
        for pid, player in snapshot.players.items()
        if extra_time(player) > 1
    }


def extra_deadlines_personal(snapshot: RoomSnapshot) -> dict[str, dict[str, Any]]:
    """Who is told which extra deadlines of the running question (player id -> message): the host all of
    them, each pupil with extra time its own; nobody else (none without extra time)."""
    deadlines = extra_deadlines(snapshot)
    if not deadlines:
        return {}
    index = snapshot.question_index
    told = {pid: {pid: at} for pid, at in deadlines.items()}
    if snapshot.host_pid:
        told[snapshot.host_pid] = deadlines
    return {
        pid: message(EXTRA_DEADLINES, question_index=index, extra_deadlines=own) for pid, own in told.items()
    }


def answer_counts(snapshot: RoomSnapshot, index: int) -> list[int]:
    choices = snapshot.questions[index]["choices"]
    return [snapshot.counts.get(f"{index}:{i}", 0) for i in range(len(choices))]


def question_ended(snapshot: RoomSnapshot, standings: list[dict[str, Any]]) -> dict[str, Any]:
    index = snapshot.question_index
    question = snapshot.questions[index]
    return message(
        QUESTION_ENDED,
        question_index=index,
        total_questions=snapshot.int("total"),
        question={"question": question["question"], "choices": question["choices"]},
        correct_answer=question["correct_answer"],
        answer_counts=answer_counts(snapshot, index),
        leaderboard=standings[:LEADERBOARD_TOP],
        total_players=len(standings),
        show_leaderboard=snapshot.meta["show_lb"] == "1",
        is_last_question=index + 1 >= snapshot.int("total"),
        source=question.get("source"),
        explanation=question.get("explanation"),
    )


def answer_result(
    snapshot: RoomSnapshot, player: dict[str, Any], answer: dict[str, Any] | None, rank: int
) -> dict[str, Any]:
    """A player's own outcome of the question that just ended (its answer, or none)."""
    index = snapshot.question_index
    return message(
        ANSWER_RESULT,
        question_index=index,
        answered=bool(answer and answer["choice"]),
        is_correct=bool(answer and answer["is_correct"]),
        correct_answer=snapshot.questions[index]["correct_answer"],
        points_earned=answer["points"] if answer else 0,
        player_stats=player_stats(player, rank=rank),
    )


def game_paused(snapshot: RoomSnapshot) -> dict[str, Any]:
    return message(
        GAME_PAUSED, remaining_ms=snapshot.int("remaining_ms"), question_index=snapshot.question_index
    )


def game_finished(
    snapshot: RoomSnapshot, standings: list[dict[str, Any]], game_id: int | None
) -> dict[str, Any]:
    return message(
        GAME_FINISHED,
        leaderboard=standings[:LEADERBOARD_TOP],
        total_players=len(standings),
        total_questions=snapshot.int("total"),
        questions_played=snapshot.int("played"),
        game_id=game_id,
        end_reason=snapshot.meta.get("end_reason") or "finished",
    )


def your_result(row: dict[str, Any]) -> dict[str, Any]:
    return message(YOUR_RESULT, row=row, rank=row["rank"])
