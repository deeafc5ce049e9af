"""Words of a document in any served language as the offline generator compares them: where a word stands,
its stem and the ending it agrees by, whether it is a word of substance, and the small words (articles,
Hebrew one-letter prefixes) written onto it."""

import re

from quizforge.generation.providers.local.languages import Language

WORD = re.compile(r"[^\W\d_]+(?:['’\-][^\W\d_]+)*")
HEBREW_PREFIXES = "הובלמשכ"
MASCULINE_ARTICLES = frozenset({"le", "du", "au", "un"})
LEADING_ARTICLE = re.compile(r"^(?:les|le|la|l['’])\s?", re.IGNORECASE)
FRENCH_ADJECTIVE = re.compile(
    r"(?:ale|ales|aux|elle|elles|ique|iques|ive|ives|aire|aires|ienne|iennes|iens)$"
)


def content_word(word: str, language: Language) -> bool:
    shortest = 4 if language.code == "he" else 6
    return len(word) >= shortest and word.lower() not in language.stopwords


def word_stem(word: str) -> str:
    """A word without its ending ("membres", "membre"), and a Hebrew one without its article ("החמצן")."""
    lowered = word.lower()
    if lowered[:1] == "ה" and len(lowered) > 4:
        lowered = lowered[1:]
    return lowered[: max(5, len(lowered) - 3)]


def unprefixed(word: str, language: Language) -> str:
    """A Hebrew word without its one-letter preposition or article ("בתוצאות", "התוצאות": "תוצאות")."""
    if language.code == "he" and word[:1] in HEBREW_PREFIXES and len(word) > 4:
        return word[1:]
    return word


def bare_name(text: str) -> str:
    return LEADING_ARTICLE.sub("", text).lower()


def inflectional_ending(word: str, language: Language, looser: int = 0) -> str:
    """The inflectional ending that a wrong answer must share with the key to fit the sentence."""
    lowered = word.lower()
    if language.code == "he":
        prefix = lowered[0] if lowered[0] in HEBREW_PREFIXES else ""
        return prefix + hebrew_number_and_gender(lowered)
    if language.code == "en":
        return "s" if lowered.endswith("s") and not lowered.endswith("ss") else ""
    return lowered[-3 + looser :] if language.code == "ru" else lowered[-2:]


def hebrew_number_and_gender(word: str) -> str:
    """What a Hebrew noun's ending tells of its number and gender, which the words around it agree with:
    "ים" plural, "ות" plural (or an abstract noun that reads as one), "ה" or "ת" feminine."""
    if word.endswith(("ים", "ות")):
        return word[-2:]
    return "ה" if word.endswith(("ה", "ת")) else ""
