"""From extracted document text to clean, self-contained sentences that can carry a question."""

import re
import statistics
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import pysbd

from quizforge.generation.providers.local import lexicon

MIN_WORDS = 6
MAX_WORDS = 48
MAX_CHARS = 400
MAX_SOURCE_CHARS = 1500

_BULLET = re.compile(
    r"^\s*(?:[•·▪◦●○■□➢►▶\-\u2013—]+|\*?(?:\(?\d{1,2}[.)]|\(?[a-hA-H][.)]|[IVX]{1,4}\.)|\*)\s+"
)
_CAPS_LABEL = re.compile(r"^[A-Z][A-Z /&-]{2,30}:\s+")
_TERMINAL = re.compile(r"[.!?][\"'”\u2019)\]]*$")
_CITATION_TAIL = re.compile(r"(?<=[a-z)])\d{1,3}(?:[,\u2013-]\d{1,3})*(?=[\s.,;:)]|$)")
# "(Fig. 2)", "(see Methods)", "(see arrows on the arms)": a pointer to what the quiz cannot show
_REFERENCE_PARENTHESES = re.compile(
    r"\s*\((?:see\s|(?:Fig|Figs|Figure|Table|Eq|Eqs|Equation|Methods|Supplementary|ref|refs|p|pp)\b)[^()]*\)",
    re.IGNORECASE,
)
_NOISE = re.compile(
    r"\[pic\]|\[\?\]|_{3,}|\.{4,}|…{2,}|https?://|www\.|@\w|\bdoi\b|©|\|"
    r"|\b(?:Fig|Figure|Table|Eq|Equation)\.?\s*\(?\d"
    r"|\b(?:et al|ibid|op\. cit)\b|\(cid:\d+\)",
    re.IGNORECASE,
)
_MATHS = re.compile(r"[$=<>^{}\\~∑∫√≤≥≠±\u00d7÷∞∂∆∇·]|\s[+*/]\s|\d\s*[+*/]\s*\d")
_BROKEN_LIGATURE = re.compile(r"[A-Za-z]*[a-z][3>][a-z][A-Za-z3>]*|[A-Za-z]*[a-z]>[a-z][A-Za-z]*")
_LIGATURE_REPAIRS = {"3": "ti", ">": "tt"}
_SPACING_ACCENTS = {"\u00b4": "\u0301", "\u00a8": "\u0308", "`": "\u0300", "\u02c6": "\u0302"}
_INVISIBLES = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"), None)


@dataclass(frozen=True)
class Sentence:
    index: int
    position: float  # 0 at the document's start, 1 at its end
    source: str  # the sentence as the document has it (spacing collapsed)
    text: str  # the same sentence cleaned for reading: no citation marks or figure references


@lru_cache(maxsize=1)
def _segmenter() -> pysbd.Segmenter:
    return pysbd.Segmenter(language="en", clean=False)


def normalize(text: str) -> str:
    """Repairs what extraction commonly breaks: accents, ligatures, invisible characters, hyphenation."""
    text = text.replace("\u02da", "°").replace(" \u030a", "°")  # a ring above used as a degree sign
    for spacing, combining in _SPACING_ACCENTS.items():
        text = re.sub(rf"(?<=[A-Za-z]){re.escape(spacing)}", combining, text)
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLES)
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\x0b", "\n").replace("\f", "\n\n")
    text = re.sub(r"[\t\u00a0\u2007\u202f]", " ", text)
    text = re.sub(
        r"-?[\u2010\u2011]", "-", text
    )  # Unicode hyphens, sometimes doubled ("American-\u2010style")
    text = _BROKEN_LIGATURE.sub(lambda match: _repair_ligatures(match.group(0)), text)
    return re.sub(r"([A-Za-z]{2,})-\n\s*([a-z]{2,})", _join_hyphenated, text)


def _repair_ligatures(word: str) -> str:
    repaired = "".join(_LIGATURE_REPAIRS.get(char, char) for char in word)
    return repaired if lexicon.zipf(repaired.lower()) > 0 else word


def _join_hyphenated(match: re.Match[str]) -> str:
    """'organiza-\ntional' is one word; 'well-\nknown' keeps its hyphen."""
    joined = match.group(1) + match.group(2)
    return joined if lexicon.zipf(joined.lower()) > 0 else f"{match.group(1)}-{match.group(2)}"


