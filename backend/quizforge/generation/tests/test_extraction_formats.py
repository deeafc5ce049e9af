"""Documents built here, one format at a time: what is read, in which order, and what is refused."""

import codecs
import io
import random
import sys

import docx
import pytest
from msoffcrypto.format.ooxml import OOXMLFile
from pptx import Presentation
from pptx.presentation import Presentation as PresentationDocument
from pptx.util import Inches

from quizforge.generation.extraction.errors import (
    EncryptedDocument,
    NoExtractableText,
    UnsupportedFileType,
)
from quizforge.generation.extraction.normalize import OTHER_SPACES, text_normalize
from quizforge.generation.extraction.pipeline import IN_PROCESS_TEXT_MAX_BYTES, extract_text
from quizforge.generation.testing.corpus import UNSUPPORTED
from quizforge.generation.tests.extraction_builders import docx_package, paragraph, table, word_part

TEXT_BOX = (
    "<w:p><w:r><mc:AlternateContent>"
    "<mc:Choice Requires='wps'><w:drawing><wps:wsp><wps:txbx><w:txbxContent>"
    "<w:p><w:r><w:t>Photosynthesis overview</w:t></w:r></w:p>"
    "</w:txbxContent></wps:txbx></wps:wsp></w:drawing></mc:Choice>"
    "<mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>"
    "<w:p><w:r><w:t>Photosynthesis overview</w:t></w:r></w:p>"
    "</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback>"
    "</mc:AlternateContent></w:r><w:r><w:t>Plants make sugar from light.</w:t></w:r></w:p>"
)


def text_of(filename: str, data: bytes) -> str:
    return extract_text(filename=filename, data=data).content


def pptx_bytes(presentation: PresentationDocument) -> bytes:
    buffer = io.BytesIO()
    presentation.save(buffer)
    return buffer.getvalue()


class TestWordDocuments:
    def test_text_boxes_come_once_and_before_the_paragraph_that_anchors_them(self):
        text = text_of("notes.docx", docx_package(paragraph("Chapter one") + TEXT_BOX))

        assert text == "Chapter one\nPhotosynthesis overview\nPlants make sugar from light."

    def test_tables_are_read_cell_by_cell_nested_tables_included(self):
        inner = table([[paragraph("Inner A")], [paragraph("Inner B")]])
        body = (
            paragraph("Before")
            + table([[paragraph("Cell 1"), paragraph("Cell 2") + inner]])
            + paragraph("After")
        )

        assert text_of("tables.docx", docx_package(body)).split("\n") == [
            "Before",
            "Cell 1",
            "Cell 2",
            "Inner A",
            "Inner B",
            "After",
        ]

    def test_deleted_revisions_and_field_codes_are_left_out_tabs_and_breaks_separate_words(self):
        body = (
            "<w:p><w:r><w:t>Kept</w:t></w:r><w:del><w:r><w:delText>gone</w:delText><w:t>gone</w:t></w:r></w:del>"
            "<w:ins><w:r><w:t xml:space='preserve'> added</w:t></w:r></w:ins>"
            "<w:r><w:instrText> PAGE </w:instrText></w:r>"
            "<w:r><w:tab/><w:t>after tab</w:t><w:br/><w:t>next line</w:t></w:r>"
            "</w:p>"
        )

        assert text_of("revisions.docx", docx_package(body)) == "Kept added after tab\nnext line"

    def test_headers_footnotes_and_footers_are_read_once_around_the_body(self):
        header = word_part("hdr", paragraph("Unit 4 handout"))
        footer = word_part("ftr", paragraph("Page footer text"))
        footnotes = word_part(
            "footnotes",
            "<w:footnote w:type='separator' w:id='-1'><w:p><w:r><w:separator/></w:r></w:p></w:footnote>"
            f"<w:footnote w:id='1'>{paragraph('Source: the 2019 field survey.')}</w:footnote>",
        )
        package = docx_package(
            paragraph("Body text."),
            related={
                "header1.xml": ("header", header),
                "header2.xml": ("header", header),  # first-page and default headers often repeat
                "footnotes.xml": ("footnotes", footnotes),
                "footer1.xml": ("footer", footer),
            },
        )

        assert text_of("handout.docx", package) == (
            "Unit 4 handout\n\nBody text.\n\nSource: the 2019 field survey.\n\nPage footer text"
        )

    def test_a_document_written_by_python_docx_is_read(self):
        document = docx.Document()
        document.add_heading("Cell division", level=1)
        document.add_paragraph("Mitosis produces two identical daughter cells.")
        grid = document.add_table(rows=1, cols=2)
        grid.rows[0].cells[0].text = "Prophase"
        grid.rows[0].cells[1].text = "Chromosomes condense"
        document.sections[0].header.paragraphs[0].text = "Biology 101"
        buffer = io.BytesIO()
        document.save(buffer)

        result = extract_text(filename="cells.DOCX", data=buffer.getvalue())

        assert result.content.split("\n") == [
            "Biology 101",
            "",
            "Cell division",
            "Mitosis produces two identical daughter cells.",
            "Prophase",
            "Chromosomes condense",
        ]
        assert result.pages == 1

    def test_a_document_without_text_is_refused(self):
        with pytest.raises(NoExtractableText, match=r"^This Word document has no text in it\.$"):
            text_of("blank.docx", docx_package(paragraph(" ") + "<w:p/>"))

    def test_a_presentation_named_docx_is_refused_as_the_wrong_type(self):
        presentation = Presentation()
        presentation.slides.add_slide(presentation.slide_layouts[0]).shapes.title.text = "Slides"

        with pytest.raises(UnsupportedFileType) as refused:
            text_of("slides.docx", pptx_bytes(presentation))
        assert refused.value.message == UNSUPPORTED

    def test_a_password_protected_document_says_so(self):
        document = docx.Document()
        document.add_paragraph("Exam answers")
        plain, encrypted = io.BytesIO(), io.BytesIO()
        document.save(plain)
        plain.seek(0)
        OOXMLFile(plain).encrypt("secret", encrypted)

        with pytest.raises(EncryptedDocument, match="password-protected"):
            text_of("answers.docx", encrypted.getvalue())


