"""Hands a finished Google sign-in to the browser that started it, without tokens in any address.

The app makes a one-time `state`, keeps it in the tab (sessionStorage) and sends it to the sign-in start,
which keeps it in the server session through Google's round trip. At the end the server issues a
one-time code bound to that state and redirects to /auth/callback?code=...&state=...; the app checks the
state against its own and exchanges the code by POST for the tokens. A crafted callback link carries a
state the visitor's tab never made, so the app refuses it; a code works once, briefly, with its state.
"""

import hashlib
import re
import secrets
from typing import TypeGuard

from django.conf import settings
from django.core.cache import cache

from quizforge.accounts.models import User

SESSION_KEY = "quizforge_google_state"
_STATE_PATTERN = re.compile(r"[A-Za-z0-9_-]{22,128}")


def google_state_valid(state: object) -> TypeGuard[str]:
    return isinstance(state, str) and _STATE_PATTERN.fullmatch(state) is not None


def _cache_key(code: str) -> str:
    return "google-sign-in-code:" + hashlib.sha256(code.encode()).hexdigest()


def google_code_issue(*, user: User, state: str) -> str:
    code = secrets.token_urlsafe(32)
    cache.set(
        _cache_key(code), {"user_id": user.pk, "state": state}, timeout=settings.GOOGLE_CODE_MAX_AGE_SECONDS
    )
    return code


def google_code_redeem(*, code: str, state: str) -> User | None:
    """The user the code was issued to, once, when state is the one the sign-in started with."""
    key = _cache_key(code)
    issued = cache.get(key)
    if not issued or not cache.delete(key):  # of two racing redeems, only one deletes it
        return None
    if not secrets.compare_digest(str(issued["state"]), state):
        return None
    return User.objects.filter(pk=issued["user_id"], is_active=True).first()
