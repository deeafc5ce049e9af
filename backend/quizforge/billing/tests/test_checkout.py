"""POST /api/subscription/: a Stripe Checkout Session for the chosen plan, or the spec's refusals."""

from datetime import timedelta

import pytest
from django.utils import timezone

from quizforge.accounts.testing import make_user
from quizforge.billing.models import Customer
from quizforge.billing.tests.fake_stripe import StripeApiError
from quizforge.billing.tests.helpers import SUBSCRIPTION, checkout, client_for, profile, subscribe

pytestmark = pytest.mark.django_db


def _post(user, data):
    return client_for(user).post(SUBSCRIPTION, data, format="json")


def test_checkout_answers_the_stripe_checkout_page_for_the_monthly_price(
    verified_user, fake_stripe, settings
):
    settings.SITE_URL = "https://quiz.example"
    response = _post(verified_user, {"plan_type": "monthly"})

    assert response.status_code == 200
    url = response.json()["checkout_url"]
    assert url.startswith(f"{fake_stripe.base_url}/c/pay/cs_test_")
    [session] = fake_stripe.calls("POST", "/v1/checkout/sessions")
    assert session["mode"] == "subscription"
    assert session["line_items"] == [{"price": "price_monthly", "quantity": "1"}]
    assert session["success_url"] == (
        "https://quiz.example/subscription/result?status=success&session_id={CHECKOUT_SESSION_ID}"
    )
    assert session["cancel_url"] == (
        "https://quiz.example/subscription/result?status=cancel&session_id={CHECKOUT_SESSION_ID}"
    )
    assert session["customer"] == Customer.objects.get(user=verified_user).stripe_id
    assert session["client_reference_id"] == str(verified_user.pk)


def test_yearly_uses_the_yearly_price_and_the_same_customer(verified_user, fake_stripe):
    checkout(verified_user, "monthly")
    checkout(verified_user, "yearly")

    monthly, yearly = [c for c in fake_stripe.calls("POST", "/v1/checkout/sessions") if "line_items" in c]
    assert yearly["line_items"][0]["price"] == "price_yearly"
    assert monthly["customer"] == yearly["customer"]
    assert len(fake_stripe.calls("POST", "/v1/customers")) == 1
    assert Customer.objects.filter(user=verified_user).count() == 1


def test_starting_a_checkout_changes_nothing_about_the_plan(verified_user, fake_stripe):
    session_id = checkout(verified_user)
    fake_stripe.checkout_pay(
        session_id
    )  # paid, but no webhook has arrived: the browser's return proves nothing

    assert profile(verified_user)["subscription_plan"] == "free"


@pytest.mark.parametrize("data", [{}, {"plan_type": "weekly"}, {"plan_type": ""}, {"plan_type": None}])
def test_an_unknown_plan_type_is_refused(verified_user, fake_stripe, data):
    response = _post(verified_user, data)

    assert response.status_code == 400
    assert response.json()["error"] == "Please choose the monthly or the yearly plan."
    assert "plan_type" in response.json()["details"]
    assert fake_stripe.requests == []


def test_an_unverified_email_is_refused_with_the_specs_message(fake_stripe):
    user = make_user("unverified@example.com")

    response = _post(user, {"plan_type": "monthly"})

    assert response.status_code == 403
    assert response.json() == {"error": "Please verify your email first.", "details": {}}
    assert fake_stripe.requests == []


def test_a_renewing_premium_user_is_told_they_already_subscribe(verified_user, fake_stripe):
    subscribe(verified_user, fake_stripe)

    response = _post(verified_user, {"plan_type": "yearly"})

    assert response.status_code == 400
    assert response.json()["error"] == "You already have an active Premium subscription!"
    assert len(fake_stripe.calls("POST", "/v1/checkout/sessions")) == 1


def test_a_premium_user_whose_renewal_is_cancelled_may_subscribe_again(verified_user, fake_stripe):
    subscribe(verified_user, fake_stripe)
    cancel = client_for(verified_user).delete(SUBSCRIPTION, {"reason": "temporary"}, format="json")
    assert cancel.status_code == 200

    assert _post(verified_user, {"plan_type": "yearly"}).status_code == 200


def test_premium_given_by_hand_counts_as_active(fake_stripe):
    user = make_user("granted@example.com", plan="premium")
    user.email_verified = True
    user.save()

    assert _post(user, {"plan_type": "monthly"}).status_code == 400
    user.subscription_cancel_at_period_end = True
    user.subscription_end_date = timezone.now() - timedelta(days=1)  # ended: free again
    user.save()
    assert _post(user, {"plan_type": "monthly"}).status_code == 200


def test_without_stripe_settings_checkout_answers_503_in_words(verified_user, settings):
    settings.STRIPE_SECRET_KEY = ""

    response = _post(verified_user, {"plan_type": "monthly"})

    assert response.status_code == 503
    assert response.json() == {"error": "Payments are not configured on this server.", "details": {}}
    assert not Customer.objects.exists()


def test_a_missing_price_id_counts_as_not_configured(verified_user, fake_stripe, settings):
    settings.STRIPE_PRICE_YEARLY = ""

    response = _post(verified_user, {"plan_type": "yearly"})

    assert response.status_code == 503
    assert response.json()["error"] == "Payments are not configured on this server."


def test_stripe_not_answering_is_a_503_and_not_a_500(verified_user, fake_stripe, settings):
    settings.STRIPE_API_BASE = "http://127.0.0.1:9"  # nothing listens on the discard port
    settings.STRIPE_TIMEOUT_SECONDS = 2

    response = _post(verified_user, {"plan_type": "monthly"})

    assert response.status_code == 503
    assert response.json()["error"] == "Payments are not available right now. Please try again in a moment."
    assert not Customer.objects.exists()


def test_a_price_stripe_does_not_know_is_a_503(verified_user, fake_stripe, settings):
    settings.STRIPE_PRICE_MONTHLY = "price_deleted"

    response = _post(verified_user, {"plan_type": "monthly"})

    assert response.status_code == 503


def test_visitors_must_sign_in(api_client, fake_stripe):
    response = api_client.post(SUBSCRIPTION, {"plan_type": "monthly"}, format="json")

    assert response.status_code == 401
    assert fake_stripe.requests == []


def test_a_new_checkout_closes_the_earlier_one_so_premium_cannot_be_bought_twice(verified_user, fake_stripe):
    first = checkout(verified_user, "monthly")
    second = checkout(verified_user, "yearly")

    assert fake_stripe.sessions[first]["status"] == "expired"
    assert fake_stripe.sessions[second]["status"] == "open"
    with pytest.raises(StripeApiError, match="no longer open"):
        fake_stripe.checkout_pay(first)


def test_a_paid_checkout_is_left_alone_when_another_starts(verified_user, fake_stripe):
    first = checkout(verified_user)
    fake_stripe.checkout_pay(first)

    second = checkout(verified_user)

    assert fake_stripe.sessions[first]["status"] == "complete"
    assert fake_stripe.sessions[second]["status"] == "open"
