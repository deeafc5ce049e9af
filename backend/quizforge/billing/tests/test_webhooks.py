"""POST /api/billing/webhook/: signed by Stripe's scheme, each event applied once, in any order."""

import json

import pytest
from rest_framework.test import APIClient

from quizforge.accounts.models import User
from quizforge.billing.models import Subscription, WebhookEvent
from quizforge.billing.tests.fake_stripe import sign
from quizforge.billing.tests.helpers import (
    WEBHOOK,
    checkout,
    deliver_all,
    period_end_iso,
    post_event,
    profile,
    subscribe,
)

pytestmark = pytest.mark.django_db


def _paid_checkout(user, fake):
    """Checkout and payment at Stripe; answers the subscription and the events, none delivered yet."""
    session_id = checkout(user)
    start = len(fake.events)
    subscription = fake.checkout_pay(session_id)
    return subscription, fake.events[start:]


def _of(events, event_type):
    return [event for event in events if event["type"] == event_type]


def test_the_paid_checkout_makes_the_user_premium_until_theperiod_end_iso(verified_user, fake_stripe):
    subscription, events = _paid_checkout(verified_user, fake_stripe)
    assert [e["type"] for e in events] == [
        "customer.subscription.created",
        "invoice.paid",
        "customer.subscription.updated",
        "checkout.session.completed",
    ]

    deliver_all(fake_stripe, events)

    info = profile(verified_user)
    assert info["subscription_plan"] == "premium"
    assert info["subscription_cancel_at_period_end"] is False
    assert info["subscription_end_date"] == period_end_iso(subscription)
    stored = Subscription.objects.get(user=verified_user)
    assert (stored.stripe_id, stored.status, stored.plan_type) == (subscription["id"], "active", "monthly")


def test_the_checkout_event_alone_is_enough(verified_user, fake_stripe):
    _, events = _paid_checkout(verified_user, fake_stripe)

    deliver_all(fake_stripe, _of(events, "checkout.session.completed"))

    assert profile(verified_user)["subscription_plan"] == "premium"


@pytest.mark.parametrize(
    "signing",
    [
        {"secret": "whsec_someone_else"},  # forged: signed with another secret
        {"timestamp": "stale"},  # a real signature, older than the tolerance
        {"timestamp": "future"},  # a real signature dated an hour ahead (issue 27)
    ],
    ids=["forged", "stale", "future"],
)
def test_a_forged_or_stale_signature_is_refused_and_changes_nothing(verified_user, fake_stripe, signing):
    _, events = _paid_checkout(verified_user, fake_stripe)
    if signing.get("timestamp") == "stale":
        signing = {"timestamp": fake_stripe.now() - 301}
    if signing.get("timestamp") == "future":
        signing = {"timestamp": fake_stripe.now() + 3600}

    for event in events:
        response = post_event(event, fake_stripe, **signing)
        assert response.status_code == 400
        assert response.json()["error"] == "The webhook signature is missing, invalid or too old."

    assert profile(verified_user)["subscription_plan"] == "free"
    assert not WebhookEvent.objects.exists()
    assert not Subscription.objects.exists()
    assert fake_stripe.calls("GET", "/v1/subscriptions/") == []


def test_a_signature_within_the_tolerance_is_accepted(verified_user, fake_stripe):
    _, events = _paid_checkout(verified_user, fake_stripe)

    response = post_event(
        _of(events, "checkout.session.completed")[0], fake_stripe, timestamp=fake_stripe.now() - 290
    )

    assert response.status_code == 200
    assert profile(verified_user)["subscription_plan"] == "premium"


@pytest.mark.parametrize("header", [None, "", "garbage", "t=abc,v1=00", "v1=deadbeef"])
def test_an_unsigned_or_malformed_signature_is_refused(verified_user, fake_stripe, header):
    _, events = _paid_checkout(verified_user, fake_stripe)
    body = fake_stripe.event_body(_of(events, "checkout.session.completed")[0])
    extra = {} if header is None else {"HTTP_STRIPE_SIGNATURE": header}

    response = APIClient().post(WEBHOOK, data=body, content_type="application/json", **extra)

    assert response.status_code == 400
    assert profile(verified_user)["subscription_plan"] == "free"
    assert not WebhookEvent.objects.exists()


def test_a_body_changed_after_signing_is_refused(verified_user, fake_stripe):
    _, events = _paid_checkout(verified_user, fake_stripe)
    event = _of(events, "checkout.session.completed")[0]
    _, signature = fake_stripe.signed(event)
    event["data"]["object"]["customer"] = "cus_someone_else"

    response = APIClient().post(
        WEBHOOK,
        data=fake_stripe.event_body(event),
        content_type="application/json",
        HTTP_STRIPE_SIGNATURE=signature,
    )

    assert response.status_code == 400
    assert not WebhookEvent.objects.exists()


def test_a_signed_body_that_is_not_an_event_is_a_400(fake_stripe):
    for body in [b"not json", b"[]", json.dumps({"id": "evt_1", "object": "charge"}).encode()]:
        response = APIClient().post(
            WEBHOOK,
            data=body,
            content_type="application/json",
            HTTP_STRIPE_SIGNATURE=sign(body, fake_stripe.webhook_secret),
        )
        assert response.status_code == 400, body
        assert "error" in response.json()


