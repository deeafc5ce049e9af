"""A live room's play settings (CONTRACT §7): how answers score, whether questions have a timer, and the
extra time a player may have. Pure: the Lua scripts read the same meta fields (`scoring`, `timer`,
`max_factor`) and the player's `extra_time`."""

from typing import Any, Literal

Scoring = Literal["speed", "accuracy"]
Timer = Literal["per_question", "none"]

SCORING_SPEED: Scoring = "speed"  # the spec's: speed points and streak bonus
SCORING_ACCURACY: Scoring = "accuracy"  # 1,000 per correct answer, no streak bonus, ranked by correct answers
SCORINGS: tuple[Scoring, ...] = (SCORING_SPEED, SCORING_ACCURACY)
TIMER_PER_QUESTION: Timer = "per_question"  # the spec's time per question
TIMER_NONE: Timer = "none"  # the host ends each question
TIMERS: tuple[Timer, ...] = (TIMER_PER_QUESTION, TIMER_NONE)
TIME_FACTORS = (1.0, 1.5, 2.0)  # a player's time: the room's, or half as much again, or double

BAD_FACTOR = "Extra time is 1, 1.5 or 2 times the question's time."


def scoring_of(meta: dict[str, Any]) -> Scoring:
    return SCORING_ACCURACY if meta.get("scoring") == SCORING_ACCURACY else SCORING_SPEED


def timer_of(meta: dict[str, Any]) -> Timer:
    return TIMER_NONE if meta.get("timer") == TIMER_NONE else TIMER_PER_QUESTION


def extra_time(player: dict[str, Any]) -> float:
    return float(player.get("extra_time") or 1)


def player_time_ms(*, time_per_question_s: int, factor: float) -> int:
    """A player's time for one question, as the scripts compute it (whole milliseconds, rounded down)."""
    return int(time_per_question_s * 1000 * factor)
