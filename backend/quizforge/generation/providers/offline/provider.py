"""The offline generator as a QuestionProvider: find the text's language, run the pipeline, return the
count asked (fewer only when its rules found no more; none at all only with the cause in the error)."""

from quizforge.core.exceptions import InvalidInput
from quizforge.generation.job_messages import words_in
from quizforge.generation.providers.base import MIN_WORDS, NotEnoughText, ProgressCallback
from quizforge.generation.providers.offline import pipeline
from quizforge.generation.providers.offline.languages import profile_for
from quizforge.generation.providers.offline.languages.detect import language_detect
from quizforge.quizzes.questions import Question


class NothingToAsk(InvalidInput):
    def __init__(self, words: int) -> None:
        super().__init__(
            f"This document has only {words} words of sentences or notes a question could be asked about "
            "(the rest is numbers, formulas, links or repeated lines), so no question could be made."
        )


class OfflineQuestionProvider:
    name = "offline"

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        questions, _ = self.generate_with_spares(
            text=text, num_questions=num_questions, spares=0, on_progress=on_progress
        )
        return questions

    def generate_with_spares(
        self, *, text: str, num_questions: int, spares: int, on_progress: ProgressCallback | None = None
    ) -> tuple[list[Question], list[Question]]:
        report = on_progress or (lambda _fraction: None)
        code = language_detect(text)
        words = words_in(text)
        if words < MIN_WORDS:
            raise NotEnoughText(words)
        report(0.05)
        made, doc = pipeline.generate(text, num_questions, profile_for(code), report, spares=spares)
        questions = [question for _, question in made]
        if not questions and num_questions > 0:
            raise NothingToAsk(doc.words())
        report(1.0)
        return questions[:num_questions], questions[num_questions:]
