from quizforge.generation.providers.offline.kinds import own_quiz
from quizforge.generation.tests.offline.helpers import made, read

QUIZ = (
    "1) Which gas do plants take in for photosynthesis?\nA. Oxygen\n*B. Carbon dioxide\nC. Helium\n\n"
    "2) Which organ pumps blood around the body?\nA. Liver\nB. Heart\nC. Lung\nAnswer: B\n\n"
    "3) Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nC. Earth\n"
)


def test_a_quizs_own_questions_are_asked_with_their_keys() -> None:
    doc, vocabulary = read(QUIZ)
    found = {candidate.stem: candidate for candidate in own_quiz.candidates(doc, vocabulary)}
    assert found["Which gas do plants take in for photosynthesis?"].key == "Carbon dioxide"
    assert found["Which organ pumps blood around the body?"].key == "Heart"
    assert found["Which organ pumps blood around the body?"].wrong == ["Liver", "Lung"]


def test_a_question_without_a_key_is_not_asked_as_if_it_had_one() -> None:
    asked = [question["question"] for _, question in made(QUIZ, "en", 10)]
    assert not any("closest to the Sun" in question for question in asked)
