import pytest

from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.tests.helpers import client_for, make_question, make_questions

pytestmark = pytest.mark.django_db

EDIT_IS_PREMIUM = "Edit is a premium feature. Upgrade to Premium to edit quizzes."
DELETE_IS_PREMIUM = "Delete is a premium feature. Upgrade to Premium to delete quizzes."


def patch(client, quiz_id, body):
    return client.patch(f"/api/update-quiz/{quiz_id}/", body, format="json")


def with_high_score(quiz: SavedQuiz, score: int) -> SavedQuiz:
    quiz.high_score = score
    quiz.save()
    return quiz


def test_title_only_edit_keeps_the_high_score(premium_user, premium_quiz):
    with_high_score(premium_quiz, 4)

    response = patch(client_for(premium_user), premium_quiz.pk, {"title": "  Renamed  "})

    assert response.status_code == 200
    assert response.json()["title"] == "Renamed"
    assert response.json()["high_score"] == 4
    premium_quiz.refresh_from_db()
    assert (premium_quiz.title, premium_quiz.high_score) == ("Renamed", 4)


def test_editing_questions_resets_the_high_score(premium_user, premium_quiz):
    with_high_score(premium_quiz, 4)
    questions = [*make_questions(4), make_question(9, question="A brand new question?")]

    response = patch(client_for(premium_user), premium_quiz.pk, {"questions": questions})

    assert response.status_code == 200
    body = response.json()
    assert body["high_score"] == 0
    assert body["question_count"] == 5
    assert body["questions"][-1]["question"] == "A brand new question?"
    premium_quiz.refresh_from_db()
    assert premium_quiz.high_score == 0
    assert premium_quiz.questions == questions


def test_resending_the_same_questions_with_a_new_title_keeps_the_high_score(premium_user, premium_quiz):
    # The review modal sends title and questions together even when only the title changed.
    with_high_score(premium_quiz, 3)

    response = patch(
        client_for(premium_user), premium_quiz.pk, {"title": "New", "questions": make_questions(5)}
    )

    assert response.status_code == 200
    assert response.json()["high_score"] == 3


def test_changing_a_correct_answer_resets_the_high_score(premium_user, premium_quiz):
    with_high_score(premium_quiz, 3)
    questions = make_questions(5)
    questions[0]["correct_answer"] = questions[0]["choices"][0]

    response = patch(client_for(premium_user), premium_quiz.pk, {"questions": questions})

    assert response.json()["high_score"] == 0


def test_edited_questions_may_drop_their_explanation(premium_user, premium_quiz):
    questions = make_questions(5)
    del questions[0]["explanation"], questions[0]["source"]

    response = patch(client_for(premium_user), premium_quiz.pk, {"questions": questions})

    assert response.status_code == 200
    assert response.json()["questions"][0]["explanation"] == ""
    assert response.json()["questions"][1]["explanation"] == questions[1]["explanation"]


def test_free_user_cannot_edit(free_user):
    client = client_for(free_user)
    quiz_id = client.post(
        "/api/save-quiz/", {"title": "Mine", "questions": make_questions(5)}, format="json"
    ).json()["id"]

    response = patch(client, quiz_id, {"title": "Renamed"})

    assert response.status_code == 403
    assert response.json() == {"error": EDIT_IS_PREMIUM, "details": {}}
    assert SavedQuiz.objects.get(pk=quiz_id).title == "Mine"


def test_another_users_quiz_cannot_be_edited(premium_user, others_quiz):
    response = patch(client_for(premium_user), others_quiz.pk, {"title": "Mine now"})

    assert response.status_code == 404
    assert response.json()["error"] == "Quiz not found."
    others_quiz.refresh_from_db()
    assert others_quiz.title == "Someone else's quiz"


@pytest.mark.parametrize(
    ("body", "detail_key"),
    [
        (
            {"title": "Fine title", "questions": [make_question(1, choices=["a"], correct_answer="a")]},
            "questions[0].choices",
        ),
        ({"title": "Fine title", "questions": []}, "questions"),
        ({"title": "", "questions": make_questions(2)}, "title"),
        ({"title": None}, "title"),
        ({"questions": None}, "questions"),
    ],
)
def test_bad_edits_change_nothing(premium_user, premium_quiz, body, detail_key):
    with_high_score(premium_quiz, 2)

    response = patch(client_for(premium_user), premium_quiz.pk, body)

    assert response.status_code == 400
    assert detail_key in response.json()["details"]
    premium_quiz.refresh_from_db()
    assert premium_quiz.title == "Cell Biology"
    assert premium_quiz.questions == make_questions(5)
    assert premium_quiz.high_score == 2


def test_an_empty_edit_is_refused(premium_user, premium_quiz):
    response = patch(client_for(premium_user), premium_quiz.pk, {})

    assert response.status_code == 400
    assert response.json()["error"] == "Nothing to update. Send a new title or new questions."


@pytest.mark.parametrize("bad_id", ["abc", "0", "-1"])
def test_bad_path_ids_are_400(premium_user, bad_id):
    response = patch(client_for(premium_user), bad_id, {"title": "x"})

    assert response.status_code == 400
    assert response.json()["details"] == {"quiz_id": ["quiz_id must be a positive whole number."]}


def test_premium_user_deletes_a_quiz(premium_user, premium_quiz):
    response = client_for(premium_user).delete(f"/api/delete-quiz/?quiz_id={premium_quiz.pk}")

    assert response.status_code == 200
    assert response.json()["message"] == "Quiz deleted successfully."
    assert not SavedQuiz.objects.filter(pk=premium_quiz.pk).exists()


def test_free_user_cannot_delete(free_user):
    client = client_for(free_user)
    quiz_id = client.post(
        "/api/save-quiz/", {"title": "Mine", "questions": make_questions(5)}, format="json"
    ).json()["id"]

    response = client.delete(f"/api/delete-quiz/?quiz_id={quiz_id}")

    assert response.status_code == 403
    assert response.json() == {"error": DELETE_IS_PREMIUM, "details": {}}
    assert SavedQuiz.objects.filter(pk=quiz_id).exists()


def test_another_users_quiz_cannot_be_deleted(premium_user, others_quiz):
    response = client_for(premium_user).delete(f"/api/delete-quiz/?quiz_id={others_quiz.pk}")

    assert response.status_code == 404
    assert response.json()["error"] == "Quiz not found."
    assert SavedQuiz.objects.filter(pk=others_quiz.pk).exists()


def test_delete_needs_a_quiz_id(premium_user, premium_quiz):
    response = client_for(premium_user).delete("/api/delete-quiz/")

    assert response.status_code == 400
    assert "quiz_id" in response.json()["details"]
    assert SavedQuiz.objects.count() == 1
