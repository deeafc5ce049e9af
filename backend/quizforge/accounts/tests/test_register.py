import pytest
from django.conf import settings
from django.core import mail

from quizforge.accounts.models import User
from quizforge.accounts.tests.helpers import PASSWORD, bearer, html_part, link_in

pytestmark = pytest.mark.django_db

USER_INFO_FIELDS = {
    "email",
    "email_verified",
    "date_joined",
    "subscription_plan",
    "subscription_cancel_at_period_end",
    "subscription_end_date",
    "plan_limits",
}


def test_register_signs_the_user_in(post, api_client):
    response = post("/api/register/", {"email": "New.User@Example.com", "password": PASSWORD})

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"access_token", "refresh_token", "user_info"}
    assert set(body["user_info"]) == USER_INFO_FIELDS
    assert body["user_info"]["email"] == "new.user@example.com"
    assert body["user_info"]["email_verified"] is False
    assert body["user_info"]["subscription_plan"] == "free"
    assert body["user_info"]["subscription_cancel_at_period_end"] is False
    assert body["user_info"]["subscription_end_date"] is None
    profile = api_client.get("/api/profile/", **bearer(body["access_token"]))
    assert profile.json()["email"] == "new.user@example.com"


def test_register_sends_a_verification_email_with_text_and_html(post):
    post("/api/register/", {"email": "grace@example.com", "password": PASSWORD})

    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["grace@example.com"]
    assert "verify" in message.subject.lower()
    link = link_in(message, "verify-email")
    assert link.startswith(f"{settings.SITE_URL}/verify-email/")
    assert f'href="{link}"' in html_part(message)
    assert "24 hours" in message.body


@pytest.mark.parametrize("email", ["ada@example.com", "ADA@example.com", "Ada@Example.COM"])
def test_a_taken_email_is_refused_whatever_its_case(post, user, email):
    response = post("/api/register/", {"email": email, "password": PASSWORD})

    assert response.status_code == 400
    assert response.json()["error"] == "Email is already registered"
    assert response.json()["details"] == {"email": ["Email is already registered"]}
    assert User.objects.count() == 1
    assert mail.outbox == []


@pytest.mark.parametrize(
    ("password", "missing"),
    [
        ("Sh0rt!", "at least 8 characters"),
        ("alllower1!", "an uppercase letter"),
        ("ALLUPPER1!", "a lowercase letter"),
        ("NoDigits!!", "a number"),
        ("NoSpecial1", "a special character"),
        # Spaces and invisible characters are neither special characters nor length (issue 7.9).
        ("Aa1!    ", "at least 8 characters"),
        ("Aa1!\u200b\u200b\u200b\u200b", "at least 8 characters"),
        ("Abcdefg1    x", "a special character"),
        ("Abcdefg1\u200b", "a special character"),
        ("Abcdefg1\u00a0\u2060\ufeff", "a special character"),
        ("Abcdefg1\t\n", "a special character"),
    ],
)
def test_the_password_rules_are_enforced(post, password, missing):
    response = post("/api/register/", {"email": "weak@example.com", "password": password})

    assert response.status_code == 400
    body = response.json()
    assert body["error"].startswith("Password must contain")
    assert missing in body["error"]
    assert missing in body["details"]["password"][0]
    assert not User.objects.filter(email="weak@example.com").exists()
    assert mail.outbox == []


@pytest.mark.parametrize("password", ["P@ssw0rd", "Password1!", "pASSWORD1!"])
def test_a_common_password_is_refused_though_it_meets_the_rules(post, password):
    """Issue 27: `P@ssw0rd` was accepted. Django's list of common passwords, whatever the case."""
    response = post("/api/register/", {"email": "common@example.com", "password": password})

    assert response.status_code == 400
    assert response.json() == {
        "error": "This password is too common. Please choose one that is harder to guess.",
        "details": {"password": ["This password is too common. Please choose one that is harder to guess."]},
    }
    assert not User.objects.filter(email="common@example.com").exists()


def test_a_passphrase_with_spaces_and_a_real_special_character_is_fine(post):
    response = post("/api/register/", {"email": "phrase@example.com", "password": "Correct horse 1!"})
    assert response.status_code == 201


def test_every_missing_rule_is_named(post):
    response = post("/api/register/", {"email": "weak@example.com", "password": "abc"})

    assert response.json()["error"] == (
        "Password must contain at least 8 characters, an uppercase letter, a number, a special character."
    )


@pytest.mark.parametrize(
    ("payload", "field", "message"),
    [
        ({"password": PASSWORD}, "email", "Please enter your email address."),
        ({"email": "  ", "password": PASSWORD}, "email", "Please enter your email address."),
        ({"email": "not-an-email", "password": PASSWORD}, "email", "Please enter a valid email address."),
        ({"email": "a@example.com"}, "password", "Please enter your password."),
    ],
)
def test_bad_input_answers_a_sentence_and_the_field(post, payload, field, message):
    response = post("/api/register/", payload)

    assert response.status_code == 400
    assert response.json() == {"error": message, "details": {field: [message]}}


def test_register_ignores_a_stale_access_token(post):
    response = post(
        "/api/register/", {"email": "late@example.com", "password": PASSWORD}, **bearer("expired-or-garbage")
    )

    assert response.status_code == 201
