"""The offline generator on the real documents of the shared corpus, read the way an upload is."""

import re
from functools import cache
from pathlib import Path

import pytest

from quizforge.core.exceptions import InvalidInput
from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.providers.base import NotEnoughText
from quizforge.generation.providers.local import languages, sentences, statement_choices
from quizforge.generation.providers.local.language import UnsupportedLanguage
from quizforge.generation.providers.local.lexicon import parse_number_words
from quizforge.generation.providers.local.plain_lists import ListOfEntries
from quizforge.generation.providers.local_provider import STATEMENT_STEMS, LocalQuestionProvider
from quizforge.generation.tests.test_local_provider import kind_of
from quizforge.quizzes.questions import comparable, questions_validate

pytestmark = pytest.mark.corpus

# Study documents and the fewest questions each must give when 10 are asked (slides and worksheets
# have fewer full sentences than prose, and sentences that lean on the one before are not asked; a blank
# on set wording such as "the Circumstances of our Emigration" is not asked either).
STUDY_DOCUMENTS = {
    "us_constitution.txt": 10,
    # a blank is asked only with three wrong answers of the key's kind and form: few of these old
    # grievances have them, as few of the lab sheet's statements do
    "declaration_of_independence.txt": 2,
    # its findings fill the first quarter; the rest is methods, figure captions, guesses and set wording,
    # and a true-statement question needs three false versions no other passage of the paper affirms
    "two_column_nature_paper.pdf": 8,
    "physics_lab_force_on_current.doc": 1,
    "bio180_hiv_natural_selection_key.doc": 1,
    "bio180_practice_exam_1.docx": 1,
    "geometry_lecture1_euclid.pptx": 2,
}


@cache
def document_text(path: Path) -> str:
    return extract_text(filename=path.name, data=path.read_bytes()).content


@cache
def questions_for(path: Path, count: int = 10):
    return LocalQuestionProvider().generate(text=document_text(path), num_questions=count)


def statement_questions(questions):
    """The "Which statement is true according to the document?" questions among `questions`."""
    return [question for question in questions if question["question"] in STATEMENT_STEMS]


@pytest.mark.parametrize(("name", "fewest"), STUDY_DOCUMENTS.items())
def test_a_study_document_gives_valid_questions_about_its_own_sentences(corpus_dir, name, fewest):
    path = corpus_dir / "good" / name
    questions = questions_for(path)

    assert fewest <= len(questions) <= 10
    assert questions_validate(questions, require_explanation=True) == questions
    flat = re.sub(r"\s+", " ", sentences.normalize(document_text(path)))
    for question in questions:
        answer = comparable(question["correct_answer"])
        assert not re.search(rf"(?<!\w){re.escape(answer)}(?!\w)", comparable(question["question"])), question
        assert len({kind_of(choice) for choice in question["choices"]}) == 1, question
        assert len(question["choices"]) >= 3
        assert question["source"] in flat


# (the paper's findings are in its first quarter; the rest is methods, figure captions and guesses)
@pytest.mark.parametrize("name", ["us_constitution.txt"])
def test_questions_are_spread_over_a_long_document(corpus_dir, name):
    path = corpus_dir / "good" / name
    flat = re.sub(r"\s+", " ", sentences.normalize(document_text(path)))
    positions = [flat.index(question["source"]) / len(flat) for question in questions_for(path)]
    quarters = {min(int(position * 4), 3) for position in positions}
    assert len(quarters) >= 3, positions


def test_the_same_document_gives_the_same_questions(corpus_dir):
    path = corpus_dir / "good" / "declaration_of_independence.txt"
    text = path.read_text(encoding="utf-8")
    first = LocalQuestionProvider().generate(text=text, num_questions=8)
    assert LocalQuestionProvider().generate(text=text, num_questions=8) == first


