from pathlib import Path

import pytest
from rest_framework.test import APIClient

from quizforge.accounts.testing import make_user
from quizforge.generation.testing.corpus import CORPUS_DIR


@pytest.fixture
def api_client() -> APIClient:
    return APIClient()


@pytest.fixture
def corpus_dir() -> Path:
    if not CORPUS_DIR.is_dir():
        pytest.skip(f"document corpus not found at {CORPUS_DIR} (set QUIZFORGE_CORPUS_DIR)")
    return CORPUS_DIR


@pytest.fixture(scope="session", autouse=True)
def _fresh_redis():
    """Rooms an earlier run left in the test Redis live for hours and would count against this run's users."""
    from django.conf import settings

    if settings.REDIS_URL:
        import redis

        redis.Redis.from_url(settings.REDIS_URL).flushdb()


@pytest.fixture(autouse=True)
def _fresh_cache():
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def throttle_rate(monkeypatch):
    """Sets a throttle scope's rate for one test, e.g. `throttle_rate("login", "3/min")`.

    DRF copies the rates into its throttle classes at import, so overriding settings has no effect.
    """
    from rest_framework.throttling import ScopedRateThrottle

    def _set(scope: str, rate: str) -> None:
        monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, scope, rate)

    return _set


@pytest.fixture
def free_user(db):
    return make_user("free@example.com")


@pytest.fixture
def premium_user(db):
    return make_user("premium@example.com", plan="premium")
