"""What a chat model is asked for one passage, the JSON shape its answer must take, and how long it may be."""

from typing import Any

SYSTEM_PROMPT = (
    "You are an experienced teacher who writes multiple-choice questions that test understanding of a "
    "document. Every question, answer and explanation must come from the document alone: never add facts "
    "from outside it. Write in the language the document is written in. Answer with JSON only."
)

CHOICES = 4
# Tokens one question takes in the answer (question, four choices, explanation, a quote, JSON keys), and
# the answer's own overhead: `max_tokens` stops a small model that would otherwise ramble until its timeout.
TOKENS_PER_QUESTION = 260
TOKENS_OVERHEAD = 80


def answer_max_tokens(count: int) -> int:
    return TOKENS_OVERHEAD + TOKENS_PER_QUESTION * max(1, count)


def questions_schema(count: int) -> dict[str, Any]:
    """The answer's JSON schema, for servers that constrain output to one (`response_format: json_schema`)."""
    item = {
        "type": "object",
        "properties": {
            "question": {"type": "string"},
            "choices": {
                "type": "array",
                "items": {"type": "string"},
                "minItems": CHOICES,
                "maxItems": CHOICES,
            },
            "correct_answer": {"type": "string"},
            "explanation": {"type": "string"},
            "source": {"type": "string"},
        },
        "required": ["question", "choices", "correct_answer", "explanation", "source"],
        "additionalProperties": False,
    }
    return {
        "name": "quiz_questions",
        "strict": True,
        "schema": {
            "type": "object",
            "properties": {
                "language": {"type": "string"},
                "questions": {"type": "array", "items": item, "maxItems": max(1, count)},
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
        "- Ask about the main ideas: key terms and their definitions, stated findings and claims, causes "
        "and effects, important numbers, steps and rules. Never ask about wording, layout or trivia.\n"
        "- Use only what the document says; never add outside facts.\n"
        "- Write in the document's language; put that language's name in `language`.\n"
        f"- Each question has exactly {CHOICES} distinct choices of the same kind and form (all names, "
        "all numbers, all statements), and exactly one of them is correct according to the document.\n"
        "- Wrong choices are plausible misconceptions a learner might hold, but the document shows they "
        "are wrong. Never make the correct choice stand out by its length or form.\n"
        "- `correct_answer` repeats the correct choice's text exactly.\n"
        "- `explanation` explains in one or two sentences why the answer is right, reasoning from the "
        "document, not just repeating it; where useful, say why a tempting wrong choice is wrong.\n"
        "- `source` is a VERBATIM quote of one or two sentences copied character for character from the "
        "document, which supports the answer. Never paraphrase it.\n"
        "- Cover different parts of the document; no two questions ask the same thing.\n"
        f"{avoid_part}"
        f"Answer with a JSON object of this shape: {_SHAPE}\n\n"
        f"<document>\n{safe_passage}\n</document>"
    )


def chat_messages(*, passage: str, count: int, avoid: list[str]) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": user_prompt(passage=passage, count=count, avoid=avoid)},
    ]
