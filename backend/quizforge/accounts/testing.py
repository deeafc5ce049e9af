"""Signed-in users for the test suites of every app (the apps above accounts may use it)."""

from rest_framework.test import APIClient

from quizforge.accounts.models import User

PASSWORD = "Str0ng!Passw0rd"  # noqa: S105 (a test fixture)


def make_user(email: str, *, plan: str = "free") -> User:
    return User.objects.create_user(email, PASSWORD, subscription_plan=plan)


def client_for(user: User) -> APIClient:
    client = APIClient()
    client.force_authenticate(user=user)
    return client
