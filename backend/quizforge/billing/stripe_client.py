"""Stripe as the product sees it: plain typed values in and out. The only module that imports stripe.

Configured from STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY and
STRIPE_API_BASE (another address for the API, e.g. a local stand-in in tests).
"""

import json
import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, Literal

import stripe
from django.conf import settings

from quizforge.core.exceptions import InvalidInput, ServiceUnavailable

logger = logging.getLogger(__name__)

PlanType = Literal["monthly", "yearly"]
PLAN_TYPES: tuple[PlanType, ...] = ("monthly", "yearly")

NOT_CONFIGURED = "Payments are not configured on this server."
PROVIDER_UNAVAILABLE = "Payments are not available right now. Please try again in a moment."
SIGNATURE_INVALID = "The webhook signature is missing, invalid or too old."
# How far ahead of this server's clock a signature's time may be (clocks differ a little); later is refused.
SIGNATURE_CLOCK_SKEW_S = 60
EVENT_UNREADABLE = "The webhook body is not a Stripe event."


class PaymentsNotConfigured(ServiceUnavailable):
    def __init__(self) -> None:
        super().__init__(NOT_CONFIGURED)


class PaymentProviderUnavailable(ServiceUnavailable):
    def __init__(self) -> None:
        super().__init__(PROVIDER_UNAVAILABLE)


@dataclass(frozen=True)
class StripeSubscription:
    id: str
    customer_id: str
    status: str
    price_id: str | None
    current_period_end: datetime | None
    cancel_at_period_end: bool
    canceled_at: datetime | None
    ended_at: datetime | None
    metadata: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class CheckoutSession:
    id: str
    url: str


@dataclass(frozen=True)
class StripeEvent:
    id: str
    type: str
    created: datetime
    object: Mapping[str, Any]


def payments_configured() -> bool:
    return bool(settings.STRIPE_SECRET_KEY and settings.STRIPE_PRICE_MONTHLY and settings.STRIPE_PRICE_YEARLY)


def webhooks_configured() -> bool:
    return bool(settings.STRIPE_SECRET_KEY and settings.STRIPE_WEBHOOK_SECRET)


def price_id_for(plan_type: PlanType) -> str:
    return str(settings.STRIPE_PRICE_MONTHLY if plan_type == "monthly" else settings.STRIPE_PRICE_YEARLY)


def plan_type_for(price_id: str | None) -> PlanType | None:
    for plan_type in PLAN_TYPES:
        if price_id and price_id == price_id_for(plan_type):
            return plan_type
    return None


@lru_cache(maxsize=4)
def _client_for(api_key: str, api_base: str, timeout: float) -> stripe.StripeClient:
    return stripe.StripeClient(
        api_key,
        base_addresses={"api": api_base} if api_base else None,
        max_network_retries=2,
        http_client=stripe.RequestsClient(timeout=timeout),
    )


def _client() -> stripe.StripeClient:
    if not settings.STRIPE_SECRET_KEY:
        raise PaymentsNotConfigured()
    return _client_for(
        settings.STRIPE_SECRET_KEY, settings.STRIPE_API_BASE.rstrip("/"), settings.STRIPE_TIMEOUT_SECONDS
    )


def _timestamp(value: Any) -> datetime | None:
    return datetime.fromtimestamp(int(value), tz=UTC) if value else None


def _id_of(value: Any) -> str | None:
    """An expandable field holds an id or the object itself."""
    if isinstance(value, Mapping):
        return str(value.get("id") or "") or None
    return str(value) if value else None


def subscription_from_data(data: Mapping[str, Any]) -> StripeSubscription:
    """A subscription object, from the API or a webhook. Periods are read from the first item
    (where API versions since 2025-03 keep them) or from the subscription (older versions)."""
    items = (data.get("items") or {}).get("data") or []
    item: Mapping[str, Any] = items[0] if items else {}
    price = item.get("price") or item.get("plan") or {}
    return StripeSubscription(
        id=str(data["id"]),
        customer_id=_id_of(data.get("customer")) or "",
        status=str(data.get("status") or ""),
        price_id=_id_of(price),
        current_period_end=_timestamp(item.get("current_period_end") or data.get("current_period_end")),
        cancel_at_period_end=bool(data.get("cancel_at_period_end")),
        canceled_at=_timestamp(data.get("canceled_at")),
        ended_at=_timestamp(data.get("ended_at")),
        metadata={str(k): str(v) for k, v in (data.get("metadata") or {}).items()},
    )


def invoice_subscription_id(invoice: Mapping[str, Any]) -> str | None:
    """The subscription an invoice bills: under `parent` in recent API versions, at the top before."""
    details = (invoice.get("parent") or {}).get("subscription_details") or {}
    return _id_of(details.get("subscription")) or _id_of(invoice.get("subscription"))


def customer_id_of(data: Mapping[str, Any]) -> str | None:
    return _id_of(data.get("customer"))


