"""Grants or removes Premium by hand, for local use:

manage.py premium grant ada@example.com [--until 2030-01-31]
manage.py premium revoke ada@example.com
"""

from datetime import UTC, datetime
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from quizforge.accounts.selectors import user_get_by_email
from quizforge.billing.services import user_premium_grant, user_premium_revoke


def _date(value: str) -> datetime:
    try:
        return datetime.strptime(value, "%Y-%m-%d").replace(tzinfo=UTC)
    except ValueError as exc:
        raise CommandError(f"--until takes a date as YYYY-MM-DD, not {value!r}") from exc


class Command(BaseCommand):
    help = "Grants or removes Premium for an account without a payment (for local use)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("action", choices=["grant", "revoke"])
        parser.add_argument("email")
        parser.add_argument("--until", type=_date, help="grant only: Premium ends on this date (YYYY-MM-DD)")

    def handle(self, *args: Any, action: str, email: str, until: datetime | None, **options: Any) -> None:
        user = user_get_by_email(email=email)
        if user is None:
            raise CommandError(f"No account for {email}")
        if action == "grant":
            user = user_premium_grant(user=user, until=until)
            ending = f" until {until:%Y-%m-%d}" if until else ""
            self.stdout.write(f"{user.email} is Premium{ending}.")
        else:
            user = user_premium_revoke(user=user)
            self.stdout.write(f"{user.email} is on the Free plan.")
