"""/api/schema/ documents every API path the server answers, with its methods."""

import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

pytestmark = pytest.mark.django_db

NOT_DOCUMENTED = {"/api/schema/"}


def _api_paths(patterns, prefix: str = "") -> list[tuple[str, URLPattern]]:
    found: list[tuple[str, URLPattern]] = []
    for pattern in patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            found += _api_paths(pattern.url_patterns, route)
        elif route.startswith("api/"):
            found.append(("/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route), pattern))
    return found


def test_every_api_path_and_method_is_in_the_schema(api_client):
    schema = api_client.get("/api/schema/?format=json").json()

    for path, pattern in _api_paths(get_resolver().url_patterns):
        if path in NOT_DOCUMENTED:
            continue
        assert path in schema["paths"], path
        view_class = pattern.callback.view_class  # type: ignore[attr-defined]
        methods = {m for m in ("get", "post", "put", "patch", "delete") if hasattr(view_class, m)}
        assert methods <= set(schema["paths"][path]), (path, methods)
