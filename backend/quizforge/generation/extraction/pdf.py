"""PDF text through pdfplumber, in reading order.

pdfplumber joins text line by line across the whole page width, which interleaves the two columns of a
journal page. Each page is therefore checked for a gutter: a vertical strip in the middle of the page
that most lines leave empty while many lines sit on each side of it. Lines that cross it (titles,
full-width captions, footnotes) are read where they stand; the runs of lines between them are read
left column first, then right column.
"""

import io
import itertools
from collections.abc import Sequence
from typing import Any

import pdfplumber
from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect
from pdfplumber.page import Page
from pdfplumber.utils import cluster_objects
from pdfplumber.utils.exceptions import PdfminerException
from pdfplumber.utils.text import WordExtractor

from quizforge.generation.extraction.errors import DamagedDocument, DocumentTooLarge, EncryptedDocument
from quizforge.generation.extraction.kinds import DocumentKind
from quizforge.generation.extraction.types import RawText

Word = dict[str, Any]
Line = list[Word]

# A gap wider than a tenth of the font size separates two words, as in poppler's pdftotext.
WORD_GAP_RATIO = 0.1
LINE_TOLERANCE = 3
# Gaps narrower than this share of the line height are spaces between words, not a gutter.
WORD_SPACE_RATIO = 0.8
GUTTER_SEARCH_FROM, GUTTER_SEARCH_TO = 0.25, 0.75
MIN_LINES_PER_COLUMN = 4
MAX_CROSSING_SHARE = 0.25
MIN_GUTTER_WIDTH = 2
# An end-of-file marker is written in the last kilobyte of every complete PDF.
END_MARKER, END_MARKER_WINDOW = b"%%EOF", 1024

# Spacing accents some PDFs (TeX, Quark) draw over a letter, and the combining marks they stand for.
_COMBINING_ACCENTS = {
    "\u00b4": "\u0301",
    "`": "\u0300",
    "\u00a8": "\u0308",
    "\u02c6": "\u0302",
    "\u02dc": "\u0303",
    "\u02c7": "\u030c",
    "\u00b8": "\u0327",
    "\u02da": "\u030a",
    "\u02dd": "\u030b",
    "\u02d8": "\u0306",
    "\u00af": "\u0304",
    "\u02d9": "\u0307",
    "\u02db": "\u0328",
}

# TeX sets an accented i or j as the dotless letter under an accent.
_DOTTED = {"\u0131": "i", "\u0237": "j"}

_WORDS = WordExtractor(x_tolerance_ratio=WORD_GAP_RATIO, y_tolerance=LINE_TOLERANCE)


def _overlap(first: dict[str, Any], second: dict[str, Any]) -> float:
    return float(min(first["x1"], second["x1"]) - max(first["x0"], second["x0"]))


