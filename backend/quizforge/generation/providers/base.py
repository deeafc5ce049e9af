"""The protocol every question provider follows; the setting GENERATION_PROVIDER picks one."""

from collections.abc import Callable
from typing import Protocol

from quizforge.core.exceptions import ServiceUnavailable
from quizforge.quizzes.questions import Question

ProgressCallback = Callable[[float], None]


class GenerationStopped(Exception):
    """Raised by a progress callback when the job must stop before its next call to the generator.

    `keep_found` says whether the questions found so far are still wanted (the time ran out) or not
    (nobody waits for them any more); a provider that can return them early does so.
    """

    def __init__(self, reason: str, *, keep_found: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.keep_found = keep_found


class GeneratorFailed(ServiceUnavailable):
    """The generator (an AI server) could not deliver all questions; `found` holds those it did deliver and
    `reason` says why in plain words, so that another generator can make up the rest and say so."""

    def __init__(self, reason: str, *, found: list[Question]) -> None:
        super().__init__(f"{reason}. Please try again later.")
        self.reason = reason
        self.found = found


class QuestionProvider(Protocol):
    name: str

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        """Returns up to num_questions questions that passed `questions_keep_valid`; reports progress 0..1.

        `on_progress` is called between calls to the generator and may raise `GenerationStopped`.
        """
        ...
