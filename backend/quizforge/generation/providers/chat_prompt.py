"""What a chat model is asked for one passage, and the JSON shape its answer must take."""

from typing import Any

SYSTEM_PROMPT = (
    "You write multiple-choice quiz questions for learners from a document they give you. "
    "Every question must be answerable from the document alone. "
    "First identify the language the document is written in, then write every question, choice and "
    "explanation in that language. Answer with JSON only."
)

_ITEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "question": {"type": "string"},
        "choices": {"type": "array", "items": {"type": "string"}},
        "correct_answer": {"type": "string"},
        "explanation": {"type": "string"},
        "source": {"type": "string"},
    },
    "required": ["question", "choices", "correct_answer", "explanation", "source"],
    "additionalProperties": False,
}

QUESTIONS_SCHEMA: dict[str, Any] = {
    "name": "quiz_questions",
    "strict": True,
    "schema": {
        "type": "object",
        "properties": {
            "language": {"type": "string"},
            "questions": {"type": "array", "items": _ITEM_SCHEMA},
        },
        "required": ["language", "questions"],
        "additionalProperties": False,
    },
}

_SHAPE = (
    '{"language": "<the document\'s language>", "questions": [{"question": "...", '
    '"choices": ["...", "...", "...", "..."], "correct_answer": "...", '
    '"explanation": "...", "source": "..."}]}'
)
AVOID_MAX = 60


def user_prompt(*, passage: str, count: int, avoid: list[str]) -> str:
    avoid_lines = "".join(f"\n- {question}" for question in avoid[-AVOID_MAX:])
    avoid_part = (
        f"\nDo not ask these questions again or close variants of them:{avoid_lines}\n" if avoid else ""
    )
    safe_passage = passage.replace("</document>", "</ document>")
    return (
        f"Write exactly {count} multiple-choice questions about the document below.\n"
        "Rules:\n"
        "- Write in the document's language; put that language's name in `language`.\n"
        "- Each question has exactly 4 distinct choices and exactly one of them is correct.\n"
        "- `correct_answer` repeats the correct choice's text exactly.\n"
        "- `explanation` says in one or two sentences why that answer is right, using the document.\n"
        "- `source` is a VERBATIM quote of one or two sentences copied character for character from the "
        "document, which supports the answer. Never paraphrase it.\n"
        "- Cover different facts; no two questions ask the same thing.\n"
        f"{avoid_part}"
        f"Answer with a JSON object of this shape: {_SHAPE}\n\n"
        f"<document>\n{safe_passage}\n</document>"
    )


def chat_messages(*, passage: str, count: int, avoid: list[str]) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": user_prompt(passage=passage, count=count, avoid=avoid)},
    ]
