"""Sign-in limits fit a classroom (CONTRACT §3, issue 7.8): failures count per account and address."""

import pytest
from django.test import Client

from quizforge.accounts.models import User
from quizforge.accounts.tests.helpers import PASSWORD

pytestmark = pytest.mark.django_db

SCHOOL = "203.0.113.10"
HOME = "198.51.100.7"
WRONG = "Wr0ng-pass!"


def _login(api_client, email: str, password: str, address: str):
    return api_client.post(
        "/api/login/", {"email": email, "password": password}, format="json", REMOTE_ADDR=address
    )


def _pupils(count: int, first: int = 0) -> list[User]:
    return [
        User.objects.create_user(email=f"pupil{n}@example.com", password=PASSWORD)
        for n in range(first, first + count)
    ]


def test_a_class_of_thirty_registers_and_signs_in_from_one_address(api_client):
    for n in range(30):
        response = api_client.post(
            "/api/register/",
            {"email": f"pupil{n}@example.com", "password": PASSWORD},
            format="json",
            REMOTE_ADDR=SCHOOL,
        )
        assert response.status_code == 201, response.json()
    statuses = [_login(api_client, f"pupil{n}@example.com", PASSWORD, SCHOOL).status_code for n in range(30)]
    assert statuses == [200] * 30


def test_a_pupil_hammering_one_password_locks_only_that_account_on_that_address(api_client, settings):
    victim, classmate = _pupils(2)
    attempts = [_login(api_client, victim.email, WRONG, SCHOOL) for _ in range(20)]

    limit = settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS
    assert [response.status_code for response in attempts[:limit]] == [401] * limit
    assert {response.status_code for response in attempts[limit:]} == {429}
    assert int(attempts[-1]["Retry-After"]) > 0
    assert attempts[-1].json()["error"].startswith("Too many requests. Please try again in ")
    # Even the right password waits on that address...
    assert _login(api_client, victim.email, PASSWORD, SCHOOL).status_code == 429
    # ...but the owner at home and everyone else at school sign in.
    assert _login(api_client, victim.email, PASSWORD, HOME).status_code == 200
    assert _login(api_client, classmate.email, PASSWORD, SCHOOL).status_code == 200
    assert [_login(api_client, p.email, PASSWORD, SCHOOL).status_code for p in _pupils(38, first=2)] == [
        200
    ] * 38


def test_mistakes_are_forgiven_once_the_owner_signs_in(api_client, settings):
    (pupil,) = _pupils(1)
    for _ in range(settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS - 1):
        assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401
    assert _login(api_client, pupil.email, PASSWORD, SCHOOL).status_code == 200
    assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401


def test_guesses_spread_over_many_addresses_meet_the_account_ceiling(api_client, settings):
    settings.LOGIN_FAILURES_PER_ACCOUNT = 6
    (pupil,) = _pupils(1)
    for n in range(6):
        assert _login(api_client, pupil.email, WRONG, f"192.0.2.{n}").status_code == 401
    assert _login(api_client, pupil.email, WRONG, "192.0.2.100").status_code == 429


def test_guessing_many_accounts_from_one_address_meets_the_address_ceiling(api_client, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 8
    pupils = _pupils(10)
    for pupil in pupils[:8]:
        assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401
    assert _login(api_client, pupils[9].email, WRONG, SCHOOL).status_code == 429
    assert _login(api_client, pupils[9].email, PASSWORD, HOME).status_code == 200


def test_unknown_addresses_count_as_failures(api_client, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    for n in range(3):
        assert _login(api_client, f"nobody{n}@example.com", WRONG, SCHOOL).status_code == 404
    assert _login(api_client, "nobody9@example.com", WRONG, SCHOOL).status_code == 429


def _admin_login(email: str, password: str, address: str):
    client = Client(REMOTE_ADDR=address)
    response = client.post("/admin/login/?next=/admin/", {"username": email, "password": password})
    return response, client


def test_the_admin_login_is_limited_too(settings):
    User.objects.create_superuser(email="head@example.com", password=PASSWORD)
    for _ in range(settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS):
        response, _ = _admin_login("head@example.com", WRONG, SCHOOL)
        assert response.status_code == 200  # the form again, with its error
    response, client = _admin_login("head@example.com", PASSWORD, SCHOOL)
    assert response.status_code == 200
    assert client.get("/admin/").status_code == 302  # not signed in

    response, client = _admin_login("head@example.com", PASSWORD, HOME)
    assert response.status_code == 302
    assert client.get("/admin/").status_code == 200
