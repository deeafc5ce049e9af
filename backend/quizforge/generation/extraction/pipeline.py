"""From an uploaded file's name and bytes to its text, or to a sentence that says why not.

Cheap checks run here (extension, size, emptiness, first bytes); everything that parses the file runs
in a worker process with the time and memory limits of the settings (sandbox.py). The one exception is
a small text file in UTF-8 or with a byte-order mark: decoding and normalising it take time and memory
in proportion to its size and cannot hang, and for such a file the trip to a worker would cost more
than the reading.
"""

import logging
import threading
import time
from dataclasses import dataclass

from django.conf import settings

from quizforge.core.exceptions import ApplicationError
from quizforge.generation.extraction.docx import read_docx
from quizforge.generation.extraction.errors import (
    EXTRACTION_ERRORS,
    DamagedDocument,
    DocumentTooComplex,
    DocumentTooLarge,
    EmptyFile,
    ExtractionBusy,
    NoExtractableText,
    UnsupportedFileType,
)
from quizforge.generation.extraction.kinds import DocumentKind, document_kind_from_filename
from quizforge.generation.extraction.legacy_office import read_doc, read_ppt
from quizforge.generation.extraction.normalize import text_normalize
from quizforge.generation.extraction.ole import ooxml_refuse_ole
from quizforge.generation.extraction.pdf import read_pdf
from quizforge.generation.extraction.pptx import read_pptx
from quizforge.generation.extraction.sandbox import (
    JobCrashed,
    JobLimits,
    JobOutOfMemory,
    JobRefused,
    JobTimedOut,
    PoolBusy,
    WorkerPool,
)
from quizforge.generation.extraction.sniff import OLE2_MAGIC, document_sniff
from quizforge.generation.extraction.text import (
    read_text,
    text_checked,
    text_codecs_import,
    unicode_text_decode,
)
from quizforge.generation.extraction.tools import ToolLimits
from quizforge.generation.extraction.types import Extracted, RawText, estimated_pages

logger = logging.getLogger(__name__)

MEGABYTE = 1024 * 1024
# A program a worker starts (pdftotext, antiword) gets most of the time, so it stops before the worker
# is killed.
TOOL_SHARE_OF_TIME_LIMIT = 0.9
# More text than any document of the upload limit holds: beyond it, a program's output is a bomb's.
TOOL_MAX_OUTPUT_BYTES = 64 * 1024 * 1024
# Text files up to this size are read in the server process (NFKC grows a text 18 times at most).
IN_PROCESS_TEXT_MAX_BYTES = 256 * 1024


@dataclass(frozen=True)
class ReadLimits:
    """The settings a reader needs, sent along with each job: workers do not read settings."""

    max_pdf_pages: int
    max_unpacked_bytes: int
    tool_seconds: float
    tool_memory_bytes: int

    def for_tool(self) -> ToolLimits:
        return ToolLimits(
            deadline=time.monotonic() + self.tool_seconds,
            memory_bytes=self.tool_memory_bytes,
            max_output_bytes=TOOL_MAX_OUTPUT_BYTES,
        )


def _read(kind: DocumentKind, data: bytes, limits: ReadLimits) -> RawText:
    if kind is DocumentKind.PDF:
        return read_pdf(
            data,
            max_pages=limits.max_pdf_pages,
            max_unpacked_bytes=limits.max_unpacked_bytes,
            limits=limits.for_tool(),
        )
    if kind is DocumentKind.DOC:
        return read_doc(data, limits=limits.for_tool())
    if kind is DocumentKind.PPT:
        return read_ppt(data)
    if kind is DocumentKind.TXT:
        return read_text(data)
    if data.startswith(OLE2_MAGIC):
        ooxml_refuse_ole(data, kind)
    if kind is DocumentKind.DOCX:
        return read_docx(data, max_unpacked_bytes=limits.max_unpacked_bytes)
    return read_pptx(data, max_unpacked_bytes=limits.max_unpacked_bytes)


