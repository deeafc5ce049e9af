"""Generation requests: the plan rules of CONTRACT §4, checked before any work starts."""

from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.throttling import ScopedRateThrottle

from quizforge.generation.models import GenerationJob
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for
from quizforge.quizzes.models import SavedQuiz

pytestmark = pytest.mark.django_db

URL = "/api/generate-questions/"
FREE_LIMIT_REACHED = "Free users can only create 1 quiz. Please upgrade for more."
COUNT_INVALID = "Please select between 5 and 50 questions."


def generate(user, body: dict):
    return client_for(user).post(URL, body, format="json")


def test_a_free_user_who_holds_a_saved_quiz_cannot_generate(free_user):
    SavedQuiz.objects.create(user=free_user, title="My only quiz", questions=[])

    response = generate(free_user, {"text": DOCUMENT, "num_questions": 5})

    assert response.status_code == 403
    assert response.json()["error"] == FREE_LIMIT_REACHED
    assert not GenerationJob.objects.exists()


@pytest.mark.parametrize("count", [4, 51, 0, -5, "abc", 7.5, None, True])
def test_premium_counts_outside_5_to_50_are_refused(premium_user, count):
    response = generate(premium_user, {"text": DOCUMENT, "num_questions": count})

    assert response.status_code == 400
    assert response.json() == {"error": COUNT_INVALID, "details": {"num_questions": [COUNT_INVALID]}}
    assert not GenerationJob.objects.exists()


def test_a_premium_count_is_required(premium_user):
    response = generate(premium_user, {"text": DOCUMENT})

    assert response.status_code == 400
    assert response.json()["error"] == COUNT_INVALID


def test_generating_needs_a_signed_in_user(api_client):
    response = api_client.post(URL, {"text": DOCUMENT, "num_questions": 5}, format="json")

    assert response.status_code == 401


def test_generation_requests_are_throttled(premium_user, monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"generation": "2/hour"})
    client = client_for(premium_user)

    statuses = [
        client.post(URL, {"text": "", "num_questions": 5}, format="json").status_code for _ in range(3)
    ]

    assert statuses == [400, 400, 429]
    assert client.post("/api/generation-jobs/", {}, format="json").status_code == 429


def test_a_cancelled_premium_plan_past_its_end_date_generates_like_free(premium_user):
    premium_user.subscription_cancel_at_period_end = True
    premium_user.subscription_end_date = timezone.now() - timedelta(minutes=1)
    premium_user.save()
    SavedQuiz.objects.create(user=premium_user, title="Saved while premium", questions=[])

    response = generate(premium_user, {"text": DOCUMENT, "num_questions": 20})

    assert response.status_code == 403
    assert response.json()["error"] == FREE_LIMIT_REACHED
