"""Counters for rate limits that parallel requests cannot beat.

A hit is one atomic step in Redis (a Lua script: increment, and start the window's expiry on the first
hit), so thirty requests arriving together are counted thirty times, never read-then-written over each
other. Counters live in the cache's Redis (the test suite clears it between tests); without Redis (a
local-memory cache) the cache's own lock keeps increments whole within the process.
"""

import time
from dataclasses import dataclass
from typing import Any

from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache

# KEYS[1] counter; ARGV[1] window in ms, ARGV[2] amount.
# Answers {count after the hit, ms until the window ends}.
_HIT = """
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
"""

# KEYS[1] counter. Answers {count, ms until the window ends} without counting.
_PEEK = """
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
return {count, redis.call('PTTL', KEYS[1])}
"""


@dataclass(frozen=True)
class Count:
    count: int
    retry_after_s: float  # until this window ends and the count starts again


def _redis() -> Any | None:
    backend = caches["default"]
    return backend._cache.get_client(write=True) if isinstance(backend, RedisCache) else None  # type: ignore[attr-defined]


def _local_deadline_key(key: str) -> str:
    return f"{key}:until"


def counter_hit(key: str, *, window_s: float, amount: int = 1) -> Count:
    """Adds `amount` to the counter of this window and answers the new count."""
    window_ms = max(1, int(window_s * 1000))
    client = _redis()
    if client is not None:
        count, ttl_ms = client.eval(_HIT, 1, cache.make_key(key), window_ms, amount)
        return Count(int(count), max(0, int(ttl_ms)) / 1000)
    until = time.time() + window_s
    if cache.add(_local_deadline_key(key), until, timeout=window_s):
        cache.set(key, 0, timeout=window_s)
    cache.add(key, 0, timeout=window_s)
    count = cache.incr(key, amount)
    deadline = cache.get(_local_deadline_key(key), until)
    return Count(int(count), max(0.0, deadline - time.time()))


def counter_peek(key: str) -> Count:
    """The counter of this window, without counting a hit."""
    client = _redis()
    if client is not None:
        count, ttl_ms = client.eval(_PEEK, 1, cache.make_key(key))
        return Count(int(count), max(0, int(ttl_ms)) / 1000)
    deadline = cache.get(_local_deadline_key(key), time.time())
    return Count(int(cache.get(key, 0)), max(0.0, deadline - time.time()))


def counter_reset(key: str) -> None:
    cache.delete_many([key, _local_deadline_key(key)])


# GCRA: KEYS[1] holds the theoretical arrival time (ms). ARGV: now ms, interval ms, burst.
# Answers {1, 0} when the request fits the pace (and takes its place), {0, ms to wait} when not.
_PACE = """
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local new_tat = tat + interval
local over = new_tat - now - interval * burst
if over > 0 then return {0, over} end
redis.call('SET', KEYS[1], new_tat, 'PX', math.max(1, new_tat - now))
return {1, 0}
"""


@dataclass(frozen=True)
class Pace:
    allowed: bool
    retry_after_s: float


def pace_take(key: str, *, interval_s: float, burst: int, now_s: float) -> Pace:
    """One request at a steady pace (one per `interval_s`, up to `burst` at once), taken atomically."""
    now_ms, interval_ms = int(now_s * 1000), max(1, int(interval_s * 1000))
    client = _redis()
    if client is not None:
        allowed, over_ms = client.eval(_PACE, 1, cache.make_key(key), now_ms, interval_ms, burst)
        return Pace(bool(allowed), int(over_ms) / 1000)
    tat = max(int(cache.get(key, 0)), now_ms) + interval_ms  # one process only: no other writer races
    over = tat - now_ms - interval_ms * burst
    if over > 0:
        return Pace(False, over / 1000)
    cache.set(key, tat, timeout=max(1, (tat - now_ms) // 1000 + 1))
    return Pace(True, 0.0)