def _finished(kind: DocumentKind, raw: RawText) -> tuple[str, int]:
    """The normalised text and its page count."""
    content = text_normalize(raw.text)
    if not content:
        raise NoExtractableText.of(kind)
    return content, raw.pages or estimated_pages(content)


def _read_job(request: tuple[str, bytes, ReadLimits]) -> tuple[str, int]:
    """Runs in a worker: the normalised text and its page count, as plain values."""
    kind_name, data, limits = request
    kind = DocumentKind(kind_name)
    try:
        raw = _read(kind, data, limits)
    except (ApplicationError, MemoryError):
        raise
    except Exception as error:
        raise DamagedDocument.of(kind) from error  # whatever a parser raises on a broken file
    return _finished(kind, raw)


def _read_in_process(kind: DocumentKind, data: bytes) -> tuple[str, int] | None:
    """The text of a small Unicode text file, read here; None when the file needs a worker."""
    if kind is not DocumentKind.TXT or len(data) > IN_PROCESS_TEXT_MAX_BYTES:
        return None
    text = unicode_text_decode(data)  # a legacy code page goes to a worker, for charset-normalizer
    if text is None:
        return None
    return _finished(kind, text_checked(text))


text_codecs_import()  # before any worker is forked: see its docstring
_WORKERS: WorkerPool | None = None  # made at the first extraction, once settings can be read
_WORKERS_MADE = threading.Lock()


def _workers() -> WorkerPool:
    global _WORKERS
    with _WORKERS_MADE:
        if _WORKERS is None:
            _WORKERS = WorkerPool(_read_job, max_running=settings.EXTRACTION_CONCURRENCY)
        return _WORKERS


def extraction_workers_stop() -> None:
    """Retires the idle extraction workers; the next extraction starts a fresh one."""
    if _WORKERS is not None:
        _WORKERS.stop()


def _job(kind: DocumentKind, data: bytes) -> tuple[tuple[str, bytes, ReadLimits], JobLimits]:
    seconds = settings.EXTRACTION_TIME_LIMIT_SECONDS
    memory_bytes = settings.EXTRACTION_MEMORY_LIMIT_MB * MEGABYTE
    read_limits = ReadLimits(
        max_pdf_pages=settings.UPLOAD_MAX_PDF_PAGES,
        max_unpacked_bytes=settings.UPLOAD_MAX_UNPACKED_BYTES,
        tool_seconds=seconds * TOOL_SHARE_OF_TIME_LIMIT,
        tool_memory_bytes=memory_bytes,
    )
    job_limits = JobLimits(seconds=seconds, memory_bytes=memory_bytes)
    return (kind.value, data, read_limits), job_limits


def extract_text(*, filename: str, data: bytes) -> Extracted:
    kind = document_kind_from_filename(filename)
    if kind is None:
        raise UnsupportedFileType()
    if len(data) > settings.UPLOAD_MAX_BYTES:
        raise DocumentTooLarge.over_upload_limit(settings.UPLOAD_MAX_BYTES)
    if not data:
        raise EmptyFile()
    document_sniff(kind=kind, data=data)
    read_here = _read_in_process(kind, data)
    if read_here is not None:
        content, pages = read_here
        return Extracted(content=content, characters=len(content), pages=pages)
    request, limits = _job(kind, data)
    try:
        content, pages = _workers().run(
            request, limits=limits, wait_seconds=settings.EXTRACTION_QUEUE_SECONDS
        )
    except PoolBusy:
        raise ExtractionBusy() from None
    except JobRefused as refusal:
        if refusal.cause:
            logger.info(
                "document refused", extra={"kind": kind.value, "reason": refusal.kind, "cause": refusal.cause}
            )
        raise EXTRACTION_ERRORS.get(refusal.kind, DamagedDocument)(refusal.message) from None
    except JobTimedOut:
        raise DocumentTooComplex() from None
    except JobOutOfMemory:
        raise DocumentTooComplex.memory() from None
    except JobCrashed as crash:
        logger.warning("document extraction crashed", extra={"kind": kind.value, "reason": str(crash)})
        raise DamagedDocument.of(kind) from None
    return Extracted(content=content, characters=len(content), pages=pages)
