"""The collection list, fetching one quiz's questions and its scores; ids and ownership."""

import pytest
from rest_framework.test import APIClient

from quizforge.quizzes.services import quiz_save
from quizforge.quizzes.tests.helpers import client_for, make_questions

pytestmark = pytest.mark.django_db


def test_list_holds_only_the_callers_quizzes_newest_first(premium_user, others_quiz):
    first = quiz_save(user=premium_user, title="First", questions=make_questions(2))
    second = quiz_save(user=premium_user, title="Second", questions=make_questions(3))

    response = client_for(premium_user).get("/api/saved-quizzes/")

    assert response.status_code == 200
    quizzes = response.json()["quizzes"]
    assert [q["id"] for q in quizzes] == [second.pk, first.pk]
    newest = quizzes[0]
    assert newest["title"] == "Second"
    assert newest["question_count"] == 3
    assert newest["high_score"] == 0
    assert newest["questions"] == make_questions(3)
    assert newest["saved_at"]


def test_empty_collection(premium_user):
    response = client_for(premium_user).get("/api/saved-quizzes/")
    assert response.json() == {"quizzes": [], "count": 0, "next_offset": None}


def test_fetch_quiz_questions(premium_user, premium_quiz):
    response = client_for(premium_user).get(f"/api/fetch-quiz-questions/?quiz_id={premium_quiz.pk}")

    assert response.status_code == 200
    assert response.json() == {"id": premium_quiz.pk, "title": "Cell Biology", "questions": make_questions(5)}


def test_user_quiz_scores(premium_user, premium_quiz):
    premium_quiz.high_score = 4
    premium_quiz.save()

    response = client_for(premium_user).get(f"/api/user-quiz-scores/?quiz_id={premium_quiz.pk}")

    assert response.status_code == 200
    assert response.json() == [{"quiz_id": premium_quiz.pk, "high_score": 4, "question_count": 5}]


READ_PATHS = ["/api/fetch-quiz-questions/", "/api/user-quiz-scores/"]


@pytest.mark.parametrize("path", READ_PATHS)
def test_another_users_quiz_is_not_found(premium_user, others_quiz, path):
    response = client_for(premium_user).get(f"{path}?quiz_id={others_quiz.pk}")

    assert response.status_code == 404
    assert response.json() == {"error": "Quiz not found.", "details": {}}


@pytest.mark.parametrize("path", READ_PATHS)
def test_unknown_quiz_is_not_found(premium_user, path):
    assert client_for(premium_user).get(f"{path}?quiz_id=987654").status_code == 404


@pytest.mark.parametrize("path", READ_PATHS)
@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("", "Please say which quiz: quiz_id is missing."),
        ("?quiz_id=", "Please say which quiz: quiz_id is missing."),
        ("?quiz_id=abc", "quiz_id must be a positive whole number."),
        ("?quiz_id=1.5", "quiz_id must be a positive whole number."),
        ("?quiz_id=0", "quiz_id must be a positive whole number."),
        ("?quiz_id=-3", "quiz_id must be a positive whole number."),
        ("?quiz_id=99999999999999999999999", "quiz_id must be a positive whole number."),
    ],
)
def test_bad_quiz_ids_are_400_with_a_sentence(premium_user, path, query, message):
    response = client_for(premium_user).get(f"{path}{query}")

    assert response.status_code == 400
    assert response.json() == {"error": message, "details": {"quiz_id": [message]}}


@pytest.mark.parametrize(
    "path",
    ["/api/saved-quizzes/", "/api/fetch-quiz-questions/?quiz_id=1", "/api/user-quiz-scores/?quiz_id=1"],
)
def test_reading_needs_a_signed_in_user(db, path):
    response = APIClient().get(path)
    assert response.status_code == 401
    assert response.json()["error"] == "Please log in to continue."