def _call(what: str, request: Any, *, missing_ok: bool = False) -> Any:
    """Runs a request; a missing object is None when `missing_ok`, any other failure is a 503."""
    try:
        return request()
    except stripe.InvalidRequestError as exc:
        if missing_ok and exc.http_status == 404:
            return None
        logger.error("Stripe refused %s: %s", what, exc)
        raise PaymentProviderUnavailable() from exc
    except (stripe.APIConnectionError, stripe.RateLimitError) as exc:
        logger.warning("Stripe did not answer %s: %s", what, exc)
        raise PaymentProviderUnavailable() from exc
    except stripe.StripeError as exc:
        # A refused request is a configuration problem (key, price id) or a bug: worth an error line.
        logger.error("Stripe refused %s: %s", what, exc)
        raise PaymentProviderUnavailable() from exc


def stripe_customer_create(*, email: str, user_id: int) -> str:
    """A new Stripe customer. The idempotency key makes two racing calls for one user get one customer."""
    customer = _call(
        "creating a customer",
        lambda: _client().v1.customers.create(
            params={"email": email, "metadata": {"user_id": str(user_id)}},
            options={"idempotency_key": f"quizforge-customer-{user_id}"},
        ),
    )
    return str(customer.id)


def stripe_checkout_session_create(
    *,
    customer_id: str,
    price_id: str,
    success_url: str,
    cancel_url: str,
    client_reference_id: str,
    metadata: Mapping[str, str],
) -> CheckoutSession:
    """A Checkout Session in subscription mode, with the page to send the browser to."""
    session = _call(
        "creating a checkout session",
        lambda: _client().v1.checkout.sessions.create(
            params={
                "mode": "subscription",
                "customer": customer_id,
                "line_items": [{"price": price_id, "quantity": 1}],
                "success_url": success_url,
                "cancel_url": cancel_url,
                "client_reference_id": client_reference_id,
                "metadata": dict(metadata),
                "subscription_data": {"metadata": dict(metadata)},
            }
        ),
    )
    return CheckoutSession(id=str(session.id), url=str(session.url))


def stripe_checkout_session_expire(*, session_id: str) -> None:
    """Closes a Checkout Session so that it can no longer be paid; a paid or expired one stays as it is."""
    try:
        _client().v1.checkout.sessions.expire(session_id)
    except stripe.InvalidRequestError as exc:
        logger.info("Checkout Session %s was not open: %s", session_id, exc)
    except stripe.StripeError as exc:
        raise PaymentProviderUnavailable() from exc


def stripe_subscription_retrieve(*, subscription_id: str) -> StripeSubscription | None:
    """Stripe's subscription as it is now; None when Stripe has no such subscription."""
    subscription = _call(
        "reading a subscription",
        lambda: _client().v1.subscriptions.retrieve(subscription_id),
        missing_ok=True,
    )
    return subscription_from_data(subscription.to_dict()) if subscription is not None else None


# Stripe's own list of cancellation feedback, for its dashboard; the product keeps its own reasons too.
_STRIPE_FEEDBACK = {
    "too_expensive": "too_expensive",
    "not_using": "unused",
    "missing_features": "missing_features",
    "technical_issues": "low_quality",
    "found_alternative": "switched_service",
    "temporary": "other",
    "other": "other",
}


def stripe_subscription_cancel_at_period_end(
    *, subscription_id: str, reason: str, comment: str
) -> StripeSubscription:
    params: dict[str, Any] = {
        "cancel_at_period_end": True,
        "cancellation_details": {"feedback": _STRIPE_FEEDBACK.get(reason, "other")},
    }
    if comment:
        params["cancellation_details"]["comment"] = comment[:500]
    subscription = _call(
        "cancelling a subscription",
        lambda: _client().v1.subscriptions.update(subscription_id, params=params),  # type: ignore[arg-type]
    )
    return subscription_from_data(subscription.to_dict())


def _signed_at(signature: str | None) -> int:
    """The `t=` of a signature header that verified (so it has one)."""
    for item in (signature or "").split(","):
        key, _, value = item.strip().partition("=")
        if key == "t" and value.isdigit():
            return int(value)
    return 0


def stripe_event_verify(*, payload: bytes, signature: str | None) -> StripeEvent:
    """The event a webhook carries, once its `Stripe-Signature` (HMAC-SHA256 of `t.payload` with the
    endpoint's secret, within the tolerance) is proven; anything else is refused."""
    if not webhooks_configured():
        raise PaymentsNotConfigured()
    try:
        stripe.WebhookSignature.verify_header(
            payload,
            signature,
            settings.STRIPE_WEBHOOK_SECRET,
            tolerance=settings.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        )
    except (stripe.SignatureVerificationError, UnicodeDecodeError) as exc:
        raise InvalidInput(SIGNATURE_INVALID) from exc
    if _signed_at(signature) > time.time() + SIGNATURE_CLOCK_SKEW_S:
        # Stripe's check refuses only old signatures: one dated ahead would stay replayable until then.
        raise InvalidInput(SIGNATURE_INVALID)
    try:
        data = json.loads(payload)
        event = StripeEvent(
            id=str(data["id"]),
            type=str(data["type"]),
            created=_timestamp(data.get("created")) or datetime.now(tz=UTC),
            object=data["data"]["object"],
        )
    except (ValueError, KeyError, TypeError) as exc:
        raise InvalidInput(EVENT_UNREADABLE) from exc
    if data.get("object") != "event" or not isinstance(event.object, Mapping):
        raise InvalidInput(EVENT_UNREADABLE)
    return event
