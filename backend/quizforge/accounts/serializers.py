"""Shapes several account endpoints share: user_info and the plan limits it carries."""

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from quizforge.accounts.models import User
from quizforge.accounts.plans import FEATURE_REFUSALS, PlanName, plan_get


class FeatureRefusalsSerializer(serializers.Serializer):
    """The sentence the server answers when a plan refuses each feature, so that the client says the same."""

    edit = serializers.CharField()
    delete = serializers.CharField()
    export = serializers.CharField()


class PlanLimitsSerializer(serializers.Serializer):
    questions_per_quiz_min = serializers.IntegerField()
    questions_per_quiz_max = serializers.IntegerField(
        help_text="Equal to the minimum when the plan's count is fixed rather than chosen."
    )
    saved_quizzes_max = serializers.IntegerField(
        allow_null=True, help_text="How many quizzes the collection may hold; null is unlimited."
    )
    can_edit = serializers.BooleanField()
    can_delete = serializers.BooleanField()
    can_export = serializers.BooleanField()
    refusals = serializers.SerializerMethodField()

    @extend_schema_field(FeatureRefusalsSerializer)
    def get_refusals(self, limits: object) -> dict[str, str]:
        return {feature: sentence for feature, sentence in FEATURE_REFUSALS.items()}


class UserInfoSerializer(serializers.ModelSerializer[User]):
    subscription_plan = serializers.SerializerMethodField()
    plan_limits = serializers.SerializerMethodField()

    class Meta:
        model = User
        fields = [
            "email",
            "email_verified",
            "date_joined",
            "subscription_plan",
            "subscription_cancel_at_period_end",
            "subscription_end_date",
            "plan_limits",
        ]
        read_only_fields = fields

    @extend_schema_field(serializers.ChoiceField(choices=["free", "premium"]))
    def get_subscription_plan(self, user: User) -> PlanName:
        return plan_get(user=user).name

    @extend_schema_field(PlanLimitsSerializer)
    def get_plan_limits(self, user: User) -> dict[str, Any]:
        return PlanLimitsSerializer(plan_get(user=user).limits).data
