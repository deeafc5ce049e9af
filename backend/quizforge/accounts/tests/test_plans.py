"""The one table of plan limits: the plan in force, what user_info and /api/plans/ tell the client."""

from datetime import timedelta

import pytest
from django.utils import timezone

from quizforge.accounts.plans import plan_get
from quizforge.accounts.testing import client_for

pytestmark = pytest.mark.django_db

FREE_LIMITS = {
    "questions_per_quiz_min": 5,
    "questions_per_quiz_max": 5,
    "saved_quizzes_max": 1,
    "can_edit": False,
    "can_delete": False,
    "can_export": False,
}
PREMIUM_LIMITS = {
    "questions_per_quiz_min": 5,
    "questions_per_quiz_max": 50,
    "saved_quizzes_max": None,
    "can_edit": True,
    "can_delete": True,
    "can_export": True,
}
REFUSALS = {
    "edit": "Edit is a premium feature. Upgrade to Premium to edit quizzes.",
    "delete": "Delete is a premium feature. Upgrade to Premium to delete quizzes.",
    "export": "Export is a premium feature. Upgrade to Premium to export quizzes.",
}


def _cancelled(user, *, ends_in: timedelta):
    user.subscription_cancel_at_period_end = True
    user.subscription_end_date = timezone.now() + ends_in
    user.save()
    return user


def test_a_free_user_is_on_the_free_plan(free_user):
    assert plan_get(user=free_user).name == "free"
    assert plan_get(user=free_user).limits.saved_quizzes_max == 1


def test_premium_lasts_until_a_cancelled_plan_ends(premium_user):
    assert plan_get(user=_cancelled(premium_user, ends_in=timedelta(days=3))).name == "premium"
    assert plan_get(user=_cancelled(premium_user, ends_in=-timedelta(seconds=1))).name == "free"


def test_user_info_carries_the_limits_of_the_plan_in_force(premium_user):
    profile = client_for(premium_user).get("/api/profile/").json()
    assert profile["plan_limits"] == {**PREMIUM_LIMITS, "refusals": REFUSALS}

    _cancelled(premium_user, ends_in=-timedelta(days=1))
    profile = client_for(premium_user).get("/api/profile/").json()
    assert profile["subscription_plan"] == "free"
    assert profile["plan_limits"] == {**FREE_LIMITS, "refusals": REFUSALS}


def test_every_plan_is_listed_for_visitors(api_client):
    response = api_client.get("/api/plans/", HTTP_AUTHORIZATION="Bearer stale-token")

    assert response.status_code == 200
    assert response.json() == {
        "free": {**FREE_LIMITS, "refusals": REFUSALS},
        "premium": {**PREMIUM_LIMITS, "refusals": REFUSALS},
    }
