from typing import Literal

from django.utils import timezone

from quizforge.accounts.models import User

Plan = Literal["free", "premium"]


def user_plan(*, user: User) -> Plan:
    """The plan in force now: a cancelled premium plan is free again once its end date has passed."""
    if user.subscription_plan != User.Plan.PREMIUM:
        return "free"
    ended = user.subscription_end_date is not None and user.subscription_end_date <= timezone.now()
    if user.subscription_cancel_at_period_end and ended:
        return "free"
    return "premium"


def user_is_premium(*, user: User) -> bool:
    return user_plan(user=user) == "premium"


def user_get_by_email(*, email: str) -> User | None:
    """E-mail addresses are unique whatever their case."""
    return User.objects.filter(email__iexact=email.strip()).first()
