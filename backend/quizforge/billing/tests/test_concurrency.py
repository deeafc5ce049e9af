"""Webhooks and checkouts at the same moment, over real HTTP, with real threads, on PostgreSQL."""

import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connection, connections

from quizforge.billing.models import Customer, Subscription, WebhookEvent
from quizforge.billing.tests.helpers import checkout, client_for, profile

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks need PostgreSQL (DATABASE_URL)"),
]


@pytest.fixture
def endpoint(live_server, fake_stripe):
    """The fake delivers to the live server's webhook endpoint."""
    fake_stripe.webhook_url = f"{live_server.url}/api/billing/webhook/"
    return fake_stripe


def _at_once(*calls):
    def run(call):
        try:
            return call()
        finally:
            connections.close_all()  # this thread's own connection

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        return [future.result(timeout=60) for future in [pool.submit(run, call) for call in calls]]


def _lock_waiters() -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE datname = current_database() AND wait_event_type = 'Lock'"
        )
        return int(cursor.fetchone()[0])


def _release_once_one_waits(fake):
    """Lets Stripe answer once one request is reading it and another is waiting for that one's lock."""
    assert fake.wait_for_held(1)
    deadline = time.monotonic() + 15
    while _lock_waiters() < 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    waiting = _lock_waiters()
    fake.release_retrievals()
    return waiting


def _paid(user, fake):
    session_id = checkout(user)
    start = len(fake.events)
    subscription = fake.checkout_pay(session_id)
    return subscription, {event["type"]: event for event in fake.events[start:]}


def test_two_webhooks_for_one_user_at_once_make_one_subscription(verified_user, endpoint):
    fake = endpoint
    subscription, events = _paid(verified_user, fake)
    fake.hold_retrievals()
    first, second = events["checkout.session.completed"], events["customer.subscription.created"]

    # One request reads Stripe while holding the user's row; the other waits for that row.
    statuses = _at_once(
        lambda: fake.deliver(first), lambda: fake.deliver(second), lambda: _release_once_one_waits(fake)
    )

    assert statuses == [200, 200, 1]
    assert Subscription.objects.filter(user=verified_user).count() == 1
    assert Subscription.objects.get().stripe_id == subscription["id"]
    assert WebhookEvent.objects.filter(stripe_id__in=[first["id"], second["id"]]).count() == 2
    assert profile(verified_user)["subscription_plan"] == "premium"


def test_one_event_delivered_twice_at_once_is_applied_once(verified_user, endpoint):
    fake = endpoint
    _, events = _paid(verified_user, fake)
    completed = events["checkout.session.completed"]
    fake.hold_retrievals()

    # The second waits for the first's event row, then finds the event handled.
    statuses = _at_once(
        lambda: fake.deliver(completed),
        lambda: fake.deliver(completed),
        lambda: _release_once_one_waits(fake),
    )

    assert statuses == [200, 200, 1]
    assert WebhookEvent.objects.filter(stripe_id=completed["id"]).count() == 1
    assert len(fake.calls("GET", "/v1/subscriptions/")) == 1
    assert profile(verified_user)["subscription_plan"] == "premium"


def test_every_event_at_once_ends_premium(verified_user, endpoint):
    fake = endpoint
    _, events = _paid(verified_user, fake)

    statuses = _at_once(*[lambda event=event: fake.deliver(event) for event in events.values()])

    assert statuses == [200] * len(events)
    assert Subscription.objects.get().status == "active"
    info = profile(verified_user)
    assert info["subscription_plan"] == "premium"


def test_two_checkouts_at_once_create_one_stripe_customer(verified_user, live_server, fake_stripe):
    def start():
        return (
            client_for(verified_user)
            .post("/api/subscription/", {"plan_type": "monthly"}, format="json")
            .status_code
        )

    assert _at_once(start, start) == [200, 200]
    assert len(fake_stripe.calls("POST", "/v1/customers")) == 1
    assert Customer.objects.filter(user=verified_user).count() == 1
