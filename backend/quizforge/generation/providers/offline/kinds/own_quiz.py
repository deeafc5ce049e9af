"""A quiz's own questions, asked with their own choices where the document marks the key (a question
without a key is not asked: nothing says which choice is right)."""

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Vocabulary


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    found = []
    for unit in doc.units:
        if unit.kind != "quiz" or unit.answer < 0:
            continue
        key = unit.options[unit.answer]
        wrong = [option for index, option in enumerate(unit.options) if index != unit.answer]
        found.append(Candidate("own_quiz", unit, unit.term, key, "given", unit.text, wrong=wrong))
    return found
