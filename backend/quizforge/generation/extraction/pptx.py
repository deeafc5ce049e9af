"""PowerPoint presentations (PPTX) read from their XML: slides in show order, each with its title first,
then the text of its shapes in tree order (grouped shapes, table cells and alternate content included),
then its speaker notes. A paragraph set in a monospaced font is code and keeps its indentation.

The XML is read directly rather than through python-pptx's object model, which loads every part of the
package (pictures included) and walks shapes in Python: reading only slides and notes is several times
faster, and it reaches shapes python-pptx skips (inside mc:AlternateContent).
"""

import zipfile

from lxml import etree

from quizforge.generation.extraction.archive import zip_open_checked
from quizforge.generation.extraction.code_fonts import font_is_monospaced
from quizforge.generation.extraction.kinds import DocumentKind
from quizforge.generation.extraction.normalize import indent_kept
from quizforge.generation.extraction.ooxml import ooxml_main_part, part_relationships, xml_parse
from quizforge.generation.extraction.types import RawText

_DRAWING = (
    "http://schemas.openxmlformats.org/drawingml/2006/main",
    "http://purl.oclc.org/ooxml/drawingml/main",
)
_PRESENTATION = (
    "http://schemas.openxmlformats.org/presentationml/2006/main",
    "http://purl.oclc.org/ooxml/presentationml/main",
)
_RELATIONSHIP_ID = (
    "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id",
    "{http://purl.oclc.org/ooxml/officeDocument/relationships}id",
)
_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


def _tags(namespaces: tuple[str, ...], *names: str) -> frozenset[str]:
    return frozenset(f"{{{namespace}}}{name}" for namespace in namespaces for name in names)


_PARAGRAPH = _tags(_DRAWING, "p")
_TEXT = _tags(_DRAWING, "t")
_BREAK = _tags(_DRAWING, "br")
_RUN_PROPERTIES = _tags(_DRAWING, "rPr")
_LATIN_FONT = _tags(_DRAWING, "latin")
_SHAPE = _tags(_PRESENTATION, "sp")
_PLACEHOLDER = _tags(_PRESENTATION, "ph")
_SLIDE_ID = _tags(_PRESENTATION, "sldId")
_WATCHED = sorted(_PARAGRAPH | _TEXT | _BREAK | _SHAPE | {_MC_FALLBACK})

_TITLE_PLACEHOLDERS = ("title", "ctrTitle")
_NOTES_PLACEHOLDER = "body"
_NOTES_SLIDE_RELATIONSHIP = "/notesSlide"


def _placeholder_type(shape: etree._Element) -> str | None:
    for placeholder in shape.iter(*_PLACEHOLDER):
        return placeholder.get("type", "obj")
    return None


def _in_monospaced_run(text: etree._Element) -> bool:
    run = text.getparent()
    properties = (
        next((child for child in run if child.tag in _RUN_PROPERTIES), None) if run is not None else None
    )
    font = (
        next((child for child in properties if child.tag in _LATIN_FONT), None)
        if properties is not None
        else None
    )
    return font is not None and font_is_monospaced(font.get("typeface"))


def _paragraphs(root: etree._Element, *, left_out: frozenset[etree._Element] = frozenset()) -> list[str]:
    """The text of every paragraph under root in document order, shapes in left_out skipped."""
    paragraphs: list[str] = []
    runs: list[str] = []
    code = False
    walker = etree.iterwalk(root, events=("start", "end"), tag=_WATCHED)
    for event, element in walker:
        tag = element.tag
        if event == "start":
            if tag in _TEXT:
                runs.append(element.text or "")
                code = code or _in_monospaced_run(element)
            elif tag in _BREAK:
                runs.append("\n")
            elif tag in _PARAGRAPH:
                runs.clear()
                code = False
            elif tag == _MC_FALLBACK or element in left_out:  # a Fallback repeats its Choice
                walker.skip_subtree()
        elif tag in _PARAGRAPH:
            text = "".join(runs)
            paragraphs.append(indent_kept(text) if code else text)
    return [paragraph for paragraph in paragraphs if paragraph.strip()]


def _shapes_with_placeholder(root: etree._Element, types: tuple[str, ...]) -> list[etree._Element]:
    return [shape for shape in root.iter(*_SHAPE) if _placeholder_type(shape) in types]


def _slide_text(archive: zipfile.ZipFile, slide_part: str) -> str:
    slide = xml_parse(archive.read(slide_part))
    titles = _shapes_with_placeholder(slide, _TITLE_PLACEHOLDERS)
    texts = [text for title in titles for text in _paragraphs(title)]
    texts += _paragraphs(slide, left_out=frozenset(titles))
    for rel in part_relationships(archive, slide_part):
        if rel.type.endswith(_NOTES_SLIDE_RELATIONSHIP):
            notes = xml_parse(archive.read(rel.target))
            texts += [
                text
                for body in _shapes_with_placeholder(notes, (_NOTES_PLACEHOLDER,))
                for text in _paragraphs(body)
            ]
    return "\n".join(texts)


def _slide_parts(archive: zipfile.ZipFile, main: str) -> list[str]:
    """The slide parts in show order: presentation.xml lists slide ids, its relationships name the parts."""
    targets = {rel.id: rel.target for rel in part_relationships(archive, main)}
    order = []
    for slide_id in xml_parse(archive.read(main)).iter(*_SLIDE_ID):
        relationship = next((slide_id.get(name) for name in _RELATIONSHIP_ID if slide_id.get(name)), None)
        if relationship in targets:
            order.append(targets[relationship])
    return order


def read_pptx(data: bytes, *, max_unpacked_bytes: int) -> RawText:
    archive = zip_open_checked(data=data, kind=DocumentKind.PPTX, max_unpacked_bytes=max_unpacked_bytes)
    main = ooxml_main_part(archive, DocumentKind.PPTX)
    names = set(archive.namelist())
    slides = [_slide_text(archive, part) for part in _slide_parts(archive, main) if part in names]
    return RawText("\n\n".join(slides), pages=len(slides))
