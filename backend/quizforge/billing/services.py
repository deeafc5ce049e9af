"""Premium bought through Stripe: checkout, cancel, and the user's plan kept in step with Stripe's state.

These services are the only writers of a user's plan fields. Every write for a user happens while that
user's row is locked, and reads Stripe after taking the lock, so the last writer always holds the newest
state and two writers for one user never interleave.
"""

import logging
from datetime import datetime

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.accounts.plans import plan_get
from quizforge.billing.models import Cancellation, Customer, Subscription
from quizforge.billing.stripe_client import (
    PaymentsNotConfigured,
    PlanType,
    StripeSubscription,
    payments_configured,
    plan_type_for,
    price_id_for,
    stripe_checkout_session_create,
    stripe_checkout_session_expire,
    stripe_customer_create,
    stripe_subscription_cancel_at_period_end,
    stripe_subscription_retrieve,
)
from quizforge.core.exceptions import InvalidInput, PermissionDenied

logger = logging.getLogger(__name__)

ALREADY_PREMIUM = "You already have an active Premium subscription!"
VERIFY_EMAIL_FIRST = "Please verify your email first."
NO_SUBSCRIPTION = "You have no active subscription to cancel."

# Stripe's statuses in which the customer keeps what they paid for. `past_due` is Stripe retrying a
# failed renewal: access stays until Stripe gives up and cancels the subscription (or marks it unpaid).
ACCESS_STATUSES = (Subscription.Status.ACTIVE, Subscription.Status.TRIALING, Subscription.Status.PAST_DUE)
# Stripe never brings these back: an event that says otherwise is older than what is stored.
FINAL_STATUSES = (Subscription.Status.CANCELED, Subscription.Status.INCOMPLETE_EXPIRED)


def _user_lock(*, user_id: int) -> User:
    return User.objects.select_for_update().get(pk=user_id)


def billing_customer_get_or_create(*, user: User) -> str:
    """The user's one Stripe customer, created on first use."""
    with transaction.atomic():
        locked = _user_lock(user_id=user.pk)
        existing = Customer.objects.filter(user=locked).first()
        if existing is not None:
            return existing.stripe_id
        stripe_id = stripe_customer_create(email=locked.email, user_id=locked.pk)
        Customer.objects.create(user=locked, stripe_id=stripe_id)
        locked.stripe_customer_id = stripe_id
        locked.save(update_fields=["stripe_customer_id"])
        return stripe_id


def _result_url(status: str) -> str:
    # Stripe replaces {CHECKOUT_SESSION_ID} with the session's id when it sends the browser back.
    return f"{settings.SITE_URL}/subscription/result?status={status}&session_id={{CHECKOUT_SESSION_ID}}"


def subscription_checkout_start(*, user: User, plan_type: PlanType) -> str:
    """A Stripe Checkout page for the plan. Nothing changes here: the plan changes when Stripe's
    webhooks say the subscription is paid."""
    if not payments_configured():
        raise PaymentsNotConfigured()
    if not user.email_verified:
        raise PermissionDenied(VERIFY_EMAIL_FIRST)
    if plan_get(user=user).name == "premium" and not user.subscription_cancel_at_period_end:
        raise InvalidInput(ALREADY_PREMIUM)
    customer_id = billing_customer_get_or_create(user=user)
    metadata = {"user_id": str(user.pk), "plan_type": plan_type}
    session = stripe_checkout_session_create(
        customer_id=customer_id,
        price_id=price_id_for(plan_type),
        success_url=_result_url("success"),
        cancel_url=_result_url("cancel"),
        client_reference_id=str(user.pk),
        metadata=metadata,
    )
    _checkout_sessions_replace(customer_id=customer_id, new_session_id=session.id)
    return session.url


def _checkout_sessions_replace(*, customer_id: str, new_session_id: str) -> None:
    """Only the newest checkout can be paid: a second tab or a double click must not buy Premium twice."""
    with transaction.atomic():
        customer = Customer.objects.select_for_update().get(stripe_id=customer_id)
        previous = customer.open_checkout_session_id
        customer.open_checkout_session_id = new_session_id
        customer.save(update_fields=["open_checkout_session_id"])
    if previous and previous != new_session_id:
        stripe_checkout_session_expire(session_id=previous)


