"""Which language a text is in: its script first, then the stop words it uses most (stopwords-iso's lists)."""

import re
import unicodedata
from collections import Counter
from functools import cache

import stopwordsiso
import wordfreq

from quizforge.core.exceptions import InvalidInput

# Scripts written without spaces between words, by the first word of their characters' Unicode names.
NO_SPACES = {"CJK": "zh", "HIRAGANA": "ja", "KATAKANA": "ja", "THAI": "th", "LAO": "lo", "KHMER": "km",
             "MYANMAR": "my", "TIBETAN": "bo"}  # fmt: skip
NO_SPACE_NAMES = {"zh": "Chinese", "ja": "Japanese", "th": "Thai", "lo": "Lao", "km": "Khmer",
                  "my": "Burmese", "bo": "Tibetan"}  # fmt: skip
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
SAMPLE_WORDS = 4000
MIN_SHARE = 0.03  # of the words, stop words of the best language: below that, no language is named
CANDIDATES = 3
RIVAL_SHARE = 0.25  # a language with this share of the leader's votes is checked against it
COVERAGE_WORDS = 800
COVERAGE_MARGIN = 0.05
COVERAGE_ALONE = 0.85  # what a language without a word list is taken to cover


class NoWordSpaces(InvalidInput):
    def __init__(self, language: str) -> None:
        super().__init__(
            f"This document is in {language}, which is written without spaces between words: the built-in "
            "generator cannot split it into words. Connect an AI provider (OPENAI_API_KEY) for it."
        )


@cache
def _stop_index() -> dict[str, tuple[str, ...]]:
    index: dict[str, list[str]] = {}
    for code in stopwordsiso.langs():
        for word in stopwordsiso.stopwords(code):
            index.setdefault(word.lower(), []).append(code)
    return {word: tuple(codes) for word, codes in index.items()}


def _script(char: str) -> str:
    name = unicodedata.name(char, "")
    return name.split(" ", 1)[0]


def language_detect(text: str) -> str:
    """A language code ("xx" when none is clear); raises NoWordSpaces for a script that needs no spaces."""
    letters = [char for char in text[:20000] if char.isalpha()]
    scripts = Counter(NO_SPACES.get(_script(char), "") for char in letters)
    spaced = scripts.pop("", 0)
    if scripts:
        code = "ja" if "ja" in scripts else scripts.most_common(1)[0][0]
        if sum(scripts.values()) > spaced:
            raise NoWordSpaces(NO_SPACE_NAMES[code])
    index = _stop_index()
    votes: dict[str, float] = {}
    words = _WORD.findall(text.lower())[:SAMPLE_WORDS]
    for word in words:
        codes = index.get(word, ())
        for code in codes:
            votes[code] = votes.get(code, 0.0) + 1 / len(codes)  # a word many languages share says little
    if not votes:
        return "xx"
    leaders = sorted(votes.items(), key=lambda item: item[1], reverse=True)[:CANDIDATES]
    code, count = leaders[0]
    if count < MIN_SHARE * len(words):
        return "xx"
    # Technical text borrows English words (and stop words): the language whose vocabulary knows most of
    # the document's words wins among the leaders.
    rivals = [other for other, votes_other in leaders[1:] if votes_other >= RIVAL_SHARE * count]
    if not rivals:
        return code  # no close second: no word list need be loaded to decide
    distinct = list(dict.fromkeys(words))[:COVERAGE_WORDS]
    best = _coverage(distinct, code)
    for other in rivals:
        known = _coverage(distinct, other)
        if known is not None and known > (best if best is not None else COVERAGE_ALONE) + COVERAGE_MARGIN:
            code, best = other, known
    return code


def _coverage(words: list[str], code: str) -> float | None:
    """The share of the words wordfreq knows in that language (None: no word list for it)."""
    name = {"no": "nb"}.get(code, code)
    if name not in wordfreq.available_languages() or not words:
        return None
    return sum(1 for word in words if wordfreq.zipf_frequency(word, name) > 1.0) / len(words)
