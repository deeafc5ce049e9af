"""Documents that are valid but too large to read are told so: a PDF whose compressed streams inflate past
the unpacked limit is refused before any reader inflates them, and a DOCX whose text is too large for
one read is "too large", never "damaged"."""

import zlib

import pytest

from quizforge.generation.extraction import pdf_streams
from quizforge.generation.extraction.errors import DocumentTooLarge
from quizforge.generation.extraction.pdf_streams import pdf_streams_check
from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.tests.extraction_builders import docx_package, paragraph
from quizforge.generation.tests.pdf_builders import pdf_flate_bomb, pdf_with_pages

MEGABYTE = 1024 * 1024


def test_a_pdf_whose_stream_inflates_past_the_limit_is_refused_as_too_large(settings):
    settings.UPLOAD_MAX_UNPACKED_BYTES = 8 * MEGABYTE
    bomb = pdf_flate_bomb(40)  # 40 MB of drawing operators, about 100 KB compressed

    with pytest.raises(DocumentTooLarge) as refused:
        extract_text(filename="bomb.pdf", data=bomb)

    assert refused.value.status_code == 413
    assert refused.value.message == "This PDF is too large once unpacked (more than 8 MB)."


def test_the_stream_check_inflates_no_further_than_just_past_the_limit(monkeypatch):
    bomb = pdf_flate_bomb(400)  # 400 MB once inflated
    inflated = []
    real = zlib.decompressobj

    class Counting:
        def __init__(self) -> None:
            self._inflater = real()

        def decompress(self, data: bytes, max_length: int = 0) -> bytes:
            out = self._inflater.decompress(data, max_length)
            inflated.append(len(out))
            return out

        @property
        def unconsumed_tail(self) -> bytes:
            return self._inflater.unconsumed_tail

    monkeypatch.setattr(pdf_streams.zlib, "decompressobj", Counting)

    with pytest.raises(DocumentTooLarge):
        pdf_streams_check(bomb, max_unpacked_bytes=4 * MEGABYTE)

    assert 4 * MEGABYTE < sum(inflated) <= 5 * MEGABYTE


def test_an_ordinary_pdf_passes_the_stream_check_and_is_read(settings):
    settings.UPLOAD_MAX_UNPACKED_BYTES = 1 * MEGABYTE
    pdf_streams_check(pdf_flate_bomb(0), max_unpacked_bytes=MEGABYTE)

    assert "Osmosis moves water" in extract_text(filename="pages.pdf", data=pdf_with_pages(3)).content


def test_a_docx_with_a_text_run_too_large_to_read_is_too_large_not_damaged():
    huge = docx_package(paragraph("Osmosis moves water across a membrane. " * 300_000))  # 12 MB of text

    with pytest.raises(DocumentTooLarge) as refused:
        extract_text(filename="huge.docx", data=huge)

    assert refused.value.status_code == 413
    assert "too large" in refused.value.message
    assert "damaged" not in refused.value.message
