"""The question as the whole product passes it around (CONTRACT §5)."""

from typing import TypedDict


class Question(TypedDict):
    question: str
    choices: list[str]
    correct_answer: str
    explanation: str
    source: str
