"""Counts failed sign-ins (API and Django admin) and says how long an account must wait on an address.

Counters live in the cache, in fixed windows of LOGIN_FAILURE_WINDOW_SECONDS. Refused attempts are not
counted, so a guesser stopped on one account does not push the account's or the address's ceiling.
"""

import hashlib
import time
from dataclasses import dataclass
from typing import cast

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle


def client_address(request: HttpRequest) -> str:
    """The caller's address as the API's throttles see it (honours NUM_PROXIES)."""
    return BaseThrottle().get_ident(cast(Request, request)) or "unknown"  # it reads only request.META


def _account(email: str) -> str:
    return hashlib.sha256(email.strip().lower().encode()).hexdigest()[:32]


@dataclass(frozen=True)
class _Counter:
    name: str
    limit: int


def _counters(email: str, address: str) -> list[_Counter]:
    account = _account(email)
    return [
        _Counter(f"sign-in-failures:pair:{account}:{address}", settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS),
        _Counter(f"sign-in-failures:account:{account}", settings.LOGIN_FAILURES_PER_ACCOUNT),
        _Counter(f"sign-in-failures:address:{address}", settings.LOGIN_FAILURES_PER_ADDRESS),
    ]


def _window() -> tuple[int, int]:
    """(this window's number, seconds until it ends)"""
    length = settings.LOGIN_FAILURE_WINDOW_SECONDS
    now = int(time.time())
    return now // length, length - now % length


def sign_in_wait_seconds(*, email: str, address: str) -> int | None:
    """Seconds to wait before this account may try again from this address, or None when it may now."""
    number, remaining = _window()
    keys = {f"{counter.name}:{number}": counter for counter in _counters(email, address)}
    counts = cache.get_many(list(keys))
    if any(counts.get(key, 0) >= counter.limit for key, counter in keys.items()):
        return remaining
    return None


def sign_in_failed(*, email: str, address: str) -> None:
    number, _ = _window()
    for counter in _counters(email, address):
        key = f"{counter.name}:{number}"
        cache.add(key, 0, timeout=settings.LOGIN_FAILURE_WINDOW_SECONDS)
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.add(key, 1, timeout=settings.LOGIN_FAILURE_WINDOW_SECONDS)


def sign_in_succeeded(*, email: str, address: str) -> None:
    """The owner got in from this address: its earlier mistakes there no longer count."""
    number, _ = _window()
    cache.delete(f"{_counters(email, address)[0].name}:{number}")
