"""Serves the built single-page app's index.html for every non-API path, so deep links work."""

from django.conf import settings
from django.http import HttpRequest, HttpResponse


def spa_index(request: HttpRequest) -> HttpResponse:
    index = settings.FRONTEND_DIST_DIR / "index.html"
    if not index.is_file():
        return HttpResponse(
            "The web app is not built yet. Run `make run` (or `make build`) first.",
            status=503,
            content_type="text/plain; charset=utf-8",
        )
    response = HttpResponse(index.read_bytes(), content_type="text/html; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    return response
