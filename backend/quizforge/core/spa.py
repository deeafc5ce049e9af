"""
Serves the built single-page app's index.html for every non-API path, so deep links work.

An address that none of the app's screens claims gets the same page with status 404: the app still shows
its own not-found screen, while crawlers, monitors and link checkers see that the page does not exist.
The screens' address patterns come from `spa-routes.json`, which the frontend build writes from its
route list; a build without that file is served with 200 everywhere, as before.
"""

import json
import re
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.http import HttpRequest, HttpResponse

ROUTES_FILE = "spa-routes.json"


def route_regex(pattern: str) -> re.Pattern[str]:
    """A route pattern matched as React Router does: any case, optional final slash, `:name` a segment."""
    segments = [s for s in pattern.split("/") if s]
    body = "/".join("[^/]+" if s.startswith(":") else re.escape(s) for s in segments)
    return re.compile(f"^/{body}/?$" if body else "^/$", re.IGNORECASE)


@lru_cache(maxsize=4)
def _route_regexes(routes_file: Path, modified_ns: int) -> tuple[re.Pattern[str], ...]:
    routes = json.loads(routes_file.read_text(encoding="utf-8"))["routes"]
    return tuple(route_regex(pattern) for pattern in routes)


def is_app_route(path: str, dist_dir: Path) -> bool:
    routes_file = dist_dir / ROUTES_FILE
    try:
        regexes = _route_regexes(routes_file, routes_file.stat().st_mtime_ns)
    except FileNotFoundError:
        return True
    return any(regex.match(path) for regex in regexes)


def spa_index(request: HttpRequest) -> HttpResponse:
    dist_dir: Path = settings.FRONTEND_DIST_DIR
    index = dist_dir / "index.html"
    if not index.is_file():
        return HttpResponse(
            "The web app is not built yet. Run `make run` (or `make build`) first.",
            status=503,
            content_type="text/plain; charset=utf-8",
        )
    status = 200 if is_app_route(request.path_info, dist_dir) else 404
    response = HttpResponse(index.read_bytes(), status=status, content_type="text/html; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    return response
