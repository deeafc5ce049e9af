"""Orders candidates by general features only: how important the point is (the kind's own weight, the
key's, where it stands, how much the passage uses the document's recurring terms) times how clear its
passage is alone (a whole sentence of ordinary length, nothing leaning on an earlier one, no formula or
slide furniture)."""

import math
import re

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.segment import Doc, Unit
from quizforge.generation.providers.offline.vocabulary import Vocabulary

# How much a teacher wants each kind, all else equal: the document's own keyed questions first.
KIND_WEIGHT = {
    "own_quiz": 3.0,
    "code_output": 1.4,
    "definition": 1.2,
    "table": 1.0,
    "sequence": 0.9,
    "gap_fill": 1.0,
    "listed": 0.8,
    "true_statement": 0.7,
}
_DIGIT = re.compile(r"\d")
_END = re.compile(r"[.!?…:;][\"'»”’)]*$")
_FIRST_WORD = re.compile(r"\W*([^\W\d_]+)")
_SYMBOLS = re.compile(r"[^\w\s.,;:!?'’\"“”«»()\-–%]")


def clarity(unit: Unit, doc: Doc) -> float:
    """0..1: how well the passage stands alone as a question's ground."""
    if unit.kind in ("quiz", "code", "row"):
        return 1.0
    text = unit.text
    words = text.split()
    score = 1.0
    if len(words) < 5:
        score *= 0.5
    elif len(words) < 8:
        score *= 0.8
    if len(words) > 40:
        score *= 0.5
    phrases = doc.profile.phrases
    first = _FIRST_WORD.match(text)
    if phrases and first and first.group(1).lower() in phrases.dangling_words:
        score *= 0.25
    if text[:1].islower():
        score *= 0.35  # a fragment of a sentence cut elsewhere
    if len(_SYMBOLS.findall(text)) > max(2, len(text) // 25):
        score *= 0.35  # a formula
    if len(_DIGIT.findall(text)) > len(text) / 4:
        score *= 0.5
    if sum(1 for char in text if char.isupper()) > len(text) / 2:
        score *= 0.5
    if text.count("(") != text.count(")") or text.count("“") != text.count("”"):
        score *= 0.6
    if unit.kind == "bullet" and not re.search(r"[.!]$", text):
        score *= 0.85
    last = re.findall(r"[^\W\d_]+", text[-30:])
    if re.search(r"[,\-–(]$", text) or (last and doc.profile.is_stop(last[-1]) and not _END.search(text)):
        score *= 0.3  # cut off mid-sentence ("... but the top side is")
    return score


def importance(candidate: Candidate, vocabulary: Vocabulary) -> float:
    unit = candidate.unit
    lemmas = [term.lemmas[0] for term in vocabulary.of(unit) if term.words == 1 and term.shape != "number"]
    used = sum(math.log1p(max(vocabulary.counts[lemma] - 1, 0)) for lemma in lemmas) / max(len(lemmas), 1)
    headed = 1.1 if unit.heading and any(lemma in vocabulary.heading_lemmas for lemma in lemmas) else 1.0
    position = 1.1 - 0.2 * unit.position
    return KIND_WEIGHT.get(candidate.kind, 1.0) * candidate.importance * (1 + used) * headed * position


def units_clarify(doc: Doc, most: int) -> None:
    """Sets every unit's clarity, and the `most` clearest units (earlier first among equals) as askable."""
    for unit in doc.units:
        unit.clarity = clarity(unit, doc)
    best = sorted(doc.units, key=lambda unit: (-unit.clarity, unit.start))[:most]
    doc.askable = sorted(best, key=lambda unit: unit.start)


def rank(candidates: list[Candidate], doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    for candidate in candidates:
        candidate.clarity = candidate.unit.clarity
        candidate.score = importance(candidate, vocabulary) * candidate.clarity
    return sorted(candidates, key=lambda candidate: candidate.score, reverse=True)
