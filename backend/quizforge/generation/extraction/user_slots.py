"""How many of this process's extractions one user holds at once, so that one person's uploads never take
every extraction worker: past their share, a user's next upload waits for one of their own to finish (as
long as an upload waits for a worker at all), while other users' uploads go ahead."""

import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from quizforge.generation.extraction.errors import ExtractionBusy

YOUR_OTHER_UPLOADS = (
    "Your other documents are still being read. Please wait for them to finish before uploading another."
)


class UserSlots:
    def __init__(self) -> None:
        self._held: Counter[object] = Counter()
        self._changed = threading.Condition()

    @contextmanager
    def hold(self, owner: object, *, per_user: int, wait_seconds: float) -> Iterator[None]:
        """Holds one of `owner`'s places for the block; raises ExtractionBusy when none frees in time."""
        with self._changed:
            free = self._changed.wait_for(lambda: self._held[owner] < max(1, per_user), timeout=wait_seconds)
            if not free:
                raise ExtractionBusy(YOUR_OTHER_UPLOADS)
            self._held[owner] += 1
        try:
            yield
        finally:
            with self._changed:
                self._held[owner] -= 1
                if self._held[owner] <= 0:
                    del self._held[owner]
                self._changed.notify_all()


EXTRACTION_SLOTS = UserSlots()
