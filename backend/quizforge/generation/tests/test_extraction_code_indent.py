"""Code in slides and Word documents (set in a monospaced font, or a code style) keeps its indentation,
which is part of what it means; every other line is tidied as before."""

import io

import docx
from docx.enum.style import WD_STYLE_TYPE
from pptx import Presentation
from pptx.util import Inches

from quizforge.generation.extraction.pipeline import extract_text

CODE = [
    "def area(width, height):",
    "    if width < 0:",
    "        raise ValueError('negative width')",
    "    return width * height",
]


def docx_bytes(document) -> bytes:
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def test_word_code_in_a_monospaced_font_keeps_its_indentation_and_tabs_become_four_spaces():
    document = docx.Document()
    document.add_paragraph("  Area  is width   times height.")
    for line in CODE[:3]:
        document.add_paragraph().add_run(line).font.name = "Courier New"
    last = document.add_paragraph()
    last.add_run("\t").font.name = "Consolas"  # written as <w:tab/>, as Word does when Tab is pressed
    last.add_run("return width * height").font.name = "Consolas"

    content = extract_text(filename="area.docx", data=docx_bytes(document)).content

    assert content.split("\n") == ["Area is width times height.", *CODE]


def test_word_code_style_keeps_indentation_split_over_runs():
    document = docx.Document()
    document.styles.add_style("Source Code", WD_STYLE_TYPE.PARAGRAPH)
    paragraph = document.add_paragraph(style="Source Code")
    for run in ("  ", "  ", "print(total)"):
        paragraph.add_run(run)

    assert extract_text(filename="loop.docx", data=docx_bytes(document)).content == "    print(total)"


def test_slide_code_in_a_monospaced_font_keeps_its_indentation_and_notes_are_tidied():
    presentation = Presentation()
    slide = presentation.slides.add_slide(presentation.slide_layouts[5])
    slide.shapes.title.text = "Functions"
    box = slide.shapes.add_textbox(Inches(1), Inches(2), Inches(6), Inches(3)).text_frame
    for index, line in enumerate(CODE):
        paragraph = box.paragraphs[0] if index == 0 else box.add_paragraph()
        run = paragraph.add_run()
        run.text, run.font.name = line, "Consolas"
    slide.notes_slide.notes_text_frame.text = "\tIndented  note text"
    buffer = io.BytesIO()
    presentation.save(buffer)

    content = extract_text(filename="functions.pptx", data=buffer.getvalue()).content

    assert content.split("\n") == ["Functions", *CODE, "Indented note text"]


def test_plain_text_is_tidied_as_before():
    content = extract_text(filename="notes.txt", data="\n".join(CODE).encode()).content

    assert content.split("\n") == [line.strip() for line in CODE]