@pytest.mark.parametrize(
    ("name", "language", "fewest"),
    [
        ("constitution_france_1958.txt", "fr", 10),
        # mostly formulas; its sentences lean on the one before ("Auch", "also", "jedoch") or blank a
        # word whose wrong answers would play another role
        ("geotopo_lecture_notes_de.pdf", "de", 1),
        # 18 usable sentences; the few keys left are numbers, an ordinal and items of lists
        ("russian_mba_coursework_rules.doc", "ru", 2),
        # slides: many lines lean on the one before ("לדוגמה", "הסיבה לכך", "בשלב זה") or are table cells,
        # and most nouns have no wrong answer the slides use in the same role
        ("hebrew_biology_lab_exam_prep.pptx", "he", 3),
    ],
)
def test_a_document_in_another_language_gets_questions_in_its_own_language(
    corpus_dir, name, language, fewest
):
    path = corpus_dir / "good" / name
    questions = questions_for(path)

    assert fewest <= len(questions) <= 10
    assert questions_validate(questions, require_explanation=True) == questions
    flat = re.sub(r"\s+", " ", sentences.normalize(document_text(path)))
    for question in questions:
        # worded in the document's language: its own sentence, explained in its language
        assert question["explanation"].startswith(languages.LANGUAGES[language].document_says), question
        assert question["source"] in flat
        assert len(question["choices"]) == 4
        # the explanation quotes the stating sentence, at most about 40 words of it
        assert len(question["explanation"].split()) <= 100


def test_a_calendar_of_anniversaries_is_refused_as_a_list_rather_than_asked_as_trivia(corpus_dir):
    # its lines are "N years since the birth of <trade> <name> (<years>)": which writer was born in 1792 is
    # no point of the document, and a reviewer throws every such question away
    with pytest.raises(ListOfEntries) as refused:
        questions_for(corpus_dir / "good" / "russian_calendar_2017.docx")
    assert "list of entries" in refused.value.message


def test_a_document_of_ten_words_is_refused(corpus_dir):
    with pytest.raises(InvalidInput) as refused:
        LocalQuestionProvider().generate(
            text=document_text(corpus_dir / "good" / "japanese_text.ppt"), num_questions=5
        )
    assert isinstance(refused.value, NotEnoughText | UnsupportedLanguage)


def test_a_document_that_is_already_a_quiz_gives_its_own_questions_with_the_answers_it_marks(corpus_dir):
    """The reading quiz marks each right option with a star: its ten questions come back as they are."""
    text = (corpus_dir / "good" / "bio180_statistics_reading_quiz.txt").read_text(encoding="utf-8")
    questions = LocalQuestionProvider().generate(text=text, num_questions=10)

    assert len(questions) == 10
    assert questions_validate(questions, require_explanation=True) == questions
    by_stem = {question["question"]: question for question in questions}
    histogram = by_stem["If we want to plot the distribution of scores on Exam 1, we should use a ______."]
    assert histogram["choices"] == ["Scatterplot", "Bar chart", "Histogram", "Box-and-whisker plot"]
    assert histogram["correct_answer"] == "Histogram"
    die = by_stem["If I roll a fair six-sided die, what is the probability that I get a 1 or a 6?"]
    assert die["correct_answer"] == "1/3"
    assert all(not question["correct_answer"].startswith("*") for question in questions)


def test_a_document_that_is_already_a_quiz_gives_no_questions_made_of_its_wrong_options(corpus_dir):
    """The reading quiz lists wrong answers as plain sentences: none of them may become a "fact"."""
    text = (corpus_dir / "good" / "bio180_statistics_reading_quiz.txt").read_text(encoding="utf-8")
    questions = LocalQuestionProvider().generate(text=text, num_questions=10)
    wrong_options = [
        "Scatterplot",
        "response variable should be plotted along the x-axis",
        "year 2 perform better",
    ]
    for question in questions:
        assert not any(option in question["source"] for option in wrong_options), question
        assert not any(option in question["correct_answer"] for option in wrong_options), question


def test_placeholder_text_gives_no_garbage(corpus_dir):
    """Hipster ipsum is English-looking words without English sentences: no quiz rather than nonsense."""
    with pytest.raises(InvalidInput):
        LocalQuestionProvider().generate(
            text=document_text(corpus_dir / "good" / "textract_ipsum_docx.docx"), num_questions=5
        )


