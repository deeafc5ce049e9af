"""Builders for quiz test data."""

from typing import Any

from quizforge.accounts.testing import client_for, make_user

__all__ = ["client_for", "make_question", "make_questions", "make_user"]


def make_question(n: int, **overrides: Any) -> dict[str, Any]:
    question = {
        "question": f"Which organelle is described in passage {n}?",
        "choices": [f"Nucleus {n}", f"Ribosome {n}", f"Vacuole {n}", f"Lysosome {n}"],
        "correct_answer": f"Ribosome {n}",
        "explanation": f"Passage {n} says ribosomes build proteins.",
        "source": f"Ribosomes build proteins (passage {n}).",
    }
    question.update(overrides)
    return question


def make_questions(count: int) -> list[dict[str, Any]]:
    return [make_question(n) for n in range(1, count + 1)]
