"""The file's first bytes must match its extension, so a renamed file is refused before any parser sees it.

This is the cheap first check. The deeper ones need the container opened and happen in the extraction
process: an OLE2 file must hold a Word or PowerPoint stream (ole.py), a zip must hold a Word or
PowerPoint main part (ooxml.py).
"""

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


def looks_binary(data: bytes) -> bool:
    if data.startswith(_BINARY_MAGICS):
        return True
    return not data.startswith(_UTF16_BOMS) and b"\x00" in data[:65536]


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
