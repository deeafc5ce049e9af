import re
import time
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client
from social_core.backends.google import GoogleOAuth2

from quizforge.accounts.models import User
from quizforge.accounts.tests.fake_google import FakeGoogle
from quizforge.accounts.tests.helpers import PASSWORD, bearer

pytestmark = pytest.mark.django_db

NOT_CONFIGURED = (
    "/auth/callback?error=not_configured"
    "&message=Google%20sign-in%20is%20not%20configured%20on%20this%20server."
)


def _exchange(api_client, params: dict[str, str]) -> dict:
    response = api_client.post("/api/auth/google/exchange/", params, format="json")
    assert response.status_code == 200, response.json()
    return response.json()


def _callback_params(response) -> dict[str, str]:
    assert response.status_code == 302
    location = urlsplit(response["Location"])
    assert location.path == "/auth/callback"
    return {key: values[0] for key, values in parse_qs(location.query).items()}


@pytest.fixture
def google(settings, monkeypatch):
    settings.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = "client-id.apps.googleusercontent.com"
    settings.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = "client-secret"
    fake = FakeGoogle(client_id=settings.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY, client_secret="client-secret").start()
    send = GoogleOAuth2.request
    monkeypatch.setattr(
        GoogleOAuth2, "request", lambda backend, url, **kw: send(backend, fake.local_url(url), **kw)
    )
    yield fake
    fake.stop()


def _found(pattern: str, text: str) -> str:
    match = re.search(pattern, text)
    assert match, f"{pattern} not in {text}"
    return match[1]


STATE = "tab-made-state-0123456789abcdef"
CODE_REFUSED = "This Google sign-in has expired or was already used. Please sign in again."


def _google_sign_in(client: Client, code: str | None, state: str = STATE, **extra_params: str):
    """Walks the browser's path: our start page, its form to the sign-in start, Google, back to us."""
    page = client.get("/api/auth/google/", {"state": state})
    assert page.status_code == 200
    html = page.content.decode()
    action = _found(r'<form[^>]*action="([^"]+)"', html)
    csrf = _found(r'name="csrfmiddlewaretoken" value="([^"]+)"', html)
    to_google = client.post(action, {"csrfmiddlewaretoken": csrf})
    assert to_google.status_code == 302
    consent = urlsplit(to_google["Location"])
    assert consent.netloc == "accounts.google.com"
    query = parse_qs(consent.query)
    assert query["client_id"] == ["client-id.apps.googleusercontent.com"]
    redirect_uri = urlsplit(query["redirect_uri"][0]).path
    params = {"state": query["state"][0], **({"code": code} if code else {}), **extra_params}
    back = client.get(redirect_uri, params)
    assert back.status_code == 302
    return client.get(back["Location"]) if back["Location"].startswith("/api/") else back


def test_without_keys_google_sign_in_redirects_to_the_callback_with_an_error(api_client, settings):
    settings.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = ""
    settings.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = ""

    response = api_client.get("/api/auth/google/")

    assert response.status_code == 302
    assert response["Location"] == NOT_CONFIGURED


def test_google_sign_in_creates_a_verified_account_and_signs_it_in(google, api_client):
    client = Client(enforce_csrf_checks=True)

    params = _callback_params(
        _google_sign_in(client, google.code_for(sub="g-1", email="New.Person@Gmail.com"))
    )

    assert set(params) == {"code", "state"}
    assert params["state"] == STATE
    session = _exchange(api_client, params)
    user_info = session["user_info"]
    assert user_info["email"] == "new.person@gmail.com"
    assert user_info["email_verified"] is True
    assert user_info["subscription_plan"] == "free"
    profile = api_client.get("/api/profile/", **bearer(session["access_token"]))
    assert profile.json() == user_info
    assert api_client.post("/api/token/refresh/", {"refresh": session["refresh_token"]}).status_code == 200
    assert "sessionid" not in client.cookies or not client.cookies["sessionid"].value


def test_google_sign_in_joins_the_account_registered_with_the_same_email(google, post, api_client):
    post("/api/register/", {"email": "ada@example.com", "password": PASSWORD})
    client = Client(enforce_csrf_checks=True)

    params = _callback_params(_google_sign_in(client, google.code_for(sub="g-2", email="ADA@example.com")))

    assert User.objects.count() == 1
    assert _exchange(api_client, params)["user_info"]["email_verified"] is True
    assert User.objects.get().email_verified is True
    # A later sign-in finds the same account through its Google link.
    again = _callback_params(_google_sign_in(client, google.code_for(sub="g-2", email="ada@example.com")))
    assert set(again) == {"code", "state"}
    assert User.objects.count() == 1


