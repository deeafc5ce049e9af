"""The protocol every question provider follows; the setting GENERATION_PROVIDER picks one."""

from collections.abc import Callable
from typing import Protocol

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


class QuestionProvider(Protocol):
    name: str

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        """Returns up to num_questions questions that passed `questions_keep_valid`; reports progress 0..1.

        `on_progress` is called between calls to the generator and may raise `GenerationStopped`.
        """
        ...