class TestPresentations:
    def test_slides_read_in_order_title_first_with_groups_tables_and_notes(self):
        presentation = Presentation()
        first = presentation.slides.add_slide(presentation.slide_layouts[5])  # title only
        first.shapes.add_textbox(
            Inches(1), Inches(2), Inches(4), Inches(1)
        ).text_frame.text = "Mitochondria make ATP"
        group = first.shapes.add_group_shape()
        group.shapes.add_textbox(Inches(1), Inches(3), Inches(4), Inches(1)).text_frame.text = "Grouped fact"
        grid = first.shapes.add_table(2, 2, Inches(1), Inches(4), Inches(4), Inches(1)).table
        for (row, column), value in {
            (0, 0): "Organelle",
            (0, 1): "Role",
            (1, 0): "Ribosome",
            (1, 1): "Makes proteins",
        }.items():
            grid.cell(row, column).text = value
        first.shapes.title.text = "Cell biology"  # set last: the title still comes first
        first.notes_slide.notes_text_frame.text = "Speaker note one"
        presentation.slides.add_slide(presentation.slide_layouts[5]).shapes.title.text = "Second slide"

        result = extract_text(filename="cells.pptx", data=pptx_bytes(presentation))

        assert result.content == (
            "Cell biology\nMitochondria make ATP\nGrouped fact\nOrganelle\nRole\nRibosome\nMakes proteins\n"
            "Speaker note one\n\nSecond slide"
        )
        assert result.pages == 2

    def test_a_word_document_named_pptx_is_refused_as_the_wrong_type(self):
        with pytest.raises(UnsupportedFileType):
            text_of("notes.pptx", docx_package(paragraph("Not slides")))


