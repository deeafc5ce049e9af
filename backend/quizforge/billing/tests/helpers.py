"""Paying, delivering and reading back, as the billing tests need them."""

from datetime import UTC, datetime
from typing import Any

from rest_framework.test import APIClient

from quizforge.accounts import testing
from quizforge.accounts.models import User
from quizforge.billing.tests.fake_stripe import FakeStripe

WEBHOOK = "/api/billing/webhook/"
SUBSCRIPTION = "/api/subscription/"


def client_for(user: User) -> APIClient:
    """A client signed in as the user as stored now (a request reads the user afresh, as this does)."""
    user.refresh_from_db()
    return testing.client_for(user)


def use_fake_stripe(settings: Any, fake: FakeStripe) -> None:
    settings.STRIPE_SECRET_KEY = fake.api_key
    settings.STRIPE_WEBHOOK_SECRET = fake.webhook_secret
    settings.STRIPE_PRICE_MONTHLY = "price_monthly"
    settings.STRIPE_PRICE_YEARLY = "price_yearly"
    settings.STRIPE_API_BASE = fake.base_url


def checkout(user: User, plan_type: str = "monthly") -> str:
    """Starts a checkout through the API; answers the session id."""
    response = client_for(user).post(SUBSCRIPTION, {"plan_type": plan_type}, format="json")
    assert response.status_code == 200, response.json()
    return response.json()["checkout_url"].rsplit("/", 1)[-1]


def post_event(event: dict[str, Any], fake: FakeStripe, **signing: Any) -> Any:
    """Posts an event to the webhook API as Stripe would: signed, or with another `timestamp` or `secret`."""
    body, signature = fake.signed(event, **signing)
    return APIClient().post(
        WEBHOOK, data=body, content_type="application/json", HTTP_STRIPE_SIGNATURE=signature
    )


def deliver_all(fake: FakeStripe, events: list[dict[str, Any]] | None = None) -> None:
    for event in fake.events if events is None else events:
        response = post_event(event, fake)
        assert response.status_code == 200, (event["type"], response.json())


def subscribe(user: User, fake: FakeStripe, plan_type: str = "monthly") -> str:
    """Checkout, payment and each webhook delivered in order: the user is Premium. Answers the sub id."""
    start = len(fake.events)
    session_id = checkout(user, plan_type)
    subscription = fake.checkout_pay(session_id)
    deliver_all(fake, fake.events[start:])
    return subscription["id"]


def profile(user: User) -> dict[str, Any]:
    return client_for(user).get("/api/profile/").json()


def period_end_iso(subscription: dict[str, Any]) -> str:
    """A Stripe subscription's period end as the profile writes it."""
    moment = subscription["items"]["data"][0]["current_period_end"]
    return datetime.fromtimestamp(moment, tz=UTC).isoformat().replace("+00:00", "Z")
