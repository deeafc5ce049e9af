"""What a finished game tells its host about the class's understanding (CONTRACT §7): per question, the
share of players that chose each choice, the wrong answer most chosen, the wrong answers nobody fell for,
and, from DISCRIMINATION_MIN_PLAYERS players who met the question, how well it separated strong players
from weak ones. Questions come most missed first. The shares count the players who were there for the question
(who have an answer stored, a time-out included)."""

import math
from dataclasses import dataclass
from typing import Any

NOBODY_FELL_SHARE = 0.05  # a wrong answer chosen by fewer does not work as one (Tarrant et al. 2009)
DISCRIMINATION_MIN_PLAYERS = 20

# Point-biserial correlation (rest score): at least the figure -> the words a teacher reads.
DISCRIMINATION_LABELS = (
    (0.3, "Separates strong from weak players well"),
    (0.2, "Separates strong from weak players somewhat"),
    (0.0, "Hardly separates strong from weak players"),
)
DISCRIMINATION_REVERSED = "Strong players missed it more than weak ones: check the answer key"
DISCRIMINATION_FLAT = "Everyone answered it alike: it cannot separate anyone"


@dataclass(frozen=True)
class PlayerAnswers:
    """One player's answers: question index -> (choice, or "" for none, and whether it was right)."""

    answers: dict[int, tuple[str, bool]]

    @property
    def correct(self) -> int:
        return sum(1 for _, right in self.answers.values() if right)


def choice_rows(question: dict[str, Any], chosen: list[str]) -> list[dict[str, Any]]:
    present = len(chosen)
    rows = []
    for choice in question["choices"]:
        count = chosen.count(choice)
        share = count / present if present else 0.0
        is_correct = choice == question["correct_answer"]
        rows.append(
            {
                "choice": choice,
                "count": count,
                "share": round(share, 4),
                "is_correct": is_correct,
                "nobody_fell_for_this": not is_correct and present > 0 and share < NOBODY_FELL_SHARE,
            }
        )
    return rows


def point_biserial(item: list[bool], rest: list[int]) -> float | None:
    """The correlation of being right on a question with the score on the other questions; None when
    either does not vary."""
    n = len(item)
    right = [r for r, ok in zip(rest, item, strict=True) if ok]
    if not right or len(right) == n:
        return None
    mean = sum(rest) / n
    sd = math.sqrt(sum((r - mean) ** 2 for r in rest) / n)
    if sd == 0:
        return None
    wrong = [r for r, ok in zip(rest, item, strict=True) if not ok]
    p = len(right) / n
    r_pb = (sum(right) / len(right) - sum(wrong) / len(wrong)) / sd * math.sqrt(p * (1 - p))
    return round(r_pb, 2)


def discrimination_label(r_pb: float | None) -> str:
    if r_pb is None:
        return DISCRIMINATION_FLAT
    for least, label in DISCRIMINATION_LABELS:
        if r_pb >= least:
            return label
    return DISCRIMINATION_REVERSED


def question_report(index: int, question: dict[str, Any], players: list[PlayerAnswers]) -> dict[str, Any]:
    there = [p for p in players if index in p.answers]
    chosen = [p.answers[index][0] for p in there]
    correct = sum(1 for p in there if p.answers[index][1])
    choices = choice_rows(question, chosen)
    wrong = [row for row in choices if not row["is_correct"] and row["count"] > 0]
    top_wrong = max(wrong, key=lambda row: row["count"], default=None)
    report: dict[str, Any] = {
        "index": index,
        "question": question["question"],
        "correct_answer": question["correct_answer"],
        "source": question.get("source") or None,
        "explanation": question.get("explanation") or None,
        "players": len(there),
        "correct": correct,
        "missed": len(there) - correct,
        "no_answer": sum(1 for choice in chosen if not choice),
        "choices": choices,
        "most_chosen_wrong": (
            {"choice": top_wrong["choice"], "count": top_wrong["count"], "share": top_wrong["share"]}
            if top_wrong
            else None
        ),
        "point_biserial": None,
        "discrimination": None,
    }
    if len(there) >= DISCRIMINATION_MIN_PLAYERS:  # of those who met this question, not of the game
        item = [p.answers[index][1] for p in there]
        rest = [p.correct - int(p.answers[index][1]) for p in there]
        report["point_biserial"] = point_biserial(item, rest)
        report["discrimination"] = discrimination_label(report["point_biserial"])
    return report


def misconception_report(questions: list[dict[str, Any]], players: list[PlayerAnswers]) -> dict[str, Any]:
    """Every question played, most missed first (ties in quiz order)."""
    reports = [question_report(i, q, players) for i, q in enumerate(questions)]
    return {
        "players": len(players),
        "discrimination_min_players": DISCRIMINATION_MIN_PLAYERS,
        "questions": sorted(reports, key=lambda r: (-r["missed"], r["index"])),
    }