def _subscription_store(*, user: User, remote: StripeSubscription) -> Subscription:
    subscription, _ = Subscription.objects.update_or_create(
        stripe_id=remote.id,
        defaults={
            "user": user,
            "status": remote.status,
            "plan_type": plan_type_for(remote.price_id) or remote.metadata.get("plan_type", ""),
            "current_period_end": remote.current_period_end,
            "cancel_at_period_end": remote.cancel_at_period_end,
            "canceled_at": remote.canceled_at,
            "ended_at": remote.ended_at,
            "synced_at": timezone.now(),
        },
    )
    return subscription


def _subscription_in_force(*, user: User) -> Subscription | None:
    """The subscription that decides the plan: one that renews before one that is ending, then the
    one paid furthest ahead."""
    candidates = list(user.subscriptions.filter(status__in=ACCESS_STATUSES))
    if not candidates:
        return None
    far_past = timezone.now().replace(year=1970)
    return max(candidates, key=lambda s: (not s.cancel_at_period_end, s.current_period_end or far_past))


def _user_plan_refresh(*, user: User) -> None:
    """Writes the user's plan fields from their subscriptions; a user with none keeps a plan given by hand."""
    if not user.subscriptions.exists():
        return
    current = _subscription_in_force(user=user)
    if current is None:
        user.subscription_plan = User.Plan.FREE
        user.subscription_cancel_at_period_end = False
        user.subscription_end_date = None
        user.stripe_subscription_id = ""
    else:
        user.subscription_plan = User.Plan.PREMIUM
        user.subscription_cancel_at_period_end = current.cancel_at_period_end
        user.subscription_end_date = current.current_period_end
        user.stripe_subscription_id = current.stripe_id
    user.save(
        update_fields=[
            "subscription_plan",
            "subscription_cancel_at_period_end",
            "subscription_end_date",
            "stripe_subscription_id",
        ]
    )


def subscription_sync(*, user_id: int, subscription_id: str) -> None:
    """Brings one subscription, and so the user's plan, to what Stripe says now. Safe to run any number
    of times in any order: it reads Stripe's current state rather than trusting an event's snapshot."""
    with transaction.atomic():
        user = _user_lock(user_id=user_id)
        stored = Subscription.objects.filter(stripe_id=subscription_id).first()
        if stored is not None and stored.status in FINAL_STATUSES:
            _user_plan_refresh(user=user)
            return
        remote = stripe_subscription_retrieve(subscription_id=subscription_id)
        if remote is None:
            logger.warning("Stripe has no subscription %s (user %s)", subscription_id, user_id)
            return
        _subscription_store(user=user, remote=remote)
        _user_plan_refresh(user=user)


def subscription_cancel(*, user: User, reason: str, feedback: str) -> None:
    """Stops the renewal at Stripe (the plan runs to the end of the paid period) and keeps the reason.
    Asking again once it is cancelled changes nothing."""
    with transaction.atomic():
        locked = _user_lock(user_id=user.pk)
        active = locked.subscriptions.filter(status__in=ACCESS_STATUSES)
        if not active.exists():
            raise InvalidInput(NO_SUBSCRIPTION)
        for renewing in active.filter(cancel_at_period_end=False):
            remote = stripe_subscription_cancel_at_period_end(
                subscription_id=renewing.stripe_id, reason=reason, comment=feedback
            )
            subscription = _subscription_store(user=locked, remote=remote)
            Cancellation.objects.create(
                user=locked, subscription=subscription, reason=reason, feedback=feedback
            )
        _user_plan_refresh(user=locked)


def user_premium_grant(*, user: User, until: datetime | None = None) -> User:
    """Premium by hand, for local use: renewing, or ending at `until`."""
    with transaction.atomic():
        locked = _user_lock(user_id=user.pk)
        locked.subscription_plan = User.Plan.PREMIUM
        locked.subscription_cancel_at_period_end = until is not None
        locked.subscription_end_date = until
        locked.save(
            update_fields=["subscription_plan", "subscription_cancel_at_period_end", "subscription_end_date"]
        )
        return locked


def user_premium_revoke(*, user: User) -> User:
    with transaction.atomic():
        locked = _user_lock(user_id=user.pk)
        locked.subscription_plan = User.Plan.FREE
        locked.subscription_cancel_at_period_end = False
        locked.subscription_end_date = None
        locked.save(
            update_fields=["subscription_plan", "subscription_cancel_at_period_end", "subscription_end_date"]
        )
        return locked