def test_cancelling_at_google_reports_it_to_the_app(google):
    params = _callback_params(_google_sign_in(Client(enforce_csrf_checks=True), None, error="access_denied"))

    assert params == {"error": "access_denied", "message": "Sign-in was cancelled."}
    assert User.objects.count() == 0


def test_an_unverified_google_address_is_refused(google):
    code = google.code_for(sub="g-3", email="eve@example.com", email_verified=False)

    params = _callback_params(_google_sign_in(Client(enforce_csrf_checks=True), code))

    assert params["error"] == "google_error"
    assert params["message"] == "We could not complete sign-in with Google. Please try again."
    assert User.objects.count() == 0


def test_a_forged_state_is_refused(google):
    client = Client(enforce_csrf_checks=True)
    client.get("/api/auth/google/", {"state": STATE})

    response = client.get(
        "/social/complete/google-oauth2/",
        {"state": "forged", "code": google.code_for(sub="g", email="x@y.com")},
    )

    assert _callback_params(response)["error"] == "google_error"


def test_the_completion_view_turns_the_google_session_into_tokens(api_client, user):
    client = Client()
    client.force_login(user, backend="social_core.backends.google.GoogleOAuth2")
    session = client.session
    session["social_auth_last_login_backend"] = "google-oauth2"
    session["quizforge_google_state"] = STATE
    session.save()

    params = _callback_params(client.get("/api/auth/google/complete/"))

    tokens = _exchange(api_client, params)
    assert tokens["user_info"]["email"] == "ada@example.com"
    assert api_client.get("/api/profile/", **bearer(tokens["access_token"])).status_code == 200
    # The server session is gone, so the link cannot be replayed.
    replay = _callback_params(client.get("/api/auth/google/complete/"))
    assert replay["error"] == "google_error"


def test_the_completion_view_ignores_a_session_not_made_by_google(user):
    client = Client()
    client.force_login(user)

    params = _callback_params(client.get("/api/auth/google/complete/"))

    assert params == {
        "error": "google_error",
        "message": "We could not complete sign-in with Google. Please try again.",
    }


def test_the_completion_view_without_a_session_reports_failure():
    params = _callback_params(Client().get("/api/auth/google/complete/"))

    assert params["error"] == "google_error"


def _signed_in_by_google(user, state: str | None = STATE) -> Client:
    client = Client()
    client.force_login(user, backend="social_core.backends.google.GoogleOAuth2")
    session = client.session
    session["social_auth_last_login_backend"] = "google-oauth2"
    if state is not None:
        session["quizforge_google_state"] = state
    session.save()
    return client


def test_no_token_ever_travels_in_the_callback_address(google):
    response = _google_sign_in(Client(enforce_csrf_checks=True), google.code_for(sub="g-9", email="a@b.com"))
    location = response["Location"]
    for leak in ("token", "refresh", "user_info", "eyJ"):
        assert leak not in location
    assert response["Cache-Control"] == "no-store"


def test_a_code_works_once(api_client, user):
    params = _callback_params(_signed_in_by_google(user).get("/api/auth/google/complete/"))
    _exchange(api_client, params)

    again = api_client.post("/api/auth/google/exchange/", params, format="json")
    assert again.status_code == 400
    assert (
        again.json()["error"] == "This Google sign-in has expired or was already used. Please sign in again."
    )


def test_a_code_with_another_state_is_refused_and_burnt(api_client, user):
    params = _callback_params(_signed_in_by_google(user).get("/api/auth/google/complete/"))

    stolen = {"code": params["code"], "state": "someone-elses-tab-state-000000"}
    assert api_client.post("/api/auth/google/exchange/", stolen, format="json").status_code == 400
    assert api_client.post("/api/auth/google/exchange/", params, format="json").status_code == 400


def test_an_expired_code_is_refused(api_client, user, settings):
    settings.GOOGLE_CODE_MAX_AGE_SECONDS = 1
    params = _callback_params(_signed_in_by_google(user).get("/api/auth/google/complete/"))
    time.sleep(1.5)
    assert api_client.post("/api/auth/google/exchange/", params, format="json").status_code == 400


def test_a_made_up_code_is_refused(api_client):
    response = api_client.post("/api/auth/google/exchange/", {"code": "guess", "state": STATE}, format="json")
    assert response.status_code == 400


def test_a_sign_in_the_app_did_not_start_gets_no_code(user):
    params = _callback_params(_signed_in_by_google(user, state=None).get("/api/auth/google/complete/"))
    assert params["error"] == "google_error"


@pytest.mark.parametrize("state", [None, "", "short", "bad chars !!!!!!!!!!!!!!!!!!!!"])
def test_the_start_needs_a_state_from_the_app(google, state):
    query = {} if state is None else {"state": state}
    params = _callback_params(Client().get("/api/auth/google/", query))
    assert params["error"] == "google_error"
