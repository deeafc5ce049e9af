"""The sentence a finished job tells its owner: where the questions came from, and why. A quiz short of
the count asked says what fell short: a document too short for a full quiz, or else the generator, which
found no more questions it could check against the document (never the document's fault in general)."""

import re

OFFLINE = "the built-in generator"
AI = "the AI server"
ALL_GENERATED = "Successfully generated questions."
# Running text that gets the full count asked (CONTRACT §5).
FULL_QUIZ_WORDS = 150
_WORD = re.compile(r"[^\W\d_]{2,}")


def words_in(text: str) -> int:
    """The document's words (letters only: numbers, symbols and single letters are not counted)."""
    return len(_WORD.findall(text))


def shortfall_cause(*, generator: str, words: int) -> str:
    """Why a quiz has fewer questions than asked, in words that fit after "Generated 3 of 10 questions: "."""
    if words < FULL_QUIZ_WORDS:
        return f"the document has only {words} words of text, and a full quiz needs about {FULL_QUIZ_WORDS}"
    return f"{generator} found no more questions it could check against the document's text"


def generation_message(*, generated: int, requested: int, generator: str, words: int) -> str:
    if generated >= requested:
        return ALL_GENERATED
    cause = shortfall_cause(generator=generator, words=words)
    return f"Generated {generated} of {requested} questions: {cause}."


def fallback_message(reason: str, *, from_ai: int, from_offline: int, requested: int, words: int) -> str:
    """`reason` is why the AI server fell short ("The AI server was too slow"); when the offline generator
    could not make up the rest either, what fell short there is said too."""
    total = from_ai + from_offline
    if not from_offline:
        return f"{reason}, so only {total} of the {requested} questions asked for could be written."
    if not from_ai:
        sentence = f"{reason}, so all {total} of these questions come from {OFFLINE}."
    else:
        sentence = f"{reason}, so {from_offline} of these {total} questions come from {OFFLINE}."
    if total < requested:
        cause = shortfall_cause(generator=OFFLINE, words=words)
        sentence += f" Only {total} of the {requested} asked for: {cause}."
    return sentence


def cancelled_message(*, kept: int, requested: int) -> str:
    return f"Generation was cancelled: {kept} of the {requested} questions were written before it stopped."
