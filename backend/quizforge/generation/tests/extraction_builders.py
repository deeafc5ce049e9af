"""Documents built in the tests: Word packages written part by part, presentations through python-pptx,
and zips bent out of shape."""

import io
import struct
import zipfile

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
DOCUMENT_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
WORD_PART = "application/vnd.openxmlformats-officedocument.wordprocessingml.{}+xml"

_NAMESPACES = (
    f'xmlns:w="{W}" xmlns:r="{REL}" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
    'xmlns:v="urn:schemas-microsoft-com:vml"'
)


def paragraph(text: str) -> str:
    return f"<w:p><w:r><w:t xml:space='preserve'>{text}</w:t></w:r></w:p>"


def table(rows: list[list[str]]) -> str:
    cells = "".join("<w:tr>" + "".join(f"<w:tc>{cell}</w:tc>" for cell in row) + "</w:tr>" for row in rows)
    return f"<w:tbl>{cells}</w:tbl>"


def word_part(root: str, body: str) -> bytes:
    declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    return f"{declaration}<w:{root} {_NAMESPACES}>{body}</w:{root}>".encode()


def docx_package(
    body: str,
    *,
    related: dict[str, tuple[str, bytes]] | None = None,
    main_content_type: str = DOCUMENT_MAIN,
    extra_entries: dict[str, bytes] | None = None,
) -> bytes:
    """A DOCX whose word/document.xml has this body; related maps a part name under word/ to
    (relationship type, part content), for headers, footers and notes."""
    related = related or {}
    overrides = "".join(
        f'<Override PartName="/word/{name}" ContentType="{WORD_PART.format(rel_type)}"/>'
        for name, (rel_type, _) in related.items()
    )
    content_types = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        f'<Override PartName="/word/document.xml" ContentType="{main_content_type}"/>{overrides}</Types>'
    )
    package_rels = (
        f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PKG_REL}">'
        f'<Relationship Id="rId1" Type="{REL}/officeDocument" Target="word/document.xml"/></Relationships>'
    )
    document_rels = (
        f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PKG_REL}">'
        + "".join(
            f'<Relationship Id="rId{index}" Type="{REL}/{rel_type}" Target="{name}"/>'
            for index, (name, (rel_type, _)) in enumerate(related.items(), start=1)
        )
        + "</Relationships>"
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("[Content_Types].xml", content_types)
        package.writestr("_rels/.rels", package_rels)
        package.writestr("word/document.xml", word_part("document", f"<w:body>{body}</w:body>"))
        package.writestr("word/_rels/document.xml.rels", document_rels)
        for name, (_, content) in related.items():
            package.writestr(f"word/{name}", content)
        for name, content in (extra_entries or {}).items():
            package.writestr(name, content, compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


def _central_records(data: bytes) -> list[int]:
    """Offsets of the zip's central directory records."""
    offsets, position = [], zipfile.ZipFile(io.BytesIO(data)).start_dir
    while data[position : position + 4] == b"PK\x01\x02":
        offsets.append(position)
        name_length, extra_length, comment_length = struct.unpack_from("<HHH", data, position + 28)
        position += 46 + name_length + extra_length + comment_length
    return offsets


def zip_with_overlapping_entries(data: bytes) -> bytes:
    """The same zip with its second entry's central directory record pointing at the first entry's data."""
    changed = bytearray(data)
    first, second = _central_records(data)[:2]
    struct.pack_into("<I", changed, second + 42, struct.unpack_from("<I", data, first + 42)[0])
    return bytes(changed)


def zip_marked_encrypted(data: bytes) -> bytes:
    """The same zip with the "encrypted" flag set on every entry of its central directory."""
    changed = bytearray(data)
    for record in _central_records(data):
        changed[record + 8] |= 0x1
    return bytes(changed)


def zip_with_a_flipped_byte(data: bytes, entry_name: str) -> bytes:
    """The same zip with one byte of an entry's compressed data changed, so its CRC no longer matches."""
    archive = zipfile.ZipFile(io.BytesIO(data))
    entry = archive.getinfo(entry_name)
    name_length, extra_length = struct.unpack_from("<HH", data, entry.header_offset + 26)
    position = entry.header_offset + 30 + name_length + extra_length + entry.compress_size // 2
    changed = bytearray(data)
    changed[position] ^= 0xFF
    return bytes(changed)
