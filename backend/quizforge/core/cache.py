"""Django's Redis cache with one connection pool per process and server.

Django keeps one cache object per request context, and daphne runs each sync request in a thread of its
own, so the stock backend builds a new client, pool and Redis connection for every request that touches the
cache (a rate-limit counter, a throttle): about 1 ms of CPU to connect, more than the command itself.
redis-py's pools are thread-safe and reset themselves in a forked child, so one per process serves all.
"""

import threading
from functools import cached_property
from typing import Any, ClassVar

from django.core.cache.backends.redis import RedisCache, RedisCacheClient


class ProcessRedisCache(RedisCache):
    _clients: ClassVar[dict[str, RedisCacheClient]] = {}
    _clients_lock: ClassVar[threading.Lock] = threading.Lock()

    @cached_property
    def _cache(self) -> Any:
        key = repr((self._servers, sorted(self._options.items())))  # type: ignore[attr-defined]
        with self._clients_lock:
            client = self._clients.get(key)
            if client is None:
                client = self._clients[key] = self._class(self._servers, **self._options)  # type: ignore[attr-defined]
        return client
