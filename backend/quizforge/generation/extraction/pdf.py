"""PDF text through poppler's pdftotext, in reading order, after PDFium has counted the pages.

PDFium opens the file and counts its pages from the page tree alone (a 100,000-page file in about
40 ms), so a file over the page limit, or locked with a password, is refused before any page is read.
pdftotext then reads the pages in its default (non-layout) mode, which finds the columns of a page and
reads them one after the other; it runs as a separate program held to the extraction's memory limit
(tools.py). Pages come back separated by form feeds.
"""

import re
import shutil

import pypdfium2

from quizforge.generation.extraction.errors import (
    DamagedDocument,
    DocumentTooComplex,
    DocumentTooLarge,
    EncryptedDocument,
    ExtractorUnavailable,
)
from quizforge.generation.extraction.kinds import DocumentKind
from quizforge.generation.extraction.pdf_streams import pdf_streams_check
from quizforge.generation.extraction.tools import STDIN_PATH, ToolLimits, tool_finish, tool_start
from quizforge.generation.extraction.types import RawText

PDFTOTEXT = "pdftotext"
PDFTOTEXT_OPTIONS = ["-enc", "UTF-8", "-q"]
# pdftotext's exit status when a password is wrong or missing.
PDFTOTEXT_PASSWORD_STATUS = 1
# A C++ program that runs out of address space aborts (std::bad_alloc).
ABORTED = -6
PDFIUM_PASSWORD_ERROR = 4
PAGE_BREAK = "\f"
# An end-of-file marker is written in the last kilobyte of every complete PDF.
END_MARKER, END_MARKER_WINDOW = b"%%EOF", 1024
# TeX sets an accented i or j as the dotless letter under an accent; pdftotext keeps the dotless one.
_DOTLESS_UNDER_ACCENT = re.compile("[\u0131\u0237](?=[\u0300-\u036f])")
_DOTTED = {"\u0131": "i", "\u0237": "j"}


def pdf_page_count(data: bytes) -> int:
    """The number of pages, read from the page tree without parsing any page."""
    try:
        document = pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError as error:
        if getattr(error, "err_code", None) == PDFIUM_PASSWORD_ERROR:
            raise EncryptedDocument() from error
        raise DamagedDocument.of(DocumentKind.PDF) from error
    try:
        return len(document)
    finally:
        document.close()


def _pdftotext() -> str:
    path = shutil.which(PDFTOTEXT)
    if path is None:
        raise ExtractorUnavailable(
            "This server cannot read PDF files right now because pdftotext (poppler-utils) is not installed."
        )
    return path


def _pdftotext_text(data: bytes, limits: ToolLimits) -> str:
    with tool_start([_pdftotext(), *PDFTOTEXT_OPTIONS, STDIN_PATH, "-"], data, limits) as tool:
        output = tool_finish(tool, limits)
    if output.returncode == ABORTED:
        raise DocumentTooComplex.memory()
    if output.returncode == PDFTOTEXT_PASSWORD_STATUS and b"password" in output.stderr.lower():
        raise EncryptedDocument()
    if output.returncode != 0:
        raise DamagedDocument.of(DocumentKind.PDF)
    return output.stdout.decode("utf-8", errors="replace")


def _undot(text: str) -> str:
    if "\u0131" not in text and "\u0237" not in text:
        return text
    return _DOTLESS_UNDER_ACCENT.sub(lambda match: _DOTTED[match.group()], text)


def read_pdf(data: bytes, *, max_pages: int, max_unpacked_bytes: int, limits: ToolLimits) -> RawText:
    pages = pdf_page_count(data)
    if pages == 0:
        raise DamagedDocument.of(DocumentKind.PDF)
    if pages > max_pages:
        raise DocumentTooLarge(f"This PDF has {pages} pages; at most {max_pages} pages can be read.")
    pdf_streams_check(data, max_unpacked_bytes=max_unpacked_bytes, deadline=limits.deadline)
    text = _undot(_pdftotext_text(data, limits))
    if not text.replace(PAGE_BREAK, "").strip() and END_MARKER not in data[-END_MARKER_WINDOW:]:
        raise DamagedDocument.of(DocumentKind.PDF)
    return RawText(text.replace(PAGE_BREAK, "\n\n"), pages=pages)
