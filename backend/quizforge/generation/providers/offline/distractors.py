"""Wrong answers: of the key's kind and form (a term of as many words and the same writing, a number
written the same way, an item of another list), from the same document first, and never also true (a
wrong answer put in the blank must not make a sentence the document says, nor be in the passage itself)."""

import math
import re

from quizforge.generation.providers.offline.candidate import BLANK, Candidate
from quizforge.generation.providers.offline.segment import Doc, Unit
from quizforge.generation.providers.offline.vocabulary import Term, Vocabulary

WANTED = 3
STATEMENT_TRIES = 12
SLOTLESS = 1.5  # a word never seen beside the key's function words is likely another part of speech
_NUMBER = re.compile(r"^(\d+(?:[.,]\d+)*)(%?)$")


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _fits(word: str, key: str) -> float:
    """Same ending (number, gender and case agree more often), similar length."""
    word, key = word.lower(), key.lower()
    ending = 0.6 if word[-2:] == key[-2:] else 0.4 if word[-1:] == key[-1:] else 0.0
    return ending + 0.4 * min(len(word), len(key)) / max(len(word), len(key))


def _cased(word: str, key: str) -> str:
    if key[:1].isupper() and word[:1].islower():
        return word[:1].upper() + word[1:]
    return word


def _same_part(part: str | None, other: str, doc: Doc) -> bool:
    """Where the language has a lexicon, a wrong answer is of the key's part of speech."""
    return part is None or doc.profile.part_of_speech(other) == part


def term_wrong(key: Term, candidate: Candidate, doc: Doc, vocabulary: Vocabulary, count: int) -> list[str]:
    """The document's terms of the key's form, those used in the same company first."""
    source = _fold(candidate.source)
    text = vocabulary.folded
    part = doc.profile.part_of_speech(key.text)
    if part is not None and candidate.kind == "definition":
        part = "noun"  # a defined term is a noun, whatever else its word can be ("postulate")
    scored = []
    for written, uses in vocabulary.buckets.get((key.words, key.shape), []):
        other = vocabulary.shapes[written]
        if set(other.lemmas) & set(key.lemmas):
            continue
        if _fold(written) in source:
            continue
        if key.words == 1 and not _same_part(part, written, doc):
            continue
        slots = vocabulary.same_slots(key, other)
        score = (
            3 * slots
            - (SLOTLESS if slots == 0 and key.words == 1 else 0)
            + 2 * vocabulary.similarity(key, other)
            + _fits(written, key.text)
            + 0.3 * math.log1p(uses)
        )
        scored.append((score, written))
    scored.sort(reverse=True)
    chosen: list[str] = []
    lemmas = set(key.lemmas)
    for _, written in scored:
        other = vocabulary.shapes[written]
        if set(other.lemmas) & lemmas:
            continue
        shown = _cased(written, key.text)
        if candidate.term is not None and _fold(_put(candidate.unit.text, candidate.term, shown)) in text:
            continue  # it would be true as well
        chosen.append(shown)
        lemmas |= set(other.lemmas)
        if len(chosen) == count:
            break
    return chosen


def _number_written(value: float, like: str) -> str:
    digits, percent = _NUMBER.match(like).groups()  # type: ignore[union-attr]
    decimal = "," if re.search(r",\d{1,2}$", digits) else "."
    places = len(digits.rsplit(decimal, 1)[1]) if re.search(rf"\{decimal}\d{{1,2}}$", digits) else 0
    thousands = "," if decimal == "." and "," in digits else ("." if decimal == "," and "." in digits else "")
    written = f"{value:,.{places}f}".replace(",", "\0").replace(".", decimal).replace("\0", thousands)
    return written + percent


def _value(digits: str) -> float | None:
    plain = digits.rstrip("%")
    if re.search(r",\d{1,2}$", plain):
        plain = plain.replace(".", "").replace(",", ".")
    else:
        plain = plain.replace(",", "")
    try:
        return float(plain)
    except ValueError:
        return None


