"""A sentence or bullet with one of its terms left blank: the one kind every language gets, since it needs
no words of its own. The key is a term the sentence names once (a run of content words, or a number with
what it counts), chosen by how much it says (rare in the language, used again in the document)."""

import re

from quizforge.generation.providers.offline.candidate import BLANK, Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Term, Vocabulary

KEYS_PER_UNIT = 3
EXERCISE = re.compile(r"_{3,}|\.{5,}|…{2,}")  # a blank to fill in already
EXERCISE_WEIGHT = 0.2
PART_WEIGHT = {"verb": 0.6, "adv": 0.5}
MIN_WORDS = 5


_OPENS = " \t\n([{“\"'«‘¿¡"
_CLOSES = " \t\n)]}”\"'»’.,;:!?"


def _blankable(term: Term, text: str, terms: list[Term]) -> bool:
    # a whole word: not a piece of a word a broken font cut in two ("pa>erns", "2nd")
    if term.start > 0 and text[term.start - 1] not in _OPENS:
        return False
    if term.end < len(text) and text[term.end] not in _CLOSES and text[term.end] != "-":
        return False
    if re.match(r"['’][^\W\d_]", text[term.end : term.end + 2]):
        return False  # half of a contraction or a possessive ("hadn’t", "Euclid’s")
    if term.shape in ("number", "year"):
        before = text[: term.start].rstrip()
        after = text[term.end :]
        # a label's number ("Article 16", "Level 3") or a number inside a formula or a date is no key
        if re.search(r"[^\W\d_]{2,}\s*$", before) and before.split()[-1][:1].isupper():
            return False
        return not (re.match(r"[\d/\-.:=+×*]", after[:1]) or re.search(r"[/\-=+×*:]$", before))
    # the sentence must not give the key away by naming it again
    others = [other for other in terms if other.end <= term.start or other.start >= term.end]
    return not any(set(term.lemmas) & set(other.lemmas) for other in others if other.shape != "number")


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    found = []
    for unit in doc.askable:
        if (
            unit.kind not in ("sentence", "bullet", "definition", "step")
            or len(unit.text.split()) < MIN_WORDS
        ):
            continue
        if "?" in unit.text:
            continue  # a question of the document's own is asked by nothing but its key
        terms = vocabulary.of(unit)
        # a glossary line's own term is the definition kind's question
        defined = len(unit.term) if unit.kind == "definition" else 0
        keys = sorted(
            (term for term in terms if term.start >= defined and _blankable(term, unit.text, terms)),
            key=vocabulary.weight,
            reverse=True,
        )
        taken: list[Term] = []
        for term in keys:
            if any(term.start < other.end and other.start < term.end for other in taken):
                continue
            taken.append(term)
            stem = " ".join(f"{unit.text[: term.start]}{BLANK}{unit.text[term.end :]}".split())
            form = "number" if term.shape in ("number", "year") else "term"
            importance = vocabulary.weight(term) * (0.85 ** (len(taken) - 1))
            if term.words == 1:
                # a thing or a quality is a point to ask; an action or a manner less often, where known
                importance *= PART_WEIGHT.get(doc.profile.part_of_speech(term.text) or "", 1.0)
            if EXERCISE.search(unit.text):
                importance *= EXERCISE_WEIGHT  # an exercise's line: only where nothing better is left
            found.append(
                Candidate("gap_fill", unit, stem, term.text, form, unit.text, term, importance=importance)
            )
            if len(taken) == KEYS_PER_UNIT:
                break
    return found
