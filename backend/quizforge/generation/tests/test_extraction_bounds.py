"""Documents that are valid but too large to read are told so: a PDF whose compressed streams inflate past
the unpacked limit is refused before any reader inflates them, and a DOCX whose text is too large for
one read is "too large", never "damaged"."""

import struct
import time
import zlib

import pytest

from quizforge.generation.extraction import pdf_streams
from quizforge.generation.extraction.errors import DocumentTooComplex, DocumentTooLarge
from quizforge.generation.extraction.pdf_streams import StreamsWork, pdf_streams_check
from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.testing.pdf_builders import pdf_flate_bomb, pdf_with_pages
from quizforge.generation.tests.extraction_builders import docx_package, paragraph

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

        @property
        def unused_data(self) -> bytes:
            return self._inflater.unused_data

        @property
        def eof(self) -> bool:
            return self._inflater.eof

    monkeypatch.setattr(pdf_streams.zlib, "decompressobj", Counting)

    with pytest.raises(DocumentTooLarge):
        pdf_streams_check(bomb, max_unpacked_bytes=4 * MEGABYTE)

    assert 4 * MEGABYTE < sum(inflated) <= 5 * MEGABYTE


def test_an_ordinary_pdf_passes_the_stream_check_and_is_read(settings):
    settings.UPLOAD_MAX_UNPACKED_BYTES = 1 * MEGABYTE
    pdf_streams_check(pdf_flate_bomb(0), max_unpacked_bytes=MEGABYTE)

    assert "Osmosis moves water" in extract_text(filename="pages.pdf", data=pdf_with_pages(3)).content


_BOMB = zlib.compress(b"\0" * (8 * MEGABYTE), 9)  # 8 MB of zeros in about 8 KB


def _one_stream(dictionary: bytes, body: bytes) -> bytes:
    return b"%PDF-1.4\n1 0 obj\n<< " + dictionary + b" >>\nstream\n" + body + b"\nendstream\nendobj\n%%EOF\n"


@pytest.mark.parametrize(
    "dictionary",
    [
        b"/Filter /FlateDecode /Length %d" % len(_BOMB),
        b"/Filter /Fl#61teDecode /Length %d" % len(_BOMB),
        b"/Filter /F#6cateDecode",
        b"/Filter /FlateDecode /Pad (" + b"x" * 5000 + b") /Length %d" % len(_BOMB),
        b"/Filter /FlateDecode /Note (2 0 obj) /Length 9 0 R",
        b"/Filter [/FlateDecode] /Length 9 0 R",
    ],
    ids=["plain", "escaped", "escaped-short", "long-dictionary", "string-holding-obj", "array"],
)
def test_a_flate_bomb_is_refused_however_its_dictionary_is_written(dictionary):
    with pytest.raises(DocumentTooLarge):
        pdf_streams_check(_one_stream(dictionary, _BOMB), max_unpacked_bytes=MEGABYTE)


def test_a_bomb_whose_deflate_data_holds_the_word_endstream_is_refused():
    stored = b"endstream"
    tail = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = (
        b"\x78\x01\x00"  # zlib header, then a stored (uncompressed) block that is not the last one
        + struct.pack("<HH", len(stored), 0xFFFF ^ len(stored))
        + stored
        + tail.compress(b"\0" * (8 * MEGABYTE))
        + tail.flush()
    )

    with pytest.raises(DocumentTooLarge):
        pdf_streams_check(
            _one_stream(b"/Filter /FlateDecode /Length 9 0 R", body), max_unpacked_bytes=MEGABYTE
        )


def test_a_bomb_hidden_as_an_object_inside_another_streams_deflate_data_is_refused():
    # A reader without a direct /Length ends the outer stream at the first `endstream` and reads the
    # object after it, which sits inside the outer stream's deflate data as a stored block.
    hidden = b"\nendstream\nendobj\n2 0 obj\n<< /Filter /FlateDecode >>\nstream\n" + _BOMB + b"\nendstream\n"
    outer = (
        b"\x78\x01\x01"  # zlib header, then the last block, stored
        + struct.pack("<HH", len(hidden), 0xFFFF ^ len(hidden))
        + hidden
        + struct.pack(">I", zlib.adler32(hidden))
    )

    with pytest.raises(DocumentTooLarge):
        pdf_streams_check(_one_stream(b"/Filter /FlateDecode", outer), max_unpacked_bytes=MEGABYTE)


def test_a_bomb_behind_an_ascii_filter_is_refused():
    chained = _one_stream(b"/Filter [/ASCIIHexDecode /FlateDecode]", _BOMB.hex().encode() + b">")

    with pytest.raises(DocumentTooLarge):
        pdf_streams_check(chained, max_unpacked_bytes=MEGABYTE)


def test_a_stream_whose_filter_is_an_indirect_object_counts_as_the_most_it_could_inflate_to():
    indirect = _one_stream(b"/Filter 5 0 R /Length %d" % len(_BOMB), _BOMB)

    with pytest.raises(DocumentTooLarge):
        pdf_streams_check(indirect, max_unpacked_bytes=MEGABYTE)


def test_an_ordinary_ascii_and_flate_stream_passes():
    text = zlib.compress(b"BT (Osmosis moves water.) Tj ET\n" * 1000)
    chained = _one_stream(b"/Filter [/ASCIIHexDecode /FlateDecode]", text.hex().encode() + b">")

    pdf_streams_check(chained, max_unpacked_bytes=MEGABYTE)


def test_images_are_not_counted_as_pdftotext_never_decodes_them():
    image = _one_stream(
        b"/Type /XObject /Subtype /Image /Width 4096 /Height 2048 /Filter /FlateDecode", _BOMB
    )

    pdf_streams_check(image, max_unpacked_bytes=MEGABYTE)


def test_the_check_works_in_time_linear_in_the_file_size():
    works = []
    for count in (2_000, 8_000):
        work = StreamsWork()
        pdf_streams_check(b"/Fl stream\n" * count + b"x" * 500_000, max_unpacked_bytes=MEGABYTE, work=work)
        works.append(work.inflater_input + work.searched)
    small, large = (2_000 * 11 + 500_000), (8_000 * 11 + 500_000)

    assert works[0] <= 3 * small
    assert works[1] <= 3 * large


def test_the_check_gives_up_at_its_deadline_and_refuses_the_file():
    with pytest.raises(DocumentTooComplex):
        pdf_streams_check(
            _one_stream(b"/Filter /FlateDecode", _BOMB),
            max_unpacked_bytes=MEGABYTE,
            deadline=time.monotonic() - 1,
        )


def test_a_docx_with_a_text_run_too_large_to_read_is_too_large_not_damaged():
    huge = docx_package(paragraph("Osmosis moves water across a membrane. " * 300_000))  # 12 MB of text

    with pytest.raises(DocumentTooLarge) as refused:
        extract_text(filename="huge.docx", data=huge)

    assert refused.value.status_code == 413
    assert "too large" in refused.value.message
    assert "damaged" not in refused.value.message
