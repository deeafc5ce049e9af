"""Input parsing and output shapes of the quiz API. Content rules live in services (one place)."""

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

DB_ID_MAX = 2**63 - 1
QUIZ_ID_MISSING = "Please say which quiz: quiz_id is missing."
QUIZ_ID_INVALID = "quiz_id must be a positive whole number."
QUIZ_LIST_PAGE_MAX = 100
QUIZ_LIST_LIMIT_INVALID = f"limit must be a whole number from 1 to {QUIZ_LIST_PAGE_MAX}."
QUIZ_LIST_OFFSET_INVALID = "offset must be a whole number, 0 or more."


class QuizIdField(serializers.IntegerField):
    def __init__(self, **kwargs: Any) -> None:
        messages: dict[str, Any] = {
            "required": QUIZ_ID_MISSING,
            "null": QUIZ_ID_MISSING,
            "invalid": QUIZ_ID_INVALID,
            "min_value": QUIZ_ID_INVALID,
            "max_value": QUIZ_ID_INVALID,
            "max_string_length": QUIZ_ID_INVALID,
        }
        super().__init__(min_value=1, max_value=DB_ID_MAX, error_messages=messages, **kwargs)

    def to_internal_value(self, data: Any) -> int:
        if data == "":
            self.fail("required")
        return super().to_internal_value(data)


class QuestionSerializer(serializers.Serializer):
    question = serializers.CharField()
    choices = serializers.ListField(child=serializers.CharField(), min_length=2, max_length=6)
    correct_answer = serializers.CharField()
    explanation = serializers.CharField(required=False, allow_blank=True)
    source = serializers.CharField(required=False, allow_blank=True)  # type: ignore[assignment]


@extend_schema_field(QuestionSerializer(many=True))
class QuestionsField(serializers.JSONField):
    """Questions pass through as given; the validator in services decides field by field."""


@extend_schema_field(OpenApiTypes.STR)
class TitleField(serializers.JSONField):
    """The title passes through as given: the validator refuses a number rather than reading it as text."""


class QuizIdInputSerializer(serializers.Serializer):
    quiz_id = QuizIdField()


class QuizContentInputSerializer(serializers.Serializer):
    """Save needs both fields; update parses it with partial=True and needs at least one."""

    title = TitleField(
        error_messages={
            "required": "Please give the quiz a title.",
            "null": "Please give the quiz a title.",
        },
    )
    questions = QuestionsField(
        error_messages={
            "required": "Please send the quiz's questions.",
            "null": "Please send the quiz's questions.",
        }
    )


class QuizShareSavedInputSerializer(serializers.Serializer):
    share_token = serializers.CharField(
        max_length=128,
        error_messages={
            "required": "Please send the share_token of the shared quiz.",
            "blank": "Please send the share_token of the shared quiz.",
            "null": "Please send the share_token of the shared quiz.",
            "max_length": "This shared quiz link is not valid.",
        },
    )


class HighScoreInputSerializer(QuizIdInputSerializer):
    score = serializers.IntegerField(
        error_messages={
            "required": "Please send the score.",
            "null": "Please send the score.",
            "invalid": "The score must be a whole number.",
            "max_string_length": "The score must be a whole number.",
        }
    )


class ExportInputSerializer(serializers.Serializer):
    format = serializers.CharField(
        error_messages={
            "required": "Please choose an export format: csv or gift.",
            "blank": "Please choose an export format: csv or gift.",
        }
    )


class SavedQuizOutputSerializer(serializers.Serializer):
    quiz_id = serializers.IntegerField(source="id")
    id = serializers.IntegerField()
    title = serializers.CharField()
    questions = QuestionsField()
    question_count = serializers.IntegerField()
    saved_at = serializers.DateTimeField()
    high_score = serializers.IntegerField()


class QuizListInputSerializer(serializers.Serializer):
    """One page of the collection: at most QUIZ_LIST_PAGE_MAX quizzes from `offset` (newest first)."""

    limit = serializers.IntegerField(
        min_value=1,
        max_value=QUIZ_LIST_PAGE_MAX,
        default=QUIZ_LIST_PAGE_MAX,
        error_messages={
            key: QUIZ_LIST_LIMIT_INVALID for key in ("invalid", "min_value", "max_value", "max_string_length")
        },
    )
    offset = serializers.IntegerField(
        min_value=0,
        max_value=DB_ID_MAX,
        default=0,
        error_messages={
            key: QUIZ_LIST_OFFSET_INVALID
            for key in ("invalid", "min_value", "max_value", "max_string_length")
        },
    )


class SavedQuizListOutputSerializer(serializers.Serializer):
    quizzes = SavedQuizOutputSerializer(many=True)
    count = serializers.IntegerField(help_text="How many quizzes the whole collection holds.")
    next_offset = serializers.IntegerField(
        allow_null=True, help_text="The offset of the next page, or null on the last page."
    )


class QuizQuestionsOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    title = serializers.CharField()
    questions = QuestionsField()


class MessageOutputSerializer(serializers.Serializer):
    message = serializers.CharField()


class ShareLinkOutputSerializer(serializers.Serializer):
    share_link = serializers.CharField()


class SharedQuizSavedOutputSerializer(serializers.Serializer):
    quiz_id = serializers.IntegerField()
    already_saved = serializers.BooleanField()
    message = serializers.CharField()


class QuizScoreOutputSerializer(serializers.Serializer):
    quiz_id = serializers.IntegerField(source="id")
    high_score = serializers.IntegerField()
    question_count = serializers.IntegerField()


class HighScoreOutputSerializer(serializers.Serializer):
    high_score = serializers.IntegerField()
    is_new_high_score = serializers.BooleanField()
