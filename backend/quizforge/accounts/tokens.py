"""Tokens for the links we e-mail: verify an address, reset a password.

A token reads `<user id>-<timestamp>-<signature>` (base 36, base 36, hex). The signature is an HMAC
over the user's current state for that purpose: the e-mail and verified flag for verification, the
e-mail, password hash and last login for a reset. Using a link changes that state, so each token
works once, and a newer reset makes older links useless, with no table of issued tokens to keep.
"""

import time
from enum import StrEnum

from django.conf import settings
from django.utils.crypto import constant_time_compare, salted_hmac
from django.utils.http import base36_to_int, int_to_base36

from quizforge.accounts.models import User


class EmailTokenPurpose(StrEnum):
    VERIFY_EMAIL = "verify-email"
    RESET_PASSWORD = "reset-password"  # noqa: S105 (a purpose, not a secret)


def _now() -> int:
    return int(time.time())


def _user_state(user: User, purpose: EmailTokenPurpose) -> str:
    if purpose is EmailTokenPurpose.VERIFY_EMAIL:
        return f"{user.email}|{user.email_verified}"
    last_login = "" if user.last_login is None else str(int(user.last_login.timestamp()))
    return f"{user.email}|{user.password}|{last_login}"


def _signature(user: User, purpose: EmailTokenPurpose, timestamp: int, secret: str | bytes) -> str:
    value = f"{user.pk}|{timestamp}|{_user_state(user, purpose)}"
    digest = salted_hmac(f"quizforge.accounts.{purpose}", value, secret=secret, algorithm="sha256")
    return digest.hexdigest()[::2]


def email_token_make(*, user: User, purpose: EmailTokenPurpose) -> str:
    timestamp = _now()
    signature = _signature(user, purpose, timestamp, settings.SECRET_KEY)
    return f"{int_to_base36(user.pk)}-{int_to_base36(timestamp)}-{signature}"


def email_token_user_id(*, token: str) -> int | None:
    """The user a token claims to be for; say nothing about whether it is genuine."""
    parts = (token or "").split("-")
    if len(parts) != 3:
        return None
    try:
        return base36_to_int(parts[0])
    except ValueError:
        return None


def email_token_is_valid(*, user: User, token: str, purpose: EmailTokenPurpose) -> bool:
    parts = (token or "").split("-")
    if len(parts) != 3:
        return False
    user_part, timestamp_part, signature = parts
    try:
        if base36_to_int(user_part) != user.pk:
            return False
        timestamp = base36_to_int(timestamp_part)
    except ValueError:
        return False
    if _now() - timestamp > settings.EMAIL_TOKEN_MAX_AGE_SECONDS:
        return False
    secrets = [settings.SECRET_KEY, *settings.SECRET_KEY_FALLBACKS]
    return any(
        constant_time_compare(_signature(user, purpose, timestamp, secret), signature) for secret in secrets
    )
