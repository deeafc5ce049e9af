"""False statements for "Which statement is true according to the document?": a sentence of the
document with one number, year or name swapped for one of the same kind that another of its sentences
uses (a number of the same unit and size, a person for a person, a place for a place), so that the
statement reads as plausible and is plainly false in the document's own words."""

import math
import re
from collections.abc import Iterable

from quizforge.generation.providers.local import lexicon, wordnet
from quizforge.generation.providers.local.keys import DocumentKeys, Key, KeyKind
from quizforge.generation.providers.local.lexicon import words_of

# the kinds of name a reader takes as facts of the same sort: a person for a person, a place for a place
NAME_CLASSES = frozenset({"person", "location"})
_UNIT = re.compile(r"\s*(%|[^\W\d_]+)")


def swappable(key: Key, document: DocumentKeys) -> bool:
    if key.kind in (KeyKind.NUMBER, KeyKind.YEAR):
        return True
    if key.kind is not KeyKind.TERM or not key.proper:
        return False
    # institutions are not swapped: "the President of the State Legislatures" reads as nonsense, not as false
    return key.noun_class in NAME_CLASSES and _a_name(key.text)


def _a_name(text: str) -> bool:
    """A name rather than a capitalised common noun ("Nation", "Population" in old-style prose)."""
    last = text.split()[-1].lower()
    return wordnet.noun_class(last) in (None, "person") and lexicon.zipf(last) < 5


def unit_after(text: str, end: int) -> str:
    """The word a number counts ("29% higher", "4,447 mentors", "0.1 μM"): its unit."""
    found = _UNIT.match(text, end)
    return found.group(1).lower() if found else ""


def swaps(key: Key, sentence: str, document: DocumentKeys, texts: dict[int, str]) -> list[str]:
    """What another sentence of the document says in the key's place, of the key's kind and form,
    closest first; never a value or name that the sentence itself already holds."""
    in_sentence = {comparable_value(match) for match in re.findall(r"\d[\d,]*(?:\.\d+)?", sentence)}
    lowered = sentence.lower()
    found: list[tuple[float, str]] = []
    for index, others in document.by_sentence.items():
        if index == key.sentence:
            continue
        for other in others:
            if other.kind is not key.kind or other.text.lower() in lowered:
                continue
            if key.kind in (KeyKind.NUMBER, KeyKind.YEAR):
                if comparable_value(other.text) in in_sentence or not _same_number_form(
                    key, sentence, other, texts.get(index, "")
                ):
                    continue
                distance = abs(math.log((other.value or 1.0) / (key.value or 1.0)))
            else:
                if other.noun_class != key.noun_class or not other.proper or other.words != key.words:
                    continue
                if not _a_name(other.text):
                    continue
                if set(words_of(other.text)) & set(words_of(key.text)):
                    continue  # "Supreme Court" for "Court": partly the same name, arguably also right
                distance = abs(len(other.text) - len(key.text)) / 10
            found.append((distance, other.text))
    ordered: list[str] = []
    for _, text in sorted(found):
        if text not in ordered:
            ordered.append(text)
    return ordered


def comparable_value(number: str) -> str:
    return number.replace(",", "").rstrip("%")


def _same_number_form(key: Key, sentence: str, other: Key, other_sentence: str) -> bool:
    if key.kind is KeyKind.YEAR:
        return 2 <= abs((other.value or 0) - (key.value or 0)) <= 120
    if not key.value or not other.value or not 0.2 <= other.value / key.value <= 5:
        return False
    if ("." in key.text) != ("." in other.text) or key.text.endswith("%") != other.text.endswith("%"):
        return False
    unit = unit_after(sentence, key.end)
    return bool(other_sentence) and unit_after(other_sentence, other.end) == unit


def stated(statement: str, start: int, length: int, corpus: str) -> bool:
    """Does the document say this too: the swapped words with three words either side, anywhere."""
    left = words_of(statement[:start])[-3:]
    middle = words_of(statement[start : start + length])
    right = words_of(statement[start + length :])[:3]
    return f" {' '.join([*left, *middle, *right])} " in corpus


_NEGATIVE_WORDS = frozenset({"not", "no", "never", "neither", "nor", "none", "without", "cannot"})
SUBJECT_WORDS = 3


def affirmed_elsewhere(statement: str, start: int, length: int, others: Iterable[str]) -> bool:
    """Does another sentence of the document affirm what a negation taken away now claims: "the age
    difference between parent and child is preserved" where one ensemble does preserve it ("... preserve
    the three essential features as well as the age difference between parent and child")? The claim's
    predicate word with most of the words naming what it is said of, in a sentence without a negative."""
    after = [word for word in words_of(statement[start + length :]) if not lexicon.is_function_word(word)]
    before = [
        word.lower()
        for word in words_of(statement[:start])
        if len(word) > 3 and not lexicon.is_function_word(word)
    ][-SUBJECT_WORDS:]
    if not after or not before:
        return False
    predicate = after[0].lower()
    stem = predicate[: max(5, len(predicate) - 2)]
    for other in others:
        words = [word.lower() for word in words_of(other)]
        if _NEGATIVE_WORDS & set(words) or not any(word.startswith(stem) for word in words):
            continue
        if sum(word in words for word in set(before)) >= min(2, len(set(before))):
            return True
    return False
