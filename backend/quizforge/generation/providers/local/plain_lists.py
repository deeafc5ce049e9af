"""Lists written to one template ("90 лет со дня рождения русского писателя ... (1927-1988)"): their lines
are entries, not statements. Which person a calendar's line is about, their trade or their age, is trivia
rather than a point of the document, and a quiz of such lines is thrown away whatever it asks; so they are
not asked, and a document that is little else is refused with a sentence that says why."""

import re

from quizforge.core.exceptions import InvalidInput
from quizforge.generation.providers.local.languages import Language
from quizforge.generation.providers.local.sentences import Sentence

TEMPLATE_SHARE = 0.3
TEMPLATE_MIN_SENTENCES = 10
TEMPLATE_WORDS = 3
_LETTERS = re.compile(r"[^\W\d_]+")
_FULL_STOP = re.compile(r"[.!?…][\"'”»)\]]*$")


class ListOfEntries(InvalidInput):
    def __init__(self) -> None:
        super().__init__(
            "This document is mostly a list of entries written to one pattern (such as dates, names and "
            "anniversaries): the built-in generator asks about the statements a document makes, and which "
            "entry says what is trivia rather than a point to learn. Upload notes that explain the list, or "
            "connect an AI provider (OPENAI_API_KEY)."
        )


def entries(found: list[Sentence], language: Language) -> set[int]:
    """The indexes of the lines of a list: lines without a full stop that share a run of words (not all of
    them small words) with a good share of the document's lines. Sentences that share a template but end
    as statements ("Le train pour Lyon part à 5 heures.") each state a fact and stay."""
    if len(found) < TEMPLATE_MIN_SENTENCES:
        return set()
    seen: dict[tuple[str, ...], set[int]] = {}
    for sentence in found:
        lowered = [word.lower() for word in _LETTERS.findall(sentence.text)]
        for start in range(len(lowered) - TEMPLATE_WORDS + 1):
            seen.setdefault(tuple(lowered[start : start + TEMPLATE_WORDS]), set()).add(sentence.index)
    lines = {sentence.index for sentence in found if not _FULL_STOP.search(sentence.text)}
    listed: set[int] = set()
    for template, indexes in seen.items():
        if len(indexes) >= TEMPLATE_SHARE * len(found) and not all(
            word in language.stopwords for word in template
        ):
            listed |= indexes & lines
    return listed


def mostly_entries(found: list[Sentence], listed: set[int]) -> bool:
    return bool(found) and len(listed) > len(found) / 2
