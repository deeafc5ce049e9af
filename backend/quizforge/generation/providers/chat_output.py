"""Reads a language model's answer into raw question items and repairs the slips that are safe to repair.

Nothing here decides validity: the repaired items still go through `questions_keep_valid`.
"""

import json
import re
from typing import Any

from quizforge.quizzes.questions import CHOICES_MAX, comparable

_FENCE = re.compile(r"^```[a-zA-Z]*\s*|\s*```$")
_LABEL = re.compile(r"^\(?([A-Fa-f])[\).:]\s+")
_ALIASES = {
    "choices": ("choices", "options", "answers"),
    "correct_answer": ("correct_answer", "correctAnswer", "answer", "correct"),
    "explanation": ("explanation", "rationale", "reason"),
    "source": ("source", "quote", "source_quote", "evidence"),
    "question": ("question", "text", "prompt"),
}


def _json_load(content: str) -> Any:
    text = _FENCE.sub("", content.strip())
    try:
        return json.loads(text)
    except ValueError:
        pass
    for opener, closer in (("{", "}"), ("[", "]")):
        start, end = text.find(opener), text.rfind(closer)
        if 0 <= start < end:
            try:
                return json.loads(text[start : end + 1])
            except ValueError:
                continue
    return None


def _items_salvaged(text: str) -> list[Any]:
    """The complete items of an answer cut off in the middle (a model that reached `max_tokens`)."""
    start = text.find("[", max(0, text.find('"questions"')))
    decoder = json.JSONDecoder()
    items: list[Any] = []
    position = start + 1 if start >= 0 else len(text)
    while position < len(text):
        while position < len(text) and text[position] in " \t\r\n,":
            position += 1
        try:
            item, position = decoder.raw_decode(text, position)
        except ValueError:
            break
        items.append(item)
    return items


def answer_items(content: str | None) -> list[Any]:
    """The question items of an answer, whether it is `{"questions": [...]}`, a bare list or one question;
    of an answer cut off, the items that were complete."""
    data = _json_load(content or "")
    if data is None:
        return _items_salvaged(_FENCE.sub("", (content or "").strip()))
    if isinstance(data, dict):
        questions = data.get("questions")
        if isinstance(questions, list):
            return questions
        return [data] if "question" in data else []
    return data if isinstance(data, list) else []


def _first(raw: dict[str, Any], field: str) -> Any:
    for key in _ALIASES[field]:
        if key in raw:
            return raw[key]
    return None


def _text(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return str(value)
    return value.strip() if isinstance(value, str) else value


def _choices_unlabelled(choices: list[Any]) -> list[Any]:
    """Drops 'A) ', 'B. ' prefixes when every choice carries them in order."""
    letters = [_LABEL.match(c) if isinstance(c, str) else None for c in choices]
    expected = "abcdef"[: len(choices)]
    if all(letters) and "".join(m.group(1).lower() for m in letters if m) == expected:
        return [_LABEL.sub("", c, count=1) for c in choices]
    return choices


def _choices_deduplicated(choices: list[Any]) -> list[Any]:
    kept: list[Any] = []
    seen: set[str] = set()
    for choice in choices:
        key = comparable(choice) if isinstance(choice, str) else repr(choice)
        if key not in seen:
            seen.add(key)
            kept.append(choice)
    return kept


def _answer_resolved(answer: Any, original: list[Any], choices: list[Any]) -> Any:
    """Maps an answer given as a letter, or with its label, to the text of its choice."""
    if not isinstance(answer, str):
        return answer
    texts = {comparable(c): c for c in choices if isinstance(c, str)}
    if comparable(answer) in texts:
        return texts[comparable(answer)]
    unlabelled = _LABEL.sub("", answer, count=1)
    if comparable(unlabelled) in texts:
        return texts[comparable(unlabelled)]
    letter = answer.strip().strip("().:").lower()
    if len(letter) == 1 and letter in "abcdef" and "abcdef".index(letter) < len(original):
        picked = original["abcdef".index(letter)]
        return texts.get(comparable(picked), answer) if isinstance(picked, str) else answer
    return answer


def item_repaired(raw: Any) -> Any:
    """The item with field aliases, labels, spacing and duplicate choices fixed; anything else untouched."""
    if not isinstance(raw, dict):
        return raw
    choices = _first(raw, "choices")
    answer = _text(_first(raw, "correct_answer"))
    if isinstance(choices, list):
        original = _choices_unlabelled([_text(c) for c in choices])
        choices = _choices_deduplicated(original)
        answer = _answer_resolved(answer, original, choices)
        if len(choices) > CHOICES_MAX and answer in choices:
            others = [c for c in choices if c != answer][: CHOICES_MAX - 1]
            choices = [c for c in choices if c == answer or c in others]
    return {
        "question": _text(_first(raw, "question")),
        "choices": choices,
        "correct_answer": answer,
        "explanation": _text(_first(raw, "explanation")),
        "source": _text(_first(raw, "source")),
    }


def answer_says_nothing(content: str | None) -> bool:
    """Whether the answer is well-formed and holds no question (the model found nothing more to ask)."""
    data = _json_load(content or "")
    return data == [] or (isinstance(data, dict) and data.get("questions") == [])
