"""The health check load balancers and `make run` poll."""

from django.conf import settings
from django.db import connection
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from quizforge.api.views import PublicApi
from quizforge.core.generator_health import generator_trouble
from quizforge.core.redis import redis_client


class HealthApi(PublicApi):
    """GET /api/health/ (CONTRACT §1): the database, Redis and which question generator runs.

    `status` is "degraded" (still 200: questions come from the offline generator meanwhile) while the AI
    server's last generation failed."""

    @extend_schema(
        responses=inline_serializer(
            "Health",
            {
                "status": serializers.CharField(),
                "database": serializers.CharField(),
                "redis": serializers.CharField(),
                "generator": serializers.CharField(),
            },
        )
    )
    def get(self, request: Request) -> Response:
        body = {
            "status": "ok",
            "database": "ok",
            "redis": "ok",
            "generator": settings.GENERATION_PROVIDER,
        }
        status = 200
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT 1")
        except Exception:
            body["database"] = body["status"] = "error"
            status = 503
        try:
            client = redis_client()
            if client is None:
                raise ConnectionError("REDIS_URL is not set")
            client.ping()
            body["redis"] = "embedded" if settings.REDIS_EMBEDDED else "ok"
        except Exception:
            body["redis"] = body["status"] = "error"
            status = 503
        if body["status"] == "ok" and settings.GENERATION_PROVIDER == "openai" and generator_trouble():
            body["status"] = "degraded"
        return Response(body, status=status)
