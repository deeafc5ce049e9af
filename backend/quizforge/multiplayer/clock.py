"""The question clock. Deadlines live in Redis (one sorted set); every server process runs this loop,
and ending a question is a compare-and-set, so each one ends exactly once whichever processes live. Beside
it, apart so that neither waits for the other: the process's heartbeat (its sockets count as connected
while it beats) and the sweep of the rooms whose time is over (another sorted set, claimed the same way;
ending a room stores its game in the database, which may be slow)."""

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable

from quizforge.multiplayer import events
from quizforge.multiplayer.game import room_expire, room_tick
from quizforge.multiplayer.room_delivery import delivery_loop
from quizforge.multiplayer.services import room_store

logger = logging.getLogger(__name__)

MAX_SLEEP_S = 0.05
PROCESS_ALIVE_EVERY_S = 1.0
ROOMS_EXPIRED_EVERY_S = 1.0

_loops: dict[asyncio.AbstractEventLoop, asyncio.Task] = {}


def clock_ensure_running() -> None:
    """Starts this process's clock, heartbeat and sweep once per event loop (called by every socket that
    connects)."""
    loop = asyncio.get_running_loop()
    task = _loops.get(loop)
    if task is None or task.done():
        _loops[loop] = loop.create_task(_clock_tasks(), name="quizforge-question-clock")


async def _clock_tasks() -> None:
    """The loops as separate tasks (and the inbox where this process gets its sockets' per-player messages,
    see room_delivery); cancelling this one cancels them all."""
    await asyncio.gather(
        _repeat(room_store().process_alive, every_s=PROCESS_ALIVE_EVERY_S, what="heartbeat"),
        _repeat(rooms_expired_sweep, every_s=ROOMS_EXPIRED_EVERY_S, what="expired rooms sweep"),
        _clock_loop(),
        delivery_loop(),
    )


async def _repeat(step: Callable[[], Awaitable[object]], *, every_s: float, what: str) -> None:
    while True:
        try:
            await step()
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("%s failed", what)
        await asyncio.sleep(every_s)


_ticking: dict[str, "asyncio.Task[None]"] = {}


async def clock_tick_once(*, wait: bool = True) -> int:
    """Starts a tick for every room due now that is not ticking already, each in a task of its own, so that
    one room's broadcast never delays another room's tick; `wait`: until they are done. Answers how many
    rooms were due."""
    due = await room_store().rooms_due(now_ms=events.now_ms())
    loop = asyncio.get_running_loop()
    started = []
    for code in due:
        if code not in _ticking:
            task = _ticking[code] = loop.create_task(_tick(code))
            task.add_done_callback(functools.partial(_tick_done, code))
            started.append(task)
    if wait and started:
        await asyncio.wait(started)
    return len(due)


def _tick_done(code: str, _: object) -> None:
    _ticking.pop(code, None)


async def _tick(code: str) -> None:
    try:
        await room_tick(code=code)
    except Exception:
        logger.exception("question clock failed for room %s", code)


async def rooms_expired_sweep() -> int:
    """Ends the rooms whose time is over: each is claimed once, by whichever process sweeps first, which
    stores its game (see game.room_expire). Answers how many were over."""
    over = await room_store().rooms_expired(now_ms=events.now_ms())
    for code in over:
        try:
            await room_expire(code=code)
        except Exception:
            logger.exception("ending the expired room %s failed", code)
    return len(over)


async def _clock_loop() -> None:
    while True:
        try:
            await clock_tick_once(wait=False)
            next_due = await room_store().next_due_ms()
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("question clock failed")
            next_due = None
        wait_s = MAX_SLEEP_S
        if next_due is not None:
            wait_s = min(max((next_due - events.now_ms()) / 1000, 0.0), MAX_SLEEP_S)
        await asyncio.sleep(wait_s)
