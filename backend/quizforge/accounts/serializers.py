"""Shapes shared by several endpoints (and other apps): user_info, the error answer, e-mail input."""

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from quizforge.accounts.models import User
from quizforge.accounts.selectors import Plan, user_plan


class UserInfoSerializer(serializers.ModelSerializer[User]):
    subscription_plan = serializers.SerializerMethodField()

    class Meta:
        model = User
        fields = [
            "email",
            "email_verified",
            "date_joined",
            "subscription_plan",
            "subscription_cancel_at_period_end",
            "subscription_end_date",
        ]
        read_only_fields = fields

    @extend_schema_field(serializers.ChoiceField(choices=["free", "premium"]))
    def get_subscription_plan(self, user: User) -> Plan:
        return user_plan(user=user)


class ErrorSerializer(serializers.Serializer):
    """The shape of every 4xx answer."""

    error = serializers.CharField(help_text="A sentence to show the user.")
    details = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="Problems per input field (may be empty).",
    )


class MessageSerializer(serializers.Serializer):
    message = serializers.CharField()


def required_messages(message: str) -> dict[str, Any]:
    """One sentence for a field that is absent, empty or null."""
    return {"required": message, "blank": message, "null": message}


class EmailField(serializers.EmailField):
    default_error_messages = {
        **required_messages("Please enter your email address."),
        "invalid": "Please enter a valid email address.",
    }

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=254, **kwargs)
