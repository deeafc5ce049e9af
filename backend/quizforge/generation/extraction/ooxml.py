"""Office Open XML packages: the main part a DOCX or PPTX must have, part relationships, safe XML parsing."""

import posixpath
import zipfile
from typing import NamedTuple

from lxml import etree

from quizforge.generation.extraction.errors import DamagedDocument, DocumentTooLarge, UnsupportedFileType
from quizforge.generation.extraction.kinds import DocumentKind

CONTENT_TYPES_PART = "[Content_Types].xml"
PACKAGE_RELATIONSHIPS_PART = "_rels/.rels"
OFFICE_DOCUMENT_RELATIONSHIP = "/officeDocument"

MAIN_CONTENT_TYPES = {
    DocumentKind.DOCX: {
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml",
        "application/vnd.ms-word.document.macroEnabled.main+xml",
        "application/vnd.ms-word.template.macroEnabledTemplate.main+xml",
    },
    DocumentKind.PPTX: {
        "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
        "application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml",
        "application/vnd.openxmlformats-officedocument.presentationml.template.main+xml",
        "application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml",
        "application/vnd.ms-powerpoint.slideshow.macroEnabled.main+xml",
        "application/vnd.ms-powerpoint.template.macroEnabled.main+xml",
    },
}

# No entity expansion, no DTD, no network, lxml's default depth and size limits: a hostile part cannot
# expand or reach out.
_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    huge_tree=False,
    remove_comments=True,
    remove_pis=True,
)


# libxml2's code for a part past its limits (a text run over 10 MB, nesting over 256 levels): a document
# too large to read, not a damaged one.
_RESOURCE_LIMIT = etree.ErrorTypes.ERR_RESOURCE_LIMIT
TOO_LARGE_PART = (
    "This document is too large to be read: one of its parts holds more text, or deeper nesting, than can "
    "be read at once. Please split it into smaller files."
)


def xml_parse(blob: bytes) -> etree._Element:
    try:
        return etree.fromstring(blob, parser=_PARSER)
    except etree.XMLSyntaxError as error:
        if error.code == _RESOURCE_LIMIT:
            raise DocumentTooLarge(TOO_LARGE_PART) from error
        raise


def _local(tag: object) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _relationships_part(part: str) -> str:
    folder, name = posixpath.split(part)
    return posixpath.join(folder, "_rels", f"{name}.rels")


class Relationship(NamedTuple):
    id: str
    type: str
    target: str  # the part name, resolved against the source part's folder


def part_relationships(archive: zipfile.ZipFile, part: str) -> list[Relationship]:
    """The internal relationships of a part ("" for the package), in file order."""
    rels_part = PACKAGE_RELATIONSHIPS_PART if part == "" else _relationships_part(part)
    try:
        root = xml_parse(archive.read(rels_part))
    except KeyError:
        return []
    base = posixpath.dirname(part)
    found = []
    for element in root:
        if _local(element.tag) != "Relationship" or element.get("TargetMode") == "External":
            continue
        target = element.get("Target", "")
        name = (
            target.lstrip("/") if target.startswith("/") else posixpath.normpath(posixpath.join(base, target))
        )
        found.append(Relationship(element.get("Id", ""), element.get("Type", ""), name))
    return found


def _content_type(archive: zipfile.ZipFile, part: str) -> str | None:
    root = xml_parse(archive.read(CONTENT_TYPES_PART))
    extension = posixpath.splitext(part)[1].lstrip(".").lower()
    default = None
    for element in root:
        name = _local(element.tag)
        if name == "Override" and element.get("PartName", "").lstrip("/") == part:
            return element.get("ContentType")
        if name == "Default" and element.get("Extension", "").lower() == extension:
            default = element.get("ContentType")
    return default


def ooxml_main_part(archive: zipfile.ZipFile, kind: DocumentKind) -> str:
    """The name of the package's main part; UnsupportedFileType unless it is a document of this kind."""
    names = set(archive.namelist())
    if CONTENT_TYPES_PART not in names or PACKAGE_RELATIONSHIPS_PART not in names:
        raise UnsupportedFileType()
    main = next(
        (
            rel.target
            for rel in part_relationships(archive, "")
            if rel.type.endswith(OFFICE_DOCUMENT_RELATIONSHIP)
        ),
        None,
    )
    if main is None or _content_type(archive, main) not in MAIN_CONTENT_TYPES[kind]:
        raise UnsupportedFileType()
    if main not in names:
        raise DamagedDocument.of(kind)
    return main
