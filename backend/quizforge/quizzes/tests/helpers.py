"""Builders for quiz test data."""

from typing import Any

from rest_framework.test import APIClient

from quizforge.accounts.models import User


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


def make_user(email: str, *, plan: str = "free") -> User:
    return User.objects.create_user(email, "Str0ng!Passw0rd", subscription_plan=plan)


def client_for(user: User) -> APIClient:
    client = APIClient()
    client.force_authenticate(user=user)
    return client
