"""What a piece of code prints, where the document shows it (an interpreter's `>>>` lines and what
follows them); wrong answers are the other outputs the document shows."""

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Vocabulary


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    phrases = doc.profile.phrases
    units = [unit for unit in doc.units if unit.kind == "code"]
    outputs = [" ".join(unit.body.split()) for unit in units]
    found = []
    for unit, printed in zip(units, outputs, strict=True):
        others = [output for output in outputs if output != printed]
        stem = phrases.code_output.format(code=unit.term) if phrases else f"{unit.term}\n→ ______"
        found.append(
            Candidate("code_output", unit, stem, printed, "group", unit.text, group=others, importance=1.3)
        )
    return found
