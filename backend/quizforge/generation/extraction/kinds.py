"""The six accepted document kinds, told apart by file extension."""

from enum import StrEnum
from pathlib import PurePath


class DocumentKind(StrEnum):
    PDF = "pdf"
    DOC = "doc"
    DOCX = "docx"
    PPT = "ppt"
    PPTX = "pptx"
    TXT = "txt"

    @property
    def label(self) -> str:
        """How a sentence names a file of this kind: "This {label} is damaged..."."""
        return _LABELS[self]


_LABELS = {
    DocumentKind.PDF: "PDF file",
    DocumentKind.DOC: "Word document",
    DocumentKind.DOCX: "Word document",
    DocumentKind.PPT: "PowerPoint file",
    DocumentKind.PPTX: "PowerPoint file",
    DocumentKind.TXT: "text file",
}


def document_kind_from_filename(filename: str) -> DocumentKind | None:
    suffix = PurePath(filename.strip()).suffix.lower().lstrip(".")
    try:
        return DocumentKind(suffix)
    except ValueError:
        return None
