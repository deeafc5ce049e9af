"""Builders shared by the English offline generator's tests."""

from quizforge.generation.providers.local.distractors import QuestionContext
from quizforge.generation.providers.local.keys import Key
from quizforge.generation.providers.local.lexicon import words_of


def blank_context(sentence: str, key: Key, text: str, *, seed: int = 1) -> QuestionContext:
    """The gap-fill context of `key` blanked in `sentence` of the document `text`."""
    return QuestionContext(
        sentence=sentence,
        before=sentence[: key.start],
        after=sentence[key.end :],
        document=" " + " ".join(words_of(text)) + " ",
        seed=seed,
    )
