"""OLE2 compound files: the container of DOC and PPT files, and of encrypted DOCX and PPTX files."""

import io

import olefile

from quizforge.generation.extraction.errors import DamagedDocument, EncryptedDocument, UnsupportedFileType
from quizforge.generation.extraction.kinds import DocumentKind

# [MS-OFFCRYPTO]: an encrypted OOXML package is stored as these two streams in an OLE2 file.
OOXML_ENCRYPTION_STREAMS = ("EncryptionInfo", "EncryptedPackage")


def ole_open(data: bytes, kind: DocumentKind) -> olefile.OleFileIO:
    try:
        return olefile.OleFileIO(io.BytesIO(data))
    except Exception as error:  # olefile raises anything from OSError to IndexError on damaged files
        raise DamagedDocument.of(kind) from error


def ole_read(ole: olefile.OleFileIO, stream: str, kind: DocumentKind) -> bytes:
    try:
        return bytes(ole.openstream(stream).read())
    except Exception as error:
        raise DamagedDocument.of(kind) from error


def ooxml_refuse_ole(data: bytes, kind: DocumentKind) -> None:
    """An OLE2 file named .docx or .pptx: password-protected if it holds an encrypted package, else a
    renamed DOC, PPT or other file. Either way it is refused."""
    ole = ole_open(data, kind)
    if all(ole.exists(stream) for stream in OOXML_ENCRYPTION_STREAMS):
        raise EncryptedDocument()
    raise UnsupportedFileType()
