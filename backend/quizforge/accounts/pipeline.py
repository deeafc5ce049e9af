"""Steps of the Google sign-in pipeline (settings: SOCIAL_AUTH_PIPELINE)."""

from typing import Any

from quizforge.accounts.models import User


def user_email_mark_verified(*, user: User | None = None, **kwargs: Any) -> None:
    """Google vouches for the address (its backend refuses unverified ones), so it counts as verified."""
    if user is not None and not user.email_verified:
        user.email_verified = True
        user.save(update_fields=["email_verified"])
