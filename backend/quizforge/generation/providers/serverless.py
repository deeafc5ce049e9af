"""The generators that call no server (the offline ones), as a job runs them."""

from quizforge.generation.job_interrupt import work_stoppable
from quizforge.generation.providers.base import JobControl, QuestionProvider
from quizforge.quizzes.questions import Question


class ServerlessProvider:
    """A provider that calls no server, held to a job as far as it can be: the job's check runs at each of
    its progress reports (see `QuestionProvider.generate`) and, from a watcher thread, every second in
    between, so that a long step is stopped too (job_interrupt); the deadline is for AI servers only."""

    calls_ai_server = False

    def __init__(self, provider: QuestionProvider) -> None:
        self.provider = provider
        self.name = provider.name

    def generate_controlled(self, *, text: str, num_questions: int, control: JobControl) -> list[Question]:
        return work_stoppable(
            lambda guarded: self.provider.generate(
                text=text, num_questions=num_questions, on_progress=guarded(control.on_progress)
            ),
            check=control.watch,
        )
