"""Legacy Word files need antiword (or catdoc), PDFs pdftotext; the programs are held to the limits; long
PDFs stop at the page limit."""

import sys
import time

import pytest

from quizforge.generation.extraction import legacy_office, pdf
from quizforge.generation.extraction.errors import DocumentTooComplex, DocumentTooLarge, ExtractorUnavailable
from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.extraction.tools import ToolLimits, tool_finish, tool_start
from quizforge.generation.testing.pdf_builders import pdf_flate_bomb, pdf_with_pages
from quizforge.generation.tests.test_extraction_limits import wait_until_gone

pytestmark = pytest.mark.corpus

MISSING = "quizforge-no-such-program"
MEGABYTE = 1024 * 1024
GIGABYTE = 1024 * MEGABYTE


@pytest.mark.usefixtures("fresh_workers")
def test_catdoc_reads_word_files_when_antiword_is_not_installed(corpus_dir, monkeypatch):
    monkeypatch.setattr(legacy_office, "_DOC_TOOLS", ((MISSING, []), *legacy_office._DOC_TOOLS[1:]))
    data = (corpus_dir / "good" / "textract_ipsum_doc.doc").read_bytes()

    text = extract_text(filename="ipsum.doc", data=data).content

    assert "I love word documents. They are lovely." in text


@pytest.mark.usefixtures("fresh_workers")
def test_without_any_word_tool_the_server_says_it_cannot_read_doc_files(corpus_dir, monkeypatch):
    monkeypatch.setattr(legacy_office, "_DOC_TOOLS", ((MISSING, []),))
    data = (corpus_dir / "good" / "textract_ipsum_doc.doc").read_bytes()

    with pytest.raises(ExtractorUnavailable) as refused:
        extract_text(filename="ipsum.doc", data=data)

    assert refused.value.status_code == 503
    assert "antiword is not installed" in refused.value.message


@pytest.mark.usefixtures("fresh_workers")
def test_a_word_tool_that_hangs_is_stopped_in_time(corpus_dir, monkeypatch, settings):
    settings.EXTRACTION_TIME_LIMIT_SECONDS = 2
    hang = (sys.executable, ["-c", "import time; time.sleep(60)"])
    monkeypatch.setattr(legacy_office, "_DOC_TOOLS", (hang,))
    data = (corpus_dir / "good" / "textract_ipsum_doc.doc").read_bytes()
    started = time.monotonic()

    with pytest.raises(DocumentTooComplex, match="took too long"):
        extract_text(filename="ipsum.doc", data=data)

    assert time.monotonic() - started < 30  # the tool's 60 seconds were not waited for


def test_a_pdf_over_the_page_limit_is_refused(corpus_dir, settings):
    settings.UPLOAD_MAX_PDF_PAGES = 5
    data = (corpus_dir / "good" / "two_column_nature_paper.pdf").read_bytes()

    with pytest.raises(DocumentTooLarge) as refused:
        extract_text(filename="paper.pdf", data=data)

    assert refused.value.status_code == 413
    assert refused.value.message == "This PDF has 6 pages; at most 5 pages can be read."


@pytest.mark.usefixtures("fresh_workers")
def test_a_pdf_of_100000_pages_is_refused_by_its_page_count_before_any_page_is_read(settings):
    settings.EXTRACTION_TIME_LIMIT_SECONDS = 5  # reading the pages would take far longer
    data = pdf_with_pages(100_000)

    with pytest.raises(DocumentTooLarge) as refused:
        extract_text(filename="many.pdf", data=data)

    assert refused.value.message == "This PDF has 100000 pages; at most 300 pages can be read."


@pytest.mark.usefixtures("fresh_workers")
def test_without_pdftotext_the_server_says_it_cannot_read_pdf_files(corpus_dir, monkeypatch):
    monkeypatch.setattr(pdf, "PDFTOTEXT", MISSING)
    data = (corpus_dir / "good" / "textract_ipsum_pdf.pdf").read_bytes()

    with pytest.raises(ExtractorUnavailable) as refused:
        extract_text(filename="ipsum.pdf", data=data)

    assert refused.value.status_code == 503
    assert "pdftotext (poppler-utils) is not installed" in refused.value.message


@pytest.mark.usefixtures("fresh_workers")
def test_a_pdf_flate_bomb_is_stopped_at_the_memory_limit(settings):
    settings.EXTRACTION_MEMORY_LIMIT_MB = 64
    data = pdf_flate_bomb(20)  # 20 MB of drawing operators on one page, 50 KB compressed

    with pytest.raises(DocumentTooComplex, match="needs too much memory"):
        extract_text(filename="bomb.pdf", data=data)


def test_a_program_run_on_a_document_gets_its_own_memory_limit():
    limits = ToolLimits(deadline=time.monotonic() + 30, memory_bytes=256 * MEGABYTE, max_output_bytes=1024)
    hog = [sys.executable, "-c", f"bytearray({512 * MEGABYTE}); print('allocated')"]

    with tool_start(hog, b"", limits) as program:
        output = tool_finish(program, limits)

    assert output.returncode != 0
    assert b"MemoryError" in output.stderr
    assert b"allocated" not in output.stdout


def test_a_program_that_writes_without_end_is_stopped_at_the_output_cap():
    limits = ToolLimits(deadline=time.monotonic() + 30, memory_bytes=GIGABYTE, max_output_bytes=MEGABYTE)
    flood = ["yes", "Osmosis moves water."]

    too_much = pytest.raises(DocumentTooComplex, match="too much memory")
    with tool_start(flood, b"", limits) as program, too_much:
        tool_finish(program, limits)

    assert wait_until_gone(program.pid)
