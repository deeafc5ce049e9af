from quizforge.generation.providers.offline.distractors import distractors_for
from quizforge.generation.providers.offline.kinds import true_statement
from quizforge.generation.testing.paragraphs import PARAGRAPHS
from quizforge.generation.tests.offline.helpers import read, spaced


def test_the_true_statement_is_the_documents_and_the_false_ones_are_not() -> None:
    doc, vocabulary = read(PARAGRAPHS["en"])
    candidate = true_statement.candidates(doc, vocabulary)[0]
    assert candidate.key == spaced(candidate.unit.text)
    wrong = distractors_for(candidate, doc, vocabulary)
    assert len(wrong) == 3
    for statement in wrong:
        assert statement not in spaced(doc.text)


def test_a_language_without_phrases_gets_no_statement_question() -> None:
    doc, vocabulary = read(PARAGRAPHS["sv"], "sv")
    assert true_statement.candidates(doc, vocabulary) == []
