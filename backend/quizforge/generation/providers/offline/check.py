"""The last stage: a question leaves only if its source is the document's own text, its key and its
question stand in that one passage, it gives nothing away, and it passes the validator."""

from quizforge.generation.providers.offline.candidate import BLANK, Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.quizzes.questions import Question, QuestionInvalid, question_validate

MIN_CHOICES = 3


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def question_check(question: Question, candidate: Candidate, doc: Doc) -> Question | None:
    source = candidate.source
    if source not in doc.text or _fold(candidate.key) not in _fold(source):
        return None
    if candidate.kind == "gap_fill":
        stem = _fold(question["question"])
        if BLANK not in question["question"] or _fold(candidate.key) in stem.replace(BLANK, " "):
            return None
    if len(question["choices"]) < (2 if candidate.kind == "own_quiz" else MIN_CHOICES):
        return None
    try:
        return question_validate(question, require_explanation=True)
    except QuestionInvalid:
        return None
