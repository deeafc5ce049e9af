"""Which statement is true: a sentence of the document as it stands, beside other sentences of the
document each with one term changed (made in distractors.py), so that they are plainly false."""

import re

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.kinds.gap_fill import EXERCISE
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Vocabulary

PART = re.compile(r"\(?[a-z]\)\s")  # "(a) Find ...": a part of an exercise, not a statement
MIN_WORDS = 6
MAX_WORDS = 35


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    phrases = doc.profile.phrases
    if not phrases:
        return []
    found = []
    for unit in doc.askable:
        if (
            unit.kind != "sentence"
            or not MIN_WORDS <= len(unit.text.split()) <= MAX_WORDS
            or "?" in unit.text
            or EXERCISE.search(unit.text)
            or PART.match(unit.text)
        ):
            continue
        statement = " ".join(unit.text.split())
        # as important as the terms it states
        weights = sorted((vocabulary.weight(term) for term in vocabulary.of(unit)), reverse=True)[:2]
        importance = sum(weights) / max(len(weights), 1)
        found.append(
            Candidate(
                "true_statement",
                unit,
                phrases.true_statement,
                statement,
                "statement",
                unit.text,
                importance=importance,
            )
        )
    return found
