"""Slide text from the binary PowerPoint 97-2003 record stream ([MS-PPT]).

The live edit is found the way PowerPoint finds it: the "Current User" stream points at the newest
UserEditAtom, whose chain of persist directories maps object ids to stream offsets. The document's
SlideListWithText gives the slides in order; each slide's text is in that list (older files) or in the
text boxes of its drawing (newer files), and its speaker notes hang off the slide's SlideAtom.
Every offset and length is checked, so a damaged stream raises PptStructureError instead of looping.
"""

import struct
from collections.abc import Iterator
from dataclasses import dataclass, field

CURRENT_USER_ATOM = 0x0FF6
USER_EDIT_ATOM = 0x0FF5
PERSIST_DIRECTORY_ATOM = 0x1772
DOCUMENT_CONTAINER = 0x03E8
SLIDE_LIST_WITH_TEXT = 0x0FF0
SLIDE_PERSIST_ATOM = 0x03F3
SLIDE_CONTAINER = 0x03EE
NOTES_CONTAINER = 0x03F0
SLIDE_ATOM = 0x03EF
TEXT_CHARS_ATOM = 0x0FA0
TEXT_BYTES_ATOM = 0x0FA8

HEADER_TOKEN_PLAIN = 0xE391C05F
HEADER_TOKEN_ENCRYPTED = 0xF3D1C4DF

SLIDE_LIST_SLIDES = 0
SLIDE_LIST_NOTES = 2

# A text atom holding only "*" stands for a slide-number, date or footer field, not for text.
FIELD_PLACEHOLDERS = ("", "*")

MAX_DEPTH = 32
MAX_EDITS = 4096


class PptStructureError(ValueError):
    pass


class PptEncrypted(Exception):
    pass


@dataclass(frozen=True)
class Record:
    type: int
    instance: int
    version: int
    start: int  # offset of the record's data, after its 8-byte header
    end: int

    @property
    def is_container(self) -> bool:
        return self.version == 0xF


@dataclass
class SlideEntry:
    persist_id: int
    slide_id: int
    texts: list[str] = field(default_factory=list)


@dataclass
class PptText:
    slides: list[str]
    slide_count: int


def _record_at(stream: bytes, offset: int, limit: int) -> Record:
    if offset < 0 or offset + 8 > limit:
        raise PptStructureError("record header out of bounds")
    version_instance, record_type, length = struct.unpack_from("<HHI", stream, offset)
    end = offset + 8 + length
    if end > limit:
        raise PptStructureError("record runs past its parent")
    return Record(record_type, version_instance >> 4, version_instance & 0xF, offset + 8, end)


def _children(stream: bytes, parent: Record) -> Iterator[Record]:
    offset = parent.start
    while offset < parent.end:
        child = _record_at(stream, offset, parent.end)
        yield child
        offset = child.end


def _u32(stream: bytes, offset: int, limit: int) -> int:
    if offset + 4 > limit:
        raise PptStructureError("field out of bounds")
    return int(struct.unpack_from("<I", stream, offset)[0])


def _text_of(stream: bytes, record: Record) -> str | None:
    data = stream[record.start : record.end]
    if record.type == TEXT_CHARS_ATOM:
        text = data.decode("utf-16-le", errors="replace")
    elif record.type == TEXT_BYTES_ATOM:
        text = data.decode("latin-1")  # each byte is the low byte of a UTF-16 code unit
    else:
        return None
    return text.replace("\r", "\n").replace("\x0b", "\n")


def _texts_below(stream: bytes, record: Record, depth: int = 0) -> Iterator[str]:
    if depth > MAX_DEPTH:
        raise PptStructureError("records nested too deeply")
    for child in _children(stream, record):
        if child.is_container:
            yield from _texts_below(stream, child, depth + 1)
        else:
            text = _text_of(stream, child)
            if text is not None:
                yield text


