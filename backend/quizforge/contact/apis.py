from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from quizforge.api.serializers import EmailField, MessageSerializer, error_responses, required_messages
from quizforge.api.views import PublicApi
from quizforge.contact.services import contact_message_create
from quizforge.core.exceptions import InvalidInput
from quizforge.core.throttling import ScopedThrottle

REQUIRED_MISSING = "Please fill in all required fields"
THANKS = "Thank you for your message! We will get back to you soon."


class ContactInputSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200, error_messages=required_messages("Please enter your name."))
    email = EmailField()
    subject = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")
    message = serializers.CharField(
        max_length=5000, error_messages=required_messages("Please enter your message.")
    )


def _is_missing(errors: dict[str, Any]) -> bool:
    return any(
        error.code in {"required", "blank", "null"}
        for field_errors in errors.values()
        for error in field_errors
    )


class ContactMessageCreateApi(PublicApi):
    throttle_classes = [ScopedThrottle]
    throttle_scope = "contact"

    @extend_schema(
        tags=["contact"],
        summary="Send a message to the team",
        description="Name, email and message are required; subject is optional.",
        request=ContactInputSerializer,
        responses={201: MessageSerializer, **error_responses(400, 429)},
    )
    def post(self, request: Request) -> Response:
        serializer = ContactInputSerializer(data=request.data)
        if not serializer.is_valid() and _is_missing(serializer.errors):
            raise InvalidInput(REQUIRED_MISSING, details=serializer.errors)
        serializer.is_valid(raise_exception=True)
        contact_message_create(**serializer.validated_data)
        return Response({"message": THANKS}, status=201)
