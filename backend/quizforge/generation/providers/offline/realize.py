"""A candidate and its wrong answers written as a question: choices in an order fixed by the question,
an explanation in the document's words, the passage as the source."""

import random
import zlib

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.quizzes.questions import Question


def realize(candidate: Candidate, wrong: list[str], doc: Doc) -> Question:
    choices = [candidate.key, *wrong]
    random.Random(zlib.crc32(candidate.stem.encode())).shuffle(choices)
    quoted = " ".join(candidate.source.split())
    phrases = doc.profile.phrases
    explanation = phrases.says.format(source=quoted) if phrases else f"“{quoted}”"
    return Question(
        question=candidate.stem,
        choices=choices,
        correct_answer=candidate.key,
        explanation=explanation,
        source=candidate.source,
    )
