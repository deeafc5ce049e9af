"""Rooms and finished games over HTTP (CONTRACT §7). Views parse, call a service or selector, shape."""

from typing import Any

from django.conf import settings
from django.http import HttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from quizforge.accounts.signed_in import SignedInApi
from quizforge.api.serializers import error_responses
from quizforge.api.validation import input_validate
from quizforge.api.views import PublicApi
from quizforge.core.throttling import PaceThrottle, ScopedThrottle, code_lookup, throttles_check
from quizforge.multiplayer import results
from quizforge.multiplayer import serializers as s
from quizforge.multiplayer.services import room_check, room_create, room_get, room_join, room_list_mine


class RoomJoinPerRoomThrottle(PaceThrottle):
    """Joins to one room from one address, at a pace: a whole class behind one school address gets in over
    a minute (THROTTLE_ROOM_JOIN_ROOM), a script cannot fill the room in a second (the burst)."""

    scope = "room_join_room"

    def get_burst(self) -> int:
        return settings.THROTTLE_ROOM_JOIN_ROOM_BURST

    def get_cache_key(self, request: Request, view: Any) -> str:
        code = str(view.kwargs.get("code", "")).upper()
        return self.cache_format % {"scope": self.scope, "ident": f"{self.get_ident(request)}:{code}"}


ROOM_CODE_MISSES = (
    "Too many room codes that do not exist were tried from your network. Please check the code."
)


def room_get_or_miss(request: Request, code: str) -> dict[str, Any]:
    return code_lookup(request=request, lookup=lambda: room_get(code=code), message=ROOM_CODE_MISSES)


def room_check_or_miss(request: Request, code: str) -> None:
    """As `room_get_or_miss`, without reading the room (a join answers the room it joined)."""
    code_lookup(request=request, lookup=lambda: room_check(code=code), message=ROOM_CODE_MISSES)


class RoomCreateApi(SignedInApi):
    @extend_schema(
        request=s.RoomCreateInputSerializer,
        responses={201: s.RoomCreateOutputSerializer, **error_responses(400, 401, 403, 404, 429)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(s.RoomCreateInputSerializer, request.data)
        return Response(room_create(user=self.user, **data), status=201)


class RoomMineApi(SignedInApi):
    @extend_schema(responses={200: s.RoomMineOutputSerializer, **error_responses(401)})
    def get(self, request: Request) -> Response:
        return Response({"rooms": room_list_mine(user=self.user)})


class RoomDetailApi(PublicApi):
    throttle_scope = "room_lookup"  # checked once the room is found: unknown codes have their own budget

    @extend_schema(responses={200: s.RoomOutputSerializer, **error_responses(404, 429)})
    def get(self, request: Request, code: str) -> Response:
        room = room_get_or_miss(request, code)
        throttles_check(self, request, [ScopedThrottle])
        return Response(room)


class RoomJoinApi(PublicApi):
    throttle_scope = "room_join"  # checked once the room is found: unknown codes have their own budget

    @extend_schema(
        request=s.RoomJoinInputSerializer,
        responses={
            200: s.RoomJoinOutputSerializer,
            202: s.RoomJoinOutputSerializer,
            **error_responses(400, 404, 409, 429),
        },
    )
    def post(self, request: Request, code: str) -> Response:
        data = input_validate(s.RoomJoinInputSerializer, request.data)
        room_check_or_miss(request, code)
        throttles_check(self, request, [ScopedThrottle, RoomJoinPerRoomThrottle])
        joined = room_join(
            code=code,
            name=data.get("name"),
            previous_token=data.get("player_token"),
            device=data.get("device"),
        )
        return Response(joined, status=202 if joined["pending"] else 200)


class GameListApi(SignedInApi):
    @extend_schema(responses={200: s.GameListOutputSerializer, **error_responses(401)})
    def get(self, request: Request) -> Response:
        games = results.game_list(user=self.user)
        return Response({"games": s.GameOutputSerializer(games, many=True).data})


class GameDetailApi(SignedInApi):
    @extend_schema(responses={200: s.GameDetailOutputSerializer, **error_responses(401, 404)})
    def get(self, request: Request, game_id: int) -> Response:
        game = results.game_get(user=self.user, game_id=game_id)
        report = results.game_report(game=game)
        return Response(s.GameDetailOutputSerializer(game, context={"report": report}).data)


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


class PlayerReviewApi(PublicApi):
    """A player's own review, keyed by its player token: no account needed (CONTRACT §7)."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "room_lookup"

    @extend_schema(responses={200: s.ReviewOutputSerializer, **error_responses(404, 429)})
    def get(self, request: Request, player_token: str) -> Response:
        return Response(s.ReviewOutputSerializer(results.player_review(player_token=player_token)).data)


class PlayerMissesQueueApi(SignedInApi):
    """The player's missed questions into the signed-in user's spaced review (CONTRACT §7), sent by the
    phone that played them when the game ends."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "review"

    @extend_schema(
        request=None, responses={200: s.MissesQueuedOutputSerializer, **error_responses(401, 404, 429)}
    )
    def post(self, request: Request, player_token: str) -> Response:
        queued = results.player_misses_queue(user=self.user, player_token=player_token)
        return Response({"queued": queued})
