"""Points and standings of a live game (CONTRACT §7). Pure: no Redis, no clock, no database."""

from collections.abc import Iterable
from dataclasses import dataclass

from quizforge.multiplayer.room_settings import SCORING_ACCURACY, SCORING_SPEED, Scoring

MAX_POINTS = 1000
FULL_POINTS_UNDER_S = 0.5
STREAK_BONUS_STEP = 100
STREAK_BONUS_MAX = 500


def answer_points(*, elapsed_s: float, time_per_question_s: float) -> int:
    """Points of a correct answer given after `elapsed_s` of a `time_per_question_s` question."""
    if elapsed_s < FULL_POINTS_UNDER_S:
        return MAX_POINTS
    share = min(max(elapsed_s / time_per_question_s, 0.0), 1.0)
    return round(MAX_POINTS * (1 - share / 2))


def streak_bonus(*, streak: int) -> int:
    """Bonus for the `streak`-th consecutive correct answer: nothing for the first, 100 more each after."""
    return min(max(streak - 1, 0) * STREAK_BONUS_STEP, STREAK_BONUS_MAX)


@dataclass(frozen=True)
class AnswerScore:
    is_correct: bool
    points: int
    streak: int


def answer_score(
    *,
    is_correct: bool,
    on_time: bool,
    elapsed_s: float,
    time_per_question_s: float,
    streak_before: int,
    scoring: Scoring = SCORING_SPEED,
) -> AnswerScore:
    """A whole answer: wrong, empty or late earns 0 and resets the streak. Accuracy scoring: a right one
    earns MAX_POINTS whatever its time, without streak bonus (the streak is still counted)."""
    if not (is_correct and on_time):
        return AnswerScore(is_correct=False, points=0, streak=0)
    streak = streak_before + 1
    if scoring == SCORING_ACCURACY:
        return AnswerScore(is_correct=True, points=MAX_POINTS, streak=streak)
    points = answer_points(elapsed_s=elapsed_s, time_per_question_s=time_per_question_s)
    return AnswerScore(is_correct=True, points=points + streak_bonus(streak=streak), streak=streak)


def accuracy(*, correct: int, answered: int) -> int:
    """Percent of given answers that were right."""
    return round(100 * correct / answered) if answered else 0


def standings_key(row: dict) -> tuple:
    """Higher score first; ties: more correct answers, then the earlier last correct answer."""
    last = row.get("last_correct_ms") or 0
    return (-row["score"], -row["correct_answers"], last if last else float("inf"), row["name"].lower())


def standings(rows: Iterable[dict], *, scoring: Scoring = SCORING_SPEED) -> list[dict]:
    """Rows sorted by `standings_key`, each with its 1-based `rank`. Accuracy scoring ranks by correct
    answers alone: no speed decides a tie, players with as many share a rank (1, 1, 3), listed by name."""
    if scoring != SCORING_ACCURACY:
        ordered = sorted(rows, key=standings_key)
        return [{**row, "rank": index + 1} for index, row in enumerate(ordered)]
    ordered = sorted(rows, key=lambda row: (-row["correct_answers"], row["name"].lower()))
    ranked: list[dict] = []
    for index, row in enumerate(ordered):
        tied = ranked and ranked[-1]["correct_answers"] == row["correct_answers"]
        ranked.append({**row, "rank": ranked[-1]["rank"] if tied else index + 1})
    return ranked
