"""A DOCX or PPTX is a zip; it is checked before anything unpacks it.

Refused: more than the allowed bytes once unpacked (zip bombs: a part is never unpacked past the size
it declares), too many parts, entries whose data overlap (the trick of overlapping zip bombs), zip
encryption, unknown compression methods, and any part whose CRC does not match (damaged files). A part
that merely compresses very well (a long repetitive table, a blank image) is no sign of damage: a
valid document within the limits is read, and one past them gets the limit's sentence.
"""

import io
import struct
import zipfile
import zlib

from quizforge.generation.extraction.errors import DamagedDocument, DocumentTooLarge, EncryptedDocument
from quizforge.generation.extraction.kinds import DocumentKind

MAX_ENTRIES = 10_000
_LOCAL_HEADER = struct.Struct("<4s2B4HL2L2H")
_LOCAL_HEADER_SIGNATURE = b"PK\x03\x04"
_READ_CHUNK = 1024 * 1024
_ZIP_ENCRYPTED_FLAG = 0x1


def _check_sizes(entries: list[zipfile.ZipInfo], *, kind: DocumentKind, max_unpacked_bytes: int) -> None:
    if len(entries) > MAX_ENTRIES:
        raise DocumentTooLarge(f"This {kind.label} has too many parts ({len(entries)}) to be read.")
    if sum(entry.file_size for entry in entries) > max_unpacked_bytes:
        limit_mb = max_unpacked_bytes // (1024 * 1024)
        raise DocumentTooLarge(f"This {kind.label} is too large once unpacked (more than {limit_mb} MB).")
    for entry in entries:
        if entry.flag_bits & _ZIP_ENCRYPTED_FLAG:
            raise EncryptedDocument()
        if entry.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            raise DamagedDocument.of(kind)


def _check_layout(
    data: bytes, entries: list[zipfile.ZipInfo], *, kind: DocumentKind, directory_start: int
) -> None:
    """Every entry's data must end before the next entry starts, and all before the central directory."""
    if len({entry.filename for entry in entries}) != len(entries):
        raise DamagedDocument.of(kind)
    ordered = sorted(entries, key=lambda entry: entry.header_offset)
    for index, entry in enumerate(ordered):
        start = entry.header_offset
        if start + _LOCAL_HEADER.size > len(data):
            raise DamagedDocument.of(kind)
        fields = _LOCAL_HEADER.unpack_from(data, start)
        if fields[0] != _LOCAL_HEADER_SIGNATURE:
            raise DamagedDocument.of(kind)
        name_length, extra_length = fields[10], fields[11]
        data_end = start + _LOCAL_HEADER.size + name_length + extra_length + entry.compress_size
        next_start = ordered[index + 1].header_offset if index + 1 < len(ordered) else directory_start
        if data_end > next_start:
            raise DamagedDocument.of(kind)


def _check_crcs(archive: zipfile.ZipFile) -> None:
    """Reading a part to its end makes zipfile compare its CRC and its declared size."""
    for entry in archive.infolist():
        with archive.open(entry) as part:
            while part.read(_READ_CHUNK):
                pass


def zip_open_checked(*, data: bytes, kind: DocumentKind, max_unpacked_bytes: int) -> zipfile.ZipFile:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        entries = archive.infolist()
        _check_sizes(entries, kind=kind, max_unpacked_bytes=max_unpacked_bytes)
        _check_layout(data, entries, kind=kind, directory_start=getattr(archive, "start_dir", len(data)))
        _check_crcs(archive)
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        zlib.error,
        EOFError,
        OSError,
        ValueError,
        NotImplementedError,
    ) as error:
        raise DamagedDocument.of(kind) from error
    return archive
