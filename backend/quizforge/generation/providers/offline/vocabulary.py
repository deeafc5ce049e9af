"""The words of a document: the terms each passage holds (runs of up to three content words, numbers with
what they count) and how the document uses them (in how many passages, beside which other words). Every
stage reads terms from here; nothing here knows a language beyond its profile's data."""

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property

from quizforge.generation.providers.offline.segment import Doc, Unit

_TOKEN = re.compile(r"\d+(?:[.,]\d+)*%?|[^\W\d_](?:[^\W_]|-(?=[^\W_]))*")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*%?")
RUN_MAX = 3
REPEATED_MAX = 2.5
BUCKET_MAX = 400
CONTEXT_WORDS = 40
_ORDER = ["word", "name", "acronym", "number", "year"]
UNKNOWN_RARITY = 0.6


@dataclass(frozen=True)
class Term:
    text: str
    start: int  # in the unit's text
    end: int
    lemmas: tuple[str, ...]
    shape: str  # number | year | name | acronym | word

    @property
    def words(self) -> int:
        return len(self.lemmas)


@dataclass
class Vocabulary:
    doc: Doc
    counts: Counter[str] = field(default_factory=Counter)  # lemma -> passages that use it
    contexts: dict[str, Counter[str]] = field(default_factory=dict)  # lemma -> lemmas beside it
    # lemma -> the function words right before and after it ("L:the", "R:of"): words found in the same
    # slots are of the same part of speech, in any language
    slots: dict[str, Counter[str]] = field(default_factory=dict)
    terms: dict[int, list[Term]] = field(default_factory=dict)  # unit start -> its terms
    heading_lemmas: set[str] = field(default_factory=set)

    def of(self, unit: Unit) -> list[Term]:
        return self.terms.get(unit.start, [])

    def rarity(self, lemma: str) -> float:
        """0..1: how much a word says (rare in the language); the same for all words of a language
        without frequencies."""
        if not self.doc.profile.frequencies:
            return UNKNOWN_RARITY
        return min(1.0, max(0.05, (7.0 - self.doc.profile.zipf(lemma)) / 5.0))

    def weight(self, term: Term) -> float:
        """How good a key the term is: rare in the language, used again in the document, named in headings."""
        if term.shape in ("number", "year"):
            return 0.6
        rarity = (sum(self.rarity(lemma) for lemma in term.lemmas) / term.words) ** 1.5
        repeated = min(math.log1p(min(self.counts[lemma] for lemma in term.lemmas)), REPEATED_MAX)
        heading = 0.3 if any(lemma in self.heading_lemmas for lemma in term.lemmas) else 0.0
        return rarity * (0.5 + repeated + heading) * (1 + 0.15 * (term.words - 1))

    @cached_property
    def pool(self) -> Counter[str]:
        """Every term of the document as written (a capital that only opens a sentence aside), by how many
        passages use it: the wrong answers' pool."""
        found: Counter[str] = Counter()
        for terms in self.terms.values():
            found.update({_written(term) for term in terms})
        return found

    @cached_property
    def shapes(self) -> dict[str, Term]:
        shapes: dict[str, Term] = {}
        for terms in self.terms.values():
            for term in terms:
                shapes.setdefault(_written(term), term)
        return shapes

    @cached_property
    def folded(self) -> str:
        return " ".join(self.doc.text.split()).casefold()

    @cached_property
    def buckets(self) -> dict[tuple[int, str], list[tuple[str, int]]]:
        """The pool by number of words and shape, most used first: where a key's wrong answers are sought."""
        buckets: dict[tuple[int, str], list[tuple[str, int]]] = {}
        for written, uses in self.pool.most_common():
            term = self.shapes[written]
            buckets.setdefault((term.words, term.shape), []).append((written, uses))
        return {key: found[:BUCKET_MAX] for key, found in buckets.items()}

    @cached_property
    def _vectors(self) -> dict[str, dict[str, float]]:
        vectors = {}
        for lemma, company in self.contexts.items():
            top = company.most_common(CONTEXT_WORDS)
            norm = math.sqrt(sum(count * count for _, count in top)) or 1.0
            vectors[lemma] = {word: count / norm for word, count in top}
        return vectors

    @cached_property
    def _slot_vectors(self) -> dict[str, dict[str, float]]:
        vectors = {}
        for lemma, slots in self.slots.items():
            norm = math.sqrt(sum(count * count for count in slots.values())) or 1.0
            vectors[lemma] = {slot: count / norm for slot, count in slots.items()}
        return vectors

    def same_slots(self, a: Term, b: Term) -> float:
        """How alike the function words around two terms are (cosine): alike for one part of speech."""
        return _cosine(self._slot_vectors.get(a.lemmas[-1]), self._slot_vectors.get(b.lemmas[0]))

    def similarity(self, a: Term, b: Term) -> float:
        """How alike two terms' company is in the document (cosine of the words most often beside them)."""
        return _cosine(self._vectors.get(a.lemmas[-1]), self._vectors.get(b.lemmas[-1]))


