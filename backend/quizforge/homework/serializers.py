from datetime import datetime, timedelta

from django.utils import timezone
from rest_framework import serializers

from quizforge.api.serializers import required_messages

TIME_MIN, TIME_MAX, TIME_STEP = 10, 120, 5  # the live room's slider
DUE_MAX_DAYS = 365
SELECT_QUIZ = "Please select a quiz"
TIME_RANGE = (
    f"Time per question must be {TIME_MIN} to {TIME_MAX} seconds in steps of {TIME_STEP}, or no timer."
)
DUE_REQUIRED = "Please choose a due date and time."
DUE_PAST = "The due date must be in the future."
DUE_FAR = f"The due date must be within {DUE_MAX_DAYS} days."


class HomeworkAssignInputSerializer(serializers.Serializer):
    quiz_id = serializers.IntegerField(
        min_value=1,
        error_messages={**required_messages(SELECT_QUIZ), "invalid": SELECT_QUIZ, "min_value": SELECT_QUIZ},
    )
    due_at = serializers.DateTimeField(
        help_text="ISO 8601 with a time zone",
        error_messages={**required_messages(DUE_REQUIRED), "invalid": DUE_REQUIRED},
    )
    time_per_question = serializers.IntegerField(
        allow_null=True,
        min_value=TIME_MIN,
        max_value=TIME_MAX,
        help_text="seconds, or null for no timer",
        error_messages={
            "invalid": TIME_RANGE,
            "min_value": TIME_RANGE,
            "max_value": TIME_RANGE,
            "required": TIME_RANGE,
        },
    )

    def validate_time_per_question(self, value: int | None) -> int | None:
        if value is not None and value % TIME_STEP:
            raise serializers.ValidationError(TIME_RANGE)
        return value

    def validate_due_at(self, value: datetime) -> datetime:
        now = timezone.now()
        if value <= now:
            raise serializers.ValidationError(DUE_PAST)
        if value > now + timedelta(days=DUE_MAX_DAYS):
            raise serializers.ValidationError(DUE_FAR)
        return value


class HomeworkSummarySerializer(serializers.Serializer):
    code = serializers.CharField()
    link = serializers.CharField()
    quiz_title = serializers.CharField()
    total_questions = serializers.IntegerField()
    time_per_question = serializers.IntegerField(allow_null=True)
    due_at = serializers.DateTimeField()
    closed = serializers.BooleanField()
    game_id = serializers.IntegerField(help_text="its results: GET /api/multiplayer/games/{game_id}/")
    pupils = serializers.IntegerField()
    finished = serializers.IntegerField()


class HomeworkListOutputSerializer(serializers.Serializer):
    homework = HomeworkSummarySerializer(many=True)


class HomeworkPupilProgressSerializer(serializers.Serializer):
    id = serializers.CharField()
    name = serializers.CharField()
    answered = serializers.IntegerField()
    correct_answers = serializers.IntegerField()
    finished = serializers.BooleanField()
    rank = serializers.IntegerField()


class HomeworkRejoinRequestSerializer(serializers.Serializer):
    request_id = serializers.IntegerField()
    name = serializers.CharField()


class HomeworkProgressOutputSerializer(HomeworkSummarySerializer):
    pupils_progress = HomeworkPupilProgressSerializer(many=True)
    requests = HomeworkRejoinRequestSerializer(many=True)


class HomeworkPublicOutputSerializer(serializers.Serializer):
    code = serializers.CharField()
    quiz_title = serializers.CharField()
    total_questions = serializers.IntegerField()
    time_per_question = serializers.IntegerField(allow_null=True)
    due_at = serializers.DateTimeField()
    closed = serializers.BooleanField()


class HomeworkJoinInputSerializer(serializers.Serializer):
    name = serializers.JSONField(required=False)
    player_token = serializers.JSONField(
        required=False, help_text="the token this device holds for this code, if any"
    )


class HomeworkJoinOutputSerializer(serializers.Serializer):
    player_token = serializers.CharField()
    pending = serializers.BooleanField(help_text="true: another device has this name; the owner is asked")
    message = serializers.CharField()


class HomeworkTokenInputSerializer(serializers.Serializer):
    player_token = serializers.CharField(error_messages=required_messages("A player token is required."))


class HomeworkQuestionSerializer(serializers.Serializer):
    question = serializers.CharField()
    choices = serializers.ListField(child=serializers.CharField())


class HomeworkStateOutputSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["playing", "finished", "closed", "pending"])
    message = serializers.CharField(required=False)
    name = serializers.CharField(required=False)
    quiz_title = serializers.CharField(required=False)
    question_index = serializers.IntegerField(required=False)
    total_questions = serializers.IntegerField(required=False)
    time_per_question = serializers.IntegerField(required=False, allow_null=True)
    question = HomeworkQuestionSerializer(required=False, allow_null=True, help_text="never the key")
    deadline = serializers.IntegerField(
        required=False, allow_null=True, help_text="server epoch ms; null: no timer"
    )
    server_time = serializers.IntegerField()
    correct_answers = serializers.IntegerField(required=False)
    total_answers = serializers.IntegerField(required=False)
    due_at = serializers.DateTimeField(required=False)


class HomeworkAnswerInputSerializer(HomeworkTokenInputSerializer):
    question_index = serializers.IntegerField(min_value=0)
    answer = serializers.CharField(allow_blank=True, max_length=1000)


class HomeworkAnswerOutputSerializer(serializers.Serializer):
    question_index = serializers.IntegerField()
    answered = serializers.BooleanField(help_text="false: it came after the deadline and counts as missed")
    is_correct = serializers.BooleanField()
    correct_answer = serializers.CharField()
    source = serializers.CharField(allow_null=True)  # type: ignore[assignment]
    explanation = serializers.CharField(allow_null=True)
    finished = serializers.BooleanField()
    correct_answers = serializers.IntegerField()
