"""The spec's password rules, enforced by the server: 8+ characters, upper, lower, digit, special.

Spaces and invisible characters (zero-width, control and format characters) may be part of a password
but count neither towards its length nor as its special character. The checklist in the app
(frontend/src/features/auth/utils/password-rules.ts) applies the same rules.
"""

import re
import unicodedata
from collections.abc import Callable

from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError


def _visible(password: str) -> str:
    """The password without whitespace and without characters of the Unicode "other" categories."""
    return "".join(
        ch for ch in password if unicodedata.category(ch)[0] not in {"C", "Z"} and not ch.isspace()
    )


RULES: list[tuple[Callable[[str], bool], str]] = [
    (lambda visible: len(visible) >= 8, "at least 8 characters"),
    (lambda visible: re.search(r"[A-Z]", visible) is not None, "an uppercase letter"),
    (lambda visible: re.search(r"[a-z]", visible) is not None, "a lowercase letter"),
    (lambda visible: re.search(r"[0-9]", visible) is not None, "a number"),
    (lambda visible: re.search(r"[^A-Za-z0-9]", visible) is not None, "a special character"),
]


def password_missing_rules(password: str) -> list[str]:
    visible = _visible(password or "")
    return [label for holds, label in RULES if not holds(visible)]


class SpecPasswordValidator:
    def validate(self, password: str, user: object = None) -> None:
        missing = password_missing_rules(password)
        if missing:
            raise ValidationError("Password must contain " + ", ".join(missing) + ".", code="password_rules")

    def get_help_text(self) -> str:
        return (
            "Use 8 or more characters with an uppercase letter, a lowercase letter, a number "
            "and a special character."
        )


PASSWORD_TOO_COMMON = "This password is too common. Please choose one that is harder to guess."  # noqa: S105


class CommonPasswordValidator(password_validation.CommonPasswordValidator):
    """Django's list of about 20,000 common passwords (`P@ssw0rd` meets the spec's rules but is on it)."""

    def get_error_message(self) -> str:
        return PASSWORD_TOO_COMMON
