"""Rooms made straight in Redis for the store and game tests."""

from typing import Any

from quizforge.multiplayer import events
from quizforge.multiplayer.game import Seat
from quizforge.multiplayer.services import (
    player_add,
    room_create_in_store,
    room_meta_new,
    room_quiz_copy,
    room_store,
)

QUESTIONS = [
    {
        "question": f"Question {n}?",
        "choices": [f"right {n}", f"wrong {n}", "other", "none"],
        "correct_answer": f"right {n}",
    }
    for n in range(1, 4)
]


async def room_new(*, host_user_id: int = 1, **settings: Any) -> str:
    questions = room_quiz_copy(settings.pop("questions", QUESTIONS))
    meta = room_meta_new(
        host_user_id=host_user_id,
        quiz_id=settings.pop("quiz_id", 0),
        title="Cells",
        questions=questions,
        max_players=settings.pop("max_players", 100),
        time_per_question=settings.pop("time_per_question", 30),
        show_leaderboard_after_each=settings.pop("show_leaderboard_after_each", True),
        allow_late_join=settings.pop("allow_late_join", False),
        **settings,
    )
    return (await room_create_in_store(meta=meta, questions=questions))["code"]


async def seated(code: str, name: str, *, is_host: bool = False, connect: bool = True) -> Seat:
    """A player who joined and, unless told otherwise, has a socket open."""
    player, token = await player_add(code=code, name=name, is_host=is_host)
    channel = f"test.{player['id']}"
    if connect:
        await room_store().process_alive()
        await room_store().player_connect(code=code, channel=channel, token=token, is_host=is_host)
    return Seat(code=code, channel=channel, player_id=player["id"], is_host=is_host)


async def deadline_move(code: str, at_ms: int) -> None:
    """The running question's deadlines (everyone's and the last one) are at `at_ms`, as is its clock."""
    store = room_store()
    await store.client.hset(f"qf:room:{{{code}}}", mapping={"deadline_ms": at_ms, "last_ms": at_ms})
    await store.client.zadd("qf:clock", {code: at_ms})


async def open_first_question(code: str) -> None:
    """Starts the game and skips the countdown, as the clock would after it."""
    store = room_store()
    now = events.now_ms()
    await store.game_start(code=code, now_ms=now, starts_at_ms=now, min_players=2)
    await store.room_tick(code=code, now_ms=now)
