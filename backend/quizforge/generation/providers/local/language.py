"""Whether a text can make a quiz here: enough words, in a language the generator serves."""

import re

from quizforge.core.exceptions import InvalidInput
from quizforge.generation.providers.base import MIN_WORDS, NotEnoughText
from quizforge.generation.providers.local import languages

_MIN_LETTERS = 40


_WORD = re.compile(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)*")


class NoWholeSentences(InvalidInput):
    """Text enough, but headings, lists and slide notes: nothing states a fact a question can ask."""

    def __init__(self) -> None:
        super().__init__(
            "This document is mostly headings, lists and short notes: the built-in generator needs whole "
            "sentences to ask about. Upload the notes or handout that go with it, or connect an AI provider "
            "(OPENAI_API_KEY)."
        )


class NoSentencesRead(NoWholeSentences):
    """The text was read as a language other than English, and no sentence in it could be asked about."""

    def __init__(self, language: str) -> None:
        InvalidInput.__init__(
            self,
            f"The built-in generator read this document as {language} and found no sentence in it that it "
            "could ask about. Connect an AI provider (OPENAI_API_KEY) for other languages.",
        )


SERVED = "English, French, German, Russian and Hebrew"
_UNSERVED_NAMES = {
    "latin": "this language",
    "japanese or chinese": "Japanese or Chinese",
    "arabic": "Arabic",
    "greek": "Greek",
    "other": "this script",
}


class UnsupportedLanguage(InvalidInput):
    def __init__(self, language: str = "this language") -> None:
        super().__init__(
            f"Questions cannot be generated offline from text in {language}: the built-in generator reads "
            f"{SERVED}. Connect an AI provider (OPENAI_API_KEY) for other languages."
        )


def text_check(text: str) -> str:
    """The code of the text's language ("en", "fr", "de", "ru", "he"); raises NotEnoughText or
    UnsupportedLanguage when no good quiz can come from this text."""
    letters = [char for char in text if char.isalpha()]
    words = _WORD.findall(text)
    if len(letters) < _MIN_LETTERS:
        raise NotEnoughText(len(words))
    code = languages.detect(text)
    if code not in languages.LANGUAGES:
        # checked before counting words: Japanese has no spaces
        raise UnsupportedLanguage(_UNSERVED_NAMES.get(code, code))
    if len(letters) < 120 or len(words) < MIN_WORDS:
        raise NotEnoughText(len(words))
    return code
