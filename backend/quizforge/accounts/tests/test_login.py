from datetime import timedelta

import pytest
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.accounts.tests.helpers import PASSWORD, bearer

pytestmark = pytest.mark.django_db


def test_login_answers_tokens_and_user_info(post, api_client, user):
    response = post("/api/login/", {"email": "ada@example.com", "password": PASSWORD})

    assert response.status_code == 200
    body = response.json()
    assert body["user_info"]["email"] == "ada@example.com"
    assert api_client.get("/api/profile/", **bearer(body["access_token"])).status_code == 200
    user.refresh_from_db()
    assert user.last_login is not None


def test_login_email_is_case_insensitive(post, user):
    response = post("/api/login/", {"email": "  ADA@Example.com ", "password": PASSWORD})

    assert response.status_code == 200


def test_wrong_password_is_401_with_the_spec_sentence(post, user):
    response = post("/api/login/", {"email": "ada@example.com", "password": "Wrong-passw0rd"})

    assert response.status_code == 401
    assert response.json() == {
        "error": "Invalid email or password. Please check your credentials and try again.",
        "details": {},
    }


def test_unknown_email_is_404_with_the_spec_sentence(post, user):
    response = post("/api/login/", {"email": "nobody@example.com", "password": PASSWORD})

    assert response.status_code == 404
    assert (
        response.json()["error"] == "Account not found. Please check your email or sign up for a new account."
    )


def test_disabled_account_cannot_log_in(post, user):
    user.is_active = False
    user.save()

    response = post("/api/login/", {"email": "ada@example.com", "password": PASSWORD})

    assert response.status_code == 403
    assert response.json()["error"] == "This account has been disabled. Please contact support."


def test_google_only_account_cannot_log_in_with_a_password(post):
    User.objects.create_user(email="g@example.com", password=None)

    response = post("/api/login/", {"email": "g@example.com", "password": "Any-passw0rd"})

    assert response.status_code == 401


def test_login_ignores_a_stale_access_token(post, user):
    response = post("/api/login/", {"email": "ada@example.com", "password": PASSWORD}, **bearer("stale"))

    assert response.status_code == 200


@pytest.mark.parametrize(
    ("plan", "cancel", "end_in_days", "shown"),
    [
        ("premium", False, 30, "premium"),
        ("premium", True, 3, "premium"),
        ("premium", True, -1, "free"),
        ("free", False, None, "free"),
    ],
)
def test_user_info_shows_the_plan_in_force(post, user, plan, cancel, end_in_days, shown):
    user.subscription_plan = plan
    user.subscription_cancel_at_period_end = cancel
    user.subscription_end_date = None if end_in_days is None else timezone.now() + timedelta(days=end_in_days)
    user.save()

    info = post("/api/login/", {"email": "ada@example.com", "password": PASSWORD}).json()["user_info"]

    assert info["subscription_plan"] == shown
    assert info["subscription_cancel_at_period_end"] is cancel
    assert (info["subscription_end_date"] is None) is (end_in_days is None)
