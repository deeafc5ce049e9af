import pytest
from django.conf import settings
from django.core import mail

from quizforge.accounts import tokens
from quizforge.accounts.models import User
from quizforge.accounts.tests.helpers import PASSWORD, bearer, html_part, link_in, token_in

pytestmark = pytest.mark.django_db

LINK_INVALID = "This verification link is invalid, has expired or was already used. Please request a new one."


@pytest.fixture
def registered(post) -> dict:
    body = post("/api/register/", {"email": "ada@example.com", "password": PASSWORD}).json()
    return {**body, "token": token_in(mail.outbox[-1], "verify-email")}


def _clock_moved(monkeypatch, seconds: int) -> None:
    now = tokens._now()
    monkeypatch.setattr(tokens, "_now", lambda: now + seconds)


def test_the_emailed_link_verifies_the_address(post, api_client, registered):
    response = post("/api/verify-email/", {"token": registered["token"]})

    assert response.status_code == 200
    assert response.json()["message"] == "Your email address has been verified."
    assert response.json()["user_info"]["email_verified"] is True
    profile = api_client.get("/api/profile/", **bearer(registered["access_token"]))
    assert profile.json()["email_verified"] is True


def test_a_used_link_changes_nothing_and_says_the_address_is_already_verified(post, registered):
    assert post("/api/verify-email/", {"token": registered["token"]}).status_code == 200

    again = post("/api/verify-email/", {"token": registered["token"]})

    assert again.status_code == 200
    assert again.json()["message"] == "Your email address is already verified."
    assert again.json()["user_info"]["email_verified"] is True


def test_a_link_of_an_address_verified_by_a_password_reset_says_so(post, registered):
    post("/api/request-password-reset/", {"email": "ada@example.com"})
    reset = token_in(mail.outbox[-1], "reset-password")
    assert post("/api/reset-password/", {"token": reset, "new_password": "N3w!Password"}).status_code == 200

    response = post("/api/verify-email/", {"token": registered["token"]})

    assert response.status_code == 200
    assert response.json()["message"] == "Your email address is already verified."


def test_a_forged_link_for_a_verified_address_is_still_refused(post, registered):
    post("/api/verify-email/", {"token": registered["token"]})
    user_part, timestamp, signature = registered["token"].split("-")
    forged = f"{user_part}-{timestamp}-{'0' * len(signature)}"

    response = post("/api/verify-email/", {"token": forged})

    assert response.status_code == 400
    assert response.json() == {"error": LINK_INVALID, "details": {"token": [LINK_INVALID]}}


def test_an_expired_used_link_is_refused(post, registered, monkeypatch):
    post("/api/verify-email/", {"token": registered["token"]})
    _clock_moved(monkeypatch, settings.EMAIL_TOKEN_MAX_AGE_SECONDS + 1)

    assert post("/api/verify-email/", {"token": registered["token"]}).json()["error"] == LINK_INVALID


def test_a_verification_link_works_until_it_expires(post, registered, monkeypatch):
    _clock_moved(monkeypatch, settings.EMAIL_TOKEN_MAX_AGE_SECONDS - 60)

    assert post("/api/verify-email/", {"token": registered["token"]}).status_code == 200


def test_an_expired_verification_link_is_refused(post, registered, monkeypatch):
    _clock_moved(monkeypatch, settings.EMAIL_TOKEN_MAX_AGE_SECONDS + 1)

    response = post("/api/verify-email/", {"token": registered["token"]})

    assert response.status_code == 400
    assert response.json()["error"] == LINK_INVALID
    assert User.objects.get(email="ada@example.com").email_verified is False


def test_a_tampered_link_is_refused(post, registered):
    token = registered["token"]
    tampered = token[:-1] + ("0" if token[-1] != "0" else "1")

    assert post("/api/verify-email/", {"token": tampered}).status_code == 400
    assert User.objects.get(email="ada@example.com").email_verified is False


def test_a_link_for_another_user_is_refused(post, registered):
    other = User.objects.create_user(email="eve@example.com", password=PASSWORD)
    _, rest = registered["token"].split("-", 1)
    forged = f"{tokens.int_to_base36(other.pk)}-{rest}"

    assert post("/api/verify-email/", {"token": forged}).status_code == 400
    assert User.objects.get(pk=other.pk).email_verified is False


@pytest.mark.parametrize("token", ["nonsense", "1-2", "zzzzzzzzzzzzzzz-1-abc", "x" * 300])
def test_malformed_tokens_are_refused_with_a_sentence(post, registered, token):
    response = post("/api/verify-email/", {"token": token})

    assert response.status_code == 400
    assert response.json()["error"]


def test_a_password_reset_token_does_not_verify(post, user):
    reset_token = tokens.email_token_make(user=user, purpose=tokens.EmailTokenPurpose.RESET_PASSWORD)

    assert post("/api/verify-email/", {"token": reset_token}).status_code == 400


def test_a_token_is_required(post):
    response = post("/api/verify-email/", {})

    assert response.status_code == 400
    assert response.json()["error"] == "This link is incomplete. Please open the link from your email again."


def test_resend_sends_a_fresh_working_link(post, registered):
    mail.outbox.clear()

    response = post("/api/resend-verification/", **bearer(registered["access_token"]))

    assert response.status_code == 200
    assert response.json() == {"message": "We have sent you a new verification email."}
    assert len(mail.outbox) == 1
    link = link_in(mail.outbox[0], "verify-email")
    assert f'href="{link}"' in html_part(mail.outbox[0])
    assert post("/api/verify-email/", {"token": link.rsplit("/", 1)[1]}).status_code == 200


def test_resend_for_a_verified_address_is_refused(post, registered):
    post("/api/verify-email/", {"token": registered["token"]})
    mail.outbox.clear()

    response = post("/api/resend-verification/", **bearer(registered["access_token"]))

    assert response.status_code == 400
    assert response.json()["error"] == "Your email address is already verified."
    assert mail.outbox == []


def test_resend_needs_a_login(post):
    assert post("/api/resend-verification/").status_code == 401
