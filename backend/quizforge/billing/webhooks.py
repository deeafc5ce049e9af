"""Stripe's webhooks: verified, stored once by event id, and applied by reading Stripe's current state,
so a replay changes nothing and events may arrive in any order."""

import logging
from collections.abc import Callable, Mapping
from typing import Any

from django.db import transaction

from quizforge.accounts.models import User
from quizforge.billing.models import Customer, WebhookEvent
from quizforge.billing.services import subscription_sync
from quizforge.billing.stripe_client import (
    StripeEvent,
    customer_id_of,
    invoice_subscription_id,
    stripe_event_verify,
)

logger = logging.getLogger(__name__)


def _user_id_for(data: Mapping[str, Any], *fallback_ids: Any) -> int | None:
    """The user a Stripe object belongs to: by its customer, or by the user id the checkout attached."""
    customer_id = customer_id_of(data)
    if customer_id:
        user_id = Customer.objects.filter(stripe_id=customer_id).values_list("user_id", flat=True).first()
        if user_id is not None:
            return user_id
    for candidate in fallback_ids:
        if candidate and str(candidate).isdigit() and User.objects.filter(pk=int(candidate)).exists():
            return int(candidate)
    return None


def _metadata_user(data: Mapping[str, Any]) -> Any:
    return (data.get("metadata") or {}).get("user_id")


def _on_checkout_completed(data: Mapping[str, Any]) -> tuple[int | None, str | None]:
    if data.get("mode") != "subscription":
        return None, None
    subscription = data.get("subscription")
    subscription_id = subscription.get("id") if isinstance(subscription, Mapping) else subscription
    return _user_id_for(data, data.get("client_reference_id"), _metadata_user(data)), subscription_id


def _on_subscription(data: Mapping[str, Any]) -> tuple[int | None, str | None]:
    return _user_id_for(data, _metadata_user(data)), data.get("id")


def _on_invoice(data: Mapping[str, Any]) -> tuple[int | None, str | None]:
    return _user_id_for(data), invoice_subscription_id(data)


# Each handled event names a user and a subscription; the subscription is then read from Stripe.
_HANDLERS: dict[str, Callable[[Mapping[str, Any]], tuple[int | None, str | None]]] = {
    "checkout.session.completed": _on_checkout_completed,
    "customer.subscription.created": _on_subscription,
    "customer.subscription.updated": _on_subscription,
    "customer.subscription.deleted": _on_subscription,
    "invoice.paid": _on_invoice,
    "invoice.payment_failed": _on_invoice,
}


def stripe_event_apply(*, event: StripeEvent) -> bool:
    """Applies a verified event once; False when its id was already handled."""
    with transaction.atomic():
        _, created = WebhookEvent.objects.get_or_create(
            stripe_id=event.id, defaults={"type": event.type, "created": event.created}
        )
        if not created:
            return False
        handler = _HANDLERS.get(event.type)
        if handler is None:
            return True
        user_id, subscription_id = handler(event.object)
        if user_id is None or not subscription_id:
            logger.info("Stripe event %s (%s) names no known user or subscription", event.id, event.type)
            return True
        subscription_sync(user_id=user_id, subscription_id=str(subscription_id))
        return True


def stripe_webhook_receive(*, payload: bytes, signature: str | None) -> bool:
    """A webhook as Stripe sends it: refused unless its signature holds, then applied once."""
    event = stripe_event_verify(payload=payload, signature=signature)
    return stripe_event_apply(event=event)
