import pytest

from quizforge.accounts.tests.helpers import PASSWORD, bearer

pytestmark = pytest.mark.django_db


def _assert_throttled(response) -> None:
    assert response.status_code == 429
    assert response.json()["error"].startswith("Too many requests. Please try again in ")
    assert int(response["Retry-After"]) > 0


def test_login_is_limited_by_failures_only(post, user, settings):
    settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS = 3
    for _ in range(20):  # successes count toward no limit
        assert post("/api/login/", {"email": "ada@example.com", "password": PASSWORD}).status_code == 200
    attempts = [
        post("/api/login/", {"email": "ada@example.com", "password": "Wr0ng-pass!"}) for _ in range(3)
    ]
    assert [response.status_code for response in attempts] == [401, 401, 401]

    # Even the right password waits on that address once its mistakes are spent.
    _assert_throttled(post("/api/login/", {"email": "ada@example.com", "password": PASSWORD}))


def test_register_is_throttled(post, throttle_rate):
    throttle_rate("register", "2/hour")
    for number in range(2):
        assert (
            post("/api/register/", {"email": f"u{number}@example.com", "password": PASSWORD}).status_code
            == 201
        )

    _assert_throttled(post("/api/register/", {"email": "u9@example.com", "password": PASSWORD}))


def test_password_reset_requests_are_throttled(post, throttle_rate):
    throttle_rate("password_reset", "2/hour")
    for _ in range(2):
        assert post("/api/request-password-reset/", {"email": "x@example.com"}).status_code == 200

    _assert_throttled(post("/api/request-password-reset/", {"email": "x@example.com"}))


def test_verification_resends_are_throttled(post, throttle_rate):
    throttle_rate("verification_email", "1/hour")
    access = post("/api/register/", {"email": "new@example.com", "password": PASSWORD}).json()["access_token"]
    assert post("/api/resend-verification/", **bearer(access)).status_code == 200

    _assert_throttled(post("/api/resend-verification/", **bearer(access)))
