"""The protocol every question provider follows; the setting GENERATION_PROVIDER picks one."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from quizforge.core.exceptions import InvalidInput, ServiceUnavailable
from quizforge.quizzes.questions import Question

ProgressCallback = Callable[[float], None]


MIN_WORDS = 25  # in a document the offline generators make a quiz of


class NotEnoughText(InvalidInput):
    def __init__(self, words: int) -> None:
        super().__init__(f"This document has only {words} words of text: a quiz needs at least {MIN_WORDS}.")


class WorkInterrupted(BaseException):
    """Raised asynchronously in a job's working thread when the job is stopped (job_interrupt), where the
    watcher's `GenerationStopped` replaces it. A BaseException, so that no library's `except Exception`
    in the middle of the work swallows the stop."""


class GenerationStopped(Exception):
    """Raised by a job's checks when its work must stop before the next call to the generator.

    `keep_found` says whether the questions found so far are still wanted (the time ran out, or the
    teacher cancelled) or not (nobody waits for them any more); `complete` whether the offline generator
    should make up the rest (the time ran out) or not (the teacher asked to stop). A provider that stops
    puts the questions it found in `found` and raises it again.
    """

    def __init__(self, reason: str, *, keep_found: bool, complete: bool = True) -> None:
        super().__init__(reason)
        self.reason = reason
        self.keep_found = keep_found
        self.complete = complete
        self.found: list[Question] = []


class GeneratorFailed(ServiceUnavailable):
    """The generator (an AI server) could not deliver all questions; `found` holds those it did deliver and
    `reason` says why in plain words, so that another generator can make up the rest and say so."""

    def __init__(self, reason: str, *, found: list[Question]) -> None:
        super().__init__(f"{reason}. Please try again later.")
        self.reason = reason
        self.found = found


def _nothing(*_args: object) -> None:
    return None


@dataclass
class JobControl:
    """What a job hands its generator besides the document: when the AI must be done by (a
    `time.monotonic()` instant, None for no limit), a check that raises `GenerationStopped` (called
    between calls and every second or so while waiting), and where to report.

    Every callback is called from the thread that called `generate`, never from a call's own thread.
    """

    deadline: float | None = None
    check: Callable[[], None] = _nothing
    on_progress: ProgressCallback = _nothing
    # Every question accepted so far, each time one more is accepted.
    on_found: Callable[[list[Question]], None] = _nothing
    # The `time.time()` the oldest call still in flight was sent at, None when none is in flight.
    on_waiting: Callable[[float | None], None] = _nothing
    # The check as run from a watcher thread beside a step that reports nothing for long (job_interrupt).
    watch: Callable[[], None] = _nothing
    # How many further questions to find for Replace, and where they go (generators that find them).
    spares: int = 0
    on_spares: Callable[[list[Question]], None] = _nothing


class QuestionProvider(Protocol):
    name: str

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        """Returns up to num_questions questions that passed `questions_keep_valid`; reports progress 0..1.

        `on_progress` is called between calls to the generator and may raise `GenerationStopped`.
        """
        ...


class ControlledProvider(Protocol):
    """What a job runs: a provider held to the job's `JobControl`. `calls_ai_server` says whether the job's
    time for the AI server applies to it, and whether what it misses is the offline generator's to make."""

    name: str
    calls_ai_server: bool

    def generate_controlled(
        self, *, text: str, num_questions: int, control: JobControl
    ) -> list[Question]: ...


class SpareProvider(QuestionProvider, Protocol):
    """An offline provider that also finds a few more questions than asked, best first, beyond the quiz:
    the ones Replace hands out in Review & Edit."""

    name: str

    def generate_with_spares(
        self, *, text: str, num_questions: int, spares: int, on_progress: ProgressCallback | None = None
    ) -> tuple[list[Question], list[Question]]:
        """The quiz (as `generate` gives it) and up to `spares` other questions not in it."""
        ...


@runtime_checkable
class AskingProvider(Protocol):
    """A provider that calls an AI server and can be asked for one more question of a document."""

    name: str

    def question_more(
        self, *, text: str, avoid: list[str], passage: int, deadline: float | None
    ) -> list[Question]: ...
