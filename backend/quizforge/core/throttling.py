"""DRF throttles whose counting is one atomic step in Redis (quizforge.core.rate_limits).

DRF's own throttles read a request history from the cache and write it back, so parallel requests all
read the same history and all pass. These count with one increment each, in windows that start with the
first request; the rates stay DRF's `THROTTLE_RATES` scopes ("5/hour").
"""

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle, ScopedRateThrottle, SimpleRateThrottle
from rest_framework.views import APIView

from quizforge.core.exceptions import NotFound, TooManyRequests
from quizforge.core.rate_limits import counter_hit, pace_take


class AtomicRateThrottle(SimpleRateThrottle):
    """At most `num_requests` in each window of `duration` seconds, counted atomically."""

    _wait_s: float = 0.0
    num_requests: int  # set from the rate by DRF (parse_rate)
    duration: int

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}

    def allow_request(self, request: Request, view: Any) -> bool:
        if self.rate is None:
            return True
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        hit = counter_hit(self.key, window_s=self.duration)
        self._wait_s = hit.retry_after_s
        return hit.count <= self.num_requests

    def wait(self) -> float | None:
        return self._wait_s


class ScopedThrottle(ScopedRateThrottle, AtomicRateThrottle):
    """The view's `throttle_scope`, per client address, counted atomically."""


class PaceThrottle(AtomicRateThrottle):
    """A steady pace instead of a window: `num_requests` per `duration` with a burst of at most
    `burst` (never more than the rate itself), so a crowd arriving over the period gets through while a
    script firing at once is held to the burst. `timer` is the clock, replaceable in tests."""

    burst = 20

    def get_burst(self) -> int:
        return self.burst

    def allow_request(self, request: Request, view: Any) -> bool:
        if self.rate is None:
            return True
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        taken = pace_take(
            self.key,
            interval_s=self.duration / self.num_requests,
            burst=max(1, min(self.get_burst(), self.num_requests)),
            now_s=self.timer(),
        )
        self._wait_s = taken.retry_after_s
        return taken.allowed


def throttles_check(view: APIView, request: Request, throttle_classes: Sequence[type[BaseThrottle]]) -> None:
    """DRF's throttle check for the classes given, for a view that throttles only once a check of its own
    has passed (joins count toward the join limits only when the room exists)."""
    waits = []
    for throttle_class in throttle_classes:
        throttle = throttle_class()
        if not throttle.allow_request(request, view):
            waits.append(throttle.wait() or 0)
    if waits:
        view.throttled(request, max(waits))


def miss_budget_spend(*, request: Request, name: str, limit: int, window_s: float, message: str) -> None:
    """Counts a request for something that does not exist (a room code) against the address's own budget
    for those; past `limit` in the window it is answered 429 with `message` instead."""
    spent = counter_hit(f"misses:{name}:{BaseThrottle().get_ident(request)}", window_s=window_s)
    if spent.count > limit:
        raise TooManyRequests(message, retry_after_s=spent.retry_after_s)


Found = TypeVar("Found")


def code_lookup(*, request: Request, lookup: Callable[[], Found], message: str) -> Found:
    """What a typed code (a room's, a homework's) names. An unknown code counts toward the address's budget
    for those, one budget for room and homework codes (404, then 429 with `message`), apart from the limits
    of real lookups and joins."""
    try:
        return lookup()
    except NotFound:
        miss_budget_spend(
            request=request,
            name="room-code",
            limit=settings.ROOM_CODE_MISSES_PER_ADDRESS,
            window_s=settings.ROOM_CODE_MISS_WINDOW_SECONDS,
            message=message,
        )
        raise
