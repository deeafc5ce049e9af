from quizforge.generation.providers.offline.candidate import BLANK
from quizforge.generation.providers.offline.kinds import gap_fill
from quizforge.generation.testing.paragraphs import PARAGRAPHS
from quizforge.generation.tests.offline.helpers import read


def test_a_term_the_sentence_names_once_is_left_blank() -> None:
    doc, vocabulary = read(PARAGRAPHS["en"])
    found = gap_fill.candidates(doc, vocabulary)
    keys = {candidate.key for candidate in found}
    assert {"transpiration", "aquifers"} <= keys
    for candidate in found:
        assert candidate.stem.count(BLANK) == 1
        assert candidate.stem.replace(BLANK, candidate.key) == " ".join(candidate.unit.text.split())


def test_no_blank_on_a_label_number_or_a_piece_of_a_word() -> None:
    doc, vocabulary = read(
        "Article 16 gives the President emergency powers during a serious national crisis.\n"
        "The 2nd chamber meets in the autumn and sits for about 120 days every single year.\n"
    )
    keys = {candidate.key for candidate in gap_fill.candidates(doc, vocabulary)}
    assert "16" not in keys
    assert "2" not in keys
    assert "120" in keys


def test_a_question_of_the_document_is_not_turned_into_a_gap() -> None:
    doc, vocabulary = read("Which organelle releases energy from glucose in most living cells?\n")
    assert gap_fill.candidates(doc, vocabulary) == []
