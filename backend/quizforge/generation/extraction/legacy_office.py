"""Word 97-2003 (DOC) and PowerPoint 97-2003 (PPT) files.

DOC text comes from Debian's antiword (catdoc when antiword is not installed), run as a subprocess with
a timeout. It reads the file from an in-memory file given as its standard input, and starts before the
checks of the file run here, which then cost nothing but a second core: its output is used only when
they pass, and it is stopped when they fail. PPT text comes from the record stream itself
(ppt_records.py): catppt reads only the outline text that older PowerPoint versions store, and misses
the slide text of files saved by newer ones. Both check the file: the right main stream, a sane
header, no encryption.
"""

import os
import re
import selectors
import shutil
import struct
import subprocess
import time

import olefile

from quizforge.generation.extraction.errors import (
    DamagedDocument,
    DocumentTooComplex,
    EncryptedDocument,
    ExtractorUnavailable,
    UnsupportedFileType,
)
from quizforge.generation.extraction.kinds import DocumentKind
from quizforge.generation.extraction.ole import ole_open, ole_read
from quizforge.generation.extraction.ppt_records import PptEncrypted, PptStructureError, ppt_text
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


def _word_tool_start(data: bytes) -> subprocess.Popen[bytes]:
    program, options = _word_tool()
    document = os.memfd_create("quizforge-document")
    try:
        unwritten = memoryview(data)
        while unwritten:
            unwritten = unwritten[os.write(document, unwritten) :]
        os.lseek(document, 0, os.SEEK_SET)
        # A seekable standard input, named by a path: these tools want to seek and to know the size.
        return subprocess.Popen(  # noqa: S603 - a fixed program reading the file we wrote
            [program, *options, "/dev/stdin"], stdin=document, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
    finally:
        os.close(document)


def _remaining(deadline: float) -> float:
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise DocumentTooComplex()
    return remaining


def _word_tool_output(tool: subprocess.Popen[bytes], *, deadline: float) -> tuple[bytes, bytes]:
    """What the tool wrote to its output and error streams once it has exited, by the deadline.

    Popen.communicate() with a timeout polls for the exit in sleeps of half a millisecond and more,
    which costs a small document a third of its time; a pidfd says at once when the tool is gone."""
    assert tool.stdout is not None and tool.stderr is not None  # both are pipes (Popen above)
    written: dict[int, list[bytes]] = {tool.stdout.fileno(): [], tool.stderr.fileno(): []}
    with selectors.PollSelector() as selector:
        for fd in written:
            selector.register(fd, selectors.EVENT_READ)
        while selector.get_map():
            for key, _ in selector.select(_remaining(deadline)):
                chunk = os.read(key.fd, 65536)
                if chunk:
                    written[key.fd].append(chunk)
                else:
                    selector.unregister(key.fd)
    exit_watch = os.pidfd_open(tool.pid)  # readable once the tool has exited
    try:
        with selectors.PollSelector() as selector:
            selector.register(exit_watch, selectors.EVENT_READ)
            if not selector.select(_remaining(deadline)):
                raise DocumentTooComplex()
    finally:
        os.close(exit_watch)
    tool.wait()
    stdout, stderr = (b"".join(chunks) for chunks in written.values())
    return stdout, stderr


def _word_tool_text(tool: subprocess.Popen[bytes], *, deadline: float) -> str:
    stdout, stderr = _word_tool_output(tool, deadline=deadline)
    if tool.returncode != 0:
        if b"ncrypted" in stderr + stdout:
            raise EncryptedDocument()
        raise DamagedDocument.of(DocumentKind.DOC)
    return _PICTURE_PLACEHOLDER.sub("", stdout.decode("utf-8", errors="replace"))


def read_doc(data: bytes, *, timeout: float) -> RawText:
    deadline = time.monotonic() + timeout
    try:
        tool = _word_tool_start(data)
    except ExtractorUnavailable:
        _checked_word_file(data)  # a file that is no Word document says so rather than this
        raise
    with tool:  # closes its pipes and reaps it, whatever happens
        try:
            pages = _checked_word_file(data)
            text = _word_tool_text(tool, deadline=deadline)
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
