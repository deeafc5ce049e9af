"""Heading and bullets: "Which of these is listed under <heading>?", one bullet as the key and bullets of
other lists as wrong answers. Only short items (a term, not a sentence)."""

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Vocabulary

ITEM_MAX_WORDS = 6


def _item(text: str) -> str:
    return text.strip().rstrip(",;.")


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    phrases = doc.profile.phrases
    if not phrases:
        return []
    items = [
        (heading, [unit for unit in units if len(unit.text.split()) <= ITEM_MAX_WORDS])
        for heading, units in doc.lists
        if heading
    ]
    every = [(heading, _item(unit.text)) for heading, units in items for unit in units]
    found = []
    for heading, units in items:
        mine = {_item(unit.text).casefold() for unit in units}
        others = [item for other, item in every if other != heading and item.casefold() not in mine]
        if len(units) < 2 or len(others) < 3:
            continue
        stem = phrases.listed_under.format(heading=heading)
        for unit in units:
            start = doc.text.rfind(heading, 0, unit.start)
            source = doc.text[start : unit.end] if start >= 0 else unit.text
            found.append(Candidate("listed", unit, stem, _item(unit.text), "group", source, group=others))
    return found
