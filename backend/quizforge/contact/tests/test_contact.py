import pytest
from django.core import mail

from quizforge.contact.models import ContactMessage

pytestmark = pytest.mark.django_db

THANKS = {"message": "Thank you for your message! We will get back to you soon."}
FORM = {
    "name": "Ada Lovelace",
    "email": "ada@example.com",
    "subject": "Bulk licences",
    "message": "Do you offer a plan for a whole school?",
}


@pytest.fixture
def send(api_client, django_capture_on_commit_callbacks):
    def _send(data, **extra):
        with django_capture_on_commit_callbacks(execute=True):
            return api_client.post("/api/contact/", data, format="json", **extra)

    return _send


def test_a_message_is_stored_and_thanked(send):
    response = send(FORM)

    assert response.status_code == 201
    assert response.json() == THANKS
    stored = ContactMessage.objects.get()
    assert (stored.name, stored.email, stored.subject, stored.message) == tuple(FORM.values())


def test_the_subject_is_optional(send):
    response = send({key: value for key, value in FORM.items() if key != "subject"})

    assert response.status_code == 201
    assert ContactMessage.objects.get().subject == ""


@pytest.mark.parametrize("missing", ["name", "email", "message"])
@pytest.mark.parametrize("how", ["absent", "blank"])
def test_required_fields(send, missing, how):
    data = {**FORM}
    if how == "absent":
        del data[missing]
    else:
        data[missing] = "   "

    response = send(data)

    assert response.status_code == 400
    body = response.json()
    assert body["error"] == "Please fill in all required fields"
    assert list(body["details"]) == [missing]
    assert ContactMessage.objects.count() == 0


def test_every_missing_field_is_listed(send):
    response = send({"subject": "Hi"})

    assert response.json()["details"] == {
        "name": ["Please enter your name."],
        "email": ["Please enter your email address."],
        "message": ["Please enter your message."],
    }


def test_an_invalid_email_is_named(send):
    response = send({**FORM, "email": "ada-at-example"})

    assert response.status_code == 400
    assert response.json() == {
        "error": "Please enter a valid email address.",
        "details": {"email": ["Please enter a valid email address."]},
    }


def test_an_overlong_message_is_refused(send):
    response = send({**FORM, "message": "x" * 5001})

    assert response.status_code == 400
    assert list(response.json()["details"]) == ["message"]
    assert ContactMessage.objects.count() == 0


def test_support_receives_the_message(send, settings):
    settings.SUPPORT_EMAIL = "support@quizforge.example"

    send(FORM)

    assert len(mail.outbox) == 1
    email = mail.outbox[0]
    assert email.to == ["support@quizforge.example"]
    assert email.reply_to == ["ada@example.com"]
    assert "Bulk licences" in email.subject
    assert "Ada Lovelace" in email.body
    assert FORM["message"] in email.body


def test_a_subject_cannot_inject_mail_headers(send, settings):
    settings.SUPPORT_EMAIL = "support@quizforge.example"

    response = send({**FORM, "subject": "Hello\nBcc: victim@example.com"})

    assert response.status_code == 201
    assert "\n" not in mail.outbox[0].subject
    assert mail.outbox[0].bcc == []


def test_nothing_is_mailed_without_a_support_address(send, settings):
    settings.SUPPORT_EMAIL = ""

    send(FORM)

    assert mail.outbox == []
    assert ContactMessage.objects.count() == 1


def test_the_form_is_throttled(send, throttle_rate):
    throttle_rate("contact", "2/hour")
    assert [send(FORM).status_code for _ in range(2)] == [201, 201]

    response = send(FORM)

    assert response.status_code == 429
    assert response.json()["error"].startswith("Too many requests.")
    assert ContactMessage.objects.count() == 2


def test_a_stale_access_token_does_not_block_the_form(send):
    assert send(FORM, HTTP_AUTHORIZATION="Bearer expired").status_code == 201


def test_messages_are_listed_in_the_admin(admin_client, send):
    send(FORM)

    response = admin_client.get("/admin/contact/contactmessage/", {"q": "school"})

    assert response.status_code == 200
    assert b"Bulk licences" in response.content


def test_the_support_mailbox_gets_a_bounded_number_an_hour(send, settings):
    """Issue 27: every address may send its few messages, but support's mailbox is not flooded."""
    settings.SUPPORT_EMAIL = "support@quizforge.example"
    settings.CONTACT_EMAILS_PER_HOUR = 3
    statuses = [send(FORM, REMOTE_ADDR=f"192.0.2.{n}").status_code for n in range(5)]
    assert statuses == [201] * 5
    assert ContactMessage.objects.count() == 5
    assert len(mail.outbox) == 3
