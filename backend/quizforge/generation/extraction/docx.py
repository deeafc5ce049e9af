"""Word documents (DOCX) read from their XML, so nothing python-docx's object model leaves out is lost:
paragraphs and tables (nested ones too) in document order, text boxes (w:txbxContent), content controls,
and the headers, footnotes, endnotes and footers that carry text.
"""

import zipfile

from lxml import etree

from quizforge.generation.extraction.archive import zip_open_checked
from quizforge.generation.extraction.kinds import DocumentKind
from quizforge.generation.extraction.ooxml import ooxml_main_part, part_relationships, xml_parse
from quizforge.generation.extraction.types import RawText

_NAMESPACES = (
    "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
    "http://purl.oclc.org/ooxml/wordprocessingml/main",  # Strict Open XML
)
_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


def _tags(*names: str) -> frozenset[str]:
    return frozenset(f"{{{namespace}}}{name}" for namespace in _NAMESPACES for name in names)


_PARAGRAPH = _tags("p")
_TEXT = _tags("t")
_TEXT_BOX = _tags("txbxContent")
_INLINE = {
    **dict.fromkeys(_tags("tab", "ptab"), "\t"),
    **dict.fromkeys(_tags("br", "cr"), "\n"),
    **dict.fromkeys(_tags("noBreakHyphen"), "-"),
}
# Deleted and moved-away revisions are not the document's text; a Fallback repeats its Choice.
_SKIPPED = _tags("del", "moveFrom") | {_MC_FALLBACK}
_WATCHED = sorted(_PARAGRAPH | _TEXT | _TEXT_BOX | _INLINE.keys() | _SKIPPED)

_HEADER, _FOOTER = "/header", "/footer"
_NOTES = ("/footnotes", "/endnotes")
_EXTENDED_PROPERTIES = "/extended-properties"


def _part_paragraphs(root: etree._Element) -> list[str]:
    """The part's paragraphs in document order; a text box's paragraphs come before its anchor's text."""
    finished: list[list[str]] = [[]]  # one list per open text box, the part itself at the bottom
    open_paragraphs: list[list[str]] = []
    boxes_in_paragraph: list[list[str]] = []
    walker = etree.iterwalk(root, events=("start", "end"), tag=_WATCHED)
    for event, element in walker:
        tag = element.tag
        if tag in _SKIPPED:
            if event == "start":
                walker.skip_subtree()
        elif event == "start":
            if tag in _TEXT:
                if open_paragraphs:
                    open_paragraphs[-1].append(element.text or "")
            elif tag in _PARAGRAPH:
                open_paragraphs.append([])
                boxes_in_paragraph.append([])
            elif tag in _TEXT_BOX:
                finished.append([])
            elif open_paragraphs:
                open_paragraphs[-1].append(_INLINE[tag])
        elif tag in _PARAGRAPH:
            finished[-1].extend(boxes_in_paragraph.pop())
            finished[-1].append("".join(open_paragraphs.pop()))
        elif tag in _TEXT_BOX:
            box = finished.pop()
            (boxes_in_paragraph[-1] if boxes_in_paragraph else finished[-1]).extend(box)
    return finished[0]


def _page_count(archive: zipfile.ZipFile) -> int | None:
    for rel in part_relationships(archive, ""):
        if rel.type.endswith(_EXTENDED_PROPERTIES) and rel.target in archive.namelist():
            for element in xml_parse(archive.read(rel.target)):
                if (
                    isinstance(element.tag, str)
                    and element.tag.endswith("}Pages")
                    and (element.text or "").isdigit()
                ):
                    return int(element.text or 0) or None
    return None


def _part_text(archive: zipfile.ZipFile, part: str) -> str:
    return "\n".join(_part_paragraphs(xml_parse(archive.read(part))))


def read_docx(data: bytes, *, max_unpacked_bytes: int) -> RawText:
    archive = zip_open_checked(data=data, kind=DocumentKind.DOCX, max_unpacked_bytes=max_unpacked_bytes)
    main = ooxml_main_part(archive, DocumentKind.DOCX)
    names = set(archive.namelist())
    related = [rel for rel in part_relationships(archive, main) if rel.target in names]

    def texts_of(suffixes: tuple[str, ...]) -> list[str]:
        texts = [_part_text(archive, rel.target) for rel in related if rel.type.endswith(suffixes)]
        return list(dict.fromkeys(text for text in texts if text.strip()))  # first, odd and even pages repeat

    blocks = [
        *texts_of((_HEADER,)),
        _part_text(archive, main),
        *texts_of(_NOTES),
        *texts_of((_FOOTER,)),
    ]
    return RawText("\n\n".join(blocks), pages=_page_count(archive))
