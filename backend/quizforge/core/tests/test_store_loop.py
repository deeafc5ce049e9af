"""Sync code runs the async room store on one long-lived loop per process, reusing its Redis connections."""

import asyncio

import pytest

from quizforge.core.redis import async_redis_client
from quizforge.core.store_loop import store_call


async def _loop_and_client() -> tuple[int, int]:
    return id(asyncio.get_running_loop()), id(async_redis_client())


async def _refuse(message: str) -> None:
    raise ValueError(message)


def test_every_call_runs_on_the_same_loop_with_the_same_redis_client(settings):
    if not settings.REDIS_URL:
        pytest.skip("needs REDIS_URL")
    assert store_call(_loop_and_client) == store_call(_loop_and_client)


def test_an_exception_reaches_the_caller():
    with pytest.raises(ValueError, match="no such room"):
        store_call(_refuse, "no such room")


async def test_async_code_is_told_to_await_instead_of_blocking_its_loop():
    with pytest.raises(RuntimeError, match="await"):
        store_call(_refuse, "never runs")
