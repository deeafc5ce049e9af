"""The quiz library over HTTP (spec §7). Views parse input, call a service or selector, shape output."""

from typing import Any

from django.http import HttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request
from rest_framework.response import Response

from quizforge.accounts.signed_in import SignedInApi
from quizforge.api.serializers import error_responses
from quizforge.api.validation import input_validate
from quizforge.quizzes import serializers as s
from quizforge.quizzes.selectors import quiz_get, quiz_list
from quizforge.quizzes.services import (
    quiz_delete,
    quiz_export,
    quiz_high_score_update,
    quiz_save,
    quiz_save_shared,
    quiz_share,
    quiz_update,
)

QUIZ_ID_QUERY = OpenApiParameter("quiz_id", int, OpenApiParameter.QUERY, required=True)
QUIZ_ID_PATH = OpenApiParameter("quiz_id", int, OpenApiParameter.PATH)
# 401 not signed in, 403 not on the user's plan, 404 not found (or not the caller's).
ERRORS = error_responses(400, 401, 403, 404)


def _quiz_id(data: Any) -> int:
    return int(input_validate(s.QuizIdInputSerializer, data)["quiz_id"])


class QuizSaveApi(SignedInApi):
    @extend_schema(
        request=s.QuizContentInputSerializer, responses={201: s.SavedQuizOutputSerializer, **ERRORS}
    )
    def post(self, request: Request) -> Response:
        data = input_validate(s.QuizContentInputSerializer, request.data)
        quiz = quiz_save(user=self.user, title=data["title"], questions=data["questions"])
        return Response(s.SavedQuizOutputSerializer(quiz).data, status=201)


class QuizUpdateApi(SignedInApi):
    @extend_schema(
        parameters=[QUIZ_ID_PATH],
        request=s.QuizContentInputSerializer,
        responses={200: s.SavedQuizOutputSerializer, **ERRORS},
    )
    def patch(self, request: Request, quiz_id: str) -> Response:
        target = _quiz_id({"quiz_id": quiz_id})
        data = input_validate(s.QuizContentInputSerializer, request.data, partial=True)
        quiz = quiz_update(
            user=self.user, quiz_id=target, title=data.get("title"), questions=data.get("questions")
        )
        return Response(s.SavedQuizOutputSerializer(quiz).data)


class QuizListApi(SignedInApi):
    @extend_schema(
        parameters=[s.QuizListInputSerializer], responses={200: s.SavedQuizListOutputSerializer, **ERRORS}
    )
    def get(self, request: Request) -> Response:
        page = input_validate(s.QuizListInputSerializer, request.query_params)
        quizzes = quiz_list(user=self.user)
        count = quizzes.count()
        start, end = page["offset"], page["offset"] + page["limit"]
        body = {
            "quizzes": s.SavedQuizOutputSerializer(quizzes[start:end], many=True).data,
            "count": count,
            "next_offset": end if end < count else None,
        }
        return Response(body)


class QuizQuestionsApi(SignedInApi):
    @extend_schema(parameters=[QUIZ_ID_QUERY], responses={200: s.QuizQuestionsOutputSerializer, **ERRORS})
    def get(self, request: Request) -> Response:
        quiz = quiz_get(user=self.user, quiz_id=_quiz_id(request.query_params))
        return Response(s.QuizQuestionsOutputSerializer(quiz).data)


class QuizDeleteApi(SignedInApi):
    @extend_schema(parameters=[QUIZ_ID_QUERY], responses={200: s.MessageOutputSerializer, **ERRORS})
    def delete(self, request: Request) -> Response:
        quiz_delete(user=self.user, quiz_id=_quiz_id(request.query_params))
        return Response({"message": "Quiz deleted successfully."})


class QuizShareApi(SignedInApi):
    @extend_schema(request=s.QuizIdInputSerializer, responses={200: s.ShareLinkOutputSerializer, **ERRORS})
    def post(self, request: Request) -> Response:
        link = quiz_share(user=self.user, quiz_id=_quiz_id(request.data))
        return Response({"share_link": link})


class QuizSaveSharedApi(SignedInApi):
    @extend_schema(
        request=s.QuizShareSavedInputSerializer,
        responses={
            201: s.SharedQuizSavedOutputSerializer,
            200: OpenApiResponse(s.SharedQuizSavedOutputSerializer, description="Already in the collection"),
            **ERRORS,
        },
    )
    def post(self, request: Request) -> Response:
        token = input_validate(s.QuizShareSavedInputSerializer, request.data)["share_token"]
        quiz, already_saved = quiz_save_shared(user=self.user, share_token=token)
        message = (
            "This quiz is already in your collection." if already_saved else "Quiz saved to your collection."
        )
        body = {"quiz_id": quiz.pk, "already_saved": already_saved, "message": message}
        return Response(body, status=200 if already_saved else 201)


class QuizScoresApi(SignedInApi):
    @extend_schema(
        parameters=[QUIZ_ID_QUERY], responses={200: s.QuizScoreOutputSerializer(many=True), **ERRORS}
    )
    def get(self, request: Request) -> Response:
        quiz = quiz_get(user=self.user, quiz_id=_quiz_id(request.query_params))
        return Response([s.QuizScoreOutputSerializer(quiz).data])


class QuizHighScoreApi(SignedInApi):
    @extend_schema(request=s.HighScoreInputSerializer, responses={200: s.HighScoreOutputSerializer, **ERRORS})
    def post(self, request: Request) -> Response:
        data = input_validate(s.HighScoreInputSerializer, request.data)
        high_score, is_new = quiz_high_score_update(
            user=self.user, quiz_id=data["quiz_id"], score=data["score"]
        )
        return Response({"high_score": high_score, "is_new_high_score": is_new})


class QuizExportApi(SignedInApi):
    def perform_content_negotiation(self, request: Request, force: bool = False) -> tuple[BaseRenderer, str]:
        # `?format=` names the download here, not one of the API's renderers, so errors still answer JSON.
        return super().perform_content_negotiation(request, force=True)

    @extend_schema(
        parameters=[QUIZ_ID_PATH, OpenApiParameter("format", str, enum=["csv", "gift"], required=True)],
        responses={
            (200, "text/csv"): OpenApiTypes.BINARY,
            (200, "text/plain"): OpenApiTypes.BINARY,
            **ERRORS,
        },
    )
    def get(self, request: Request, quiz_id: str) -> HttpResponse:
        target = _quiz_id({"quiz_id": quiz_id})
        export_format = input_validate(s.ExportInputSerializer, request.query_params)["format"]
        file = quiz_export(user=self.user, quiz_id=target, export_format=export_format.strip().lower())
        response = HttpResponse(file.content, content_type=file.content_type)
        response["Content-Disposition"] = content_disposition_header(True, file.filename) or "attachment"
        response["Cache-Control"] = "no-store"
        return response
