"""Shapes every app's API shares: the error answer of CONTRACT §2, a message answer, e-mail input."""

from typing import Any

from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers


class ErrorSerializer(serializers.Serializer):
    """The shape of every 4xx answer."""

    error = serializers.CharField(help_text="A sentence to show the user.")
    details = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="Problems per input field (may be empty).",
    )


def error_responses(*statuses: int) -> dict[int, OpenApiResponse]:
    """The schema's error answers of an endpoint: `responses={200: ..., **error_responses(400, 401)}`."""
    return {status: OpenApiResponse(ErrorSerializer) for status in statuses}


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
