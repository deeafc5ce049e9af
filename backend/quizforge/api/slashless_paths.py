"""An API call without its final slash (POST /api/save-quiz) is served as the call with it.

Django's APPEND_SLASH would answer an empty 301 instead, which a client following it turns into a GET
and loses the body; the API's addresses are unambiguous, so the slash is simply added.
"""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.urls import is_valid_path

API_PREFIX = "/api/"


class ApiSlashlessPathMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        path = request.path_info
        if path.startswith(API_PREFIX) and not path.endswith("/"):
            urlconf = getattr(request, "urlconf", None)
            if not is_valid_path(path, urlconf) and is_valid_path(f"{path}/", urlconf):
                request.path_info = f"{path}/"
                request.path = f"{request.path}/"
        return self.get_response(request)
