"""The spec's password rules, enforced by the server: 8+ characters, upper, lower, digit, special."""

import re

from django.core.exceptions import ValidationError

RULES: list[tuple[str, str]] = [
    (r".{8,}", "at least 8 characters"),
    (r"[A-Z]", "an uppercase letter"),
    (r"[a-z]", "a lowercase letter"),
    (r"[0-9]", "a number"),
    (r"[^A-Za-z0-9]", "a special character"),
]


def password_missing_rules(password: str) -> list[str]:
    return [label for pattern, label in RULES if not re.search(pattern, password or "")]


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
