"""Legacy Word files need antiword (or catdoc); long PDFs stop at the page limit."""

import sys
import time

import pytest

from quizforge.generation.extraction import legacy_office
from quizforge.generation.extraction.errors import DocumentTooComplex, DocumentTooLarge, ExtractorUnavailable
from quizforge.generation.extraction.pipeline import extract_text

pytestmark = pytest.mark.corpus

MISSING = "quizforge-no-such-program"


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
