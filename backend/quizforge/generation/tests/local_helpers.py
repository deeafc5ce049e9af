"""Builders shared by the English offline generator's tests."""

from quizforge.generation.providers.local import sentences
from quizforge.generation.providers.local.distractors import QuestionContext
from quizforge.generation.providers.local.keys import Key, document_keys
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.selection import candidates


def blank_context(sentence: str, key: Key, text: str, *, seed: int = 1) -> QuestionContext:
    """The gap-fill context of `key` blanked in `sentence` of the document `text`."""
    return QuestionContext(
        sentence=sentence,
        before=sentence[: key.start],
        after=sentence[key.end :],
        document=" " + " ".join(words_of(text)) + " ",
        seed=seed,
    )


def statement_texts(text: str) -> list[str]:
    """The sentences of `text` a question may show whole: a gap-fill's stem or a true or false choice."""
    found = sentences.split(text)
    return [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]
