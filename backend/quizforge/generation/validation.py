"""The one place that decides whether a question is valid.

Every provider's output and every saved quiz pass here.
"""

import re
import unicodedata
from typing import Any

from quizforge.generation.limits import (
    CHOICE_MAX_CHARS,
    CHOICES_MAX,
    CHOICES_MIN,
    EXPLANATION_MAX_CHARS,
    QUESTION_MAX_CHARS,
    SOURCE_MAX_CHARS,
)
from quizforge.generation.types import Question

# NUL and other control characters cannot be stored in PostgreSQL JSON and never belong in a question.
_CONTROL_CHARS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class QuestionInvalid(ValueError):
    """Why one question was refused; `field` names the part at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def _clean_text(value: Any, *, field: str, max_chars: int, required: bool = True) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise QuestionInvalid(field, f"{field} must be text.")
    text = re.sub(r"\s+", " ", _CONTROL_CHARS.sub("", value)).strip()
    if required and not text:
        raise QuestionInvalid(field, f"{field} must not be empty.")
    if len(text) > max_chars:
        raise QuestionInvalid(field, f"{field} must be at most {max_chars} characters.")
    return text


def comparable(text: str) -> str:
    """Folds case, width and spacing so that near-identical texts compare equal."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


def question_validate(raw: Any, *, require_explanation: bool = False) -> Question:
    """Returns a cleaned question or raises QuestionInvalid.

    Generated questions must carry an explanation and a source; edited ones need not.
    """
    if not isinstance(raw, dict):
        raise QuestionInvalid("question", "Each question must be an object.")
    text = _clean_text(raw.get("question"), field="question", max_chars=QUESTION_MAX_CHARS)
    choices_raw = raw.get("choices")
    if not isinstance(choices_raw, list):
        raise QuestionInvalid("choices", "choices must be a list.")
    choices = [_clean_text(c, field="choices", max_chars=CHOICE_MAX_CHARS) for c in choices_raw]
    if not CHOICES_MIN <= len(choices) <= CHOICES_MAX:
        raise QuestionInvalid("choices", f"A question needs between {CHOICES_MIN} and {CHOICES_MAX} choices.")
    if len({comparable(c) for c in choices}) != len(choices):
        raise QuestionInvalid("choices", "The choices of a question must all be different.")
    answer = _clean_text(raw.get("correct_answer"), field="correct_answer", max_chars=CHOICE_MAX_CHARS)
    if answer not in choices:
        matches = [c for c in choices if comparable(c) == comparable(answer)]
        if not matches:
            raise QuestionInvalid("correct_answer", "The correct answer must be one of the choices.")
        answer = matches[0]
    explanation = _clean_text(
        raw.get("explanation"),
        field="explanation",
        max_chars=EXPLANATION_MAX_CHARS,
        required=require_explanation,
    )
    source = _clean_text(
        raw.get("source"), field="source", max_chars=SOURCE_MAX_CHARS, required=require_explanation
    )
    return Question(
        question=text, choices=choices, correct_answer=answer, explanation=explanation, source=source
    )


def questions_validate(raw_items: Any, *, require_explanation: bool = False) -> list[Question]:
    """Validates a whole list; raises QuestionInvalid naming the first bad item (`questions[3].choices`)."""
    if not isinstance(raw_items, list):
        raise QuestionInvalid("questions", "questions must be a list.")
    cleaned: list[Question] = []
    seen: set[str] = set()
    for index, item in enumerate(raw_items):
        try:
            question = question_validate(item, require_explanation=require_explanation)
        except QuestionInvalid as error:
            raise QuestionInvalid(f"questions[{index}].{error.field}", error.message) from error
        key = comparable(question["question"])
        if key in seen:
            raise QuestionInvalid(f"questions[{index}].question", "The same question appears twice.")
        seen.add(key)
        cleaned.append(question)
    return cleaned


def questions_keep_valid(raw_items: Any, *, require_explanation: bool = True) -> list[Question]:
    """For generator output: drops invalid items and duplicates instead of failing the whole batch."""
    kept: list[Question] = []
    seen: set[str] = set()
    for item in raw_items if isinstance(raw_items, list) else []:
        try:
            question = question_validate(item, require_explanation=require_explanation)
        except QuestionInvalid:
            continue
        key = comparable(question["question"])
        if key not in seen:
            seen.add(key)
            kept.append(question)
    return kept
