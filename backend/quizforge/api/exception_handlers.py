"""Every 4xx answer is `{"error": "<a sentence>", "details": {...}}` (CONTRACT §2)."""

import logging
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig, SuspiciousOperation, TooManyFieldsSent, TooManyFilesSent
from django.http import Http404, HttpRequest, JsonResponse
from rest_framework import exceptions as drf
from rest_framework.response import Response
from rest_framework.views import set_rollback

from quizforge.core.exceptions import ApplicationError, TooManyRequests
from quizforge.core.redis import redis_out_of_memory

logger = logging.getLogger(__name__)

_SENTENCES: dict[type[drf.APIException], str] = {
    drf.ParseError: "The request body could not be read. Please send valid JSON.",
    drf.NotAuthenticated: "Please log in to continue.",
    drf.AuthenticationFailed: "Your session has expired. Please log in again.",
    drf.PermissionDenied: "You do not have permission to do this.",
    drf.NotFound: "Not found.",
    drf.UnsupportedMediaType: "This content type is not supported.",
    drf.NotAcceptable: "The requested response format is not available.",
}


_BAD_REQUEST = "The request could not be understood."
# Redis reached its maxmemory: new rooms, jobs and rate-limit counts cannot be stored until some expire.
SERVER_FULL = (
    "The server is full right now: new games and jobs cannot start. Please try again in a few minutes."
)
SERVER_FULL_RETRY_S = 60
_TOO_MANY_FIELDS = "The request has too many fields."
_TOO_MANY_FILES = "The request has too many files. Please send one file."


def error_body(message: str, details: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"error": message, "details": details or {}}


def _first_message(detail: Any) -> str | None:
    if isinstance(detail, dict):
        for value in detail.values():
            found = _first_message(value)
            if found:
                return found
        return None
    if isinstance(detail, list):
        for value in detail:
            found = _first_message(value)
            if found:
                return found
        return None
    return str(detail) if detail else None


def _validation_details(detail: Any) -> dict[str, Any]:
    if isinstance(detail, dict):
        return {str(key): value for key, value in detail.items()}
    return {"non_field_errors": detail if isinstance(detail, list) else [detail]}


def _drf_error(exc: drf.APIException) -> tuple[str, dict[str, Any]]:
    if isinstance(exc, drf.ValidationError):
        details = _validation_details(exc.detail)
        return _first_message(exc.detail) or "Invalid input.", details
    if isinstance(exc, drf.Throttled):
        seconds = getattr(exc, "wait", None)
        when = f" in {int(seconds) + 1} seconds" if seconds else " later"
        return f"Too many requests. Please try again{when}.", {}
    if isinstance(exc, drf.MethodNotAllowed):
        return "This method is not allowed here.", {}
    if isinstance(exc, drf.ParseError):
        return _SENTENCES[drf.ParseError], {"body": [str(exc.detail)]}
    for kind, sentence in _SENTENCES.items():
        if isinstance(exc, kind):
            if isinstance(exc.detail, str) and exc.detail != kind.default_detail:
                return str(exc.detail), {}
            return sentence, {}
    return str(exc.detail), {}


def _refused_request_sentence(exc: Exception) -> str:
    """The sentence for a request Django refuses to parse (limits of settings.DATA_UPLOAD_*)."""
    if isinstance(exc, TooManyFieldsSent):
        return _TOO_MANY_FIELDS
    if isinstance(exc, TooManyFilesSent):
        return _TOO_MANY_FILES
    return _BAD_REQUEST


FORM_UNREADABLE = "The form could not be read. Please send the file again."


def _is_form(context: dict[str, Any]) -> bool:
    request = context.get("request")
    content_type = getattr(request, "content_type", "") or ""
    return content_type.startswith(("multipart/", "application/x-www-form-urlencoded"))


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, TooManyRequests):
        set_rollback()
        retry = {"Retry-After": str(max(1, int(exc.retry_after_s + 0.999)))}
        return Response(error_body(exc.message, exc.details), status=exc.status_code, headers=retry)
    if isinstance(exc, ApplicationError):
        set_rollback()
        return Response(error_body(exc.message, exc.details), status=exc.status_code)
    if redis_out_of_memory(exc):
        logger.error("Redis is out of memory (maxmemory reached): %s", exc)
        set_rollback()
        retry = {"Retry-After": str(SERVER_FULL_RETRY_S)}
        return Response(error_body(SERVER_FULL), status=503, headers=retry)
    if isinstance(exc, Http404):
        exc = drf.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = drf.PermissionDenied()
    elif isinstance(exc, RequestDataTooBig):
        return Response(error_body("The request is too large."), status=413)
    elif isinstance(exc, SuspiciousOperation):
        logger.warning("Refused request: %s", exc)
        set_rollback()
        return Response(error_body(_refused_request_sentence(exc)), status=400)
    if not isinstance(exc, drf.APIException):
        return None
    set_rollback()
    message, details = _drf_error(exc)
    if isinstance(exc, drf.ParseError) and _is_form(context):
        message = FORM_UNREADABLE
    headers: dict[str, str] = {}
    if getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = exc.auth_header  # type: ignore[attr-defined]
    wait = getattr(exc, "wait", None)
    if wait:
        headers["Retry-After"] = str(int(wait))
    return Response(error_body(message, details), status=exc.status_code, headers=headers)


def bad_request_view(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    """Django's 400 outside the API views (e.g. a refused Host header or query string)."""
    return JsonResponse(
        error_body(_refused_request_sentence(exception) if exception else _BAD_REQUEST), status=400
    )


def permission_denied_view(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse(error_body(_SENTENCES[drf.PermissionDenied]), status=403)


def not_found_view(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse(error_body("Not found."), status=404)


def server_error_view(request: HttpRequest) -> JsonResponse:
    return JsonResponse(error_body("Something went wrong on our side. Please try again later."), status=500)
