"""manage.py premium grant|revoke EMAIL [--until YYYY-MM-DD]: Premium by hand, for local use."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from quizforge.accounts.testing import make_user
from quizforge.billing.tests.helpers import profile


def test_the_premium_command_grants_and_removes_premium(db, capsys):
    user = make_user("local@example.com")

    call_command("premium", "grant", "LOCAL@example.com")
    assert profile(user)["subscription_plan"] == "premium"
    assert profile(user)["subscription_cancel_at_period_end"] is False

    call_command("premium", "grant", "local@example.com", "--until", "2999-01-31")
    info = profile(user)
    assert (info["subscription_plan"], info["subscription_cancel_at_period_end"]) == ("premium", True)
    assert info["subscription_end_date"].startswith("2999-01-31")

    call_command("premium", "revoke", "local@example.com")
    assert profile(user)["subscription_plan"] == "free"
    assert "local@example.com is on the Free plan." in capsys.readouterr().out


def test_the_premium_command_names_a_missing_account(db):
    with pytest.raises(CommandError, match=r"No account for nobody@example\.com"):
        call_command("premium", "grant", "nobody@example.com")


def test_the_premium_command_refuses_a_date_it_cannot_read(db):
    make_user("local@example.com")

    with pytest.raises(CommandError, match="YYYY-MM-DD"):
        call_command("premium", "grant", "local@example.com", "--until", "31/01/2999")
