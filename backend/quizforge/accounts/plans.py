"""The one table of plan limits (CONTRACT §4) and the plan in force for a user.

Every app reads plans only through this module: quizzes (save, edit, delete, export), generation (how
many questions), live games and billing. The limits also reach the client in `user_info.plan_limits`.
Only billing writes the subscription fields of the user that `plan_get` reads.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.core.exceptions import InvalidInput, PlanLimitReached

PlanName = Literal["free", "premium"]
Feature = Literal["edit", "delete", "export"]


@dataclass(frozen=True)
class PlanLimits:
    # How many questions a generated quiz has; equal bounds mean the count is fixed, not chosen.
    questions_per_quiz_min: int
    questions_per_quiz_max: int
    # How many quizzes the collection may hold; None is unlimited. Holding that many also stops generating.
    saved_quizzes_max: int | None
    can_edit: bool
    can_delete: bool
    can_export: bool

    def allows(self, feature: Feature) -> bool:
        return {"edit": self.can_edit, "delete": self.can_delete, "export": self.can_export}[feature]


PLAN_LIMITS: dict[PlanName, PlanLimits] = {
    "free": PlanLimits(
        questions_per_quiz_min=5,
        questions_per_quiz_max=5,
        saved_quizzes_max=1,
        can_edit=False,
        can_delete=False,
        can_export=False,
    ),
    "premium": PlanLimits(
        questions_per_quiz_min=5,
        questions_per_quiz_max=50,
        saved_quizzes_max=None,
        can_edit=True,
        can_delete=True,
        can_export=True,
    ),
}

# What the server answers when a plan refuses something (the save and generate ones are the spec's words).
SAVE_LIMIT_REACHED = "Free users can only save one quiz. Please upgrade to premium."
GENERATE_LIMIT_REACHED = "Free users can only create 1 quiz. Please upgrade for more."
FEATURE_REFUSALS: dict[Feature, str] = {
    "edit": "Edit is a premium feature. Upgrade to Premium to edit quizzes.",
    "delete": "Delete is a premium feature. Upgrade to Premium to delete quizzes.",
    "export": "Export is a premium feature. Upgrade to Premium to export quizzes.",
}
_PREMIUM_COUNTS = PLAN_LIMITS["premium"]
COUNT_INVALID = (
    f"Please select between {_PREMIUM_COUNTS.questions_per_quiz_min} "
    f"and {_PREMIUM_COUNTS.questions_per_quiz_max} questions."
)


@dataclass(frozen=True)
class Plan:
    name: PlanName
    limits: PlanLimits


def plan_get(*, user: User) -> Plan:
    """The plan in force now: a cancelled premium plan is free again once its end date has passed."""
    name: PlanName = "free"
    if user.subscription_plan == User.Plan.PREMIUM:
        ended = user.subscription_end_date is not None and user.subscription_end_date <= timezone.now()
        name = "free" if user.subscription_cancel_at_period_end and ended else "premium"
    return Plan(name=name, limits=PLAN_LIMITS[name])


def plan_feature_require(*, user: User, feature: Feature) -> None:
    """PlanLimitReached, in the product's words, when the user's plan does not include the feature."""
    if not plan_get(user=user).limits.allows(feature):
        raise PlanLimitReached(FEATURE_REFUSALS[feature])


def _collection_full(*, user: User, saved_quizzes: Callable[[], int]) -> bool:
    allowed = plan_get(user=user).limits.saved_quizzes_max
    return allowed is not None and saved_quizzes() >= allowed


def plan_quiz_save_check(*, user: User, saved_quizzes: Callable[[], int]) -> None:
    """Room for one more quiz; `saved_quizzes` counts the collection and is only called when it matters."""
    if _collection_full(user=user, saved_quizzes=saved_quizzes):
        raise PlanLimitReached(SAVE_LIMIT_REACHED)


def plan_question_count(*, user: User, requested: int | None, saved_quizzes: Callable[[], int]) -> int:
    """How many questions a new quiz gets: the plan's fixed count, or the requested one within its range.
    A plan whose collection is full may not generate another quiz."""
    limits = plan_get(user=user).limits
    if _collection_full(user=user, saved_quizzes=saved_quizzes):
        raise PlanLimitReached(GENERATE_LIMIT_REACHED)
    if limits.questions_per_quiz_min == limits.questions_per_quiz_max:
        return limits.questions_per_quiz_max
    if requested is None or not limits.questions_per_quiz_min <= requested <= limits.questions_per_quiz_max:
        raise InvalidInput(COUNT_INVALID, details={"num_questions": [COUNT_INVALID]})
    return requested
