"""The shared corpus of real documents: every good file gives its expected phrases, every bad file a
clear refusal of the right kind (corpus/SOURCES.md says how each one behaves)."""

import functools
import re
import unicodedata
from pathlib import Path

import pytest

from quizforge.core.exceptions import ApplicationError
from quizforge.generation.extraction import Extracted
from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.testing.corpus import BAD_FILES, GOOD_FILES, WORDING

pytestmark = pytest.mark.corpus

_WHITESPACE = re.compile("[\\s\u00a0\u200b\ufeff\u000b]+")


def comparable(text: str) -> str:
    """SOURCES.md's comparison: NFKC on both sides, then every whitespace run (NBSP, U+200B, BOM and
    vertical tab included) as one space."""
    return _WHITESPACE.sub(" ", unicodedata.normalize("NFKC", text)).strip()


@functools.cache
def extracted(path: Path) -> Extracted:
    return extract_text(filename=path.name, data=path.read_bytes())


def phrases(corpus_dir: Path, filename: str) -> list[str]:
    listed = (corpus_dir / "expected" / f"{Path(filename).stem}.phrases.txt").read_text(encoding="utf-8")
    return [line for line in listed.splitlines() if line.strip()]


def test_the_lists_name_every_corpus_file(corpus_dir):
    assert sorted(path.name for path in (corpus_dir / "good").iterdir()) == sorted(GOOD_FILES)
    assert sorted(path.name for path in (corpus_dir / "bad").iterdir()) == sorted(BAD_FILES)


@pytest.mark.parametrize("filename", GOOD_FILES)
def test_a_good_document_gives_all_its_phrases(corpus_dir, filename):
    result = extracted(corpus_dir / "good" / filename)

    text = comparable(result.content)
    missing = [phrase for phrase in phrases(corpus_dir, filename) if comparable(phrase) not in text]
    assert missing == []
    assert result.characters == len(result.content)
    assert result.pages >= 1


@pytest.mark.parametrize("filename", GOOD_FILES)
def test_extracted_text_is_tidy(corpus_dir, filename):
    content = extracted(corpus_dir / "good" / filename).content

    assert content == content.strip()
    assert unicodedata.normalize("NFKC", content) == content
    assert not re.search("[\u00a0\u200b\ufeff\r\x0b\x0c\x00]|  |\n\n\n", content)


@pytest.mark.parametrize(
    ("filename", "pages"), [("two_column_nature_paper.pdf", 6), ("poi_sample_show_pptx.pptx", 2)]
)
def test_pages_are_counted_where_the_format_has_them(corpus_dir, filename, pages):
    assert extracted(corpus_dir / "good" / filename).pages == pages


def test_a_two_column_page_reads_column_by_column(corpus_dir):
    text = comparable(extracted(corpus_dir / "good" / "two_column_nature_paper.pdf").content)

    # Sentences that wrap from one line of the left column to the next stay whole...
    assert (
        "We demonstrate that fecundity among academic mathematicians is correlated with other measures"
        in text
    )
    assert "This possibility is sometimes formalized as the rising-star hypothesis" in text
    # ...and the left column ends before the right column starts.
    left_column_end = text.index(
        "However, there is conflicting evidence concerning the rising-star hypothesis"
    )
    right_column_start = text.index(
        "Scientific mentorship offers a unique opportunity to study this question"
    )
    assert left_column_end < right_column_start


def test_accents_drawn_over_letters_join_them(corpus_dir):
    text = extracted(corpus_dir / "good" / "two_column_nature_paper.pdf").content

    assert "The role of mentorship in protégé performance" in text
    assert "Luís A. Nunes Amaral" in text


def test_half_width_katakana_and_a_character_beyond_the_bmp_survive(corpus_dir):
    text = extracted(corpus_dir / "good" / "japanese_text.ppt").content

    assert "ハンカク" in text  # ﾊﾝｶｸ after NFKC
    assert "\U00020b9f" in text


def test_a_bom_is_stripped_and_crlf_becomes_lf(corpus_dir):
    text = extracted(corpus_dir / "good" / "utf8_bom_crlf_bilingual.txt").content

    assert text.startswith("{0>")
    assert "\r" not in text


def test_a_text_box_title_and_a_nested_table_are_read(corpus_dir):
    calendar = extracted(corpus_dir / "good" / "russian_calendar_2017.docx").content
    tables = extracted(corpus_dir / "good" / "textract_paragraphs_and_tables.docx").content

    assert "Календарь знаменательных и памятных дат на 2017 год." in calendar
    assert tables.index("before the table") < tables.index("INNER TABLE!") < tables.index("after the table")


def test_speaker_notes_follow_their_slide(corpus_dir):
    for filename in ("poi_sample_show_ppt.ppt", "poi_sample_show_pptx.pptx"):
        text = extracted(corpus_dir / "good" / filename).content
        assert (
            text.index("This bit is in italic green")
            < text.index("I am the notes of the first slide")
            < text.index("This is the second slide")
            < text.index("These are the notes of the 2nd slide")
        )


@pytest.mark.parametrize("filename", sorted(BAD_FILES))
def test_a_bad_document_is_refused_with_a_sentence_that_says_why(corpus_dir, filename):
    path = corpus_dir / "bad" / filename

    with pytest.raises(ApplicationError) as refused:
        extract_text(filename=filename, data=path.read_bytes())

    kind = BAD_FILES[filename]
    assert type(refused.value) is kind
    assert refused.value.status_code == 400
    assert WORDING[kind].search(refused.value.message)
