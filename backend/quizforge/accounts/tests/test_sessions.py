from datetime import timedelta

import pytest
from rest_framework_simplejwt.tokens import AccessToken

from quizforge.accounts.tests.helpers import PASSWORD, bearer

pytestmark = pytest.mark.django_db

SESSION_EXPIRED = {"error": "Your session has expired. Please log in again.", "details": {}}


@pytest.fixture
def session(post, user) -> dict:
    return post("/api/login/", {"email": "ada@example.com", "password": PASSWORD}).json()


def test_refresh_rotates_and_the_old_refresh_token_stops_working(post, api_client, session):
    first = post("/api/token/refresh/", {"refresh": session["refresh_token"]})

    assert first.status_code == 200
    tokens = first.json()
    assert set(tokens) == {"access", "refresh"}
    assert tokens["refresh"] != session["refresh_token"]
    assert api_client.get("/api/profile/", **bearer(tokens["access"])).status_code == 200

    reused = post("/api/token/refresh/", {"refresh": session["refresh_token"]})
    assert reused.status_code == 401
    assert reused.json() == SESSION_EXPIRED

    assert post("/api/token/refresh/", {"refresh": tokens["refresh"]}).status_code == 200


@pytest.mark.parametrize("refresh", ["garbage", "a.b.c"])
def test_refresh_with_a_bad_token_is_401(post, refresh):
    response = post("/api/token/refresh/", {"refresh": refresh})

    assert response.status_code == 401
    assert response.json() == SESSION_EXPIRED


def test_an_access_token_cannot_be_used_as_a_refresh_token(post, session):
    response = post("/api/token/refresh/", {"refresh": session["access_token"]})

    assert response.status_code == 401


def test_refresh_for_a_deleted_account_is_401(post, session, user):
    user.delete()

    response = post("/api/token/refresh/", {"refresh": session["refresh_token"]})

    assert response.status_code == 401
    assert response.json() == SESSION_EXPIRED


def test_refresh_needs_the_token(post):
    response = post("/api/token/refresh/", {})

    assert response.status_code == 400
    assert response.json() == {
        "error": "Please send the refresh token.",
        "details": {"refresh": ["Please send the refresh token."]},
    }


def test_logout_blacklists_the_refresh_token(post, session):
    response = post("/api/logout/", {"refresh": session["refresh_token"]})

    assert response.status_code == 200
    assert response.json() == {"message": "You have been logged out."}
    assert post("/api/token/refresh/", {"refresh": session["refresh_token"]}).status_code == 401

    again = post("/api/logout/", {"refresh": session["refresh_token"]})
    assert again.status_code == 400
    assert again.json()["error"] == "This session has already ended or its token is not valid."


def test_logout_works_with_an_expired_access_token(post, session):
    response = post("/api/logout/", {"refresh": session["refresh_token"]}, **bearer("expired"))

    assert response.status_code == 200


def test_profile_needs_a_login(api_client):
    response = api_client.get("/api/profile/")

    assert response.status_code == 401
    assert response.json() == {"error": "Please log in to continue.", "details": {}}


def test_profile_ignores_the_cache_busting_parameter(api_client, session):
    response = api_client.get("/api/profile/?_t=1732170000000", **bearer(session["access_token"]))

    assert response.status_code == 200
    assert response.json() == session["user_info"]
    assert "no-cache" in response["Cache-Control"]


def test_profile_with_an_expired_access_token_is_401(api_client, user):
    token = AccessToken.for_user(user)
    token.set_exp(lifetime=-timedelta(seconds=1))

    response = api_client.get("/api/profile/", **bearer(str(token)))

    assert response.status_code == 401
    assert response.json()["error"]
