"""Rooms and finished games over HTTP (CONTRACT §7). Views parse, call a service or selector, shape."""

from typing import cast

from django.http import HttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle, SimpleRateThrottle
from rest_framework.views import APIView

from quizforge.accounts.models import User
from quizforge.api.serializers import error_responses
from quizforge.api.validation import input_validate
from quizforge.api.views import PublicApi
from quizforge.multiplayer import results
from quizforge.multiplayer import serializers as s
from quizforge.multiplayer.services import room_create, room_get, room_join


class RoomJoinPerRoomThrottle(SimpleRateThrottle):
    """Joins to one room from one address; sized so that a whole class behind one school address gets in."""

    scope = "room_join_room"

    def get_cache_key(self, request, view) -> str:
        code = str(view.kwargs.get("code", "")).upper()
        return self.cache_format % {"scope": self.scope, "ident": f"{self.get_ident(request)}:{code}"}


class SignedInApi(APIView):
    permission_classes = [IsAuthenticated]

    @property
    def user(self) -> User:
        return cast(User, self.request.user)


class RoomCreateApi(SignedInApi):
    @extend_schema(
        request=s.RoomCreateInputSerializer,
        responses={201: s.RoomCreateOutputSerializer, **error_responses(400, 401, 404)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(s.RoomCreateInputSerializer, request.data)
        return Response(room_create(user=self.user, **data), status=201)


class RoomDetailApi(PublicApi):
    @extend_schema(responses={200: s.RoomOutputSerializer, **error_responses(404)})
    def get(self, request: Request, code: str) -> Response:
        return Response(room_get(code=code))


class RoomJoinApi(PublicApi):
    throttle_classes = [ScopedRateThrottle, RoomJoinPerRoomThrottle]
    throttle_scope = "room_join"

    @extend_schema(
        request=s.RoomJoinInputSerializer,
        responses={200: s.RoomJoinOutputSerializer, **error_responses(400, 404, 409, 429)},
    )
    def post(self, request: Request, code: str) -> Response:
        data = input_validate(s.RoomJoinInputSerializer, request.data)
        return Response(room_join(code=code, name=data.get("name")))


class GameListApi(SignedInApi):
    @extend_schema(responses={200: s.GameListOutputSerializer, **error_responses(401)})
    def get(self, request: Request) -> Response:
        games = results.game_list(user=self.user)
        return Response({"games": s.GameOutputSerializer(games, many=True).data})


class GameDetailApi(SignedInApi):
    @extend_schema(responses={200: s.GameDetailOutputSerializer, **error_responses(401, 404)})
    def get(self, request: Request, game_id: int) -> Response:
        game = results.game_get(user=self.user, game_id=game_id)
        return Response(s.GameDetailOutputSerializer(game).data)


class GameCsvApi(SignedInApi):
    @extend_schema(
        responses={(200, "text/csv"): OpenApiResponse(OpenApiTypes.STR), **error_responses(401, 404)}
    )
    def get(self, request: Request, game_id: int) -> HttpResponse:
        game = results.game_get(user=self.user, game_id=game_id)
        response = HttpResponse(results.game_csv(game=game), content_type="text/csv; charset=utf-8")
        filename = f"{game.quiz_title[:60]} {game.created_at:%Y-%m-%d} {game.code}.csv"
        response["Content-Disposition"] = content_disposition_header(True, filename) or "attachment"
        return response
