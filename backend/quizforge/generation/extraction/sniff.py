"""The file's first bytes must match its extension, so a renamed file is refused before any parser sees it.

This is the cheap first check. The deeper ones need the container opened and happen in the extraction
process: an OLE2 file must hold a Word or PowerPoint stream (ole.py), a zip must hold a Word or
PowerPoint main part (ooxml.py).
"""

from collections import Counter

from quizforge.generation.extraction.errors import UnsupportedFileType
from quizforge.generation.extraction.kinds import DocumentKind

OLE2_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
ZIP_MAGIC = b"PK\x03\x04"
PDF_MAGIC = b"%PDF-"
# Readers accept a PDF header anywhere in the first kilobyte (some files start with junk).
PDF_HEADER_WINDOW = 1024

# Formats whose first bytes show they are no text, whatever the extension says (others give
# themselves away by NUL bytes).
_BINARY_MAGICS = (
    OLE2_MAGIC,
    ZIP_MAGIC,
    b"\x89PNG",
    b"\xff\xd8\xff",  # JPEG
    b"GIF8",
    b"%PDF-",
    b"\x1f\x8b",  # gzip
    b"7z\xbc\xaf",
    b"Rar!",
)
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_SAMPLE_BYTES = 65536
# In UTF-16 text without a byte-order mark, ASCII characters (spaces, digits, punctuation, Latin
# letters) put their NUL byte on one side of each pair: after the character in little-endian files,
# before it in big-endian ones. Binary data has NUL bytes on both sides. And text in one or two scripts
# draws its characters from a few 256-character blocks: the high bytes of its pairs take few values.
_MIN_NUL_PAIR_SHARE = 0.05
_MAX_NUL_OTHER_SIDE_SHARE = 0.01
_TEXT_BLOCKS, _MIN_TEXT_BLOCKS_SHARE = 4, 0.9


def utf16_without_bom_encoding(data: bytes) -> str | None:
    """The codec of UTF-16 text without a byte-order mark (little- or big-endian), or None: told by where
    the NUL bytes of the file's start fall and by how few blocks its characters come from."""
    if len(data) < 2 or len(data) % 2 or b"\x00" not in data[:_SAMPLE_BYTES]:
        return None
    sample = data[:_SAMPLE_BYTES]
    pairs = len(sample) // 2
    for encoding, high_bytes, low_bytes in (
        ("utf-16-le", sample[1::2], sample[0::2]),
        ("utf-16-be", sample[0::2], sample[1::2]),
    ):
        if (
            high_bytes.count(0) >= _MIN_NUL_PAIR_SHARE * pairs
            and low_bytes.count(0) <= _MAX_NUL_OTHER_SIDE_SHARE * pairs
            and _in_few_blocks(high_bytes)
        ):
            return encoding
    return None


def _in_few_blocks(high_bytes: bytes) -> bool:
    common = Counter(high_bytes).most_common(_TEXT_BLOCKS)
    return sum(count for _, count in common) >= _MIN_TEXT_BLOCKS_SHARE * len(high_bytes)


def looks_binary(data: bytes) -> bool:
    if data.startswith(_BINARY_MAGICS):
        return True
    if data.startswith(_UTF16_BOMS) or b"\x00" not in data[:_SAMPLE_BYTES]:
        return False
    return utf16_without_bom_encoding(data) is None


def document_sniff(*, kind: DocumentKind, data: bytes) -> None:
    """Raises UnsupportedFileType unless the bytes can be a file of this kind."""
    if kind is DocumentKind.PDF:
        matches = PDF_MAGIC in data[:PDF_HEADER_WINDOW]
    elif kind in (DocumentKind.DOC, DocumentKind.PPT):
        matches = data.startswith(OLE2_MAGIC)
    elif kind in (DocumentKind.DOCX, DocumentKind.PPTX):
        # An encrypted DOCX or PPTX is an OLE2 container; the extraction process tells it from a
        # renamed DOC or PPT.
        matches = data.startswith((ZIP_MAGIC, OLE2_MAGIC))
    else:
        matches = not looks_binary(data)
    if not matches:
        raise UnsupportedFileType()
