"""How fast the AI server answers, learnt from the calls of one job, and what that leaves room for.

A call's time is taken per question asked. Calls answered slower when sent beside others than the fastest
answered at all mean the server queues them (llama.cpp with one slot answers one request at a time, and
the queued one's wait counts toward its timeout): the job then sends fewer at once.
"""

import logging
import math
import threading
from dataclasses import dataclass, field

logger = logging.getLogger(__name__)

# Share of the time left a plan may fill: answers vary, and the offline generator needs its moment.
SAFETY = 0.8
# A call slower per question than the fastest by this factor, sent beside others, was queued.
QUEUED_FACTOR = 1.6
# Samples the pace is judged on: the slowest of the latest few, so that a server slowing down is seen.
RECENT = 2
# Share of a call's time taken to be the same whatever it asks for.
FIXED_SHARE = 0.5


@dataclass
class ServerPace:
    concurrency: int
    # No call can be answered after this long: a call the pace says needs longer is not worth sending.
    call_timeout: float | None = None
    _samples: list[tuple[float, int]] = field(default_factory=list)  # (seconds, questions asked)
    _fastest: float | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, *, seconds: float, asked: int, company: int) -> None:
        """One call's time (for a call that timed out, the least it would have taken); `company` is how many
        other calls were in flight beside it."""
        asked = max(1, asked)
        per_question = seconds / asked
        with self._lock:
            self._samples.append((seconds, asked))
            fastest = self._fastest
            self._fastest = per_question if fastest is None else min(fastest, per_question)
            queued = company and fastest is not None and per_question > QUEUED_FACTOR * fastest
            if queued and self.concurrency > 1:
                self.concurrency -= 1
                logger.warning("The AI server queues calls; now %d at a time.", self.concurrency)

    def _recent(self) -> list[tuple[float, int]]:
        with self._lock:
            return self._samples[-RECENT:]

    def questions_fitting(self, seconds: float) -> int | None:
        """How many questions the server can still write in `seconds`, with the calls it takes at once;
        None while the pace is unknown."""
        recent = self._recent()
        if not recent:
            return None
        per_question = max(spent / asked for spent, asked in recent)
        return math.floor(seconds * SAFETY * self.concurrency / per_question) if per_question > 0 else 10**6

    def one_call_fitting(self, seconds: float) -> int | None:
        """How many questions one call may ask to be answered within `seconds`; None while unknown. A call
        is taken to cost at least half of the slowest recent one whatever it asks (reading the passage)."""
        recent = self._recent()
        if not recent:
            return None
        room = (seconds if self.call_timeout is None else min(seconds, self.call_timeout)) * SAFETY
        if FIXED_SHARE * max(spent for spent, _ in recent) > room:
            return 0
        per_question = max(spent / asked for spent, asked in recent)
        return math.floor(room / per_question) if per_question > 0 else 10**6