def units(text: str) -> list[str]:
    """Paragraph-like units: wrapped lines joined, headings, slide lines and list items kept apart.
    Answer options listed under a question ("1. Males are the weaker sex.") are left out, as they may be
    false, unless the document marks one as the right answer ("*C. Histogram")."""
    found: list[str] = []
    options_follow = False
    for block in re.split(r"\n\s*\n", text):
        lines = [line.strip() for line in block.split("\n")]
        lines = [line for line in lines if line]
        if not lines:
            continue
        typical = statistics.median(len(line) for line in lines)
        current: list[str] = []
        marker = ""
        for line in lines:
            bullet = _BULLET.match(line)
            if current and (bullet or _ends_unit(current[-1], line, typical)):
                options_follow = _close_unit(found, current, marker=marker, options_follow=options_follow)
                current = []
            if not current:
                marker = bullet.group(0).strip() if bullet else ""
            current.append(line[bullet.end() :] if bullet else line)
        if current:
            options_follow = _close_unit(found, current, marker=marker, options_follow=options_follow)
    return found


def _close_unit(found: list[str], lines: list[str], *, marker: str, options_follow: bool) -> bool:
    """Adds the unit unless it is an answer option; tells whether answer options may follow it."""
    unit = " ".join(lines)
    enumerated = bool(re.search(r"[\dA-Za-z][.)]$", marker))
    if enumerated and options_follow:
        if marker.startswith("*"):
            found.append(unit)  # the answer the document itself marks as right
        return True
    found.append(unit)
    last_word = re.findall(r"[\w'\u2019]+", unit)[-1:] or [""]
    return "?" in unit or (
        not re.search(r"[.!:;,][\"'”\u2019)\]]*$", unit) and lexicon.is_function_word(last_word[0].lower())
    )


def _ends_unit(previous: str, following: str, typical: float) -> bool:
    """Whether a line break separates units. A wrapped line goes on; a short line without final
    punctuation before a capitalised line is a heading or a slide fragment."""
    if _TERMINAL.search(previous):
        return False  # the sentence splitter separates sentences inside a unit
    if previous.endswith((",", ";", "-", "\u2013", "—", "(")) or not following[:1].isupper():
        return False
    last_word = previous.rsplit(" ", 1)[-1].lower()
    if lexicon.is_function_word(last_word):
        return False
    return len(previous) < 45 or len(previous) < 0.6 * typical or previous.isupper()


BACK_MATTER_FROM = 0.3  # a "Methods" heading near the start is a lab manual's own section
_BACK_MATTER = re.compile(
    r"^(?:METHODS(?: SUMMARY)?|Methods(?: [Ss]ummary)?|Materials and [Mm]ethods|MATERIALS AND METHODS"
    r"|Acknowledge?ments?|ACKNOWLEDGE?MENTS?|References|REFERENCES|Supplementary Information)(?:\s|$)"
)


def split(text: str) -> list[Sentence]:
    """Every readable sentence of the document, in order, with its relative position."""
    raw: list[str] = []
    found_units = units(normalize(text))
    for order, unit in enumerate(found_units):
        if order >= BACK_MATTER_FROM * len(found_units) and _BACK_MATTER.match(unit):
            break  # a paper's methods, acknowledgements and references: not what a student studies
        unit = _CAPS_LABEL.sub("", unit)
        for piece in _segment(unit):
            piece = re.sub(r"\s+", " ", piece).strip()
            if piece:
                raw.append(piece)
    total = max(len(raw), 1)
    sentences: list[Sentence] = []
    for order, source in enumerate(raw):
        text = _first_clause_if_long(clean(source))
        if _slide_line(text):
            text += "."  # "Books I-IV and VI discuss plane geometry": a statement on a slide
        if _readable(text) and len(source) <= MAX_SOURCE_CHARS:
            sentences.append(Sentence(index=len(sentences), position=order / total, source=source, text=text))
    return sentences


def _slide_line(text: str) -> bool:
    """A line without final punctuation that may still be a whole statement (slides, bullet points);
    whether it has a verb is for the sentence selection to judge."""
    return (
        not re.search(r"[.!?:;,…\-\u2013—(\[]$", text)
        and len(re.findall(r"[^\W\d_]+", text)) >= MIN_WORDS - 1
        and text[:1].isupper()
        and not text.isupper()
    )


def _first_clause_if_long(text: str) -> str:
    """A long legal or literary sentence often opens with a clause that stands alone:
    "The Number of Representatives shall not exceed one for every thirty Thousand, ...; and until ..."."""
    if len(re.findall(r"\w+", text)) <= MAX_WORDS and len(text) <= MAX_CHARS:
        return text
    clause = re.split(r"[;:]\s|\s?[—\u2013]-?\s?(?=[A-Z])|—-", text, maxsplit=1)[0].rstrip(" ,")
    return clause + "." if clause != text else text


