"""Turns a failed Google sign-in into a redirect to the app's /auth/callback with error and message."""

import logging
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from social_core.exceptions import AuthAssociationError, AuthCanceled, SocialAuthBaseException

from quizforge.accounts.google import (
    ACCOUNT_CONFLICT,
    SIGN_IN_CANCELLED,
    SIGN_IN_FAILED,
    google_callback_error,
)

logger = logging.getLogger(__name__)


class GoogleSignInErrorMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        # Only the sign-in views set social_strategy on the request.
        if getattr(request, "social_strategy", None) is None:
            return None
        if not isinstance(exception, SocialAuthBaseException):
            return None
        logger.warning("Google sign-in failed: %r", exception)
        if isinstance(exception, AuthCanceled):
            return google_callback_error(error="access_denied", message=SIGN_IN_CANCELLED)
        if isinstance(exception, AuthAssociationError):
            return google_callback_error(error="account_conflict", message=ACCOUNT_CONFLICT)
        return google_callback_error(error="google_error", message=SIGN_IN_FAILED)
