"""Every answer carries the Content-Security-Policy (issue 7.9); the browser suite checks the SPA obeys it."""

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest
from django.test import Client, override_settings

pytestmark = pytest.mark.django_db


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_bytes(b"<!doctype html><div id=root></div>")
    (tmp_path / "spa-routes.json").write_text(json.dumps({"routes": ["/"]}))
    (tmp_path / "favicon.svg").write_bytes(b"<svg xmlns='http://www.w3.org/2000/svg'/>")
    return tmp_path


def _policy(response) -> dict[str, list[str]]:
    directives = [part.split() for part in response["Content-Security-Policy"].split(";")]
    return {name: sources for name, *sources in directives}


@pytest.mark.parametrize(
    "method, path",
    [
        ("get", "/"),
        ("get", "/no-such-screen"),
        ("get", "/favicon.svg"),
        ("get", "/api/health/"),
        ("get", "/api/saved-quizzes/"),
        ("post", "/api/login/"),
        ("get", "/admin/login/"),
        ("get", "/api/auth/google/"),
    ],
)
def test_every_answer_carries_the_policy(dist, method, path):
    with override_settings(FRONTEND_DIST_DIR=dist, WHITENOISE_ROOT=dist):
        response = getattr(Client(), method)(path)
    policy = _policy(response)
    assert policy["default-src"] == ["'self'"]
    assert "'unsafe-inline'" not in policy["script-src"]
    assert "'unsafe-eval'" not in policy["script-src"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["worker-src"] == ["'self'", "blob:"]  # the confetti's worker


def test_the_google_start_page_script_is_the_one_the_policy_allows(settings):
    settings.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = "id"
    settings.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = "secret"
    response = Client().get("/api/auth/google/", {"state": "a-state-made-by-the-tab-0123"})
    assert response.status_code == 200
    scripts = re.findall(r"<script>(.*?)</script>", response.content.decode(), re.DOTALL)
    assert len(scripts) == 1
    digest = base64.b64encode(hashlib.sha256(scripts[0].encode()).digest()).decode()
    assert f"'sha256-{digest}'" in _policy(response)["script-src"]
    assert "https://accounts.google.com" in _policy(response)["form-action"]