def _segment(unit: str) -> list[str]:
    """pysbd's sentences; a unit with no full stop, question or exclamation mark inside is one sentence
    already (pysbd is the slow part of reading a long document)."""
    if not re.search(r"[.!?][\"'”\u2019)\]]*\s+\S", unit):
        return [unit]
    return _segmenter().segment(unit)


# "the magnetic field, B, is", "perpendicular, θ=90°, to": a quantity's symbol or value beside its name
_SYMBOL = r"[A-Za-z\u03b1-\u03c9\u0391-\u03a9](?:\s?=\s?[\d.]+\s?°?)?"
_SYMBOL_APPOSITION = re.compile(rf"(?<=[a-z]{{3}}),\s{_SYMBOL}(?:,(?=\s)|(?=\.$))")
# "the tesla (T)", "the gauss (G)": a unit's or a quantity's symbol after its name
_SYMBOL_PARENTHESES = re.compile(r"(?<=[a-z])\s\([A-Z][A-Za-z]?\)(?=[\s,.;])")
# "...; 1 G = 10-4 T.", "... which has the units of N/A·m.": a formula closing a sentence in words
_FORMULA_TAIL = re.compile(r"(?:;|,?\s(?:which|where))\s[^;]*?[=·\u00d7][^;]*?(?=\.$)")


def clean(source: str) -> str:
    """The sentence without citation numbers glued to words, '(Fig. 2)' asides or diagram labels '(3)',
    nor the symbols and formulas beside the words for a quantity."""
    text = _SYMBOL_PARENTHESES.sub("", _SYMBOL_APPOSITION.sub("", source.strip()))
    text = _FORMULA_TAIL.sub("", text)
    text = _REFERENCE_PARENTHESES.sub("", text)
    text = re.sub(r"(?<!Equation)(?<!Eq\.)(?<!Step)\s\(\d{1,2}\)(?=[\s,.;:])", "", text)
    text = _CITATION_TAIL.sub("", text)
    return re.sub(r"\s+([,.;:])", r"\1", re.sub(r"\s+", " ", text)).strip()


def _readable(sentence: str) -> bool:
    words = re.findall(r"[^\W\d_][\w'\u2019-]*", sentence)
    if not MIN_WORDS <= len(words) <= MAX_WORDS or len(sentence) > MAX_CHARS:
        return False
    if not (sentence[0].isupper() or (sentence[0] in "\"“\u2018'" and sentence[1:2].isupper())):
        return False
    if not re.search(r"[.!][\"'”\u2019)\]]*$", sentence) or "?" in sentence:
        return False
    if _NOISE.search(sentence) or _MATHS.search(sentence):
        return False
    letters = sum(char.isalpha() for char in sentence)
    digits = sum(char.isdigit() for char in sentence)
    symbols = sum(
        not (char.isalnum() or char.isspace() or char in ".,;:'\"()-\u2013—\u2019\u2018“”!%/")
        for char in sentence
    )
    if digits > 0.15 * letters or symbols > 0.02 * len(sentence):
        return False
    if sum(char.isupper() for char in sentence) > 0.35 * letters:
        return False
    if any(len(word) > 24 for word in words):
        return False  # words glued together by a faulty extraction
    if re.search(r"\b[a-z]+\d+[a-z]+\b", sentence):
        return False  # a word with a digit inside: a broken glyph the repair could not fix
    labels = _named_by_letter(sentence)
    single_letters = [word for word in words[1:] if len(word) == 1 and word not in ("a", "I", *labels)]
    if len(single_letters) >= 2 or any(letter.islower() for letter in single_letters):
        return False  # variables and formulas ("the force F on wire l", "mentors with k, 3")
    return not any(len(word) == 2 and word.islower() and lexicon.zipf(word) == 0 for word in words)


_LETTER_AFTER_FIGURE = re.compile(
    r"\b(point|line|plane|segment|ray|angle|vertex|triangle|circle|square|rectangle|polygon|side) ([A-Z])\b"
    r"(?![\w'\u2019-])"
)


def _named_by_letter(sentence: str) -> set[str]:
    """Letters the sentence gives as names of the figures it speaks of ("a line D and a point P not on that
    line": D and P, wherever it uses them again), not symbols in a formula ("the voltage V")."""
    return {match.group(2) for match in _LETTER_AFTER_FIGURE.finditer(sentence)}
