import re

import pytest
from django.conf import settings

from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.services import quiz_save
from quizforge.quizzes.tests.helpers import client_for, make_question, make_questions, make_user

pytestmark = pytest.mark.django_db

FREE_LIMIT = "Free users can only save one quiz. Please upgrade to premium."
LINK = re.compile(rf"^{re.escape(settings.SITE_URL)}/shared/(?P<token>[A-Za-z0-9_-]+)$")


def share(client, quiz_id) -> str:
    response = client.post("/api/share-quiz/", {"quiz_id": quiz_id}, format="json")
    assert response.status_code == 200, response.json()
    match = LINK.match(response.json()["share_link"])
    assert match, response.json()
    return match["token"]


def save_shared(client, token):
    return client.post("/api/save-shared-quiz/", {"share_token": token}, format="json")


def test_share_link_points_at_the_site_with_an_unguessable_token(premium_user):
    client = client_for(premium_user)
    quizzes = [quiz_save(user=premium_user, title=f"Quiz {n}", questions=make_questions(2)) for n in range(8)]

    tokens = [share(client, quiz.pk) for quiz in quizzes]

    # 24 random bytes: 32 URL-safe characters, unrelated to the quiz id or to each other.
    assert all(len(token) == 32 for token in tokens)
    assert len(set(tokens)) == len(tokens)
    assert all(str(quiz.pk) != token for quiz, token in zip(quizzes, tokens, strict=True))
    assert len({token[:6] for token in tokens}) == len(tokens)
    assert len(set("".join(tokens))) > 40


def test_sharing_again_gives_the_same_link(premium_user, premium_quiz):
    client = client_for(premium_user)
    assert share(client, premium_quiz.pk) == share(client, premium_quiz.pk)


def test_free_users_may_share(free_user):
    quiz = quiz_save(user=free_user, title="Free quiz", questions=make_questions(5))
    assert share(client_for(free_user), quiz.pk)


def test_another_users_quiz_cannot_be_shared(premium_user, others_quiz):
    response = client_for(premium_user).post("/api/share-quiz/", {"quiz_id": others_quiz.pk}, format="json")

    assert response.status_code == 404
    assert response.json()["error"] == "Quiz not found."
    others_quiz.refresh_from_db()
    assert others_quiz.share_token is None


def test_share_needs_a_whole_number_id(premium_user):
    response = client_for(premium_user).post("/api/share-quiz/", {"quiz_id": "seven"}, format="json")

    assert response.status_code == 400
    assert response.json()["details"] == {"quiz_id": ["quiz_id must be a positive whole number."]}


def test_saving_a_shared_quiz_copies_it_once(other_user, premium_user, premium_quiz):
    token = share(client_for(premium_user), premium_quiz.pk)
    client = client_for(other_user)

    first = save_shared(client, token)
    second = save_shared(client, token)

    assert first.status_code == 201
    assert first.json()["already_saved"] is False
    assert first.json()["message"]
    assert second.status_code == 200
    assert second.json()["already_saved"] is True
    assert second.json()["quiz_id"] == first.json()["quiz_id"]
    copies = SavedQuiz.objects.filter(user=other_user)
    assert copies.count() == 1
    copy = copies.get()
    assert copy.pk == first.json()["quiz_id"] != premium_quiz.pk
    assert (copy.title, copy.questions, copy.high_score) == ("Cell Biology", make_questions(5), 0)
    listed = client.get("/api/saved-quizzes/").json()["quizzes"]
    assert [q["id"] for q in listed] == [copy.pk]


def test_the_copy_is_independent_of_the_original(other_user, premium_user, premium_quiz):
    owner = client_for(premium_user)
    token = share(owner, premium_quiz.pk)
    copy_id = save_shared(client_for(other_user), token).json()["quiz_id"]

    edited = [make_question(1, question="Changed by the owner?"), *make_questions(5)[1:]]
    assert (
        owner.patch(
            f"/api/update-quiz/{premium_quiz.pk}/",
            {"title": "Owner's edit", "questions": edited},
            format="json",
        ).status_code
        == 200
    )

    copy = SavedQuiz.objects.get(pk=copy_id)
    assert copy.title == "Cell Biology"
    assert copy.questions == make_questions(5)


def test_saving_your_own_shared_quiz_points_to_your_quiz(premium_user, premium_quiz):
    client = client_for(premium_user)
    token = share(client, premium_quiz.pk)

    response = save_shared(client, token)

    assert response.status_code == 200
    assert response.json()["already_saved"] is True
    assert response.json()["quiz_id"] == premium_quiz.pk
    assert SavedQuiz.objects.filter(user=premium_user).count() == 1


def test_free_user_may_save_a_shared_quiz_when_holding_none(free_user, premium_user, premium_quiz):
    token = share(client_for(premium_user), premium_quiz.pk)
    client = client_for(free_user)

    assert save_shared(client, token).status_code == 201
    again = save_shared(client, token)

    assert again.status_code == 200
    assert again.json()["already_saved"] is True


def test_free_user_holding_a_quiz_cannot_save_a_shared_one(free_user, premium_user, premium_quiz):
    quiz_save(user=free_user, title="My only quiz", questions=make_questions(5))
    token = share(client_for(premium_user), premium_quiz.pk)

    response = save_shared(client_for(free_user), token)

    assert response.status_code == 403
    assert response.json() == {"error": FREE_LIMIT, "details": {}}
    assert SavedQuiz.objects.filter(user=free_user).count() == 1


def test_deleting_the_copy_lets_the_link_save_again(other_user, premium_user, premium_quiz):
    token = share(client_for(premium_user), premium_quiz.pk)
    client = client_for(other_user)
    copy_id = save_shared(client, token).json()["quiz_id"]
    assert client.delete(f"/api/delete-quiz/?quiz_id={copy_id}").status_code == 200

    response = save_shared(client, token)

    assert response.status_code == 201
    assert response.json()["already_saved"] is False


def test_a_copy_of_a_copy_is_its_own_quiz(premium_user, premium_quiz):
    second, third = make_user("second@example.com", plan="premium"), make_user("third@example.com")
    first_token = share(client_for(premium_user), premium_quiz.pk)
    copy_id = save_shared(client_for(second), first_token).json()["quiz_id"]

    response = save_shared(client_for(third), share(client_for(second), copy_id))

    assert response.status_code == 201
    assert SavedQuiz.objects.get(user=third).copied_from_id == copy_id


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"share_token": "no-such-token"}, 404),
        ({"share_token": ""}, 400),
        ({}, 400),
        ({"share_token": "x" * 500}, 400),
    ],
)
def test_bad_share_tokens(premium_user, body, status):
    response = client_for(premium_user).post("/api/save-shared-quiz/", body, format="json")

    assert response.status_code == status
    assert response.json()["error"]
    assert not SavedQuiz.objects.exists()


def test_a_deleted_quizs_link_no_longer_works(premium_user, other_user, premium_quiz):
    token = share(client_for(premium_user), premium_quiz.pk)
    premium_quiz.delete()

    response = save_shared(client_for(other_user), token)

    assert response.status_code == 404
    assert response.json()["error"] == "This shared quiz link is not valid, or the quiz was deleted."
