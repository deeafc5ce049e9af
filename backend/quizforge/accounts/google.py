"""Google sign-in: whether it is configured, and the redirects back to the app's /auth/callback route."""

from typing import Any
from urllib.parse import quote, urlencode

from django.conf import settings
from django.http import HttpResponseRedirect

GOOGLE_BACKEND = "google-oauth2"
CALLBACK_PATH = "/auth/callback"
NOT_CONFIGURED = "Google sign-in is not configured on this server."
SIGN_IN_FAILED = "We could not complete sign-in with Google. Please try again."
SIGN_IN_CANCELLED = "Sign-in was cancelled."
ACCOUNT_CONFLICT = "This Google account could not be linked to an account on this site."


def google_sign_in_configured() -> bool:
    return bool(settings.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY and settings.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET)


def google_callback_redirect(**params: Any) -> HttpResponseRedirect:
    """A redirect to the app's callback route, relative so it stays on the origin the browser used."""
    response = HttpResponseRedirect(f"{CALLBACK_PATH}?{urlencode(params, quote_via=quote)}")
    response["Cache-Control"] = "no-store"
    return response


def google_callback_error(*, error: str, message: str) -> HttpResponseRedirect:
    return google_callback_redirect(error=error, message=message)
