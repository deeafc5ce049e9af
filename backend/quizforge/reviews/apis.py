"""The signed-in user's review queue (CONTRACT §7): missed questions in, due ones out, answers reschedule."""

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from quizforge.accounts.signed_in import SignedInApi
from quizforge.api.serializers import error_responses
from quizforge.api.validation import input_validate
from quizforge.core.throttling import ScopedThrottle
from quizforge.reviews import serializers as s
from quizforge.reviews.selectors import REVIEW_SESSION_MAX, review_due
from quizforge.reviews.services import misses_record, review_answer


class ReviewApi(SignedInApi):
    throttle_classes = [ScopedThrottle]
    throttle_scope = "review"


class ReviewMissesApi(ReviewApi):
    @extend_schema(
        request=s.MissesInputSerializer,
        responses={201: s.MissesOutputSerializer, **error_responses(400, 401, 429)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(s.MissesInputSerializer, request.data)
        queued = misses_record(user=self.user, questions=data["questions"])
        return Response({"queued": queued, "due_count": review_due(user=self.user).count()}, status=201)


class ReviewDueApi(ReviewApi):
    @extend_schema(responses={200: s.ReviewDueOutputSerializer, **error_responses(401, 429)})
    def get(self, request: Request) -> Response:
        due = review_due(user=self.user)
        items = s.ReviewItemOutputSerializer(due[:REVIEW_SESSION_MAX], many=True).data
        return Response({"count": due.count(), "items": items})


class ReviewAnswerApi(ReviewApi):
    @extend_schema(
        request=s.ReviewAnswerInputSerializer,
        responses={200: s.ReviewAnswerOutputSerializer, **error_responses(400, 401, 404, 429)},
    )
    def post(self, request: Request, item_id: int) -> Response:
        data = input_validate(s.ReviewAnswerInputSerializer, request.data)
        item = review_answer(user=self.user, item_id=item_id, correct=data["correct"])
        return Response({"learned": item is None, "due_at": item.due_at if item else None})
