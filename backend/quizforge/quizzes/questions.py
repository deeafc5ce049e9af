"""The question: its type, its limits (CONTRACT §5) and the one validator every question passes.

Generated questions (every provider's output) and saved quizzes (every title and question sent to
save or update) are checked here, once. Each text field is handled the same way:

- cleaned: control characters (NUL among them) are removed, any run of spaces and line breaks becomes
  one space, and the ends are trimmed. Nothing else is changed: invisible characters such as joiners
  stay, because emoji and some scripts need them.
- refused: anything that is not text (a number is not turned into text); text that cannot be encoded
  (a lone surrogate); a required field with nothing visible once cleaned; text over its limit.

A question has 2 to 6 choices, no two of which look alike (`comparable`: case, width, spacing and
invisible characters aside), and its correct answer is one of them. A quiz has a title and 1 to 100
different questions. The generator instead keeps the valid questions of a batch
(`questions_keep_valid`).
"""

import re
import unicodedata
from typing import Any, TypedDict

QUESTION_MAX_CHARS = 1000
CHOICE_MAX_CHARS = 300
TITLE_MAX_CHARS = 200
EXPLANATION_MAX_CHARS = 2000
SOURCE_MAX_CHARS = 2000
CHOICES_MIN = 2
CHOICES_MAX = 6
QUIZ_QUESTIONS_MIN = 1
QUIZ_QUESTIONS_MAX = 100

TITLE_NOT_TEXT = "The quiz title must be text."
TITLE_MISSING = "Please give the quiz a title."
TITLE_TOO_LONG = f"The quiz title must be at most {TITLE_MAX_CHARS} characters."
TITLE_NOT_ENCODABLE = "The quiz title contains a character that is not valid text."
QUESTIONS_NOT_A_LIST = "questions must be a list of questions."
QUESTIONS_TOO_FEW = f"A quiz needs at least {QUIZ_QUESTIONS_MIN} question."
QUESTIONS_TOO_MANY = f"A quiz can have at most {QUIZ_QUESTIONS_MAX} questions."


class Question(TypedDict):
    question: str
    choices: list[str]
    correct_answer: str
    explanation: str
    source: str


class QuestionInvalid(ValueError):
    """Why a question (or a quiz's title) was refused; `field` names the part at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


# NUL and the other C0 controls cannot be stored in PostgreSQL JSON and never belong in a question.
_CONTROL_CHARS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SPACES = re.compile(r"\s+")
# Lone surrogates: Python holds them, but no encoding (UTF-8, PostgreSQL, a JSON answer) can write them.
_SURROGATES = re.compile("[\ud800-\udfff]")
# Characters that print nothing although Unicode does not count them as spaces: format characters
# (category Cf: zero-width space, joiners, BOM, soft hyphen...) and these blank letters and selectors.
_BLANK_NON_FORMAT = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u2800\u3164\uffa0"
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))
    + "".join(chr(c) for c in range(0xE0100, 0xE01F0))
)


def _invisible(char: str) -> bool:
    return char in _BLANK_NON_FORMAT or unicodedata.category(char) == "Cf"


def _without_invisible(text: str) -> str:
    return "".join(char for char in text if not _invisible(char))


def comparable(text: str) -> str:
    """Folds case, width, spacing and invisible characters so that texts that look alike compare equal."""
    folded = _without_invisible(unicodedata.normalize("NFKC", text))
    return _SPACES.sub(" ", folded).strip().casefold()


def text_repaired(value: Any) -> Any:
    """A stored value (text, or lists and objects of it) with unencodable characters shown as U+FFFD, for
    rows saved before the validator refused them."""
    if isinstance(value, str):
        return _SURROGATES.sub("\ufffd", value)
    if isinstance(value, list):
        return [text_repaired(item) for item in value]
    if isinstance(value, dict):
        return {key: text_repaired(item) for key, item in value.items()}
    return value


def _messages(field: str, max_chars: int) -> dict[str, str]:
    return {
        "not_text": f"{field} must be text.",
        "not_encodable": f"{field} contains a character that is not valid text.",
        "empty": f"{field} must not be empty.",
        "too_long": f"{field} must be at most {max_chars} characters.",
    }


_TITLE_MESSAGES = {
    "not_text": TITLE_NOT_TEXT,
    "not_encodable": TITLE_NOT_ENCODABLE,
    "empty": TITLE_MISSING,
    "too_long": TITLE_TOO_LONG,
}


def _clean_text(
    value: Any, *, field: str, max_chars: int, required: bool = True, messages: dict[str, str] | None = None
) -> str:
    said = messages or _messages(field, max_chars)
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise QuestionInvalid(field, said["not_text"])
    if _SURROGATES.search(value):
        raise QuestionInvalid(field, said["not_encodable"])
    text = _SPACES.sub(" ", _CONTROL_CHARS.sub("", value)).strip()
    if not _SPACES.sub("", _without_invisible(text)):
        text = ""
    if required and not text:
        raise QuestionInvalid(field, said["empty"])
    if len(text) > max_chars:
        raise QuestionInvalid(field, said["too_long"])
    return text


def title_validate(raw: Any) -> str:
    """A quiz's title, cleaned like every question field, or QuestionInvalid on the field `title`."""
    return _clean_text(raw, field="title", max_chars=TITLE_MAX_CHARS, messages=_TITLE_MESSAGES)


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
    """A quiz's questions (1..100, all different); QuestionInvalid names the first bad item
    (`questions[3].choices`)."""
    if not isinstance(raw_items, list):
        raise QuestionInvalid("questions", QUESTIONS_NOT_A_LIST)
    if len(raw_items) < QUIZ_QUESTIONS_MIN:
        raise QuestionInvalid("questions", QUESTIONS_TOO_FEW)
    if len(raw_items) > QUIZ_QUESTIONS_MAX:
        raise QuestionInvalid("questions", QUESTIONS_TOO_MANY)
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
