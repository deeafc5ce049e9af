"""The built app's delivery: the app for its addresses, 404 for the rest, compressed long-lived assets."""

import gzip
import json
from pathlib import Path

import pytest
from django.test import Client, override_settings

INDEX = b"<!doctype html><title>QuizForge</title><div id=root></div>"
ROUTES = ["/", "/generator", "/shared/:token", "/multiplayer/lobby/:roomCode", "/auth/callback"]
SCRIPT = b"export const answer = 42;\n" * 200
# The server only picks the copy: what the build wrote is sent byte for byte.
BROTLI_COPY = b"brotli bytes written by the build"


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_bytes(INDEX)
    (tmp_path / "spa-routes.json").write_text(json.dumps({"routes": ROUTES}))
    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / "index-Ab3_x-9Z.js").write_bytes(SCRIPT)
    (assets / "index-Ab3_x-9Z.js.gz").write_bytes(gzip.compress(SCRIPT))
    (assets / "index-Ab3_x-9Z.js.br").write_bytes(BROTLI_COPY)
    (tmp_path / "favicon.svg").write_bytes(b"<svg xmlns='http://www.w3.org/2000/svg'/>")
    return tmp_path


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/generator",
        "/generator/",
        "/GENERATOR",
        "/shared/tok-123",
        "/multiplayer/lobby/ABC234",
        "/auth/callback",
    ],
)
def test_app_addresses_get_the_app(dist, path):
    with override_settings(FRONTEND_DIST_DIR=dist):
        response = Client().get(path)
    assert response.status_code == 200
    assert response.content == INDEX
    assert response["Cache-Control"] == "no-cache"


@pytest.mark.parametrize("path", ["/quizzes", "/generator/extra", "/shared", "/shared/a/b", "/nope.php"])
def test_other_addresses_get_the_app_with_404(dist, path):
    with override_settings(FRONTEND_DIST_DIR=dist):
        response = Client().get(path)
    assert response.status_code == 404
    # The app itself still comes, so the visitor sees its not-found page with the navbar.
    assert response.content == INDEX
    assert response["Content-Type"] == "text/html; charset=utf-8"


def test_a_build_without_the_route_list_serves_every_address(dist):
    (dist / "spa-routes.json").unlink()
    with override_settings(FRONTEND_DIST_DIR=dist):
        assert Client().get("/anything/at/all").status_code == 200


def test_a_missing_build_says_how_to_build(tmp_path):
    with override_settings(FRONTEND_DIST_DIR=tmp_path):
        response = Client().get("/generator")
    assert response.status_code == 503
    assert b"make run" in response.content


@pytest.mark.parametrize(
    ("accept", "encoding", "body"),
    [("gzip, deflate, br", "br", BROTLI_COPY), ("gzip", "gzip", SCRIPT), ("", None, SCRIPT)],
)
def test_hashed_assets_come_compressed_and_cached_for_a_year(dist, accept, encoding, body):
    # A fresh Client builds a fresh WhiteNoise, which scans WHITENOISE_ROOT.
    with override_settings(WHITENOISE_ROOT=dist):
        response = Client().get("/assets/index-Ab3_x-9Z.js", HTTP_ACCEPT_ENCODING=accept)
        content = response.getvalue()
    assert response.status_code == 200
    assert response.get("Content-Encoding") == encoding
    assert response["Cache-Control"] == "max-age=315360000, public, immutable"
    assert response["Vary"] == "Accept-Encoding"
    assert (gzip.decompress(content) if encoding == "gzip" else content) == body


def test_unhashed_files_are_rechecked_soon(dist):
    with override_settings(WHITENOISE_ROOT=dist):
        response = Client().get("/favicon.svg")
    assert response.status_code == 200
    assert "immutable" not in response["Cache-Control"]
    assert response["Cache-Control"] == "max-age=60, public"