def number_wrong(key: Term, candidate: Candidate, vocabulary: Vocabulary, count: int) -> list[str]:
    """Numbers of the document written like the key, then the key's neighbours (a year's years)."""
    value = _value(key.text)
    if value is None:
        return []
    source = _fold(candidate.source)
    found: list[str] = []
    same = [
        written
        for written, term in vocabulary.shapes.items()
        if term.shape == key.shape and written.endswith("%") == key.text.endswith("%")
    ]
    same.sort(key=lambda written: abs(math.log1p(abs(_value(written) or 0)) - math.log1p(abs(value))))
    for written in same:
        if _value(written) != value and written not in source and written not in found:
            found.append(written)
    if key.shape == "year":
        steps = [value + delta for delta in (-10, 10, -5, 5, -20, 20)]
    elif value.is_integer() and value <= 12:
        steps = [value + delta for delta in (1, 2, -1, 3, 4) if value + delta > 0]
    else:
        steps = [value * factor for factor in (2, 0.5, 1.5, 0.75, 3)]
    for step in steps:
        written = _number_written(step, key.text)
        if _value(written) != value and written not in found and written not in source:
            found.append(written)
    return found[: count * 2][:count] if len(found) >= count else found


def statement_wrong(candidate: Candidate, doc: Doc, vocabulary: Vocabulary, count: int) -> list[str]:
    """Other sentences of the document nearby, each with its most telling term swapped for another."""
    others = [
        unit
        for unit in doc.units
        if unit.kind == "sentence"
        and unit is not candidate.unit
        and 6 <= len(unit.text.split()) <= 35
        and not re.search(r"_{3,}|\?", unit.text)
    ]
    others.sort(key=lambda unit: abs(unit.start - candidate.unit.start))
    made: list[str] = []
    for unit in others[:STATEMENT_TRIES]:
        altered = _altered(unit, doc, vocabulary)
        if altered and _fold(altered) not in vocabulary.folded:
            made.append(altered)
        if len(made) == count:
            break
    return made


def _altered(unit: Unit, doc: Doc, vocabulary: Vocabulary) -> str | None:
    terms = [term for term in vocabulary.of(unit) if term.shape not in ("number",)]
    terms.sort(key=vocabulary.weight, reverse=True)
    for term in terms[:2]:
        probe = Candidate("probe", unit, BLANK, term.text, "term", unit.text, term)
        swap = term_wrong(term, probe, doc, vocabulary, 1)
        if swap:
            return " ".join(_put(unit.text, term, swap[0]).split())
    return None


def _put(text: str, term: Term, word: str) -> str:
    return text[: term.start] + word + text[term.end :]


def group_wrong(candidate: Candidate, count: int) -> list[str]:
    key = _fold(candidate.key)
    seen = {key}
    found = []
    for item in sorted(candidate.group, key=lambda item: abs(len(item) - len(candidate.key))):
        if _fold(item) in seen or _fold(item) in _fold(candidate.source):
            continue
        seen.add(_fold(item))
        found.append(item)
    return found[:count]


def distractors_for(candidate: Candidate, doc: Doc, vocabulary: Vocabulary, count: int = WANTED) -> list[str]:
    if candidate.form == "given":
        return candidate.wrong
    if candidate.form == "group":
        return group_wrong(candidate, count)
    if candidate.form == "statement":
        return statement_wrong(candidate, doc, vocabulary, count)
    key = candidate.term or _term_of(candidate.key, doc)
    if candidate.form == "number":
        return number_wrong(key, candidate, vocabulary, count)
    # a definition's wrong answers: the document's other defined terms first
    found = group_wrong(candidate, count) if candidate.group else []
    if len(found) < count:
        folded = {_fold(item) for item in found}
        more = term_wrong(key, candidate, doc, vocabulary, count + len(found))
        found += [item for item in more if _fold(item) not in folded][: count - len(found)]
    return found


def _term_of(text: str, doc: Doc) -> Term:
    """A key that is no term of a passage (a definition's term, written first on its line): read as one."""
    words = text.split()
    if len(words) == 1 and text.isupper():
        shape = "acronym"
    elif len(words) > 1 and all(word[:1].isupper() for word in words):
        shape = "name"
    else:
        shape = "word"
    return Term(text, 0, len(text), tuple(doc.profile.lemma(word) for word in words), shape)
