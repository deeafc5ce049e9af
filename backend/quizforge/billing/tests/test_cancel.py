"""DELETE /api/subscription/: renewal stopped at Stripe, reason kept, Premium until the period's end."""

from datetime import timedelta

import pytest
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.accounts.testing import make_user
from quizforge.billing.models import Cancellation, CancelReason
from quizforge.billing.tests.helpers import (
    SUBSCRIPTION,
    client_for,
    deliver_all,
    period_end_iso,
    profile,
    subscribe,
)

pytestmark = pytest.mark.django_db


def _cancel(user, data):
    return client_for(user).delete(SUBSCRIPTION, data, format="json")


@pytest.fixture
def premium(verified_user, fake_stripe):
    subscription_id = subscribe(verified_user, fake_stripe)
    return verified_user, subscription_id


def test_cancelling_stops_the_renewal_at_stripe_and_keeps_premium_until_the_end(premium, fake_stripe):
    user, subscription_id = premium
    end_date = profile(user)["subscription_end_date"]

    response = _cancel(user, {"reason": "too_expensive", "additional_feedback": "  Student budget  "})

    assert response.status_code == 200
    assert response.json()["message"] == "Subscription canceled successfully."
    [update] = fake_stripe.calls("POST", f"/v1/subscriptions/{subscription_id}")
    assert update["cancel_at_period_end"] == "true"
    assert update["cancellation_details"] == {"feedback": "too_expensive", "comment": "Student budget"}
    assert fake_stripe.subscriptions[subscription_id]["cancel_at_period_end"] is True
    info = profile(user)
    assert info["subscription_plan"] == "premium"
    assert info["subscription_cancel_at_period_end"] is True
    assert info["subscription_end_date"] == end_date
    assert response.json()["subscription_end_date"] == end_date
    cancellation = Cancellation.objects.get(user=user)
    assert (cancellation.reason, cancellation.feedback) == ("too_expensive", "Student budget")


@pytest.mark.parametrize("reason", [choice.value for choice in CancelReason])
def test_each_of_the_seven_reasons_is_accepted(premium, reason):
    user, _ = premium

    assert _cancel(user, {"reason": reason}).status_code == 200
    assert Cancellation.objects.get(user=user).reason == reason


@pytest.mark.parametrize("data", [{}, {"reason": ""}, {"reason": "bored"}, {"reason": None}])
def test_a_missing_or_unknown_reason_is_refused_and_nothing_changes(premium, fake_stripe, data):
    user, subscription_id = premium

    response = _cancel(user, data)

    assert response.status_code == 400
    assert response.json()["error"] == "Please select a reason for canceling"
    assert "reason" in response.json()["details"]
    assert fake_stripe.calls("POST", f"/v1/subscriptions/{subscription_id}") == []
    assert profile(user)["subscription_cancel_at_period_end"] is False
    assert not Cancellation.objects.exists()


def test_feedback_longer_than_2000_characters_is_refused(premium):
    user, _ = premium

    response = _cancel(user, {"reason": "other", "additional_feedback": "x" * 2001})

    assert response.status_code == 400
    assert "additional_feedback" in response.json()["details"]


def test_cancelling_twice_changes_nothing_the_second_time(premium, fake_stripe):
    user, subscription_id = premium
    assert _cancel(user, {"reason": "not_using"}).status_code == 200

    again = _cancel(user, {"reason": "other"})

    assert again.status_code == 200
    assert len(fake_stripe.calls("POST", f"/v1/subscriptions/{subscription_id}")) == 1
    assert Cancellation.objects.count() == 1


def test_the_update_webhook_after_a_cancel_agrees(premium, fake_stripe):
    user, _ = premium
    start = len(fake_stripe.events)
    _cancel(user, {"reason": "temporary"})

    deliver_all(fake_stripe, fake_stripe.events[start:])

    assert profile(user)["subscription_cancel_at_period_end"] is True
    assert profile(user)["subscription_plan"] == "premium"


def test_at_the_period_end_stripe_ends_it_and_the_user_is_free(premium, fake_stripe):
    user, subscription_id = premium
    _cancel(user, {"reason": "found_alternative"})
    start = len(fake_stripe.events)

    fake_stripe.period_end(subscription_id)
    deliver_all(fake_stripe, fake_stripe.events[start:])

    info = profile(user)
    assert info["subscription_plan"] == "free"
    assert info["subscription_cancel_at_period_end"] is False


def test_past_the_end_date_the_user_is_free_even_before_stripes_event(premium):
    user, _ = premium
    _cancel(user, {"reason": "temporary"})
    User.objects.filter(pk=user.pk).update(subscription_end_date=timezone.now() - timedelta(minutes=1))

    assert profile(user)["subscription_plan"] == "free"


def test_without_a_subscription_there_is_nothing_to_cancel(verified_user, fake_stripe):
    response = _cancel(verified_user, {"reason": "other"})

    assert response.status_code == 400
    assert response.json()["error"] == "You have no active subscription to cancel."


def test_premium_given_by_hand_has_no_subscription_to_cancel(fake_stripe):
    user = make_user("granted@example.com", plan="premium")

    assert _cancel(user, {"reason": "other"}).status_code == 400


def test_stripe_not_answering_leaves_the_subscription_renewing(premium, settings):
    user, _ = premium
    settings.STRIPE_API_BASE = "http://127.0.0.1:9"
    settings.STRIPE_TIMEOUT_SECONDS = 2

    response = _cancel(user, {"reason": "other"})

    assert response.status_code == 503
    assert profile(user)["subscription_cancel_at_period_end"] is False
    assert not Cancellation.objects.exists()


def test_visitors_must_sign_in(api_client):
    assert api_client.delete(SUBSCRIPTION, {"reason": "other"}, format="json").status_code == 401


def test_subscribing_again_after_cancelling_makes_premium_renew_again(premium, fake_stripe):
    user, old_subscription_id = premium
    _cancel(user, {"reason": "temporary"})

    new_subscription_id = subscribe(user, fake_stripe, "yearly")

    info = profile(user)
    assert (info["subscription_plan"], info["subscription_cancel_at_period_end"]) == ("premium", False)
    assert info["subscription_end_date"] == period_end_iso(fake_stripe.subscriptions[new_subscription_id])
    # The old one still ends at its period's end; the new one decides the plan.
    start = len(fake_stripe.events)
    fake_stripe.period_end(old_subscription_id)
    deliver_all(fake_stripe, fake_stripe.events[start:])
    assert profile(user)["subscription_plan"] == "premium"
    assert User.objects.get(pk=user.pk).stripe_subscription_id == new_subscription_id
