from datetime import timedelta

import pytest
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.tests.helpers import client_for, make_question, make_questions

pytestmark = pytest.mark.django_db

FREE_LIMIT = "Free users can only save one quiz. Please upgrade to premium."


def save(client, title="Cell Biology", questions=None):
    body = {"title": title, "questions": make_questions(5) if questions is None else questions}
    return client.post("/api/save-quiz/", body, format="json")


def test_save_answers_201_with_the_saved_quiz(premium_user):
    questions = make_questions(5)
    response = save(client_for(premium_user), questions=questions)

    assert response.status_code == 201
    body = response.json()
    assert body["quiz_id"] == body["id"]
    assert body["title"] == "Cell Biology"
    assert body["questions"] == questions
    assert body["question_count"] == 5
    assert body["high_score"] == 0
    saved_at = parse_datetime(body["saved_at"])
    assert saved_at is not None
    assert abs(saved_at - timezone.now()) < timedelta(minutes=1)
    stored = SavedQuiz.objects.get(pk=body["id"])
    assert stored.user == premium_user
    assert stored.questions == questions


def test_saved_questions_may_lack_explanation_and_source(premium_user):
    bare = {"question": "2 + 2 = ?", "choices": ["3", "4"], "correct_answer": "4"}
    response = save(client_for(premium_user), questions=[bare])

    assert response.status_code == 201
    assert response.json()["questions"] == [{**bare, "explanation": "", "source": ""}]


def test_title_is_trimmed(premium_user):
    response = save(client_for(premium_user), title="   Cell   Biology  ")
    assert response.status_code == 201
    assert response.json()["title"] == "Cell Biology"


@pytest.mark.parametrize(
    ("title", "message"),
    [
        ("   ", "Please give the quiz a title."),
        ("", "Please give the quiz a title."),
        (None, "Please give the quiz a title."),
        ("x" * 201, "The quiz title must be at most 200 characters."),
        (["a list"], "The quiz title must be text."),
    ],
)
def test_bad_titles_are_refused(premium_user, title, message):
    response = save(client_for(premium_user), title=title)

    assert response.status_code == 400
    assert response.json()["error"] == message
    assert "title" in response.json()["details"]
    assert not SavedQuiz.objects.exists()


def test_a_200_character_title_is_accepted(premium_user):
    assert save(client_for(premium_user), title="x" * 200).status_code == 201


def test_missing_fields_are_named(premium_user):
    response = client_for(premium_user).post("/api/save-quiz/", {}, format="json")

    assert response.status_code == 400
    assert set(response.json()["details"]) == {"title", "questions"}


@pytest.mark.parametrize(
    ("questions", "message"),
    [
        ([], "A quiz needs at least 1 question."),
        (make_questions(101), "A quiz can have at most 100 questions."),
        ("five questions", "questions must be a list of questions."),
    ],
)
def test_question_count_and_shape_are_checked(premium_user, questions, message):
    response = save(client_for(premium_user), questions=questions)

    assert response.status_code == 400
    assert response.json() == {"error": message, "details": {"questions": [message]}}
    assert not SavedQuiz.objects.exists()


def test_control_characters_are_removed_before_saving(premium_user):
    response = save(client_for(premium_user), questions=[make_question(1, question="Which one?\x00\x07")])
    assert response.status_code == 201
    assert response.json()["questions"][0]["question"] == "Which one?"


def test_a_100_question_quiz_is_accepted(premium_user):
    response = save(client_for(premium_user), questions=make_questions(100))
    assert response.status_code == 201
    assert response.json()["question_count"] == 100


@pytest.mark.parametrize(
    ("bad_question", "field"),
    [
        (make_question(3, choices=["Only one"], correct_answer="Only one"), "questions[2].choices"),
        (make_question(3, choices=[f"c{i}" for i in range(7)], correct_answer="c0"), "questions[2].choices"),
        (make_question(3, choices=["Same", "same"], correct_answer="Same"), "questions[2].choices"),
        (make_question(3, correct_answer="Not offered"), "questions[2].correct_answer"),
        (make_question(3, question="   "), "questions[2].question"),
        (make_question(3, question="q" * 1001), "questions[2].question"),
        (make_question(3, choices=["ok", "c" * 301], correct_answer="ok"), "questions[2].choices"),
        (make_question(1), "questions[2].question"),  # the same question as the first one
        ("not an object", "questions[2].question"),
    ],
)
def test_each_question_is_validated_and_the_fault_is_located(premium_user, bad_question, field):
    questions = [make_question(1), make_question(2), bad_question]
    response = save(client_for(premium_user), questions=questions)

    assert response.status_code == 400
    body = response.json()
    assert list(body["details"]) == [field]
    assert body["error"].startswith("Question 3: ")
    assert not SavedQuiz.objects.exists()


def test_free_user_saves_one_quiz_then_is_refused(free_user):
    client = client_for(free_user)

    assert save(client).status_code == 201
    second = save(client, title="Another")

    assert second.status_code == 403
    assert second.json() == {"error": FREE_LIMIT, "details": {}}
    assert SavedQuiz.objects.filter(user=free_user).count() == 1


def test_premium_user_saves_many(premium_user):
    client = client_for(premium_user)
    for n in range(4):
        assert save(client, title=f"Quiz {n}").status_code == 201
    assert SavedQuiz.objects.filter(user=premium_user).count() == 4


def test_a_cancelled_premium_plan_past_its_end_date_saves_like_free(premium_user):
    premium_user.subscription_cancel_at_period_end = True
    premium_user.subscription_end_date = timezone.now() - timedelta(days=1)
    premium_user.save()
    client = client_for(premium_user)

    assert save(client).status_code == 201
    assert save(client).status_code == 403


def test_saving_needs_a_signed_in_user(db):
    response = save(APIClient())

    assert response.status_code == 401
    assert response.json()["error"] == "Please log in to continue."


def test_saving_works_with_a_real_access_token(premium_user):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {RefreshToken.for_user(premium_user).access_token}")

    assert save(client).status_code == 201
    assert SavedQuiz.objects.filter(user=premium_user).count() == 1


def test_unreadable_json_is_a_400_and_saves_nothing(premium_user):
    response = client_for(premium_user).post("/api/save-quiz/", "{not json", content_type="application/json")

    assert response.status_code == 400
    assert response.json()["error"]
    assert not SavedQuiz.objects.exists()


def test_save_quiz_without_its_final_slash_saves(premium_user):
    response = client_for(premium_user).post(
        "/api/save-quiz", {"title": "No slash", "questions": make_questions(5)}, format="json"
    )
    assert response.status_code == 201
    assert response.json()["title"] == "No slash"
