"""The generators that call no server (the offline ones), as a job runs them."""

from quizforge.generation.job_interrupt import work_stoppable
from quizforge.generation.providers.base import JobControl, SpareProvider
from quizforge.quizzes.questions import Question


class ServerlessProvider:
    """A provider that calls no server, held to a job as far as it can be: the job's check runs at each of
    its progress reports (see `QuestionProvider.generate`) and, from a watcher thread, every second in
    between, so that a long step is stopped too (job_interrupt); the deadline is for AI servers only. It
    hands the job the further questions it found, for Replace."""

    calls_ai_server = False

    def __init__(self, provider: SpareProvider) -> None:
        self.provider = provider
        self.name = provider.name

    def generate_controlled(self, *, text: str, num_questions: int, control: JobControl) -> list[Question]:
        questions, spares = work_stoppable(
            lambda guarded: self.provider.generate_with_spares(
                text=text,
                num_questions=num_questions,
                spares=control.spares,
                on_progress=guarded(control.on_progress),
            ),
            check=control.watch,
        )
        control.on_spares(spares)
        return questions
