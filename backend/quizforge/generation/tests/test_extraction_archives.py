"""DOCX and PPTX zips are checked before anything unpacks them."""

import io
import zipfile

import pytest

from quizforge.generation.extraction.errors import DamagedDocument, DocumentTooLarge, EncryptedDocument
from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.tests.extraction_builders import (
    docx_package,
    paragraph,
    zip_marked_encrypted,
    zip_with_a_flipped_byte,
    zip_with_overlapping_entries,
)

MEGABYTE = 1024 * 1024


def docx_with_a_zero_filled_part(megabytes: int) -> bytes:
    """A valid DOCX plus one part of zeros written a megabyte at a time: tiny packed, huge unpacked."""
    buffer = io.BytesIO(docx_package(paragraph("A short document.")))
    with (
        zipfile.ZipFile(buffer, "a", zipfile.ZIP_DEFLATED) as package,
        package.open("word/media/padding.bin", "w", force_zip64=True) as part,
    ):
        for _ in range(megabytes):
            part.write(bytes(MEGABYTE))
    return buffer.getvalue()


def test_a_package_that_unpacks_past_200_mb_is_refused_as_too_large():
    bomb = docx_with_a_zero_filled_part(201)
    assert len(bomb) < MEGABYTE  # small enough to upload

    with pytest.raises(DocumentTooLarge) as refused:
        extract_text(filename="bomb.docx", data=bomb)

    assert refused.value.status_code == 413
    assert refused.value.message == "This Word document is too large once unpacked (more than 200 MB)."


def test_the_unpacked_limit_follows_the_setting(settings):
    settings.UPLOAD_MAX_UNPACKED_BYTES = 2 * MEGABYTE

    with pytest.raises(DocumentTooLarge, match="more than 2 MB"):
        extract_text(filename="padded.docx", data=docx_with_a_zero_filled_part(3))


def test_a_valid_package_that_compresses_very_well_is_read_within_the_limit():
    """Not "damaged": 20 MB of zeros pack into 20 KB, and the 200 MB limit is what guards memory."""
    assert extract_text(filename="padded.docx", data=docx_with_a_zero_filled_part(20)).content == (
        "A short document."
    )


def test_a_package_with_too_many_parts_is_refused():
    parts = {f"customXml/item{number}.xml": b"<a/>" for number in range(10_001)}

    with pytest.raises(DocumentTooLarge, match="too many parts"):
        extract_text(filename="parts.docx", data=docx_package(paragraph("Text"), extra_entries=parts))


def test_overlapping_entries_are_refused_as_damaged():
    overlapping = zip_with_overlapping_entries(docx_package(paragraph("Text")))

    with pytest.raises(DamagedDocument, match="This Word document is damaged or incomplete"):
        extract_text(filename="overlap.docx", data=overlapping)


def test_a_part_whose_crc_does_not_match_is_refused_as_damaged_even_if_no_text_is_in_it():
    package = docx_package(
        paragraph("Text"), extra_entries={"word/theme/theme1.xml": b"<theme>" + b"x" * 400 + b"</theme>"}
    )

    with pytest.raises(DamagedDocument):
        extract_text(filename="crc.docx", data=zip_with_a_flipped_byte(package, "word/theme/theme1.xml"))


def test_a_zip_cut_short_is_refused_as_damaged():
    package = docx_package(paragraph("Text"))

    with pytest.raises(DamagedDocument, match="damaged or incomplete"):
        extract_text(filename="cut.pptx", data=package[: len(package) // 2])


def test_zip_encryption_is_refused_as_password_protected():
    with pytest.raises(EncryptedDocument):
        extract_text(filename="locked.docx", data=zip_marked_encrypted(docx_package(paragraph("Text"))))
