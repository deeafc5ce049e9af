import pytest

from quizforge.quizzes.services import quiz_save
from quizforge.quizzes.tests.helpers import client_for, make_questions

pytestmark = pytest.mark.django_db


def post_score(client, quiz_id, score):
    return client.post("/api/update-high-score/", {"quiz_id": quiz_id, "score": score}, format="json")


def test_the_best_score_is_kept(premium_user, premium_quiz):
    client = client_for(premium_user)

    answers = [post_score(client, premium_quiz.pk, score).json() for score in (3, 2, 3, 5, 0)]

    assert answers == [
        {"high_score": 3, "is_new_high_score": True},
        {"high_score": 3, "is_new_high_score": False},
        {"high_score": 3, "is_new_high_score": False},
        {"high_score": 5, "is_new_high_score": True},
        {"high_score": 5, "is_new_high_score": False},
    ]
    premium_quiz.refresh_from_db()
    assert premium_quiz.high_score == 5
    scores = client.get(f"/api/user-quiz-scores/?quiz_id={premium_quiz.pk}").json()
    assert scores[0]["high_score"] == 5


@pytest.mark.parametrize("score", [-1, 6, 1000])
def test_scores_outside_zero_to_question_count_are_refused(premium_user, premium_quiz, score):
    client = client_for(premium_user)
    post_score(client, premium_quiz.pk, 2)

    response = post_score(client, premium_quiz.pk, score)

    assert response.status_code == 400
    assert response.json() == {
        "error": "The score must be between 0 and 5.",
        "details": {"score": ["The score must be between 0 and 5."]},
    }
    premium_quiz.refresh_from_db()
    assert premium_quiz.high_score == 2


@pytest.mark.parametrize("score", ["high", 2.5, None, True])
def test_scores_must_be_whole_numbers(premium_user, premium_quiz, score):
    response = post_score(client_for(premium_user), premium_quiz.pk, score)

    assert response.status_code == 400
    assert "score" in response.json()["details"]
    premium_quiz.refresh_from_db()
    assert premium_quiz.high_score == 0


def test_free_users_keep_high_scores(free_user):
    quiz = quiz_save(user=free_user, title="Free quiz", questions=make_questions(5))

    response = post_score(client_for(free_user), quiz.pk, 4)

    assert response.status_code == 200
    assert response.json()["high_score"] == 4


def test_another_users_quiz_score_is_not_touched(premium_user, others_quiz):
    response = post_score(client_for(premium_user), others_quiz.pk, 1)

    assert response.status_code == 404
    assert response.json()["error"] == "Quiz not found."
    others_quiz.refresh_from_db()
    assert others_quiz.high_score == 0


def test_a_missing_quiz_id_is_400(premium_user):
    response = client_for(premium_user).post("/api/update-high-score/", {"score": 1}, format="json")

    assert response.status_code == 400
    assert response.json()["details"] == {"quiz_id": ["Please say which quiz: quiz_id is missing."]}
