"""Sign-in limits fit a classroom (CONTRACT §3, issues 7.8 and 27): failures count per account and address,
slow the guesser and keep the owner in."""

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


def test_a_distributed_guesser_does_not_lock_the_owner_out(api_client, settings):
    """Issue 27: 55 wrong passwords over 11 addresses made the owner's right password 429 everywhere."""
    settings.LOGIN_FAILURES_PER_ACCOUNT = 6
    (pupil,) = _pupils(1)
    for n in range(6):
        assert _login(api_client, pupil.email, WRONG, f"192.0.2.{n}").status_code == 401
    # The addresses that guessed wait, whatever they send...
    refused = _login(api_client, pupil.email, PASSWORD, "192.0.2.0")
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert _login(api_client, pupil.email, WRONG, "192.0.2.5").status_code == 429
    # ...a fresh address is checked (one guess each), and the owner's right password gets in.
    assert _login(api_client, pupil.email, WRONG, "192.0.2.100").status_code == 401
    assert _login(api_client, pupil.email, WRONG, "192.0.2.100").status_code == 429
    assert _login(api_client, pupil.email, PASSWORD, HOME).status_code == 200


def test_guessing_many_accounts_from_one_address_meets_the_address_ceiling(api_client, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 8
    pupils = _pupils(10)
    for pupil in pupils[:8]:
        assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401
    # past the ceiling, each account that failed there waits; another gets one guess, then waits too
    assert _login(api_client, pupils[0].email, WRONG, SCHOOL).status_code == 429
    assert _login(api_client, pupils[9].email, WRONG, SCHOOL).status_code == 401
    assert _login(api_client, pupils[9].email, WRONG, SCHOOL).status_code == 429
    assert _login(api_client, pupils[9].email, PASSWORD, HOME).status_code == 200
    assert _login(api_client, pupils[8].email, PASSWORD, SCHOOL).status_code == 200


def test_successes_do_not_count_toward_the_address_ceiling(api_client, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    pupils = _pupils(12)
    assert [_login(api_client, p.email, PASSWORD, SCHOOL).status_code for p in pupils] == [200] * 12
    assert [_login(api_client, p.email, PASSWORD, SCHOOL).status_code for p in pupils] == [200] * 12


def test_a_flood_of_unknown_emails_has_its_own_budget(api_client, settings):
    """Issue 27: 205 sign-ins to made-up e-mails locked the school's real users out."""
    settings.LOGIN_UNKNOWN_EMAILS_PER_ADDRESS = 3
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    (pupil,) = _pupils(1)
    statuses = [_login(api_client, f"nobody{n}@example.com", WRONG, SCHOOL).status_code for n in range(6)]
    assert statuses == [404, 404, 404, 429, 429, 429]
    # A real account behind the same address is untouched, right or wrong password.
    assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401
    assert _login(api_client, pupil.email, PASSWORD, SCHOOL).status_code == 200
    assert _login(api_client, "nobody9@example.com", WRONG, HOME).status_code == 404


def test_a_pupil_failing_on_many_accounts_never_locks_the_school_out(api_client, settings):
    """Issue 27: once the address reached its failure ceiling, a teacher's right password was refused."""
    guessed = _pupils(40)
    teacher = User.objects.create_user(email="teacher@example.com", password=PASSWORD)
    (fresh,) = _pupils(1, first=40)
    per_pair = settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS
    assert 40 * per_pair >= settings.LOGIN_FAILURES_PER_ADDRESS  # the address reaches its ceiling
    for pupil in guessed:
        for _ in range(per_pair):
            _login(api_client, pupil.email, WRONG, SCHOOL)
    assert _login(api_client, teacher.email, PASSWORD, SCHOOL).status_code == 200
    # the guesser is still slowed: the accounts it failed on wait, a new one gets one guess
    assert _login(api_client, guessed[0].email, PASSWORD, SCHOOL).status_code == 429
    assert _login(api_client, fresh.email, WRONG, SCHOOL).status_code == 401
    assert _login(api_client, fresh.email, WRONG, SCHOOL).status_code == 429


class _Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def time(self) -> float:
        return self.now


def test_each_further_mistake_makes_the_guesser_wait_longer(api_client, settings, monkeypatch):
    from quizforge.accounts import sign_in_limits

    clock = _Clock()
    monkeypatch.setattr(sign_in_limits, "time", clock)
    settings.LOGIN_FAILURE_DELAY_SECONDS = 10
    (pupil,) = _pupils(1)
    for _ in range(settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS):
        assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401
    waits = []
    for _ in range(3):
        refused = _login(api_client, pupil.email, WRONG, SCHOOL)
        assert refused.status_code == 429
        waits.append(int(refused["Retry-After"]))
        clock.now += waits[-1] + 1  # waited: the next guess is checked, and fails
        assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401
    assert waits == [10, 20, 40]
    # After the wait, the owner's right password gets in and the slate is clean.
    assert _login(api_client, pupil.email, PASSWORD, SCHOOL).status_code == 429
    clock.now += 81
    assert _login(api_client, pupil.email, PASSWORD, SCHOOL).status_code == 200
    assert _login(api_client, pupil.email, WRONG, SCHOOL).status_code == 401


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


def test_made_up_emails_at_the_admin_login_spend_their_own_budget(settings):
    settings.LOGIN_UNKNOWN_EMAILS_PER_ADDRESS = 3
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    User.objects.create_superuser(email="head@example.com", password=PASSWORD)
    for n in range(6):
        response, _ = _admin_login(f"nobody{n}@example.com", WRONG, SCHOOL)
        assert response.status_code == 200  # the form again
    response, client = _admin_login("head@example.com", PASSWORD, SCHOOL)
    assert response.status_code == 302
    assert client.get("/admin/").status_code == 200
