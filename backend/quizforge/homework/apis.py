"""Homework over HTTP (CONTRACT §8). Views parse, call a service or selector, shape."""

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from quizforge.accounts.signed_in import SignedInApi
from quizforge.api.serializers import error_responses
from quizforge.api.validation import input_validate
from quizforge.api.views import PublicApi
from quizforge.core.throttling import ScopedThrottle, code_lookup, throttles_check
from quizforge.homework import selectors, services
from quizforge.homework import serializers as s

CODE_MISSES = "Too many codes that do not exist were tried from your network. Please check the code."


def homework_public_or_miss(request: Request, code: str) -> dict[str, Any]:
    return code_lookup(
        request=request, lookup=lambda: services.homework_public(code=code), message=CODE_MISSES
    )


class HomeworkApi(SignedInApi):
    @extend_schema(
        operation_id="homework_list", responses={200: s.HomeworkListOutputSerializer, **error_responses(401)}
    )
    def get(self, request: Request) -> Response:
        rows = [selectors.homework_summary(h) for h in selectors.homework_list(user=self.user)]
        return Response(s.HomeworkListOutputSerializer({"homework": rows}).data)

    @extend_schema(
        request=s.HomeworkAssignInputSerializer,
        responses={201: s.HomeworkSummarySerializer, **error_responses(400, 401, 404)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(s.HomeworkAssignInputSerializer, request.data)
        homework = services.homework_assign(user=self.user, **data)
        return Response(s.HomeworkSummarySerializer(selectors.homework_summary(homework)).data, status=201)


class HomeworkProgressApi(SignedInApi):
    @extend_schema(responses={200: s.HomeworkProgressOutputSerializer, **error_responses(401, 404)})
    def get(self, request: Request, code: str) -> Response:
        progress = selectors.homework_progress(user=self.user, code=code)
        return Response(s.HomeworkProgressOutputSerializer(progress).data)


class HomeworkRejoinAllowApi(SignedInApi):
    @extend_schema(request=None, responses={204: None, **error_responses(401, 404)})
    def post(self, request: Request, code: str, request_id: int) -> Response:
        services.rejoin_allow(user=self.user, code=code, request_id=request_id)
        return Response(status=204)


class HomeworkRejoinDenyApi(SignedInApi):
    @extend_schema(request=None, responses={204: None, **error_responses(401, 404)})
    def post(self, request: Request, code: str, request_id: int) -> Response:
        services.rejoin_deny(user=self.user, code=code, request_id=request_id)
        return Response(status=204)


class HomeworkPublicApi(PublicApi):
    throttle_scope = "room_lookup"

    @extend_schema(responses={200: s.HomeworkPublicOutputSerializer, **error_responses(404, 429)})
    def get(self, request: Request, code: str) -> Response:
        found = homework_public_or_miss(request, code)
        throttles_check(self, request, [ScopedThrottle])
        return Response(s.HomeworkPublicOutputSerializer(found).data)


class HomeworkJoinApi(PublicApi):
    throttle_scope = "room_join"

    @extend_schema(
        request=s.HomeworkJoinInputSerializer,
        responses={
            200: s.HomeworkJoinOutputSerializer,
            202: s.HomeworkJoinOutputSerializer,
            **error_responses(400, 404, 410, 429),
        },
    )
    def post(self, request: Request, code: str) -> Response:
        data = input_validate(s.HomeworkJoinInputSerializer, request.data)
        homework_public_or_miss(request, code)
        throttles_check(self, request, [ScopedThrottle])
        joined = services.pupil_join(code=code, name=data.get("name"), device_token=data.get("player_token"))
        return Response(s.HomeworkJoinOutputSerializer(joined).data, status=202 if joined["pending"] else 200)


class HomeworkStateApi(PublicApi):
    """POST so that the token travels in the body, never in a URL that proxies log."""

    @extend_schema(
        request=s.HomeworkTokenInputSerializer,
        responses={200: s.HomeworkStateOutputSerializer, **error_responses(400, 404)},
    )
    def post(self, request: Request, code: str) -> Response:
        data = input_validate(s.HomeworkTokenInputSerializer, request.data)
        state = services.pupil_state(code=code, token=data["player_token"])
        return Response(s.HomeworkStateOutputSerializer(state).data)


class HomeworkAnswerApi(PublicApi):
    @extend_schema(
        request=s.HomeworkAnswerInputSerializer,
        responses={200: s.HomeworkAnswerOutputSerializer, **error_responses(400, 404, 409, 410)},
    )
    def post(self, request: Request, code: str) -> Response:
        data = input_validate(s.HomeworkAnswerInputSerializer, request.data)
        result = services.pupil_answer(
            code=code,
            token=data["player_token"],
            question_index=data["question_index"],
            answer=data["answer"],
        )
        return Response(s.HomeworkAnswerOutputSerializer(result).data)