def test_a_budget_document_gets_numeric_questions_from_its_tables(corpus_dir):
    questions = questions_for(corpus_dir / "good" / "irish_budget_tax_cases_tables.docx")

    numeric = [question for question in questions if question["question"].startswith("In the table for")]
    assert len(numeric) >= 3
    # the bottom line of a case is what the Budget changed for that person
    first = next(question for question in numeric if "Patrick" in question["question"])
    assert first["question"] == (
        "In the table for Patrick, “Net Cash Income” is €16,717 in 2006. What is it in 2007?"
    )
    assert first["correct_answer"] == "€17,542"
    for question in numeric:
        assert all(re.fullmatch(r"€[\d,]+|[\d.]+%", choice) for choice in question["choices"]), question
        # the 2006 value the stem gives would be ruled out at once, even where another case has it in 2007
        earlier = re.search(r"is (\S+) in 2006", question["question"])
        assert earlier is not None and earlier.group(1) not in question["choices"], question
        # a wrong answer far from the right one ("€38,000" net income on a €24,960 wage), or one that changed
        # the other way when the right one rose, is no choice at all
        key = _amount(question["correct_answer"])
        for choice in question["choices"]:
            assert 0.7 <= _amount(choice) / key <= 1.45, question
            rose = _amount(earlier.group(1)) < key
            assert (_amount(earlier.group(1)) < _amount(choice)) == rose, question


def test_a_budget_document_gets_one_question_per_cases_table(corpus_dir):
    """Two rows of one case's table are one fact seen twice: the net income follows from the tax due."""
    questions = questions_for(corpus_dir / "good" / "irish_budget_tax_cases_tables.docx")
    stems = [question["question"] for question in questions]
    cases = [found.group(1) for stem in stems if (found := re.match(r"In the table for (.+?),", stem))]

    assert len(cases) >= 5
    assert len(set(cases)) == len(cases), cases


@pytest.mark.parametrize("name", ["constitution_france_1958.txt", "irish_budget_tax_cases_tables.docx"])
def test_no_question_shows_the_answer_of_another_around_its_blank(corpus_dir, name):
    """ "Une semaine de séance sur quatre ..." as a choice beside "Deux semaines de séance sur ______"."""
    questions = questions_for(corpus_dir / "good" / name)

    for question in questions:
        others = [other for other in questions if other is not question]
        for shown in (question["question"], *question["choices"]):
            assert not statement_choices.gives_away(shown, others), (shown, question)


def test_no_true_statement_choice_shows_the_answer_of_a_gap_fill_around_its_blank(corpus_dir):
    """In English, the words around a blank are often set phrases ("President of the"): only the long
    choices of a true-statement question are held to it."""
    questions = questions_for(corpus_dir / "good" / "us_constitution.txt")

    for question in statement_questions(questions):
        others = [other for other in questions if other is not question]
        for choice in question["choices"]:
            assert not statement_choices.gives_away(choice, others), (choice, question)


def test_a_papers_findings_are_each_asked_by_their_figure(corpus_dir):
    """Its three findings have one shape ("... fecundities 37% higher", "29% higher", "31% lower"): each
    is a point of its own, asked by its figure rather than by the term it is about."""
    answers = {
        question["correct_answer"]
        for question in questions_for(corpus_dir / "good" / "two_column_nature_paper.pdf")
    }

    assert {"60", "37%", "29%", "31%"} <= answers, answers


@pytest.mark.parametrize("name", ["two_column_nature_paper.pdf", "irish_budget_tax_cases_tables.docx"])
def test_no_figure_is_offered_as_a_wrong_answer_where_another_question_asks_for_it(corpus_dir, name):
    """ "31%" among the wrong answers for "37% higher" while another question asks for "31% lower": each
    question narrows the other down."""
    questions = questions_for(corpus_dir / "good" / name)
    answers = {question["correct_answer"] for question in questions}

    for question in questions:
        wrong = {choice for choice in question["choices"] if choice != question["correct_answer"]}
        assert not {choice for choice in wrong if any(char.isdigit() for char in choice)} & answers, question


