from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from quizforge.accounts.models import User
from quizforge.accounts.tests.helpers import PASSWORD


@pytest.fixture
def post(api_client: APIClient, django_capture_on_commit_callbacks) -> Callable[..., Any]:
    """POSTs JSON, then runs what the request left for after its commit (the e-mails), as production does."""

    def _post(path: str, data: dict[str, Any] | None = None, **extra: Any) -> Any:
        with django_capture_on_commit_callbacks(execute=True):
            return api_client.post(path, data, format="json", **extra)

    return _post


@pytest.fixture
def user(db) -> User:
    return User.objects.create_user(email="ada@example.com", password=PASSWORD)
