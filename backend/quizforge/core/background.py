"""Work that must not make the request that asked for it slower or faster: done after the answer, on a
small pool of threads of the server process (`BACKGROUND_INLINE` runs it in the request, for tests).

An answer that must not tell whether something exists (the password reset request) hands the looking-up
to this pool, so the request does the same work either way. The work starts after a short random pause, so
that it does not compete for the interpreter with the very answer whose timing must tell nothing.
"""

import logging
import random
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from django.conf import settings
from django.db import close_old_connections

logger = logging.getLogger(__name__)

_pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="background")
PAUSE_S = (0.2, 1.0)


def _run(work: Callable[..., None], kwargs: dict[str, Any]) -> None:
    time.sleep(random.uniform(*PAUSE_S))
    try:
        work(**kwargs)
    except Exception:
        logger.exception("Background work %s failed", getattr(work, "__name__", work))
    finally:
        close_old_connections()


def background_run(work: Callable[..., None], /, **kwargs: Any) -> None:
    if settings.BACKGROUND_INLINE:
        work(**kwargs)
        return
    _pool.submit(_run, work, kwargs)
