"""Definitions written as a label and its explanation, as slides and handouts write them: "משתנה בדיד: הגורם
עצמו שונה בין המבחנות." The point is which kind of the labelled thing the explanation defines, so the
blank takes the label's second word, and the wrong answers are the other words the document writes after
the same first word ("משתנה רציף", "משתנה תלוי", "משתנה בלתי תלוי"): kinds of one thing, never words of
another role."""

import re
from dataclasses import dataclass

from quizforge.generation.providers.local.plain_key_types import Vocabulary
from quizforge.generation.providers.local.plain_words import hebrew_number_and_gender

_LABELLED = re.compile(r"^(?P<head>[^\W\d_]+) (?P<kind>[^\W\d_]+): (?P<definition>.+)$")
_WORD = re.compile(r"[^\W\d_]+")
HEAD_MIN_TIMES = 5  # the labelled thing is one the document keeps coming back to
DEFINITION_MIN_WORDS = 4
KINDS_WANTED = 3
KIND_MIN_TIMES = 2  # a kind the document names once ("בקרה לשינוי") may be a passing phrase


@dataclass(frozen=True)
class LabelDefinition:
    start: int  # where the kind stands in the sentence
    end: int
    kind: str
    others: list[str]  # the other kinds, nearest in use first


def label_definition(text: str, vocabulary: Vocabulary) -> LabelDefinition | None:
    match = _LABELLED.match(text)
    if match is None:
        return None
    head, kind = match.group("head"), match.group("kind")
    language = vocabulary.language
    if head.lower() in language.stopwords or kind.lower() in language.stopwords:
        return None
    if len(_WORD.findall(match.group("definition"))) < DEFINITION_MIN_WORDS:
        return None
    if _bare(kind, language.code) in {
        _bare(word, language.code) for word in _WORD.findall(match.group("definition"))
    }:
        return None  # the explanation names the kind itself
    kinds = _kinds_after(head, vocabulary)
    if kinds.get(_bare(kind, language.code), 0) == 0 or sum(kinds.values()) < HEAD_MIN_TIMES:
        return None
    bare_kind = _bare(kind, language.code)
    others = [
        other
        for other, times in sorted(kinds.items(), key=lambda pair: -pair[1])
        if other != bare_kind and times >= KIND_MIN_TIMES and _agrees(other, bare_kind, language.code)
    ]
    if len(others) < KINDS_WANTED:
        return None
    return LabelDefinition(match.start("kind"), match.end("kind"), kind, others[:KINDS_WANTED])


def _kinds_after(head: str, vocabulary: Vocabulary) -> dict[str, int]:
    """What the document writes right after the head word, in any of its forms ("משתנה", "המשתנה"), a
    small word taken with the word after it ("בלתי תלוי")."""
    code = vocabulary.language.code
    wanted = _bare(head, code)
    kinds: dict[str, int] = {}
    for words in vocabulary.sentence_words:
        for place, word in enumerate(words[:-1]):
            if _bare(word, code) != wanted:
                continue
            following = words[place + 1]
            if following in vocabulary.language.stopwords and place + 2 < len(words):
                following = f"{_bare(following, code)} {_bare(words[place + 2], code)}"
            else:
                following = _bare(following, code)
            if following.split()[-1] not in vocabulary.language.stopwords:
                kinds[following] = kinds.get(following, 0) + 1
    return kinds


def _agrees(other: str, kind: str, code: str) -> bool:
    """The same number and gender as the key, where the language shows it in the word's ending."""
    if code != "he":
        return other[-2:] == kind[-2:] or code == "de"
    return hebrew_number_and_gender(other.split()[-1]) == hebrew_number_and_gender(kind)


def _bare(word: str, code: str) -> str:
    """A word in lower case, a Hebrew one without its article ("המשתנה", "התלוי")."""
    lowered = word.lower()
    if code == "he" and lowered[:1] == "ה" and len(lowered) > 3:
        return lowered[1:]
    return lowered
