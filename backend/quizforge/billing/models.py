"""What the product keeps of Stripe: each user's customer, each subscription as Stripe last reported it,
the reasons given for cancelling, and the webhook events already handled."""

from django.conf import settings
from django.db import models

from quizforge.core.models import TimestampedModel


class CancelReason(models.TextChoices):
    TOO_EXPENSIVE = "too_expensive", "It is too expensive"
    NOT_USING = "not_using", "I am not using it enough"
    MISSING_FEATURES = "missing_features", "It is missing features I need"
    TECHNICAL_ISSUES = "technical_issues", "I ran into technical issues"
    FOUND_ALTERNATIVE = "found_alternative", "I found an alternative"
    TEMPORARY = "temporary", "I only needed it for a while"
    OTHER = "other", "Other"


class Customer(TimestampedModel):
    """One Stripe customer per user, created at the user's first checkout."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="billing_customer"
    )
    stripe_id = models.CharField(max_length=255, unique=True)
    open_checkout_session_id = models.CharField(
        max_length=255,
        blank=True,
        default="",
        help_text="The latest Checkout Session, expired when a new one starts.",
    )

    def __str__(self) -> str:
        return self.stripe_id


class Subscription(TimestampedModel):
    class Status(models.TextChoices):
        INCOMPLETE = "incomplete"
        INCOMPLETE_EXPIRED = "incomplete_expired"
        TRIALING = "trialing"
        ACTIVE = "active"
        PAST_DUE = "past_due"
        CANCELED = "canceled"
        UNPAID = "unpaid"
        PAUSED = "paused"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscriptions")
    stripe_id = models.CharField(max_length=255, unique=True)
    status = models.CharField(max_length=32, choices=Status.choices)
    plan_type = models.CharField(max_length=16, blank=True, default="")
    current_period_end = models.DateTimeField(null=True, blank=True)
    cancel_at_period_end = models.BooleanField(default=False)
    canceled_at = models.DateTimeField(null=True, blank=True)
    ended_at = models.DateTimeField(null=True, blank=True)
    synced_at = models.DateTimeField(help_text="When Stripe's state was last read.")

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.stripe_id} ({self.status})"


class Cancellation(TimestampedModel):
    """Why a user cancelled: the survey's reason and the optional feedback."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="cancellations")
    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="cancellations")
    reason = models.CharField(max_length=32, choices=CancelReason.choices)
    feedback = models.TextField(blank=True, default="")

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.user} ({self.reason})"


class WebhookEvent(models.Model):
    """A Stripe event already handled: its id is stored once, in the transaction that applied it."""

    stripe_id = models.CharField(max_length=255, unique=True)
    type = models.CharField(max_length=100)
    created = models.DateTimeField(help_text="When Stripe created the event.")
    received_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-received_at"]

    def __str__(self) -> str:
        return f"{self.stripe_id} {self.type}"