def _cosine(left: dict[str, float] | None, right: dict[str, float] | None) -> float:
    if not left or not right:
        return 0.0
    if len(left) > len(right):
        left, right = right, left
    return sum(weight * right.get(word, 0.0) for word, weight in left.items())


def _written(term: Term) -> str:
    return term.text[:1].lower() + term.text[1:] if term.shape == "word" else term.text


def _shape(text: str) -> str:
    if _NUMBER.fullmatch(text):
        plain = text.replace(",", "").replace(".", "")
        return "year" if len(text) == 4 and plain.isdigit() and 1000 <= int(plain) <= 2100 else "number"
    if text.isupper() and len(text) >= 2:
        return "acronym"
    return "name" if text[0].isupper() else "word"


def unit_terms(
    unit: Unit, doc: Doc, lower: frozenset[str] = frozenset(), tokens: list[re.Match[str]] | None = None
) -> list[Term]:
    """Runs of content words (all their sub-runs too, up to three words) and numbers. A capital that only
    opens the sentence (the word is written in small letters elsewhere, `lower`) makes no name."""
    profile = doc.profile
    tokens = tokens if tokens is not None else list(_TOKEN.finditer(unit.text))
    terms: list[Term] = []
    run: list[re.Match[str]] = []

    def flush() -> None:
        for size in range(1, min(RUN_MAX, len(run)) + 1):
            for first in range(len(run) - size + 1):
                part = run[first : first + size]
                text = unit.text[part[0].start() : part[-1].end()]
                lemmas = tuple(profile.lemma(match.group()) for match in part)
                shapes = {_shape(match.group()) for match in part}
                if part[0].start() == 0 and part[0].group().lower() in lower:
                    shapes = {"word" if shape == "name" else shape for shape in shapes}
                shape = (
                    "name" if shapes <= {"name", "acronym"} and size > 1 else min(shapes, key=_ORDER.index)
                )
                terms.append(Term(text, part[0].start(), part[-1].end(), lemmas, shape))
        run.clear()

    previous_end = -1
    for match in tokens:
        word = match.group()
        if _NUMBER.fullmatch(word):
            flush()
            terms.append(Term(word, match.start(), match.end(), (word,), _shape(word)))
            previous_end = -1
            continue
        content = (
            not profile.is_stop(word)
            and not any(char.isdigit() for char in word)
            and (len(word) >= 3 or (word.isupper() and len(word) >= 2))
        )
        if run and (not content or unit.text[previous_end : match.start()] not in (" ", "-")):
            flush()
        if content:
            run.append(match)
        previous_end = match.end()
    flush()
    return terms


def _slots_of(words: list[str], stops: list[bool], doc: Doc, slots: dict[str, Counter[str]]) -> None:
    for index, word in enumerate(words):
        if stops[index] or _NUMBER.fullmatch(word):
            continue
        found = slots.setdefault(doc.profile.lemma(word), Counter())
        if index > 0 and stops[index - 1]:
            found["L:" + words[index - 1].lower()] += 1
        if index + 1 < len(words) and stops[index + 1]:
            found["R:" + words[index + 1].lower()] += 1


def vocabulary_of(doc: Doc) -> Vocabulary:
    """Counts and slots over the whole document; terms, and the company they keep, in its askable units
    (all of them in a short document)."""
    vocabulary = Vocabulary(doc)
    profile = doc.profile
    for heading in doc.headings:
        vocabulary.heading_lemmas.update(profile.lemma(word) for word in re.findall(r"\w+", heading))
    lower = frozenset(word for word in re.findall(r"\b[^\W\d_]+\b", doc.text) if word.islower())
    askable = {unit.start for unit in doc.askable} if doc.askable else {unit.start for unit in doc.units}
    phrases: Counter[tuple[str, ...]] = Counter()
    for unit in doc.units:
        tokens = list(_TOKEN.finditer(unit.text))
        words = [token.group() for token in tokens]
        stops = [profile.is_stop(word) for word in words]
        lemmas = {
            profile.lemma(word)
            for word, stop in zip(words, stops, strict=True)
            if not stop and len(word) >= 3 and word.isalpha()
        }
        vocabulary.counts.update(lemmas)
        _slots_of(words, stops, doc, vocabulary.slots)
        if unit.start not in askable:
            continue
        terms = unit_terms(unit, doc, lower, tokens)
        vocabulary.terms[unit.start] = terms
        phrases.update({term.lemmas for term in terms if term.words > 1})
        for lemma in lemmas:
            vocabulary.contexts.setdefault(lemma, Counter()).update(lemmas - {lemma})
    # words run together make a term only where the document uses them together again, or they are a name
    for start, terms in vocabulary.terms.items():
        vocabulary.terms[start] = [
            term for term in terms if term.words == 1 or term.shape == "name" or phrases[term.lemmas] > 1
        ]
    return vocabulary
