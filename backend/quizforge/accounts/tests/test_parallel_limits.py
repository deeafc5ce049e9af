"""Parallel requests cannot beat throttles or per-recipient e-mail caps (issue 27.5: 30 parallel reset
requests got 23 accepted against a limit of 5, and 23 e-mails reached the victim)."""

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from django.core import mail
from django.db import connection
from rest_framework.test import APIClient

from quizforge.accounts.models import User
from quizforge.accounts.tests.helpers import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)


def _parallel_posts(path: str, bodies: list[dict[str, Any]], addresses: list[str]) -> list[int]:
    def post(pair: tuple[dict[str, Any], str]) -> int:
        body, address = pair
        try:
            return APIClient().post(path, body, format="json", REMOTE_ADDR=address).status_code
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=len(bodies)) as pool:
        return list(pool.map(post, zip(bodies, addresses, strict=True)))


def test_thirty_parallel_reset_requests_meet_the_limit_of_five(throttle_rate):
    throttle_rate("password_reset", "5/hour")
    User.objects.create_user(email="victim@example.com", password=PASSWORD)
    statuses = _parallel_posts(
        "/api/request-password-reset/", [{"email": "victim@example.com"}] * 30, ["203.0.113.5"] * 30
    )
    assert sorted(statuses) == [200] * 5 + [429] * 25


def test_requests_from_many_addresses_send_the_victim_few_emails(settings):
    settings.PASSWORD_RESET_EMAILS_PER_RECIPIENT = 3
    User.objects.create_user(email="victim@example.com", password=PASSWORD)
    statuses = _parallel_posts(
        "/api/request-password-reset/",
        [{"email": "victim@example.com"}] * 30,
        [f"198.51.100.{n}" for n in range(30)],
    )
    assert statuses == [200] * 30  # the answer never tells
    assert len([m for m in mail.outbox if m.to == ["victim@example.com"]]) == 3


def test_thirty_parallel_contact_messages_meet_the_limit(throttle_rate):
    throttle_rate("contact", "5/hour")
    body = {"name": "Ada", "email": "ada@example.com", "message": "Hello"}
    statuses = _parallel_posts("/api/contact/", [body] * 30, ["203.0.113.6"] * 30)
    assert sorted(statuses) == [201] * 5 + [429] * 25


def test_parallel_wrong_passwords_get_no_more_checks_than_the_free_mistakes(settings):
    User.objects.create_user(email="pupil@example.com", password=PASSWORD)
    body = {"email": "pupil@example.com", "password": "Wr0ng-pass!"}
    statuses = _parallel_posts("/api/login/", [body] * 30, ["203.0.113.7"] * 30)
    assert 1 <= statuses.count(401) <= settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS
    assert statuses.count(429) == 30 - statuses.count(401)
    # One by one, the pair gets only the free mistakes left; then it waits.
    checked = statuses.count(401)
    for _ in range(settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS):
        answer = APIClient().post("/api/login/", body, format="json", REMOTE_ADDR="203.0.113.7")
        if answer.status_code == 429:
            break
        checked += 1
    assert checked == settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS
