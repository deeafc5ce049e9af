from typing import Any
from uuid import UUID

from django.conf import settings
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema, extend_schema_field, inline_serializer
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from quizforge.api.serializers import error_responses
from quizforge.api.validation import input_validate
from quizforge.core.throttling import ScopedThrottle
from quizforge.generation.client_watch import client_gone_check
from quizforge.generation.job_upkeep import generation_job_polled
from quizforge.generation.models import GenerationJob
from quizforge.generation.selectors import generation_job_get
from quizforge.generation.services import (
    generation_job_cancel,
    generation_job_create,
    generation_job_expire_if_stale,
    generation_job_outcome,
    generation_job_wait,
)
from quizforge.generation.uploads import upload_declared_size_check


@extend_schema_field(OpenApiTypes.INT)
class _LenientCountField(serializers.Field):
    """The requested count as a whole number, or None; what a plan allows is the service's decision."""

    def to_internal_value(self, data: Any) -> int | None:
        if isinstance(data, bool):
            return None
        if isinstance(data, int):
            return data
        if isinstance(data, str) and data.strip().lstrip("+-").isdigit():
            return int(data.strip())
        return None


class GeneratedQuestionSerializer(serializers.Serializer):
    question = serializers.CharField()
    choices = serializers.ListField(child=serializers.CharField())
    correct_answer = serializers.CharField()
    explanation = serializers.CharField()
    source = serializers.CharField()  # type: ignore[assignment]  # a field named like Field.source


class GenerationInputSerializer(serializers.Serializer):
    text = serializers.CharField(required=False, allow_blank=True, allow_null=True, trim_whitespace=False)
    file = serializers.FileField(required=False, allow_empty_file=True, use_url=False)
    num_questions = _LenientCountField(required=False, allow_null=True)


def _job_from_request(request: Request) -> GenerationJob:
    upload_declared_size_check(request)
    data = input_validate(GenerationInputSerializer, request.data)
    return generation_job_create(
        user=request.user,  # type: ignore[arg-type]
        num_questions=data.get("num_questions"),
        text=data.get("text"),
        upload=data.get("file"),
    )


_GENERATION_REQUEST = {
    "application/json": GenerationInputSerializer,
    "multipart/form-data": GenerationInputSerializer,
}


class GenerationJobCreateApi(APIView):
    permission_classes = [IsAuthenticated]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "generation"

    @extend_schema(
        operation_id="generation_job_create",
        request=_GENERATION_REQUEST,
        responses={
            202: inline_serializer("GenerationJobCreated", {"id": serializers.UUIDField()}),
            **error_responses(400, 401, 403, 409, 413),
        },
        description="Starts generating questions from a document's text or an uploaded file. A user may "
        "have a few unfinished jobs at once (409 beyond); a job nobody polls for a while is stopped.",
    )
    def post(self, request: Request) -> Response:
        job = _job_from_request(request)
        return Response({"id": str(job.id)}, status=status.HTTP_202_ACCEPTED)


class GenerationJobSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.ChoiceField(choices=GenerationJob.Status.choices)
    progress = serializers.FloatField(min_value=0, max_value=1)
    num_questions = serializers.IntegerField()
    questions = GeneratedQuestionSerializer(many=True)
    error = serializers.CharField(allow_null=True)
    message = serializers.CharField(allow_null=True)
    # How long the oldest call to the AI server still in flight has waited, in whole seconds; null when none.
    waiting_seconds = serializers.IntegerField(allow_null=True, min_value=0)
    cancel_requested = serializers.BooleanField()


class GeneratedQuestionsSerializer(serializers.Serializer):
    questions = GeneratedQuestionSerializer(many=True)
    message = serializers.CharField()


class GenerationJobDetailApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="generation_job_detail",
        responses={200: GenerationJobSerializer, **error_responses(401, 404)},
    )
    def get(self, request: Request, job_id: UUID) -> Response:
        job = generation_job_get(user=request.user, job_id=job_id)  # type: ignore[arg-type]
        generation_job_polled(job=job)
        return Response(_job_body(generation_job_expire_if_stale(job=job)))


def _job_body(job: GenerationJob) -> dict[str, Any]:
    waiting = None
    if job.status == GenerationJob.Status.GENERATING and job.waiting_since is not None:
        waiting = max(0, int((timezone.now() - job.waiting_since).total_seconds()))
    body = {
        "id": job.id,
        "status": job.status,
        "progress": round(job.progress, 3),
        "num_questions": job.num_questions,
        "questions": job.questions if job.status == GenerationJob.Status.DONE else [],
        "error": job.error or None,
        "message": job.message or None,
        "waiting_seconds": waiting,
        "cancel_requested": job.cancel_requested,
    }
    return dict(GenerationJobSerializer(body).data)


class GenerationJobCancelApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="generation_job_cancel",
        request=None,
        responses={200: GenerationJobSerializer, **error_responses(401, 404)},
        description="Asks a job to stop: a queued job ends at once; a running one stops at its next step and "
        "keeps the questions it found (poll it until it is done or failed). A finished job is left as it is.",
    )
    def post(self, request: Request, job_id: UUID) -> Response:
        job = generation_job_cancel(user=request.user, job_id=job_id)  # type: ignore[arg-type]
        return Response(_job_body(job))


class QuestionsGenerateApi(APIView):
    """The spec's synchronous call: runs a generation job and answers when it is done."""

    permission_classes = [IsAuthenticated]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "generation"

    @extend_schema(
        operation_id="generate_questions",
        request=_GENERATION_REQUEST,
        responses={200: GeneratedQuestionsSerializer, **error_responses(400, 401, 403, 409, 413, 503)},
    )
    def post(self, request: Request) -> Response:
        job = _job_from_request(request)
        finished = generation_job_wait(
            job_id=job.id, timeout=settings.GENERATION_WAIT_SECONDS, client_gone=client_gone_check(request)
        )
        questions, message = generation_job_outcome(job=finished)
        return Response(GeneratedQuestionsSerializer({"questions": questions, "message": message}).data)
