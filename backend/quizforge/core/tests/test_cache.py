"""The Redis cache opens one connection pool per process, not one per request thread."""

import threading

import pytest
from django.core.cache import caches

from quizforge.core.cache import ProcessRedisCache


def _client_in_a_new_thread() -> object:
    seen: list[object] = []
    thread = threading.Thread(target=lambda: seen.append(caches["default"]._cache))  # type: ignore[attr-defined]
    thread.start()
    thread.join()
    return seen[0]


def test_request_threads_share_one_redis_client():
    if not isinstance(caches["default"], ProcessRedisCache):
        pytest.skip("needs the Redis cache (REDIS_URL)")
    assert _client_in_a_new_thread() is _client_in_a_new_thread() is caches["default"]._cache
