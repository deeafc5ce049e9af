"""A language is data: what the installed libraries know of it (pySBD's abbreviations, wordfreq's
frequencies, simplemma's lemmas, stopwords-iso's stop words) and, where a file `<code>.py` beside this one
exists, the few phrases its questions are written with. A language without such a file gets the default
profile: the same data where a library has it, and only the question kinds that need no words of their own.
"""

import importlib
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

import simplemma
import stopwordsiso
import wordfreq
from pysbd.languages import LANGUAGE_CODES


@dataclass(frozen=True)
class Phrases:
    """What a language file gives: the templates of its questions and a few word lists."""

    which_term: str  # {definition}
    true_statement: str
    listed_under: str  # {heading}
    next_step: str  # {step}
    table_value: str  # {column} {row}
    code_output: str
    says: str  # {source}
    # words that lean on an earlier sentence when they open one ("this", "they"), space-separated
    dangling: str = ""
    # "X is a ...": the copulas a definition sentence turns on, and the articles after them
    copulas: tuple[str, ...] = ()
    articles: tuple[str, ...] = ()
    # "Answer: B" in a quiz's key
    answer_words: tuple[str, ...] = ()

    @property
    def dangling_words(self) -> frozenset[str]:
        return frozenset(self.dangling.split())


@dataclass(frozen=True)
class Profile:
    code: str
    name: str
    phrases: Phrases | None
    stop_words: frozenset[str]
    abbreviations: frozenset[str] = field(default_factory=frozenset)
    frequencies: bool = False
    lemmas: bool = False

    def lemma(self, word: str) -> str:
        return _lemma(word.lower(), self.code if self.lemmas else "")

    def zipf(self, word: str) -> float:
        """How common the word is in the language (0 rare .. 8), or 3.0 where nothing is known."""
        return _zipf(word.lower(), self.code) if self.frequencies else 3.0

    def is_stop(self, word: str) -> bool:
        return word.lower() in self.stop_words

    def part_of_speech(self, word: str) -> str | None:
        """A word's usual part of speech where the language has a lexicon for it (English: WordNet)."""
        if self.code != "en":
            return None
        from quizforge.generation.providers.offline.english.part_of_speech import part_of_speech

        return part_of_speech(self.lemma(word))


NAMES = {
    "af": "Afrikaans", "ar": "Arabic", "bg": "Bulgarian", "bn": "Bengali", "ca": "Catalan", "cs": "Czech",
    "da": "Danish", "de": "German", "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish",
    "et": "Estonian", "eu": "Basque", "fa": "Persian", "fi": "Finnish", "fr": "French", "ga": "Irish",
    "gl": "Galician", "he": "Hebrew", "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian", "hy": "Armenian",
    "id": "Indonesian", "it": "Italian", "ja": "Japanese", "ko": "Korean", "la": "Latin", "lt": "Lithuanian",
    "lv": "Latvian", "ms": "Malay", "nl": "Dutch", "no": "Norwegian", "pl": "Polish", "pt": "Portuguese",
    "ro": "Romanian", "ru": "Russian", "sk": "Slovak", "sl": "Slovenian", "sv": "Swedish", "sw": "Swahili",
    "th": "Thai", "tl": "Tagalog", "tr": "Turkish", "uk": "Ukrainian", "ur": "Urdu", "vi": "Vietnamese",
    "zh": "Chinese", "xx": "an unknown language",
}  # fmt: skip

_WORDFREQ = {"no": "nb"}
STOP_WORDS = 150
COMMON_ZIPF = 5.3


def _wordfreq_code(code: str) -> str | None:
    name = _WORDFREQ.get(code, code)
    return name if name in wordfreq.available_languages() else None


@cache
def _simplemma_codes() -> frozenset[str]:
    from simplemma.strategies.dictionaries.dictionary_factory import SUPPORTED_LANGUAGES

    return frozenset(SUPPORTED_LANGUAGES)


@lru_cache(maxsize=200_000)
def _lemma(word: str, code: str) -> str:
    if not code:
        return word
    try:
        # simplemma's frugal dictionaries: a language takes tens of MB where its full dictionary takes
        # hundreds (Polish: 46 MB against 356), which the process would hold from its first document in
        # the language on; a lookup costs a fraction of a millisecond more.
        return simplemma.lemmatize(word, lang=code, low_memory=True).lower()
    except ValueError:
        return word


@lru_cache(maxsize=200_000)
def _zipf(word: str, code: str) -> float:
    return wordfreq.zipf_frequency(word, _wordfreq_code(code) or code)


def _phrases(code: str) -> Phrases | None:
    if not re.fullmatch(r"[a-z]{2}", code):
        return None
    try:
        module = importlib.import_module(f"{__name__}.{code}")
    except ModuleNotFoundError:
        return None
    phrases: Phrases = module.PHRASES
    return phrases


def _abbreviations(code: str) -> frozenset[str]:
    language = LANGUAGE_CODES.get(code)
    table = getattr(language, "Abbreviation", None) if language else None
    return frozenset(word.lower() for word in getattr(table, "ABBREVIATIONS", ()))


@cache
def profile_for(code: str) -> Profile:
    """The profile of a language code; any code gets one (the default's data where nothing is known)."""
    frequent = _wordfreq_code(code)
    # The language's most common words are its function words, with those of stopwords-iso's list that are
    # as common; the whole list (English's holds "line" and "point") only where wordfreq knows nothing of
    # the language.
    listed = set(stopwordsiso.stopwords(code)) if stopwordsiso.has_lang(code) else set()
    if frequent:
        stop = set(wordfreq.top_n_list(frequent, STOP_WORDS))
        stop |= {word for word in listed if wordfreq.zipf_frequency(word, frequent) >= COMMON_ZIPF}
    else:
        stop = listed
    return Profile(
        code=code,
        name=NAMES.get(code, code),
        phrases=_phrases(code),
        stop_words=frozenset(word.lower() for word in stop),
        abbreviations=_abbreviations(code),
        frequencies=frequent is not None,
        lemmas=code in _simplemma_codes(),
    )
