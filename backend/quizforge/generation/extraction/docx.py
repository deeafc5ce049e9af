"""Word documents (DOCX) read from their XML, so nothing python-docx's object model leaves out is lost:
paragraphs and tables (nested ones too) in document order, text boxes (w:txbxContent), content controls,
and the headers, footnotes, endnotes and footers that carry text. A code paragraph (a monospaced font, or
a code style) keeps its indentation.
"""

import zipfile

from lxml import etree

from quizforge.generation.extraction.archive import zip_open_checked
from quizforge.generation.extraction.code_fonts import font_is_monospaced, style_is_code
from quizforge.generation.extraction.kinds import DocumentKind
from quizforge.generation.extraction.normalize import indent_kept
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
_PARAGRAPH_PROPERTIES = _tags("pPr")
_PARAGRAPH_STYLE = _tags("pStyle")
_RUN_PROPERTIES = _tags("rPr")
_RUN_FONTS = _tags("rFonts")
_FONT_ATTRIBUTES = tuple(f"{{{namespace}}}{name}" for namespace in _NAMESPACES for name in ("ascii", "hAnsi"))
_STYLE_VALUE = tuple(f"{{{namespace}}}val" for namespace in _NAMESPACES)
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


def _child(element: etree._Element, tags: frozenset[str]) -> etree._Element | None:
    return next((child for child in element if child.tag in tags), None)


def _attribute(element: etree._Element | None, names: tuple[str, ...]) -> str | None:
    if element is None:
        return None
    return next((element.get(name) for name in names if element.get(name)), None)


def _has_code_style(paragraph: etree._Element) -> bool:
    properties = _child(paragraph, _PARAGRAPH_PROPERTIES)
    style = _child(properties, _PARAGRAPH_STYLE) if properties is not None else None
    return style_is_code(_attribute(style, _STYLE_VALUE))


def _in_monospaced_run(text: etree._Element) -> bool:
    run = text.getparent()
    properties = _child(run, _RUN_PROPERTIES) if run is not None else None
    fonts = _child(properties, _RUN_FONTS) if properties is not None else None
    return font_is_monospaced(_attribute(fonts, _FONT_ATTRIBUTES))


def _part_paragraphs(root: etree._Element) -> list[str]:
    """The part's paragraphs in document order; a text box's paragraphs come before its anchor's text."""
    finished: list[list[str]] = [[]]  # one list per open text box, the part itself at the bottom
    open_paragraphs: list[list[str]] = []
    code: list[bool] = []  # per open paragraph: whether it is code
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
                    code[-1] = code[-1] or _in_monospaced_run(element)
            elif tag in _PARAGRAPH:
                open_paragraphs.append([])
                code.append(_has_code_style(element))
                boxes_in_paragraph.append([])
            elif tag in _TEXT_BOX:
                finished.append([])
            elif open_paragraphs:
                open_paragraphs[-1].append(_INLINE[tag])
        elif tag in _PARAGRAPH:
            finished[-1].extend(boxes_in_paragraph.pop())
            text = "".join(open_paragraphs.pop())
            finished[-1].append(indent_kept(text) if code.pop() else text)
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
