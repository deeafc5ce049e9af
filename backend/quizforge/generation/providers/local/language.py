"""Whether a text can make a quiz here: enough words, and English."""

import re

from quizforge.core.exceptions import InvalidInput
from quizforge.generation.providers.local import lexicon

MIN_WORDS = 25
_MIN_LETTERS = 40
_MIN_LATIN_SHARE = 0.8
_MIN_ENGLISH_FUNCTION_SHARE = 0.12
# Frequent English words that are rarely words of other Latin-script languages.
_ENGLISH_MARKERS = lexicon.word_set(
    """
    the of and to is that for it as was with be by on not are this which or from at an have has shall
    will would can been were their they his her its these those there what when who whom how than then
    them also into such other any all more most may must should each only
    """
)


class NotEnoughText(InvalidInput):
    def __init__(self) -> None:
        super().__init__("This document does not have enough text to make a quiz.")


class UnsupportedLanguage(InvalidInput):
    def __init__(self) -> None:
        super().__init__(
            "Questions can only be generated from English text for now. "
            "Connect an AI provider (OPENAI_API_KEY) for other languages."
        )


def text_check(text: str) -> None:
    """Raises NotEnoughText or UnsupportedLanguage when no good quiz can come from this text."""
    letters = [char for char in text if char.isalpha()]
    if len(letters) < _MIN_LETTERS:
        raise NotEnoughText()
    latin = sum(1 for char in letters if char.isascii() or "\u00c0" <= char <= "\u024f")
    if latin / len(letters) < _MIN_LATIN_SHARE:
        raise UnsupportedLanguage()  # Cyrillic, Hebrew, Japanese ... (checked first: Japanese has no spaces)
    words = re.findall(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)*", text)
    if len(letters) < 120 or len(words) < MIN_WORDS:
        raise NotEnoughText()
    if english_share(words) < _MIN_ENGLISH_FUNCTION_SHARE:
        raise UnsupportedLanguage()


def english_share(words: list[str]) -> float:
    """Share of running words that are frequent English function words (about 0.3 to 0.5 in English prose,
    under 0.05 in German or French)."""
    if not words:
        return 0.0
    return sum(1 for word in words if word.lower() in _ENGLISH_MARKERS) / len(words)
