"""A signed-in user's review queue: misses come due a day later, right answers wait 3, 7 and 14 days, a miss
starts over, and a question right after 14 days is learned."""

from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from quizforge.accounts.testing import client_for, make_user
from quizforge.reviews.models import ReviewItem

pytestmark = pytest.mark.django_db

MISSED = {
    "question": "Which organelle makes most of the cell's energy?",
    "choices": ["Mitochondria", "Nucleus", "Ribosome"],
    "correct_answer": "Mitochondria",
    "explanation": "Respiration happens there.",
    "source": "The mitochondria release energy in respiration.",
}
OTHER = {"question": "2 + 2?", "choices": ["4", "5"], "correct_answer": "4"}


def days_until(due_at: str) -> float:
    return (datetime.fromisoformat(due_at) - timezone.now()).total_seconds() / 86400


def make_due(user) -> None:
    ReviewItem.objects.filter(user=user).update(due_at=timezone.now() - timedelta(minutes=1))


def test_missed_questions_are_due_a_day_later_one_row_per_user_and_question(api_client):
    ada = make_user("ada@example.com")
    client = client_for(ada)
    answer = client.post("/api/reviews/misses/", {"questions": [MISSED, OTHER]}, format="json")
    assert answer.status_code == 201 and answer.json() == {"queued": 2, "due_count": 0}
    client.post("/api/reviews/misses/", {"questions": [MISSED]}, format="json")
    assert ReviewItem.objects.filter(user=ada).count() == 2
    assert client.get("/api/reviews/due/").json() == {"count": 0, "items": []}
    make_due(ada)
    due = client.get("/api/reviews/due/").json()
    assert due["count"] == 2
    assert {item["question"] for item in due["items"]} == {MISSED["question"], OTHER["question"]}
    first = next(item for item in due["items"] if item["question"] == MISSED["question"])
    assert (first["source"], first["explanation"]) == (MISSED["source"], MISSED["explanation"])
    assert client_for(make_user("bob@example.com")).get("/api/reviews/due/").json()["count"] == 0
    assert api_client.get("/api/reviews/due/").status_code == 401


def test_right_reviews_wait_3_7_then_14_days_a_miss_starts_over_and_then_it_is_learned():
    ada = make_user("ada@example.com")
    client = client_for(ada)
    client.post("/api/reviews/misses/", {"questions": [MISSED]}, format="json")
    item = ReviewItem.objects.get(user=ada)
    waits = []
    for correct in (True, True, False, True, True, True):
        make_due(ada)
        answer = client.post(f"/api/reviews/{item.pk}/answer/", {"correct": correct}, format="json").json()
        waits.append(round(days_until(answer["due_at"])))
    assert waits == [3, 7, 1, 3, 7, 14]
    make_due(ada)
    answer = client.post(f"/api/reviews/{item.pk}/answer/", {"correct": True}, format="json").json()
    assert answer == {"learned": True, "due_at": None}
    assert not ReviewItem.objects.filter(user=ada).exists()


def test_nobody_answers_for_another_users_question():
    ada, bob = make_user("ada@example.com"), make_user("bob@example.com")
    client_for(ada).post("/api/reviews/misses/", {"questions": [MISSED]}, format="json")
    item = ReviewItem.objects.get(user=ada)
    assert (
        client_for(bob).post(f"/api/reviews/{item.pk}/answer/", {"correct": True}, format="json").status_code
        == 404
    )


def test_a_question_that_is_not_one_is_refused():
    response = client_for(make_user("ada@example.com")).post(
        "/api/reviews/misses/", {"questions": [{"question": "?", "choices": ["a"]}]}, format="json"
    )
    assert response.status_code == 400


def test_missing_a_question_again_keeps_the_progress_made_on_it():
    ada = make_user("ada@example.com")
    client = client_for(ada)
    client.post("/api/reviews/misses/", {"questions": [MISSED]}, format="json")
    item = ReviewItem.objects.get(user=ada)
    for _ in range(2):
        make_due(ada)
        client.post(f"/api/reviews/{item.pk}/answer/", {"correct": True}, format="json")
    client.post("/api/reviews/misses/", {"questions": [MISSED, OTHER]}, format="json")
    due_at = {row.question["question"]: row.due_at for row in ReviewItem.objects.filter(user=ada)}
    assert round((due_at[MISSED["question"]] - timezone.now()).total_seconds() / 86400) == 7
    assert round((due_at[OTHER["question"]] - timezone.now()).total_seconds() / 86400) == 1


def test_playing_a_review_again_before_it_is_due_changes_nothing():
    ada = make_user("ada@example.com")
    client = client_for(ada)
    client.post("/api/reviews/misses/", {"questions": [MISSED]}, format="json")
    item = ReviewItem.objects.get(user=ada)
    make_due(ada)
    first = client.post(f"/api/reviews/{item.pk}/answer/", {"correct": True}, format="json").json()
    for _ in range(4):
        again = client.post(f"/api/reviews/{item.pk}/answer/", {"correct": True}, format="json").json()
        assert again == first
    assert round(days_until(first["due_at"])) == 3
    assert ReviewItem.objects.filter(user=ada).count() == 1


def test_a_full_queue_keeps_the_newest_misses(settings):
    settings.REVIEW_ITEMS_PER_USER = 2
    ada = make_user("ada@example.com")
    client = client_for(ada)
    newest = {"question": "3 + 3?", "choices": ["6", "7"], "correct_answer": "6"}
    for question in (MISSED, OTHER, newest):
        client.post("/api/reviews/misses/", {"questions": [question]}, format="json")
    kept = {row.question["question"] for row in ReviewItem.objects.filter(user=ada)}
    assert kept == {OTHER["question"], newest["question"]}


def test_one_account_cannot_post_misses_without_end(throttle_rate):
    throttle_rate("review", "2/hour")
    client = client_for(make_user("ada@example.com"))
    post = lambda: client.post("/api/reviews/misses/", {"questions": [MISSED]}, format="json")  # noqa: E731
    codes = [post().status_code for _ in range(3)]
    assert codes == [201, 201, 429]
    assert client.get("/api/reviews/due/").status_code == 429
    assert client_for(make_user("bob@example.com")).get("/api/reviews/due/").status_code == 200
