"""Stops a job's computation in the middle of a step when the job is stopped from outside (cancelled,
abandoned by the caller that waited for it, failed): the offline generator only reports between its steps,
and one step on a large document can run to the task's time limit, holding a worker nobody waits for.

A watcher thread runs the job's check every second; when the check raises `GenerationStopped`, the working
thread is interrupted (the exception lands at its next Python instruction) and that stop is raised there.
The callbacks the work makes (its progress, which reaches the database) are never interrupted halfway:
they run under the watcher's lock and make the same check themselves."""

import ctypes
import logging
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from django.db import connections

from quizforge.generation.providers.base import GenerationStopped, WorkInterrupted

logger = logging.getLogger(__name__)

CHECK_EVERY_SECONDS = 1.0

Result = TypeVar("Result")
Callback = Callable[..., Any]
Guard = Callable[[Callback], Callback]


def _raise_in(thread_id: int, exception: type[BaseException]) -> None:
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), ctypes.py_object(exception))


class _StopWatch:
    def __init__(self, check: Callable[[], None], every_seconds: float) -> None:
        self.check = check
        self.every_seconds = every_seconds
        self.lock = threading.Lock()
        self.finished = threading.Event()
        self.stopped: GenerationStopped | None = None
        self.worker = threading.get_ident()
        self.thread = threading.Thread(target=self._watch, name="generation-job-stop-watch", daemon=True)

    def _watch(self) -> None:
        try:
            while not self.finished.wait(self.every_seconds):
                try:
                    self.check()
                except GenerationStopped as stopped:
                    with self.lock:
                        if not self.finished.is_set():
                            self.stopped = stopped
                            _raise_in(self.worker, WorkInterrupted)
                    return
                except Exception:  # a database hiccup: the next check, or the work's own, will tell
                    logger.warning("Could not check a generation job from its watcher", exc_info=True)
        finally:
            connections.close_all()  # this thread's own connections

    def guarded(self, callback: Callback) -> Callback:
        def call(*args: Any, **kwargs: Any) -> Any:
            with self.lock:
                return callback(*args, **kwargs)

        return call

    def finish(self) -> None:
        with self.lock:
            self.finished.set()
        self.thread.join(timeout=self.every_seconds + 30)


def work_stoppable(
    work: Callable[[Guard], Result],
    *,
    check: Callable[[], None],
    every_seconds: float = CHECK_EVERY_SECONDS,
) -> Result:
    """Runs `work(guarded)` in this thread while `check` runs every `every_seconds` beside it; raises the
    `GenerationStopped` of the check that says stop, as soon as the work reaches its next Python
    instruction. `guarded(callback)` wraps a callback of the work so that no interruption lands inside it."""
    watch = _StopWatch(check, every_seconds)
    try:
        try:
            watch.thread.start()
            return work(watch.guarded)
        finally:
            watch.finish()
    except WorkInterrupted:
        if watch.stopped is None:  # never: only the watcher raises it, after noting its stop
            raise
        raise watch.stopped from None