def _persist_offsets(stream: bytes, current_edit: int) -> tuple[dict[int, int], int]:
    """Maps persist object ids to stream offsets (newest edit wins); returns it with the document's id."""
    offsets: dict[int, int] = {}
    document_id: int | None = None
    seen: set[int] = set()
    edit_offset = current_edit
    while edit_offset and len(seen) < MAX_EDITS:
        if edit_offset in seen:
            raise PptStructureError("user edits form a loop")
        seen.add(edit_offset)
        edit = _record_at(stream, edit_offset, len(stream))
        if edit.type != USER_EDIT_ATOM or edit.end - edit.start < 28:
            raise PptStructureError("no UserEditAtom where the edit chain points")
        last_edit = _u32(stream, edit.start + 8, edit.end)
        directory_offset = _u32(stream, edit.start + 12, edit.end)
        if document_id is None:
            document_id = _u32(stream, edit.start + 16, edit.end)
        directory = _record_at(stream, directory_offset, len(stream))
        if directory.type != PERSIST_DIRECTORY_ATOM:
            raise PptStructureError("no PersistDirectoryAtom where the edit points")
        position = directory.start
        while position < directory.end:
            entry = _u32(stream, position, directory.end)
            first_id, count = entry & 0xFFFFF, entry >> 20
            position += 4
            for index in range(count):
                offsets.setdefault(first_id + index, _u32(stream, position, directory.end))
                position += 4
        edit_offset = last_edit
    if document_id is None:
        raise PptStructureError("no user edit")
    return offsets, document_id


def _object(stream: bytes, offsets: dict[int, int], persist_id: int, expected_type: int) -> Record | None:
    offset = offsets.get(persist_id)
    if offset is None:
        return None
    record = _record_at(stream, offset, len(stream))
    return record if record.type == expected_type else None


def _slide_list(stream: bytes, document: Record, instance: int) -> list[SlideEntry]:
    entries: list[SlideEntry] = []
    for child in _children(stream, document):
        if child.type != SLIDE_LIST_WITH_TEXT or child.instance != instance:
            continue
        for item in _children(stream, child):
            if item.type == SLIDE_PERSIST_ATOM:
                persist_id = _u32(stream, item.start, item.end)
                slide_id = _u32(stream, item.start + 12, item.end)
                entries.append(SlideEntry(persist_id, slide_id))
            elif entries:
                text = _text_of(stream, item)
                if text is not None:
                    entries[-1].texts.append(text)
    return entries


def _notes_id(stream: bytes, slide: Record) -> int:
    for child in _children(stream, slide):
        if child.type == SLIDE_ATOM:
            return _u32(stream, child.start + 16, child.end)
    return 0


def current_edit_offset(current_user: bytes) -> int:
    """The offset of the newest UserEditAtom; raises PptEncrypted for a password-protected file."""
    atom = _record_at(current_user, 0, len(current_user))
    if atom.type != CURRENT_USER_ATOM or atom.end - atom.start < 16:
        raise PptStructureError("the Current User stream has no CurrentUserAtom")
    size, token, offset = struct.unpack_from("<III", current_user, atom.start)
    if size != 0x14 or token not in (HEADER_TOKEN_PLAIN, HEADER_TOKEN_ENCRYPTED):
        raise PptStructureError("the CurrentUserAtom is damaged")
    if token == HEADER_TOKEN_ENCRYPTED:
        raise PptEncrypted
    return int(offset)


def ppt_text(*, current_user: bytes, document_stream: bytes) -> PptText:
    stream = document_stream
    offsets, document_id = _persist_offsets(stream, current_edit_offset(current_user))
    document = _object(stream, offsets, document_id, DOCUMENT_CONTAINER)
    if document is None:
        raise PptStructureError("no DocumentContainer")
    notes_by_slide_id = {entry.slide_id: entry for entry in _slide_list(stream, document, SLIDE_LIST_NOTES)}
    slides = _slide_list(stream, document, SLIDE_LIST_SLIDES)
    pages: list[str] = []
    for entry in slides:
        texts = list(entry.texts)
        slide = _object(stream, offsets, entry.persist_id, SLIDE_CONTAINER)
        if slide is not None:
            texts.extend(_texts_below(stream, slide))
            notes_entry = notes_by_slide_id.get(_notes_id(stream, slide))
            if notes_entry is not None:
                texts.extend(notes_entry.texts)
                notes = _object(stream, offsets, notes_entry.persist_id, NOTES_CONTAINER)
                if notes is not None:
                    texts.extend(_texts_below(stream, notes))
        pages.append("\n".join(text for text in texts if text.strip() not in FIELD_PLACEHOLDERS))
    return PptText(slides=pages, slide_count=len(slides))
