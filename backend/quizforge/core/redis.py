"""The shared Redis connection, or None when the product runs on its embedded defaults."""

from functools import lru_cache

import redis
from django.conf import settings


@lru_cache(maxsize=1)
def redis_client() -> redis.Redis | None:
    if not settings.REDIS_URL:
        return None
    return redis.Redis.from_url(settings.REDIS_URL, decode_responses=True)
