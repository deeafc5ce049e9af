"""POST /api/replace-question/: Replace in Review & Edit (CONTRACT §5)."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from quizforge.api.serializers import error_responses, required_messages
from quizforge.api.validation import input_validate
from quizforge.core.throttling import ScopedThrottle
from quizforge.generation.apis import GeneratedQuestionSerializer
from quizforge.generation.replacement import question_replacement
from quizforge.quizzes.questions import QUESTION_MAX_CHARS, QUESTIONS_TOO_MANY, QUIZ_QUESTIONS_MAX

QUIZ_REQUIRED = "Please send the text of every question in the quiz."


class QuestionReplaceInputSerializer(serializers.Serializer):
    question_texts = serializers.ListField(
        child=serializers.CharField(max_length=QUESTION_MAX_CHARS, allow_blank=True, trim_whitespace=False),
        min_length=1,
        max_length=QUIZ_QUESTIONS_MAX,
        error_messages={
            **required_messages(QUIZ_REQUIRED),
            "not_a_list": QUIZ_REQUIRED,
            "empty": QUIZ_REQUIRED,
            "min_length": QUIZ_REQUIRED,
            "max_length": QUESTIONS_TOO_MANY,
        },
    )


class QuestionReplacementSerializer(serializers.Serializer):
    question = GeneratedQuestionSerializer()


class QuestionReplaceApi(APIView):
    permission_classes = [IsAuthenticated]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "question_replacement"

    @extend_schema(
        operation_id="question_replace",
        request=QuestionReplaceInputSerializer,
        responses={200: QuestionReplacementSerializer, **error_responses(400, 401, 403, 404, 429, 503)},
        description="Another question from the document the quiz was generated from, none of the quiz's "
        "(`question_texts`, the one to replace among them): the next one the offline generator found, or one "
        "more from the AI server. 404 when the document is no longer kept or has no other question; 429 "
        "while another Replace of the same user waits for the AI server.",
    )
    def post(self, request: Request) -> Response:
        data = input_validate(QuestionReplaceInputSerializer, request.data)
        question = question_replacement(
            user=request.user,  # type: ignore[arg-type]
            question_texts=data["question_texts"],
        )
        return Response(QuestionReplacementSerializer({"question": question}).data)