class TestTextFiles:
    SAMPLE = "Le café crème coûte 3 € \u2013 c\u2019est « très » bon.\nNaïve façade, déjà vu."

    @pytest.mark.parametrize(
        "encoded",
        [
            SAMPLE.encode("utf-8"),
            codecs.BOM_UTF8 + SAMPLE.replace("\n", "\r\n").encode("utf-8"),
            codecs.BOM_UTF16_LE + SAMPLE.encode("utf-16-le"),
            codecs.BOM_UTF16_BE + SAMPLE.encode("utf-16-be"),
            SAMPLE.encode("utf-16-le"),
            SAMPLE.encode("utf-16-be"),
            SAMPLE.encode("cp1252"),
        ],
        ids=[
            "utf-8",
            "utf-8 with BOM and CRLF",
            "utf-16 LE",
            "utf-16 BE",
            "utf-16 LE without BOM",
            "utf-16 BE without BOM",
            "cp1252",
        ],
    )
    def test_each_encoding_gives_the_same_text(self, encoded):
        assert text_of("menu.txt", encoded) == self.SAMPLE

    @pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
    def test_utf16_without_a_bom_is_read_in_other_scripts_and_at_any_length(self, encoding):
        russian = "Курсовая работа является самостоятельной работой слушателя."
        hebrew = "המבחן בביולוגיה יתקיים ביום שלישי."
        long_text = "\n".join([russian, hebrew] * (IN_PROCESS_TEXT_MAX_BYTES // 150 + 1))
        assert len(long_text.encode(encoding)) > IN_PROCESS_TEXT_MAX_BYTES  # read by a worker

        assert text_of("rules.txt", russian.encode(encoding)) == russian
        assert text_of("exam.txt", hebrew.encode(encoding)) == hebrew
        assert text_of("long.txt", long_text.encode(encoding)) == long_text

    def test_a_text_in_no_encoding_that_can_be_recognised_says_so(self):
        noise = random.Random(1)
        undecodable = bytes(noise.choice(range(0x80, 0x100)) for _ in range(4000))

        with pytest.raises(UnsupportedFileType) as refused:
            text_of("notes.txt", undecodable)

        assert refused.value.message == (
            "This text file's character encoding could not be recognised. "
            "Please save it as UTF-8 (or Unicode) and upload it again."
        )

    def test_a_legacy_cyrillic_file_is_recognised(self):
        sample = "Курсовая работа является самостоятельной работой слушателя."

        assert text_of("rules.txt", sample.encode("cp1251")) == sample

    @pytest.mark.parametrize(
        "data",
        [
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
            b"plain words\x00\x01\x02 with binary bytes",
            bytes(range(256)) * 4,
        ],
        ids=["png", "nul bytes", "all bytes"],
    )
    def test_binary_data_named_txt_is_refused(self, data):
        with pytest.raises(UnsupportedFileType):
            text_of("notes.txt", data)

    def test_a_long_file_read_by_a_worker_is_tidied_the_same(self):
        line = "Café\u00a0au  lait,\tsans sucre. \r\n"
        data = (line * (IN_PROCESS_TEXT_MAX_BYTES // len(line.encode()) + 1)).encode()
        assert len(data) > IN_PROCESS_TEXT_MAX_BYTES

        lines = text_of("long.txt", data).split("\n")

        assert len(lines) == data.count(b"\n")
        assert set(lines) == {"Café au lait, sans sucre."}

    def test_binary_data_after_a_clean_start_is_refused(self):
        data = b"A clean first line.\n" + bytes(range(1, 9)) * 20

        with pytest.raises(UnsupportedFileType):
            text_of("notes.txt", data)

    def test_whitespace_only_is_no_text(self):
        with pytest.raises(NoExtractableText, match=r"^This text file has no text in it\.$"):
            text_of("blank.txt", b" \r\n\t\n")


class TestFileTypes:
    @pytest.mark.parametrize("filename", ["notes.odt", "notes.exe", "notes", "notes.pdf.exe", ".txt"])
    def test_other_extensions_are_refused_with_the_spec_sentence(self, filename):
        with pytest.raises(UnsupportedFileType) as refused:
            text_of(filename, b"Some text")
        assert refused.value.message == UNSUPPORTED

    @pytest.mark.parametrize("filename", ["notes.pdf", "notes.doc", "notes.ppt", "notes.docx", "notes.pptx"])
    def test_plain_text_named_as_a_document_is_refused(self, filename):
        with pytest.raises(UnsupportedFileType):
            text_of(filename, b"This is plain text, not a document.")


class TestNormalizing:
    @pytest.mark.parametrize(
        ("raw", "tidy"),
        [
            ("e\u0301cole e\ufb01n", "école efin"),
            ("ﾊﾝｶｸ", "ハンカク"),
            ("one\u00a0two\u200bthree\ufefffour", "one two three four"),
            ("soft\u00adhyphen", "softhyphen"),
            ("infor-\nmation", "information"),
            ("Jean-\nPaul", "Jean-\nPaul"),
            ("1990-\n1995", "1990-\n1995"),
            ("a\r\nb\rc\x0bd\x0ce", "a\nb\nc\nd\ne"),
            ("  lots   of\t\tspace  \n\n\n\n\nnext  ", "lots of space\n\nnext"),
            ("bell\x07 and nul\x00", "bell and nul"),
        ],
    )
    def test_text_normalize(self, raw, tidy):
        assert text_normalize(raw) == tidy

    def test_every_kind_of_space_becomes_one_plain_space(self):
        spaces = [chr(code) for code in range(sys.maxunicode + 1) if chr(code).isspace()]

        assert sorted(OTHER_SPACES) == sorted(set(spaces) - {" ", "\n"})
        assert text_normalize("a" + "".join(s for s in spaces if s in "\u1680\u3000\t\xa0 ") + "b") == "a b"
