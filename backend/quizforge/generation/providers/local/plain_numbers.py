"""Wrong answers for a number of a document not in English: a number of the key's shape (a sum, a
percentage, decimals) and size, or the key moved by a few years or scaled by a half to three times, after
which a Russian noun keeps its form ("через 3 интервала" for "через 2 интервала"); a number in words of the
key's grammar (none for "одного семестра": "двух семестра" shows by its grammar that it is wrong); and the
value of a number in words or the rank of an ordinal, so that no two choices are one number ("трёх" and
"трех", "seconde" and "deuxième")."""

import functools
import re

from quizforge.generation.providers.local.languages import NUMBER_VALUES, ORDINAL_RANKS, Language
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind, Vocabulary


def number_shape(text: str) -> tuple[bool, bool, bool, bool]:
    return (text[:1] in "€$£", "%" in text, bool(re.search(r"\d[.,]\d{1,2}(?!\d)", text)), "," in text)


def magnitude_close(first: str, second: str) -> bool:
    a, b = _value(first), _value(second)
    return a > 0 and b > 0 and max(a, b) / min(a, b) <= 10


def _value(text: str) -> float:
    digits = re.sub(r"[^\d.]", "", text.replace(",", ""))
    try:
        return float(digits)
    except ValueError:
        return 0.0


def shifted_numbers(key: PlainKey, seed: int) -> list[str]:
    value = _value(key.text)
    if key.kind is PlainKind.YEAR:
        shifts = [-10, 5, -3, 12, 20, -25]
        candidates = [value + shift for shift in shifts]
    else:
        candidates = [value * factor for factor in (0.5, 1.5, 2, 0.75, 3, 1.25)]
    start = seed % 3
    ordered = candidates[start:] + candidates[:start]
    return [_format_like(number, key.text) for number in ordered if number > 0]


def _format_like(value: float, model: str) -> str:
    decimals = re.search(r"[.,](\d{1,2})(?!\d)", model)
    if decimals and "," not in model[: model.find(decimals.group(0))]:
        body = f"{value:.{len(decimals.group(1))}f}"
        if decimals.group(0)[0] == ",":
            body = body.replace(".", ",")
    else:
        digits = re.sub(r"\D", "", model)
        places = max(len(digits) - 2, 0)
        rounded = round(value / 10**places) * 10**places if len(digits) >= 3 else round(value)
        body = f"{rounded:,}" if "," in model else str(rounded)
    prefix = model[0] if model[:1] in "€$£" else ""
    suffix = model[len(model.rstrip("% ")) :]
    return f"{prefix}{body}{suffix}"


@functools.lru_cache(maxsize=1024)
def number_value(text: str) -> float:
    """The value of a number in words, or the rank of an ordinal."""
    lowered = text.lower()
    if lowered in NUMBER_VALUES:
        return NUMBER_VALUES[lowered]
    return next((rank for start, rank in ORDINAL_RANKS if lowered.startswith(start)), 0.0)


def agreeing_number_words(key: PlainKey, vocabulary: Vocabulary) -> list[str]:
    """Numbers in words after which the next noun takes the key's form: "в пределах одного семестра"
    has no such wrong answer, since "двух семестра" shows by its grammar that it is wrong."""
    singular = vocabulary.language.singular_number_words
    words = vocabulary.language.number_words | singular
    same = singular if key.text.lower() in singular else words - singular
    return sorted(same)


def agrees_in_count(first: str, second: str, language: Language) -> bool:
    """Two numbers after which a Russian noun takes the same form: "через 2 интервала", "через 3
    интервала", but "через 6 интервалов"."""
    if language.code != "ru":
        return True
    return _russian_count_form(first) == _russian_count_form(second)


def _russian_count_form(text: str) -> str:
    digits = re.sub(r"\D", "", text)
    if not digits or re.search(r"[.,]\d", text):
        return "fraction"
    value = int(digits)
    if 11 <= value % 100 <= 19 or value % 10 in (0, 5, 6, 7, 8, 9):
        return "many"
    return "one" if value % 10 == 1 else "few"
