from typing import cast

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from quizforge.accounts.models import User
from quizforge.api.serializers import error_responses, required_messages
from quizforge.api.validation import input_validate
from quizforge.api.views import PublicApi
from quizforge.billing.models import CancelReason
from quizforge.billing.services import subscription_cancel, subscription_checkout_start
from quizforge.billing.stripe_client import PLAN_TYPES
from quizforge.billing.webhooks import stripe_webhook_receive
from quizforge.core.throttling import ScopedThrottle

TAGS = ["billing"]
CHOOSE_PLAN = "Please choose the monthly or the yearly plan."
CHOOSE_REASON = "Please select a reason for canceling"
CANCELED = "Subscription canceled successfully."
FEEDBACK_MAX_CHARS = 2000


class CheckoutInputSerializer(serializers.Serializer):
    plan_type = serializers.ChoiceField(
        choices=PLAN_TYPES, error_messages={**required_messages(CHOOSE_PLAN), "invalid_choice": CHOOSE_PLAN}
    )


class CheckoutOutputSerializer(serializers.Serializer):
    checkout_url = serializers.URLField(help_text="Stripe's checkout page; the browser goes there.")


class CancelInputSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(
        choices=CancelReason.choices,
        error_messages={**required_messages(CHOOSE_REASON), "invalid_choice": CHOOSE_REASON},
    )
    additional_feedback = serializers.CharField(
        required=False,
        allow_blank=True,
        allow_null=True,
        max_length=FEEDBACK_MAX_CHARS,
        error_messages={"max_length": f"Please keep your feedback under {FEEDBACK_MAX_CHARS} characters."},
    )


class CancelOutputSerializer(serializers.Serializer):
    message = serializers.CharField()
    subscription_cancel_at_period_end = serializers.BooleanField()
    subscription_end_date = serializers.DateTimeField(allow_null=True, help_text="Premium lasts until then.")


class SubscriptionApi(APIView):
    permission_classes = [IsAuthenticated]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "subscription"

    @extend_schema(
        tags=TAGS,
        summary="Start a Stripe checkout for Premium",
        description=(
            "Answers the checkout page to send the browser to. The plan changes only when Stripe's webhooks "
            "report the payment. 403 for an unverified e-mail, 400 for a renewing Premium user, 503 when "
            "payments are not configured."
        ),
        request=CheckoutInputSerializer,
        responses={200: CheckoutOutputSerializer, **error_responses(400, 401, 403, 429, 503)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(CheckoutInputSerializer, request.data)
        checkout_url = subscription_checkout_start(user=cast(User, request.user), plan_type=data["plan_type"])
        return Response({"checkout_url": checkout_url})

    @extend_schema(
        tags=TAGS,
        summary="Cancel Premium at the end of the paid period",
        description=(
            "Premium stays until subscription_end_date; the reason and optional feedback are kept. "
            "Cancelling again changes nothing."
        ),
        request=CancelInputSerializer,
        responses={200: CancelOutputSerializer, **error_responses(400, 401, 429, 503)},
    )
    def delete(self, request: Request) -> Response:
        data = input_validate(CancelInputSerializer, request.data)
        user = cast(User, request.user)
        subscription_cancel(
            user=user, reason=data["reason"], feedback=(data.get("additional_feedback") or "").strip()
        )
        user.refresh_from_db()
        answer = {
            "message": CANCELED,
            "subscription_cancel_at_period_end": user.subscription_cancel_at_period_end,
            "subscription_end_date": user.subscription_end_date,
        }
        return Response(CancelOutputSerializer(answer).data)


class WebhookReceivedSerializer(serializers.Serializer):
    received = serializers.BooleanField()


class StripeWebhookApi(PublicApi):
    """Stripe calls this; it proves itself with the `Stripe-Signature` header, not a user's token."""

    @extend_schema(
        tags=TAGS,
        summary="Stripe webhook endpoint",
        description=(
            "Handles checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid "
            "and invoice.payment_failed. A missing, forged or stale signature is 400 and changes nothing; an "
            "event id already handled answers 200 and changes nothing."
        ),
        request={"application/json": {"type": "object"}},
        responses={200: WebhookReceivedSerializer, **error_responses(400, 503)},
    )
    def post(self, request: Request) -> Response:
        stripe_webhook_receive(payload=request.body, signature=request.headers.get("Stripe-Signature"))
        return Response({"received": True})
