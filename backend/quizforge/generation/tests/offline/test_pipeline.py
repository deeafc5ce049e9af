"""Every question the pipeline makes stands on one passage of the document, whatever the document."""

import pytest

from quizforge.generation.providers.offline.provider import OfflineQuestionProvider
from quizforge.generation.testing.paragraphs import PARAGRAPHS
from quizforge.generation.tests.offline.helpers import assert_grounded, made
from quizforge.generation.tests.offline.test_segment import SLIDES
from quizforge.quizzes.questions import comparable


@pytest.mark.parametrize("code", ["en", "de", "pl", "id"])
def test_every_source_is_the_documents_text_and_holds_the_key(code: str) -> None:
    text = PARAGRAPHS[code] + "\n\n" + SLIDES
    for candidate, question in made(text, code, 20):
        assert_grounded(question, text)
        assert question["source"] == candidate.source
        assert candidate.source in text


def test_the_best_questions_come_first_one_to_a_passage() -> None:
    found = made(PARAGRAPHS["en"], "en", 5)
    scores = [candidate.score for candidate, _ in found]
    assert scores == sorted(scores, reverse=True)
    assert len({candidate.unit.start for candidate, _ in found}) == 5


def test_a_question_never_names_its_own_key() -> None:
    for candidate, question in made(PARAGRAPHS["fr"], "fr", 15):
        if candidate.kind == "gap_fill":
            assert question["correct_answer"].casefold() not in question["question"].casefold()


def test_spare_questions_for_replace_follow_the_quiz_without_changing_it() -> None:
    text = PARAGRAPHS["en"] + "\n\n" + SLIDES
    quiz = OfflineQuestionProvider().generate(text=text, num_questions=6)

    same, spares = OfflineQuestionProvider().generate_with_spares(text=text, num_questions=6, spares=5)

    assert same == quiz
    assert 0 < len(spares) <= 5
    asked = {comparable(question["question"]) for question in quiz}
    assert not asked & {comparable(question["question"]) for question in spares}
    for question in spares:
        assert_grounded(question, text)
