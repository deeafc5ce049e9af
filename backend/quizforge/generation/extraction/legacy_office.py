"""Word 97-2003 (DOC) and PowerPoint 97-2003 (PPT) files.

DOC text comes from Debian's antiword (catdoc when antiword is not installed), run as a subprocess held
to the limits of tools.py. It starts before the checks of the file run here, which then cost nothing but
a second core: its output is used only when they pass, and it is stopped when they fail. PPT text
comes from the record stream itself (ppt_records.py): catppt reads only the outline text that older
PowerPoint versions store, and misses the slide text of files saved by newer ones. Both check the
file: the right main stream, a sane header, no encryption.
"""

import re
import shutil
import struct
import subprocess

import olefile

from quizforge.generation.extraction.errors import (
    DamagedDocument,
    EncryptedDocument,
    ExtractorUnavailable,
    UnsupportedFileType,
)
from quizforge.generation.extraction.kinds import DocumentKind
from quizforge.generation.extraction.ole import ole_open, ole_read
from quizforge.generation.extraction.ppt_records import PptEncrypted, PptStructureError, ppt_text
from quizforge.generation.extraction.tools import STDIN_PATH, ToolLimits, tool_finish, tool_start
from quizforge.generation.extraction.types import RawText

WORD_STREAM = "WordDocument"
# wIdent of the File Information Block: Word 97 and later, and Word 6/95.
WORD_IDENTS = (0xA5EC, 0xA5DC)
FIB_FLAGS_OFFSET = 0x0A
FIB_ENCRYPTED = 0x0100
FIB_OBFUSCATED = 0x8000

SUMMARY_STREAM = "\x05SummaryInformation"
PIDSI_PAGECOUNT = 14

PPT_STREAM = "PowerPoint Document"
PPT_CURRENT_USER_STREAM = "Current User"
PPT_ENCRYPTED_SUMMARY_STREAM = "EncryptedSummary"

_PICTURE_PLACEHOLDER = re.compile(r"\[pic\]")
_DOC_TOOLS = (
    ("antiword", ["-m", "UTF-8.txt", "-w", "0"]),
    ("catdoc", ["-d", "utf-8", "-w"]),
)


def _document_pages(ole: olefile.OleFileIO) -> int | None:
    try:
        pages = ole.getproperties(SUMMARY_STREAM).get(PIDSI_PAGECOUNT) if ole.exists(SUMMARY_STREAM) else None
    except Exception:
        return None
    return pages if isinstance(pages, int) and pages > 0 else None


def _check_word_header(ole: olefile.OleFileIO) -> None:
    if not ole.exists(WORD_STREAM):
        raise UnsupportedFileType()
    header = ole_read(ole, WORD_STREAM, DocumentKind.DOC)[: FIB_FLAGS_OFFSET + 2]
    if len(header) < FIB_FLAGS_OFFSET + 2:
        raise DamagedDocument.of(DocumentKind.DOC)
    ident = struct.unpack_from("<H", header, 0)[0]
    flags = struct.unpack_from("<H", header, FIB_FLAGS_OFFSET)[0]
    if ident not in WORD_IDENTS:
        raise DamagedDocument.of(DocumentKind.DOC)
    if flags & (FIB_ENCRYPTED | FIB_OBFUSCATED):
        raise EncryptedDocument()


def _word_tool() -> tuple[str, list[str]]:
    for name, options in _DOC_TOOLS:
        path = shutil.which(name)
        if path:
            return path, options
    raise ExtractorUnavailable(
        "This server cannot read DOC files right now because antiword is not installed. "
        "Please upload a DOCX or PDF version instead."
    )


def _checked_word_file(data: bytes) -> int | None:
    """The page count the file records, once it has shown to be an unencrypted Word file."""
    ole = ole_open(data, DocumentKind.DOC)
    _check_word_header(ole)
    return _document_pages(ole)


def _word_tool_text(tool: subprocess.Popen[bytes], limits: ToolLimits) -> str:
    output = tool_finish(tool, limits)
    if output.returncode != 0:
        if b"ncrypted" in output.stderr + output.stdout:
            raise EncryptedDocument()
        raise DamagedDocument.of(DocumentKind.DOC)
    return _PICTURE_PLACEHOLDER.sub("", output.stdout.decode("utf-8", errors="replace"))


def read_doc(data: bytes, *, limits: ToolLimits) -> RawText:
    try:
        program, options = _word_tool()
    except ExtractorUnavailable:
        _checked_word_file(data)  # a file that is no Word document says so rather than this
        raise
    tool = tool_start([program, *options, STDIN_PATH], data, limits)
    with tool:  # closes its pipes and reaps it, whatever happens
        try:
            pages = _checked_word_file(data)
            text = _word_tool_text(tool, limits)
        except BaseException:
            tool.kill()
            raise
    return RawText(text, pages=pages)


def read_ppt(data: bytes) -> RawText:
    ole = ole_open(data, DocumentKind.PPT)
    if not ole.exists(PPT_STREAM):
        raise UnsupportedFileType()
    if ole.exists(PPT_ENCRYPTED_SUMMARY_STREAM):
        raise EncryptedDocument()
    if not ole.exists(PPT_CURRENT_USER_STREAM):
        raise DamagedDocument.of(DocumentKind.PPT)
    try:
        slides = ppt_text(
            current_user=ole_read(ole, PPT_CURRENT_USER_STREAM, DocumentKind.PPT),
            document_stream=ole_read(ole, PPT_STREAM, DocumentKind.PPT),
        )
    except PptEncrypted as error:
        raise EncryptedDocument() from error
    except PptStructureError as error:
        raise DamagedDocument.of(DocumentKind.PPT) from error
    return RawText("\n\n".join(slides.slides), pages=slides.slide_count)