def test_amounts_are_written_the_way_the_document_writes_them(corpus_dir):
    """ "1,460" beside "1,140", never "1460", where the document groups thousands."""
    questions = questions_for(corpus_dir / "good" / "irish_budget_tax_cases_tables.docx")

    for question in questions:
        for choice in question["choices"]:
            assert not re.search(r"\d{4}", choice.replace("2006", "").replace("2007", "")), question


def _amount(text: str) -> float:
    return float(re.sub(r"[^\d.]", "", text))


def test_a_name_is_never_offered_among_common_nouns_nor_a_common_noun_among_names(corpus_dir):
    questions = questions_for(corpus_dir / "good" / "irish_budget_tax_cases_tables.docx")

    for question in questions:
        names = {"Liam", "Keith", "Aoife", "Vincent", "Sean", "Ciara", "Annemarie", "Eddie"}
        if question["correct_answer"] in names:
            assert "Budget" not in question["choices"], question


def test_no_wrong_answer_gives_the_key_away_by_its_form(corpus_dir):
    for name in (
        "declaration_of_independence.txt",
        "physics_lab_force_on_current.doc",
        "us_constitution.txt",
    ):
        for question in questions_for(corpus_dir / "good" / name):
            if question["question"] in STATEMENT_STEMS:
                continue
            answer = question["correct_answer"]
            for choice in question["choices"]:
                # "unwarrantable Jurisdiction" among "importance", "age", "evil" gave itself away
                assert choice[:1].isupper() == answer[:1].isupper(), question
                if not answer[:1].isupper() and parse_number_words(answer.split()) is None:
                    assert len(choice.split()) == len(answer.split()), question


def test_a_true_statement_question_has_one_sentence_of_the_document_and_three_altered_ones(corpus_dir):
    path = corpus_dir / "good" / "bio180_practice_exam_1.docx"
    originals = {sentence.text for sentence in sentences.split(document_text(path))}
    statements = statement_questions(questions_for(path))

    assert statements
    for question in statements:
        assert len(question["choices"]) == 4
        assert [choice in originals for choice in question["choices"]].count(True) == 1, question
        assert question["correct_answer"] in originals
        assert question["explanation"].startswith(f"The document says: “{question['correct_answer']}”")


@pytest.mark.parametrize("name", ["bio180_practice_exam_1.docx", "bio180_hiv_natural_selection_key.doc"])
def test_a_statement_that_adds_to_the_one_before_is_no_choice(corpus_dir, name):
    """Out of its paragraph a reader cannot tell what "... are also included" is included in, nor what
    "The particles were then exposed to ..." came after."""
    statements = statement_questions(questions_for(corpus_dir / "good" / name))

    assert statements
    for question in statements:
        assert not any(re.search(r"\b(?:also|then)\b", choice) for choice in question["choices"]), question


def test_a_french_true_statement_question_has_one_sentence_of_the_document_and_three_altered_ones(corpus_dir):
    path = corpus_dir / "good" / "constitution_france_1958.txt"
    flat = re.sub(r"\s+", " ", sentences.normalize(document_text(path)))
    statements = [question for question in questions_for(path) if "affirmation" in question["question"]]

    assert statements
    for question in statements:
        assert [choice in flat for choice in question["choices"]].count(True) == 1, question
        assert question["correct_answer"] in flat
        assert question["explanation"].startswith(f"Le document dit: « {question['correct_answer']} »")
        assert "Il ne dit pas" in question["explanation"]


def test_a_subject_blank_with_too_little_said_of_it_is_not_asked(corpus_dir):
    """ "______ se réunit de plein droit.": the Assemblée nationale does so too; nothing pins one down."""
    questions = questions_for(corpus_dir / "good" / "constitution_france_1958.txt")

    assert questions
    assert not any(question["question"] == "______ se réunit de plein droit." for question in questions)
