"""The protocol every question provider follows; the setting GENERATION_PROVIDER picks one."""

from collections.abc import Callable
from typing import Protocol

from quizforge.quizzes.questions import Question

ProgressCallback = Callable[[float], None]


class QuestionProvider(Protocol):
    name: str

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        """Returns up to num_questions questions that passed `questions_keep_valid`; reports progress 0..1."""
        ...
