"""What the offline generator's tests share: running it, and what every question it makes must hold."""

from quizforge.generation.providers.offline import pipeline
from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.languages import profile_for
from quizforge.generation.providers.offline.segment import Doc, segment
from quizforge.generation.providers.offline.vocabulary import Vocabulary, vocabulary_of
from quizforge.quizzes.questions import Question, question_validate


def spaced(text: str) -> str:
    return " ".join(text.split())


def made(text: str, code: str, asked: int) -> list[tuple[Candidate, Question]]:
    found, _ = pipeline.generate(text, asked, profile_for(code))
    return found


def read(text: str, code: str = "en") -> tuple[Doc, Vocabulary]:
    doc = segment(text, profile_for(code))
    return doc, vocabulary_of(doc)


def assert_grounded(question: Question, text: str) -> None:
    """The source is the document's own text and holds the key; the question passes the validator."""
    assert question_validate(question, require_explanation=True) == question
    assert spaced(question["source"]) in spaced(text)
    assert spaced(question["correct_answer"]).casefold() in spaced(question["source"]).casefold()
    assert question["correct_answer"] in question["choices"]
