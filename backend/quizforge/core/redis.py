"""The shared Redis connection, or None when the product runs on its embedded defaults."""

import asyncio
import time
import weakref
from functools import lru_cache

import redis
import redis.asyncio
from django.conf import settings


@lru_cache(maxsize=1)
def redis_client() -> redis.Redis | None:
    if not settings.REDIS_URL:
        return None
    return redis.Redis.from_url(settings.REDIS_URL, decode_responses=True)


# Per event loop. The wait is long because a burst of a thousand answers queues behind a busy event loop,
# not behind Redis: a request that waited is still worth answering, an error is not.
POOL_SIZE = 128
POOL_WAIT_S = 60

_async_clients: "weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, redis.asyncio.Redis]" = (
    weakref.WeakKeyDictionary()
)


def async_redis_client() -> redis.asyncio.Redis:
    """The asyncio client of the running event loop (a connection pool cannot move between loops)."""
    if not settings.REDIS_URL:
        raise RuntimeError("REDIS_URL is not set; scripts/serve.sh starts a redis-server when it is missing")
    loop = asyncio.get_running_loop()
    client = _async_clients.get(loop)
    if client is None:
        # A blocking pool makes a burst (a class answering at once) wait for a connection instead of failing.
        pool = redis.asyncio.BlockingConnectionPool.from_url(
            settings.REDIS_URL, max_connections=POOL_SIZE, timeout=POOL_WAIT_S, decode_responses=True
        )
        client = redis.asyncio.Redis(connection_pool=pool)
        _async_clients[loop] = client
    return client


MEMORY_READ_EVERY_S = 1.5
_memory_read: dict[str, tuple[float, float | None]] = {}  # Redis URL -> (when read, used / maxmemory)


@lru_cache(maxsize=4)
def _client_at(url: str) -> redis.Redis:
    return redis.Redis.from_url(url, decode_responses=True)


def redis_memory_share() -> float | None:
    """How full Redis is (used_memory / maxmemory, from INFO memory read at most every
    MEMORY_READ_EVERY_S); None without a Redis, without a maxmemory or when it cannot be read."""
    url = settings.REDIS_URL
    if not url:
        return None
    now = time.monotonic()
    seen = _memory_read.get(url)
    if seen is not None and now - seen[0] < MEMORY_READ_EVERY_S:
        return seen[1]
    try:
        info = _client_at(url).info("memory")
        most = int(info.get("maxmemory") or 0)
        share = int(info.get("used_memory") or 0) / most if most > 0 else None
    except redis.exceptions.RedisError:
        share = None
    _memory_read[url] = (now, share)
    return share


def redis_memory_tight() -> bool:
    """Whether Redis is past REDIS_NEW_WORK_MEMORY_SHARE of its maxmemory: new work (a new live room) is
    refused then, so that the games in play keep the rest."""
    share = redis_memory_share()
    return share is not None and share >= settings.REDIS_NEW_WORK_MEMORY_SHARE


def redis_out_of_memory(exc: BaseException) -> bool:
    """Whether Redis refused a write because it reached its `maxmemory` (directly, or as the cause of `exc`
    when a library such as Celery's wraps it): Redis answers `OOM command not allowed when used memory >
    'maxmemory'`, also from inside a script."""
    seen: BaseException | None = exc
    for _ in range(5):
        if seen is None:
            return False
        if isinstance(seen, redis.exceptions.OutOfMemoryError) or "> 'maxmemory'" in str(seen):
            return True
        seen = seen.__cause__ or seen.__context__
    return False
