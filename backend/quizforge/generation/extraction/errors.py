"""Why a document could not be read, each kind with the sentence the person who uploaded it sees.

Every kind takes its sentence as the only argument, so a failure found in an extraction worker process
can be sent back as (kind name, sentence) and raised again in the process that asked.
"""

from collections.abc import Callable

from quizforge.core.exceptions import ApplicationError, InvalidInput, PayloadTooLarge, ServiceUnavailable
from quizforge.generation.extraction.kinds import DocumentKind


class UnsupportedFileType(InvalidInput):
    def __init__(
        self, message: str = "Please upload a supported file type (PDF, DOC, DOCX, PPT, PPTX, or TXT)"
    ) -> None:
        super().__init__(message)


class EmptyFile(InvalidInput):
    def __init__(self, message: str = "The file is empty.") -> None:
        super().__init__(message)


class DamagedDocument(InvalidInput):
    def __init__(self, message: str = "This document is damaged or incomplete and cannot be read.") -> None:
        super().__init__(message)

    @classmethod
    def of(cls, kind: DocumentKind) -> "DamagedDocument":
        return cls(f"This {kind.label} is damaged or incomplete and cannot be read.")


class EncryptedDocument(InvalidInput):
    def __init__(
        self,
        message: str = "This document is password-protected. Please remove the password and upload it again.",
    ) -> None:
        super().__init__(message)


class NoExtractableText(InvalidInput):
    def __init__(
        self, message: str = "This document has no extractable text (it may be a scanned image)."
    ) -> None:
        super().__init__(message)

    @classmethod
    def of(cls, kind: DocumentKind) -> "NoExtractableText":
        if kind is DocumentKind.PDF:
            return cls()
        return cls(f"This {kind.label} has no text in it.")


class DocumentTooComplex(InvalidInput):
    """The document needed more time or memory than one extraction may use."""

    def __init__(
        self,
        message: str = "This document took too long to read. Please upload a smaller or simpler file.",
    ) -> None:
        super().__init__(message)

    @classmethod
    def memory(cls) -> "DocumentTooComplex":
        return cls("This document needs too much memory to read. Please upload a smaller or simpler file.")


class DocumentTooLarge(PayloadTooLarge):
    """Too many bytes, too many pages, or content that unpacks past the limit."""

    def __init__(self, message: str = "The file is too large.") -> None:
        super().__init__(message)

    @classmethod
    def over_upload_limit(cls, limit_bytes: int) -> "DocumentTooLarge":
        return cls(f"The file is too large. The maximum size is {limit_bytes // (1024 * 1024)} MB.")


class ExtractorUnavailable(ServiceUnavailable):
    """A program this server needs to read the document is not installed."""

    def __init__(self, message: str = "This server cannot read this kind of document right now.") -> None:
        super().__init__(message)


class ExtractionBusy(ServiceUnavailable):
    """Every extraction this server runs at once was busy for as long as an upload waits."""

    def __init__(
        self,
        message: str = "The server is busy reading other documents. Please try again in a minute.",
    ) -> None:
        super().__init__(message)


EXTRACTION_ERRORS: dict[str, Callable[[str], ApplicationError]] = {
    kind.__name__: kind
    for kind in (
        UnsupportedFileType,
        EmptyFile,
        DamagedDocument,
        EncryptedDocument,
        NoExtractableText,
        DocumentTooComplex,
        DocumentTooLarge,
        ExtractorUnavailable,
    )
}
