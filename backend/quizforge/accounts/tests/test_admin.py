import pytest

from quizforge.accounts.models import User
from quizforge.accounts.tests.helpers import PASSWORD

pytestmark = pytest.mark.django_db


def test_admin_finds_users_by_email(admin_client):
    User.objects.create_user(email="ada@example.com", password=PASSWORD)
    User.objects.create_user(email="grace@example.com", password=PASSWORD)

    response = admin_client.get("/admin/accounts/user/", {"q": "ADA@"})

    assert response.status_code == 200
    assert b"ada@example.com" in response.content
    assert b"grace@example.com" not in response.content


def test_admin_shows_but_cannot_change_the_plan_fields_stripe_decides(admin_client):
    user = User.objects.create_user(email="ada@example.com", password=PASSWORD)
    page = admin_client.get(f"/admin/accounts/user/{user.pk}/change/")
    assert page.status_code == 200
    assert b'name="subscription_plan"' not in page.content
    assert b"Subscription plan" in page.content

    response = admin_client.post(
        f"/admin/accounts/user/{user.pk}/change/",
        {
            "email": "ada@example.com",
            "email_verified": "on",
            "subscription_plan": "premium",
            "subscription_cancel_at_period_end": "on",
            "subscription_end_date_0": "2031-01-31",
            "subscription_end_date_1": "12:00:00",
            "stripe_customer_id": "",
            "stripe_subscription_id": "",
            "is_active": "on",
        },
    )

    assert response.status_code == 302, response.content
    user.refresh_from_db()
    assert user.email_verified is True
    assert user.subscription_plan == "free"
    assert user.subscription_cancel_at_period_end is False
    assert user.subscription_end_date is None
    assert user.check_password(PASSWORD)


def test_admin_adds_a_user_with_a_lowercase_unique_email(admin_client):
    User.objects.create_user(email="ada@example.com", password=PASSWORD)
    fields = {"usable_password": "true", "password1": PASSWORD, "password2": PASSWORD}

    taken = admin_client.post("/admin/accounts/user/add/", {"email": "ADA@example.com", **fields})
    assert taken.status_code == 200
    assert User.objects.count() == 2  # only the admin and ada

    created = admin_client.post("/admin/accounts/user/add/", {"email": "Grace@Example.com", **fields})
    assert created.status_code == 302
    assert User.objects.get(email="grace@example.com").check_password(PASSWORD)
