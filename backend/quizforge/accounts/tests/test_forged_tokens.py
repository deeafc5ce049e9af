"""A token or link signed with the key that was once public in the repository is worthless (issue 7.1)."""

from datetime import timedelta

import jwt
import pytest
from django.utils import timezone

from quizforge.accounts.testing import make_user

OLD_REPOSITORY_DEFAULT = "local-development-secret-key-change-me-in-production-0123456789"


@pytest.mark.django_db
def test_a_token_forged_with_the_old_public_key_signs_in_nobody(api_client):
    victim = make_user("victim@example.com")
    now = timezone.now()
    forged = jwt.encode(
        {
            "token_type": "access",
            "exp": int((now + timedelta(minutes=5)).timestamp()),
            "iat": int(now.timestamp()),
            "jti": "f" * 32,
            "user_id": str(victim.pk),
        },
        OLD_REPOSITORY_DEFAULT,
        algorithm="HS256",
    )
    answer = api_client.get("/api/profile/", HTTP_AUTHORIZATION=f"Bearer {forged}")
    assert answer.status_code == 401
