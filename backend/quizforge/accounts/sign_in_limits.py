"""Failed sign-ins (API and Django admin) slow the guesser, never the owner elsewhere (CONTRACT §3).

- One account from one address: LOGIN_FAILURES_PER_ACCOUNT_ADDRESS mistakes are free, then each further
  mistake makes that pair wait longer (LOGIN_FAILURE_DELAY_SECONDS, doubling, at most the window).
- One account from anywhere: past LOGIN_FAILURES_PER_ACCOUNT mistakes in the window, only addresses that
  made mistakes on it are refused; the owner at an address that has not failed still signs in.
- One address: past LOGIN_FAILURES_PER_ADDRESS wrong passwords in the window, the accounts that failed from
  it are refused there; an account that has not failed there still signs in (and a new account gets one
  guess), so one pupil guessing many accounts never locks out the school behind the same address.
- Unknown e-mails from one address have their own budget (LOGIN_UNKNOWN_EMAILS_PER_ADDRESS): a flood of
  made-up addresses is refused without touching the sign-ins of real accounts behind that address.

Counters are atomic (quizforge.core.rate_limits) and count only attempts that were checked: a refused
attempt counts nowhere, and successes count nowhere.
"""

import hashlib
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import cast

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from quizforge.core.rate_limits import counter_hit, counter_peek, counter_reset


def client_address(request: HttpRequest) -> str:
    """The caller's address as the API's throttles see it (honours NUM_PROXIES)."""
    return BaseThrottle().get_ident(cast(Request, request)) or "unknown"  # it reads only request.META


def _account(email: str) -> str:
    return hashlib.sha256(email.strip().lower().encode()).hexdigest()[:32]


def _pair_key(email: str, address: str) -> str:
    return f"sign-in-failures:pair:{_account(email)}:{address}"


def _account_key(email: str) -> str:
    return f"sign-in-failures:account:{_account(email)}"


def _address_key(address: str) -> str:
    return f"sign-in-failures:address:{address}"


def _unknown_key(address: str) -> str:
    return f"sign-in-unknown-emails:address:{address}"


def _delay_key(email: str, address: str) -> str:
    return f"{_pair_key(email, address)}:until"


def _window() -> int:
    return settings.LOGIN_FAILURE_WINDOW_SECONDS


def _wait(seconds: float) -> int:
    return max(1, int(seconds + 0.999))


def sign_in_wait_seconds(*, email: str, address: str) -> int | None:
    """Seconds to wait before this account may try again from this address, or None when it may now."""
    until = cache.get(_delay_key(email, address))
    if until is not None and until > time.time():
        return _wait(until - time.time())
    # Past a ceiling only the account and address pairs that have failed wait: the owner elsewhere, and
    # everyone else behind the address, get in.
    if counter_peek(_pair_key(email, address)).count == 0:
        return None
    address_failures = counter_peek(_address_key(address))
    if address_failures.count >= settings.LOGIN_FAILURES_PER_ADDRESS:
        return _wait(address_failures.retry_after_s)
    account_failures = counter_peek(_account_key(email))
    if account_failures.count >= settings.LOGIN_FAILURES_PER_ACCOUNT:
        return _wait(account_failures.retry_after_s)
    return None


@contextmanager
def sign_in_turn(*, email: str, address: str) -> Iterator[int | None]:
    """One attempt at a time per account and address, so parallel guesses cannot all be checked before
    the first failure counts. Yields the seconds to wait (a turn already taken: 1), or None: go ahead."""
    turn = f"{_pair_key(email, address)}:turn"
    if not cache.add(turn, 1, timeout=30):
        yield 1
        return
    try:
        yield sign_in_wait_seconds(email=email, address=address)
    finally:
        cache.delete(turn)


def sign_in_failed(*, email: str, address: str) -> None:
    """A wrong password for an existing account."""
    window = _window()
    pair = counter_hit(_pair_key(email, address), window_s=window)
    counter_hit(_account_key(email), window_s=window)
    counter_hit(_address_key(address), window_s=window)
    beyond = pair.count - settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS
    if beyond >= 0:
        delay = min(settings.LOGIN_FAILURE_DELAY_SECONDS * 2 ** min(beyond, 30), window)
        cache.set(_delay_key(email, address), time.time() + delay, timeout=int(delay) + 1)


def sign_in_unknown_email(*, address: str) -> int | None:
    """Counts a sign-in to an e-mail with no account; answers the seconds to wait once the address's
    budget for them is spent (None while it is not)."""
    hit = counter_hit(_unknown_key(address), window_s=_window())
    if hit.count > settings.LOGIN_UNKNOWN_EMAILS_PER_ADDRESS:
        return _wait(hit.retry_after_s)
    return None


def sign_in_succeeded(*, email: str, address: str) -> None:
    """The owner got in from this address: its earlier mistakes there no longer count."""
    counter_reset(_pair_key(email, address))
    cache.delete(_delay_key(email, address))