def test_a_replayed_event_changes_nothing_and_reads_nothing(verified_user, fake_stripe):
    _, events = _paid_checkout(verified_user, fake_stripe)
    completed = _of(events, "checkout.session.completed")[0]
    assert post_event(completed, fake_stripe).status_code == 200
    reads = len(fake_stripe.calls("GET", "/v1/subscriptions/"))
    # By hand, so that a replay that did anything would show: it would make the user premium again.
    User.objects.filter(pk=verified_user.pk).update(subscription_plan="free")

    replay = post_event(completed, fake_stripe)

    assert replay.status_code == 200
    assert replay.json() == {"received": True}
    assert len(fake_stripe.calls("GET", "/v1/subscriptions/")) == reads
    assert WebhookEvent.objects.filter(stripe_id=completed["id"]).count() == 1
    assert profile(verified_user)["subscription_plan"] == "free"


def test_events_in_reverse_order_end_in_stripes_state(verified_user, fake_stripe):
    subscription, events = _paid_checkout(verified_user, fake_stripe)

    # customer.subscription.created last: its snapshot still says "incomplete", which must not win.
    deliver_all(fake_stripe, list(reversed(events)))

    info = profile(verified_user)
    assert info["subscription_plan"] == "premium"
    assert info["subscription_end_date"] == period_end_iso(subscription)
    assert Subscription.objects.get().status == "active"


def test_a_subscription_deleted_before_its_checkout_event_arrives_stays_deleted(verified_user, fake_stripe):
    subscription, events = _paid_checkout(verified_user, fake_stripe)
    fake_stripe.cancel_now(subscription["id"])
    deleted = fake_stripe.events_of("customer.subscription.deleted")

    deliver_all(fake_stripe, deleted + events)

    assert profile(verified_user)["subscription_plan"] == "free"
    stored = Subscription.objects.get()
    assert stored.status == "canceled"
    assert stored.ended_at is not None


def test_an_old_event_arriving_after_the_end_does_not_bring_premium_back(verified_user, fake_stripe):
    subscription, events = _paid_checkout(verified_user, fake_stripe)
    deliver_all(fake_stripe, events[:1])
    fake_stripe.cancel_now(subscription["id"])
    deliver_all(fake_stripe, fake_stripe.events_of("customer.subscription.deleted"))
    reads = len(fake_stripe.calls("GET", "/v1/subscriptions/"))

    deliver_all(fake_stripe, events[1:])  # the invoice and the "active" update, late

    assert profile(verified_user)["subscription_plan"] == "free"
    # A cancelled subscription is final at Stripe: nothing more is read for it.
    assert len(fake_stripe.calls("GET", "/v1/subscriptions/")) == reads


def test_a_renewal_moves_the_end_date_forward(verified_user, fake_stripe):
    subscription_id = subscribe(verified_user, fake_stripe)
    first_end = profile(verified_user)["subscription_end_date"]
    start = len(fake_stripe.events)

    fake_stripe.period_end(subscription_id)
    deliver_all(fake_stripe, fake_stripe.events[start:])

    info = profile(verified_user)
    assert info["subscription_plan"] == "premium"
    assert info["subscription_end_date"] > first_end
    assert info["subscription_end_date"] == period_end_iso(fake_stripe.subscriptions[subscription_id])


def test_a_failed_renewal_keeps_premium_while_stripe_retries_and_ends_it_when_stripe_gives_up(
    verified_user, fake_stripe
):
    subscription_id = subscribe(verified_user, fake_stripe)
    start = len(fake_stripe.events)

    fake_stripe.renewal_fails(subscription_id)
    failed = fake_stripe.events[start:]
    assert [e["type"] for e in failed] == ["invoice.payment_failed", "customer.subscription.updated"]
    deliver_all(fake_stripe, failed[:1])

    assert Subscription.objects.get().status == "past_due"
    assert profile(verified_user)["subscription_plan"] == "premium"

    fake_stripe.cancel_now(subscription_id)
    deliver_all(fake_stripe, fake_stripe.events_of("customer.subscription.deleted"))
    assert profile(verified_user)["subscription_plan"] == "free"


def test_events_for_customers_of_someone_else_are_accepted_and_ignored(verified_user, fake_stripe):
    _, events = _paid_checkout(verified_user, fake_stripe)
    stranger = json.loads(json.dumps(_of(events, "customer.subscription.updated")[0]))
    stranger["id"] = "evt_stranger"
    stranger["data"]["object"].update(customer="cus_stranger", metadata={})

    assert post_event(stranger, fake_stripe).status_code == 200

    assert not Subscription.objects.exists()
    assert WebhookEvent.objects.filter(stripe_id="evt_stranger").exists()


def test_other_event_types_are_acknowledged(fake_stripe, verified_user):
    checkout(verified_user)
    [created] = fake_stripe.events_of("customer.created")

    assert post_event(created, fake_stripe).status_code == 200
    assert WebhookEvent.objects.get().type == "customer.created"


def test_when_stripe_cannot_be_read_the_event_is_not_stored_so_its_retry_applies(
    verified_user, fake_stripe, settings
):
    _, events = _paid_checkout(verified_user, fake_stripe)
    completed = _of(events, "checkout.session.completed")[0]
    settings.STRIPE_API_BASE = "http://127.0.0.1:9"
    settings.STRIPE_TIMEOUT_SECONDS = 2

    assert post_event(completed, fake_stripe).status_code == 503
    assert not WebhookEvent.objects.exists()

    settings.STRIPE_API_BASE = fake_stripe.base_url
    assert post_event(completed, fake_stripe).status_code == 200
    assert profile(verified_user)["subscription_plan"] == "premium"


def test_without_a_webhook_secret_webhooks_answer_503(verified_user, fake_stripe, settings):
    _, events = _paid_checkout(verified_user, fake_stripe)
    settings.STRIPE_WEBHOOK_SECRET = ""

    response = post_event(events[0], fake_stripe)

    assert response.status_code == 503
    assert response.json()["error"] == "Payments are not configured on this server."
