"""A job stopped from outside (cancelled, or abandoned by the call that waited for it) frees its worker at
once, even in the middle of an offline step that never reports: issue 27's abandoned synchronous calls ran
on to the time limit, holding both workers."""

import contextlib
import threading
import time

import pytest

from quizforge.generation import job_run
from quizforge.generation.job_interrupt import work_stoppable
from quizforge.generation.job_upkeep import ABANDONED, CANCELLED
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.base import GenerationStopped
from quizforge.generation.providers.local_provider import LocalQuestionProvider
from quizforge.generation.providers.serverless import ServerlessProvider
from quizforge.generation.services import generation_job_wait
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, job_watch

JOBS = "/api/generation-jobs/"
STEP_SECONDS = 60.0


def _busy(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def _stop_after(seconds: float):
    at = time.monotonic() + seconds

    def check() -> None:
        if time.monotonic() >= at:
            raise GenerationStopped("stopped from outside", keep_found=False)

    return check


def test_a_stop_from_outside_interrupts_a_step_that_never_reports():
    started = time.monotonic()
    with pytest.raises(GenerationStopped, match="stopped from outside"):
        work_stoppable(lambda guarded: _busy(STEP_SECONDS), check=_stop_after(0.2), every_seconds=0.05)
    assert time.monotonic() - started < 5


def test_work_that_ends_first_keeps_its_result_and_is_not_interrupted_afterwards():
    assert work_stoppable(lambda guarded: guarded(lambda: 7)(), check=lambda: None, every_seconds=0.01) == 7
    _busy(0.2)  # an interruption that arrived late would land here


def test_a_callback_of_the_work_is_never_interrupted_halfway():
    seen: list[str] = []

    def report() -> None:
        seen.append("in")
        _busy(0.5)  # the stop comes meanwhile
        seen.append("out")

    def work(guarded):
        guarded(report)()
        _busy(STEP_SECONDS)

    with pytest.raises(GenerationStopped):
        work_stoppable(work, check=_stop_after(0.1), every_seconds=0.05)
    assert seen == ["in", "out"]


def test_a_library_that_catches_every_exception_does_not_swallow_a_stop():
    def work(_guarded):
        end = time.monotonic() + STEP_SECONDS
        while time.monotonic() < end:
            with contextlib.suppress(Exception):  # as pysbd or simplemma might
                _busy(0.01)

    started = time.monotonic()
    with pytest.raises(GenerationStopped):
        work_stoppable(work, check=_stop_after(0.1), every_seconds=0.05)
    assert time.monotonic() - started < 5


class _SlowSpares(LocalQuestionProvider):
    """The built-in generator, whose longer run for Replace's spare questions computes without end."""

    seeking_spares = threading.Event()

    def generate(self, *, text: str, num_questions: int, on_progress=None) -> list:
        if num_questions > 3:
            self.seeking_spares.set()
            _busy(STEP_SECONDS)
        return super().generate(text=text, num_questions=num_questions, on_progress=on_progress)


def test_a_stop_while_spares_are_sought_keeps_the_finished_quiz():
    provider = _SlowSpares()

    def check() -> None:
        if provider.seeking_spares.is_set():
            raise GenerationStopped(CANCELLED, keep_found=True, complete=False)

    quiz, spares = work_stoppable(
        lambda _guarded: provider.generate_with_spares(text=DOCUMENT, num_questions=3, spares=5),
        check=check,
        every_seconds=0.05,
    )
    assert len(quiz) == 3 and spares == []


class _StepThatNeverReports:
    """An offline generator whose one step on a large document computes for a minute without reporting."""

    name = "local"

    def __init__(self) -> None:
        self.started = threading.Event()
        self.ended_at = 0.0

    def generate(self, *, text: str, num_questions: int, on_progress=None) -> list:
        self.started.set()
        try:
            _busy(STEP_SECONDS)
            return []
        finally:
            self.ended_at = time.monotonic()

    def generate_with_spares(self, *, text: str, num_questions: int, spares: int, on_progress=None):
        return self.generate(text=text, num_questions=num_questions, on_progress=on_progress), []


@pytest.fixture
def slow_step(monkeypatch) -> _StepThatNeverReports:
    step = _StepThatNeverReports()
    monkeypatch.setattr(job_run, "provider_get", lambda: ServerlessProvider(step))
    return step


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_a_cancelled_job_frees_its_worker_in_the_middle_of_a_step(premium_user, slow_step):
    client = client_for(premium_user)
    job_id = client.post(JOBS, {"text": DOCUMENT, "num_questions": 5}, format="json").json()["id"]
    assert slow_step.started.wait(20)

    cancelled_at = time.monotonic()
    assert client.post(f"{JOBS}{job_id}/cancel/").status_code == 200
    final = job_watch(client, job_id, timeout=20)[-1]

    assert (final["status"], final["error"]) == ("failed", CANCELLED)
    assert slow_step.ended_at - cancelled_at < 5


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_an_abandoned_synchronous_call_frees_its_worker_in_the_middle_of_a_step(premium_user, slow_step):
    client = client_for(premium_user)
    job_id = client.post(JOBS, {"text": DOCUMENT, "num_questions": 5}, format="json").json()["id"]
    assert slow_step.started.wait(20)

    gone_at = time.monotonic()
    job = generation_job_wait(job_id=job_id, timeout=30, client_gone=lambda: True)
    deadline = time.monotonic() + 10
    while not slow_step.ended_at and time.monotonic() < deadline:
        time.sleep(0.05)

    assert (job.status, job.error) == (GenerationJob.Status.FAILED, ABANDONED)
    assert 0 < slow_step.ended_at - gone_at < 5
