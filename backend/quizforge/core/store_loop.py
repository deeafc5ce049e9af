"""One long-lived event loop per process on which sync code (HTTP views, commands) runs the async room store.

`asgiref.async_to_sync`, called from a sync view under daphne, starts a new thread and a new event loop for
every call, and each new loop opens its own Redis pool and connection (quizforge.core.redis keeps one per
loop): about 3 ms of CPU before the first command, twice per HTTP join. This loop lives as long as the
process, so its Redis connections are reused; a request's thread waits only for its own commands.
"""

import asyncio
import os
import threading
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

Params = ParamSpec("Params")
Result = TypeVar("Result")

_lock = threading.Lock()
_loop: asyncio.AbstractEventLoop | None = None
_loop_pid = 0


def _running_loop() -> asyncio.AbstractEventLoop:
    """The process's loop, started on first use (and again in a forked child, where the thread is gone)."""
    global _loop, _loop_pid
    with _lock:
        if _loop is None or _loop_pid != os.getpid():
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, name="store-loop", daemon=True).start()
            _loop, _loop_pid = loop, os.getpid()
        return _loop


def store_call(
    function: Callable[Params, Coroutine[Any, Any, Result]], /, *args: Params.args, **kwargs: Params.kwargs
) -> Result:
    """Runs `function(*args, **kwargs)` on the store loop; answers its result or raises its error."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        pass
    else:
        raise RuntimeError("store_call blocks: from async code, await the coroutine instead")
    return asyncio.run_coroutine_threadsafe(function(*args, **kwargs), _running_loop()).result()
