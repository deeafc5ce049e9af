"""Text that cannot be stored, or that looks empty or identical, is refused by the one validator; a
row stored before that rule (an embedded SQLite kept it) still reads for its owner and for whoever
saved it from its share link."""

import json
from unittest import mock

import pytest
from django.db.models import JSONField

from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.services import quiz_save_shared, quiz_share
from quizforge.quizzes.tests.helpers import client_for, make_question, make_questions

pytestmark = pytest.mark.django_db

LONE_SURROGATE = "q \ud800?"
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"


def save_raw(client, body):
    # json.dumps escapes a lone surrogate as \ud800, which is how a browser or script would send it.
    return client.post("/api/save-quiz/", json.dumps(body), content_type="application/json")


@pytest.mark.parametrize("field", ["question", "correct_answer", "explanation", "source", "choices"])
def test_a_lone_surrogate_in_any_question_field_is_refused(premium_user, field):
    question = make_question(1)
    if field == "choices":
        question["choices"] = [*question["choices"][:3], LONE_SURROGATE]
    else:
        question[field] = LONE_SURROGATE
    response = save_raw(client_for(premium_user), {"title": "T", "questions": [question]})

    assert response.status_code == 400
    body = response.json()
    assert body["error"].startswith("Question 1: ")
    assert list(body["details"]) == [f"questions[0].{field}"]
    assert not SavedQuiz.objects.exists()


def test_a_lone_surrogate_in_the_title_is_refused_in_the_validators_words(premium_user):
    response = save_raw(client_for(premium_user), {"title": LONE_SURROGATE, "questions": make_questions(1)})

    assert response.status_code == 400
    assert response.json() == {
        "error": "The quiz title contains a character that is not valid text.",
        "details": {"title": ["The quiz title contains a character that is not valid text."]},
    }


def test_a_lone_surrogate_is_refused_on_update_too(premium_user):
    client = client_for(premium_user)
    quiz_id = save_raw(client, {"title": "T", "questions": make_questions(2)}).json()["id"]
    body = {"questions": [make_question(1, question=LONE_SURROGATE)]}

    response = client.patch(f"/api/update-quiz/{quiz_id}/", json.dumps(body), content_type="application/json")

    assert response.status_code == 400
    assert SavedQuiz.objects.get(pk=quiz_id).questions == make_questions(2)


@pytest.mark.parametrize("title", [ZERO_WIDTH, "\u3164\u2800", " \u200b \u00ad "])
def test_a_title_of_invisible_characters_is_refused(premium_user, title):
    response = save_raw(client_for(premium_user), {"title": title, "questions": make_questions(1)})

    assert response.status_code == 400
    assert response.json()["error"] == "Please give the quiz a title."


def test_a_question_of_invisible_characters_is_refused(premium_user):
    response = save_raw(
        client_for(premium_user), {"title": "T", "questions": [make_question(1, question=ZERO_WIDTH)]}
    )

    assert response.status_code == 400
    assert list(response.json()["details"]) == ["questions[0].question"]


def test_visible_text_keeps_its_joiners(premium_user):
    family = "Which emoji is \U0001f468\u200d\U0001f469\u200d\U0001f467?"
    response = save_raw(
        client_for(premium_user), {"title": "T", "questions": [make_question(1, question=family)]}
    )

    assert response.status_code == 201
    assert response.json()["questions"][0]["question"] == family


@pytest.mark.parametrize(
    "lookalike",
    [
        "Ribo\u200bsome 1",  # a zero-width space inside
        "\uff32\uff49\uff42\uff4f\uff53\uff4f\uff4d\uff45 1",  # full-width letters
        "RIBOSOME 1",
        "Ribosome\u00a01",  # a no-break space
        "Ribosome 1\u2060",
    ],
)
def test_two_choices_that_look_identical_are_refused(premium_user, lookalike):
    question = make_question(1)
    question["choices"] = [*question["choices"], lookalike]
    response = save_raw(client_for(premium_user), {"title": "T", "questions": [question]})

    assert response.status_code == 400
    assert response.json()["details"] == {
        "questions[0].choices": ["The choices of a question must all be different."]
    }


@pytest.mark.parametrize("title", [5, 5.5, True, {"text": "T"}])
def test_a_title_that_is_not_text_is_refused_not_converted(premium_user, title):
    response = save_raw(client_for(premium_user), {"title": title, "questions": make_questions(1)})

    assert response.status_code == 400
    assert response.json() == {
        "error": "The quiz title must be text.",
        "details": {"title": ["The quiz title must be text."]},
    }
    assert not SavedQuiz.objects.exists()


def test_a_title_that_is_not_text_is_refused_on_update(premium_user):
    client = client_for(premium_user)
    quiz_id = save_raw(client, {"title": "T", "questions": make_questions(1)}).json()["id"]

    response = client.patch(f"/api/update-quiz/{quiz_id}/", {"title": 5}, format="json")

    assert response.status_code == 400
    assert response.json()["error"] == "The quiz title must be text."
    assert SavedQuiz.objects.get(pk=quiz_id).title == "T"


def test_title_and_questions_are_cleaned_the_same_way(premium_user):
    response = save_raw(
        client_for(premium_user),
        {"title": "Cell\x00 Biology\x07", "questions": [make_question(1, question="Which\x00 one?")]},
    )

    assert response.status_code == 201
    assert response.json()["title"] == "Cell Biology"
    assert response.json()["questions"][0]["question"] == "Which one?"


def _as_stored_by_sqlite(original):
    """Reads every quiz as a row saved before the rule: SQLite kept the surrogate (escaped in its JSON)."""

    def from_db_value(self, value, expression, connection):
        loaded = original(self, value, expression, connection)
        if isinstance(loaded, list) and loaded and isinstance(loaded[0], dict):
            loaded[0] = {**loaded[0], "question": LONE_SURROGATE, "choices": [LONE_SURROGATE, "b"]}
        return loaded

    return from_db_value


def test_a_bad_row_already_stored_still_reads_for_its_owner_and_share_link_savers(premium_user, other_user):
    owner = client_for(premium_user)
    quiz_id = save_raw(owner, {"title": "Bad row", "questions": make_questions(2)}).json()["id"]
    token = quiz_share(user=premium_user, quiz_id=quiz_id).rsplit("/", 1)[1]
    copy, _ = quiz_save_shared(user=other_user, share_token=token)

    with mock.patch.object(JSONField, "from_db_value", _as_stored_by_sqlite(JSONField.from_db_value)):
        for client, own_id in ((owner, quiz_id), (client_for(other_user), copy.pk)):
            listed = client.get("/api/saved-quizzes/")
            detail = client.get("/api/fetch-quiz-questions/", {"quiz_id": own_id})

            assert listed.status_code == 200
            assert detail.status_code == 200
            shown = detail.json()["questions"][0]
            assert shown["question"] == "q \ufffd?"
            assert shown["choices"] == ["q \ufffd?", "b"]
            assert listed.json()["quizzes"][0]["questions"][0] == shown