def _combine_accents(chars: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """An accent drawn over its letter becomes a combining mark right after it, so e + U+00B4 reads as é."""
    if not any(char["text"] in _COMBINING_ACCENTS for char in chars):
        return chars
    combined = list(chars)
    for index, char in enumerate(chars):
        mark = _COMBINING_ACCENTS.get(char["text"])
        if mark is None:
            continue
        for neighbour in (index - 1, index + 1):
            if not 0 <= neighbour < len(chars):
                continue
            base = chars[neighbour]
            if base["text"].isalpha() and _overlap(char, base) >= 0.5 * max(char["x1"] - char["x0"], 0.1):
                if base["text"] in _DOTTED:
                    combined[neighbour] = {**base, "text": _DOTTED[base["text"]]}
                combined[index] = {
                    **char,
                    "text": mark,
                    "x0": base["x0"] + 0.01,
                    "x1": base["x1"],
                    "top": base["top"],
                    "bottom": base["bottom"],
                }
                break
    return combined


def _lines(words: Sequence[Word]) -> list[Line]:
    return [
        sorted(line, key=lambda word: word["x0"])
        for line in cluster_objects(list(words), "top", LINE_TOLERANCE)
    ]


def _line_text(line: Line) -> str:
    return " ".join(word["text"] for word in line)


def _spans(line: Line) -> list[tuple[float, float]]:
    """The line's extent as intervals, word spaces closed and wide gaps (a gutter) left open."""
    height = max(word["bottom"] - word["top"] for word in line)
    spans: list[tuple[float, float]] = []
    for word in line:
        if spans and word["x0"] - spans[-1][1] < WORD_SPACE_RATIO * height:
            spans[-1] = (spans[-1][0], max(spans[-1][1], word["x1"]))
        else:
            spans.append((word["x0"], word["x1"]))
    return spans


def _crosses(spans: list[tuple[float, float]], x: float) -> bool:
    return any(start < x < end for start, end in spans)


def _coverage(spans: list[list[tuple[float, float]]], low: float, points: int) -> list[int]:
    """For each point (1 pt apart) from `low` on, how many lines have text over it."""
    changes = [0] * (points + 1)
    for line_spans in spans:
        for span_start, span_end in line_spans:
            first, last = max(int(span_start - low), 0), min(int(span_end - low), points - 1)
            if first <= last:
                changes[first] += 1
                changes[last + 1] -= 1
    return list(itertools.accumulate(changes[:points]))


def _widest_run(values: list[int], wanted: int) -> tuple[int, int]:
    """(start, length) of the longest run of `wanted` in values."""
    best_start, best_length, run_start = 0, 0, -1
    for index, value in enumerate([*values, wanted + 1]):  # the sentinel ends a run at the end
        if value == wanted:
            run_start = index if run_start < 0 else run_start
        elif run_start >= 0:
            if index - run_start > best_length:
                best_start, best_length = run_start, index - run_start
            run_start = -1
    return best_start, best_length


def _find_gutter(
    lines: list[Line], spans: list[list[tuple[float, float]]], left: float, right: float
) -> float | None:
    if len(lines) < 2 * MIN_LINES_PER_COLUMN:
        return None
    low = left + GUTTER_SEARCH_FROM * (right - left)
    high = left + GUTTER_SEARCH_TO * (right - left)
    coverage = _coverage(spans, low, int(high - low) + 1)
    fewest = min(coverage)
    if fewest > MAX_CROSSING_SHARE * len(lines):
        return None
    best_start, best_width = _widest_run(coverage, fewest)
    if best_width < MIN_GUTTER_WIDTH:
        return None
    gutter = low + best_start + best_width / 2
    sides = [
        (line, line_spans)
        for line, line_spans in zip(lines, spans, strict=True)
        if not _crosses(line_spans, gutter)
    ]
    left_lines = sum(1 for line, _ in sides if any(word["x1"] <= gutter for word in line))
    right_lines = sum(1 for line, _ in sides if any(word["x0"] >= gutter for word in line))
    if min(left_lines, right_lines) < MIN_LINES_PER_COLUMN:
        return None
    return gutter


def _columns_text(lines: list[Line], spans: list[list[tuple[float, float]]], gutter: float) -> list[str]:
    out: list[str] = []
    pending: list[Word] = []

    def flush() -> None:
        left = [word for word in pending if (word["x0"] + word["x1"]) / 2 < gutter]
        right = [word for word in pending if (word["x0"] + word["x1"]) / 2 >= gutter]
        out.extend(_line_text(line) for line in _lines(left))
        out.extend(_line_text(line) for line in _lines(right))
        pending.clear()

    for line, line_spans in zip(lines, spans, strict=True):
        if _crosses(line_spans, gutter):
            flush()
            out.append(_line_text(line))
        else:
            pending.extend(line)
    flush()
    return out


def _page_text(page: Page) -> str:
    words = _WORDS.extract_words(_combine_accents(page.chars))
    lines = _lines(words)
    if not lines:
        return ""
    spans = [_spans(line) for line in lines]
    gutter = _find_gutter(lines, spans, float(page.bbox[0]), float(page.bbox[2]))
    if gutter is None:
        return "\n".join(_line_text(line) for line in lines)
    return "\n".join(_columns_text(lines, spans, gutter))


def _open(data: bytes) -> pdfplumber.PDF:
    try:
        return pdfplumber.open(io.BytesIO(data))
    except PdfminerException as error:
        cause = error.args[0] if error.args else None
        if isinstance(cause, PDFPasswordIncorrect | PDFEncryptionError):
            raise EncryptedDocument() from error
        raise DamagedDocument.of(DocumentKind.PDF) from error
    except Exception as error:
        raise DamagedDocument.of(DocumentKind.PDF) from error


def read_pdf(data: bytes, *, max_pages: int) -> RawText:
    with _open(data) as pdf:
        try:
            pages = pdf.pages
        except Exception as error:
            raise DamagedDocument.of(DocumentKind.PDF) from error
        if not pages:
            raise DamagedDocument.of(DocumentKind.PDF)
        if len(pages) > max_pages:
            raise DocumentTooLarge(f"This PDF has {len(pages)} pages; at most {max_pages} pages can be read.")
        texts, unreadable = [], 0
        for page in pages:
            try:
                texts.append(_page_text(page))
            except Exception:
                unreadable += 1  # one broken page does not lose the rest of the document
            finally:
                page.close()
    text = "\n\n".join(texts)
    if unreadable == len(pages) or (not text.strip() and END_MARKER not in data[-END_MARKER_WINDOW:]):
        raise DamagedDocument.of(DocumentKind.PDF)
    return RawText(text, pages=len(pages))
