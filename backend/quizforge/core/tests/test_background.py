"""Background work runs after the request that asked for it, not inside it."""

import threading
import time

from quizforge.core import background


def test_work_runs_after_a_pause_off_the_calling_thread(settings, monkeypatch):
    settings.BACKGROUND_INLINE = False
    monkeypatch.setattr(background, "PAUSE_S", (0.05, 0.05))
    done = threading.Event()
    seen: dict[str, str] = {}

    def work(*, value: int) -> None:
        seen.update(value=str(value), thread=threading.current_thread().name)
        done.set()

    background.background_run(work, value=7)
    assert not done.is_set()  # the caller answers first
    assert done.wait(timeout=5)
    assert seen["value"] == "7" and seen["thread"].startswith("background")


def test_a_failing_work_is_logged_not_raised(settings, monkeypatch, caplog):
    settings.BACKGROUND_INLINE = False
    monkeypatch.setattr(background, "PAUSE_S", (0.0, 0.0))
    done = threading.Event()

    def work() -> None:
        done.set()
        raise RuntimeError("mail server down")

    background.background_run(work)
    assert done.wait(timeout=5)
    for _ in range(100):
        if any("Background work" in record.message for record in caplog.records):
            return
        time.sleep(0.02)
    raise AssertionError("the failure was not logged")
