"""The offline generator on a text written here: what a user of the quiz would notice."""

import re

import pytest
from celery.exceptions import SoftTimeLimitExceeded

from quizforge.core.exceptions import InvalidInput
from quizforge.generation.providers.base import NotEnoughText
from quizforge.generation.providers.local import lexicon, sentences, wordnet
from quizforge.generation.providers.local.keys import document_keys
from quizforge.generation.providers.local.language import NoWholeSentences, UnsupportedLanguage
from quizforge.generation.providers.local.selection import candidates
from quizforge.generation.providers.local_provider import LocalQuestionProvider
from quizforge.generation.testing.sample_document import HISTORY
from quizforge.quizzes.questions import comparable, questions_validate

GERMAN = """\
Die Topologie ist ein Teilgebiet der Mathematik, das sich mit den Eigenschaften von Räumen beschäftigt, die \
unter stetigen Verformungen erhalten bleiben. Ein topologischer Raum ist eine Menge zusammen mit einer \
Familie von offenen Teilmengen. Diese Familie muss die leere Menge und den ganzen Raum enthalten, und sie \
ist abgeschlossen unter beliebigen Vereinigungen und endlichen Durchschnitten. Zwei Räume heißen \
homöomorph, wenn es eine stetige Bijektion gibt, deren Umkehrabbildung ebenfalls stetig ist. Die Kugel \
und der Würfel sind homöomorph, der Torus und die Kugel dagegen nicht.
"""

JAPANESE_MESSAGE = (
    "Questions cannot be generated offline from text in Japanese or Chinese: the built-in generator "
    "reads English, French, German, Russian and Hebrew. "
    "Connect an AI provider (OPENAI_API_KEY) for other languages."
)
YEAR = re.compile(r"1\d{3}|20\d{2}")
NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?%?")
NUMBER_WORDS = lexicon.word_set(
    """
    one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
    seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
    and half third thirds fourth fourths fifth fifths
    """
)


ORDINALS = {
    *[
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
    ],
    *(f"{number}{suffix}" for number in range(1, 40) for suffix in ("st", "nd", "rd", "th")),
}


def generate(text: str = HISTORY, count: int = 10, **kwargs):
    return LocalQuestionProvider().generate(text=text, num_questions=count, **kwargs)


def kind_of(choice: str) -> str:
    if YEAR.fullmatch(choice):
        return "year"
    if NUMBER.fullmatch(choice):
        return "number"
    if choice.lower() in ORDINALS:
        return "ordinal"
    if set(choice.lower().split()) <= NUMBER_WORDS:
        return "number in words"
    return "text"


@pytest.fixture(scope="module")
def questions():
    return generate(count=10)


def test_it_makes_the_questions_asked_for_and_every_one_is_valid(questions):
    assert len(questions) == 10
    assert questions_validate(questions, require_explanation=True) == questions


def test_a_question_usually_offers_four_choices_and_never_fewer_than_three(questions):
    assert all(3 <= len(question["choices"]) <= 4 for question in questions)
    assert sum(len(question["choices"]) == 4 for question in questions) >= 8


def test_the_question_does_not_contain_its_answer(questions):
    for question in questions:
        answer = comparable(question["correct_answer"])
        assert not re.search(rf"(?<!\w){re.escape(answer)}(?!\w)", comparable(question["question"])), question


def test_wrong_answers_are_of_the_same_kind_as_the_answer(questions):
    kinds = set()
    for question in questions:
        kind = kind_of(question["correct_answer"])
        kinds.add(kind)
        assert {kind_of(choice) for choice in question["choices"]} == {kind}, question
        if kind == "year":
            years = [int(choice) for choice in question["choices"]]
            assert max(years) - min(years) <= 150, question  # plausible years, not random numbers
    assert {"year", "text"} <= kinds  # this text gives both dated facts and terms to ask about


def test_wrong_answers_are_neither_the_answer_in_another_form_nor_in_the_sentence(questions):
    for question in questions:
        answer = comparable(question["correct_answer"])
        source = comparable(question["source"])
        for choice in question["choices"]:
            if choice == question["correct_answer"]:
                continue
            wrong = comparable(choice)
            assert wrong not in answer and answer not in wrong, question
            assert not re.search(rf"(?<!\w){re.escape(wrong)}(?!\w)", source), question


def test_each_question_quotes_its_sentence_from_the_document(questions):
    flat = re.sub(r"\s+", " ", HISTORY)
    for question in questions:
        assert question["source"] in flat
        assert question["explanation"].startswith("The document says: ")
        assert question["correct_answer"] in question["explanation"] or question[
            "correct_answer"
        ].lower() in (question["explanation"].lower())


def test_questions_come_from_the_whole_document_in_its_order(questions):
    flat = re.sub(r"\s+", " ", HISTORY)
    positions = [flat.index(question["source"]) / len(flat) for question in questions]
    assert positions == sorted(positions)
    assert min(positions) < 0.2
    assert max(positions) > 0.8
    thirds = {int(position * 3) for position in positions}
    assert thirds == {0, 1, 2}


def test_the_answer_is_not_always_in_the_same_place(questions):
    places = {question["choices"].index(question["correct_answer"]) for question in questions}
    assert len(places) >= 3


def test_the_same_text_gives_the_same_quiz():
    assert generate(count=7) == generate(count=7)


def test_it_never_makes_more_than_asked_and_as_many_as_the_text_allows():
    most = len(generate(count=100))
    assert 12 <= most < 100  # the text has a few dozen sentences; not every one makes a good question
    for count in (1, 5, most):
        assert len(generate(count=count)) == count
    assert generate(count=0) == []


def test_progress_goes_forward_to_the_end():
    seen: list[float] = []
    generate(count=5, on_progress=seen.append)
    assert seen == sorted(seen)
    assert seen[0] >= 0 and seen[-1] == 1.0
    assert len(seen) >= 4


class _CountingRuns(LocalQuestionProvider):
    runs = 0

    def generate(self, *, text: str, num_questions: int, on_progress=None) -> list:
        self.runs += 1
        return super().generate(text=text, num_questions=num_questions, on_progress=on_progress)


def test_the_progress_bar_reaches_its_end_only_once_the_spare_questions_are_found():
    provider = _CountingRuns()
    seen: list[tuple[int, float]] = []
    quiz, spares = provider.generate_with_spares(
        text=HISTORY,
        num_questions=3,
        spares=4,
        on_progress=lambda fraction: seen.append((provider.runs, fraction)),
    )
    assert len(quiz) == 3 and spares
    assert [fraction for _, fraction in seen] == sorted(fraction for _, fraction in seen)
    assert max(fraction for run, fraction in seen if run == 1) < 1.0 and seen[-1] == (2, 1.0)


class _SpareRunTimesOut(LocalQuestionProvider):
    def generate(self, *, text: str, num_questions: int, on_progress=None) -> list:
        if num_questions > 3:
            raise SoftTimeLimitExceeded()
        return super().generate(text=text, num_questions=num_questions, on_progress=on_progress)


def test_the_task_time_limit_while_spares_are_sought_keeps_the_finished_quiz():
    quiz, spares = _SpareRunTimesOut().generate_with_spares(text=HISTORY, num_questions=3, spares=4)
    assert len(quiz) == 3 and spares == []


def test_a_person_who_did_something_is_asked_about_with_who():
    text = (
        "Charles Darwin proposed the theory of evolution by natural selection. "
        "The theory explains how populations of living things change over many generations. "
        "Darwin gathered evidence on a long voyage around the world aboard the Beagle. "
        "Gregor Mendel discovered the basic rules of heredity by breeding pea plants. "
        "Mendel counted thousands of plants and found that traits were passed on in fixed ratios. "
        "Alfred Russel Wallace reached the same idea of natural selection independently. "
    )
    questions = generate(text, count=6)
    asked = [question["question"] for question in questions]
    assert "Who proposed the theory of evolution by natural selection?" in asked
    darwin = next(question for question in questions if question["question"].startswith("Who proposed"))
    assert darwin["correct_answer"] == "Charles Darwin"
    assert all(choice[0].isupper() for choice in darwin["choices"])  # other names, not words


def test_a_passive_sentence_with_a_year_becomes_an_in_which_year_question():
    text = (
        "The first public railway was opened in 1825. "
        "It ran between two towns in the north of England and carried coal as well as people. "
        "The line was worked by a steam locomotive that pulled thirty wagons. "
        "Other railways were built across the country in the following decades, "
        "for example in 1830 and 1838. "
    )
    questions = generate(text, count=4)
    year_question = next(question for question in questions if question["correct_answer"] == "1825")
    assert year_question["question"] == "In which year was the first public railway opened?"
    assert {kind_of(choice) for choice in year_question["choices"]} == {"year"}


GERMAN_DEFINITIONS = (
    GERMAN
    + """
Ein topologischer Raum heißt kompakt, wenn jede offene Überdeckung eine endliche Teilüberdeckung besitzt.
Ein Raum heißt zusammenhängend, wenn er sich nicht in zwei disjunkte offene Mengen zerlegen lässt.
Eine Abbildung zwischen topologischen Räumen heißt stetig, wenn die Urbilder offener Mengen offen sind.
Ein topologischer Raum heißt hausdorffsch, wenn je zwei verschiedene Punkte disjunkte Umgebungen haben.
Ein topologischer Raum heißt diskret, wenn jede seiner Teilmengen offen ist.
Die Topologie untersucht Eigenschaften, die unter stetigen Verformungen erhalten bleiben.
"""
)


def test_a_german_text_gets_questions_in_german_that_ask_its_defined_terms():
    questions = generate(GERMAN_DEFINITIONS, count=4)

    defined = {"homöomorph", "kompakt", "zusammenhängend", "stetig", "hausdorffsch", "diskret"}
    asked = [question for question in questions if question["correct_answer"] in defined]
    assert len(asked) >= 2, questions
    for question in asked:
        assert "heiß" in question["question"] and "______" in question["question"]
        # the wrong answers are the document's other defined terms, never the topic "Topologie"
        assert set(question["choices"]) <= defined
    for question in questions:
        assert question["explanation"].startswith("Das Dokument sagt: „")


def test_a_text_in_japanese_is_refused_with_a_sentence_naming_the_language():
    with pytest.raises(UnsupportedLanguage) as refused:
        generate("これは日本語の文章です。学生は毎日漢字を勉強します。" * 10)
    assert isinstance(refused.value, InvalidInput)
    assert refused.value.message == JAPANESE_MESSAGE


def test_a_text_that_is_too_short_is_refused_with_a_clear_sentence():
    with pytest.raises(NotEnoughText) as refused:
        generate("The mitochondrion is the powerhouse of the cell, they say.")
    assert isinstance(refused.value, InvalidInput)
    assert refused.value.message == "This document has only 10 words of text: a quiz needs at least 25."


def test_a_text_with_no_statement_to_ask_about_is_refused_rather_than_answered_with_nothing():
    headings = "\n".join(f"Chapter {number}\nIntroduction and overview\nSummary" for number in range(1, 40))
    with pytest.raises(NoWholeSentences) as refused:
        generate(headings)
    assert refused.value.message.startswith("This document is mostly headings, lists and short notes")


PRACTICE_QUIZ = """\
1) Which organelle makes most of the energy a cell uses?

A. The nucleus
*B. The mitochondrion
C. The ribosome
D. The cell wall

2) Plants take in carbon dioxide through small pores in the leaf called

A. stomata
B. xylem vessels
C. root hairs
D. petals
Answer: A

3) Which molecule carries genetic information in most living things?
A. Glucose
B. Starch
C. DNA
D. Cellulose

Cells divide by mitosis when an organism grows and when it repairs damaged tissue. \
The daughter cells of mitosis carry the same chromosomes as the parent cell.
"""


def test_a_quiz_in_the_document_is_asked_with_the_answers_it_marks():
    questions = generate(PRACTICE_QUIZ, count=5)
    by_stem = {question["question"]: question for question in questions}

    energy = by_stem["Which organelle makes most of the energy a cell uses?"]
    assert energy["correct_answer"] == "The mitochondrion"
    assert energy["choices"] == ["The nucleus", "The mitochondrion", "The ribosome", "The cell wall"]
    pores = by_stem["Plants take in carbon dioxide through small pores in the leaf called ______."]
    assert pores["correct_answer"] == "stomata"
    assert len(pores["choices"]) == 4
    # the third question marks no answer: it is not asked, and its options are not taken as facts
    assert not any("genetic information" in question["question"] for question in questions)
    assert not any(question["correct_answer"] in ("Glucose", "DNA") for question in questions)
    assert questions_validate(questions, require_explanation=True) == questions


def test_a_marked_option_is_not_asked_again_as_a_gap_fill():
    text = PRACTICE_QUIZ.replace("*B. The mitochondrion", "*B. The mitochondrion makes most of the energy.")
    questions = generate(text, count=10)
    assert (
        sum("mitochondri" in question["question"] + question["correct_answer"] for question in questions) == 1
    )


ANSWER_KEY = """\
Analyzing an outbreak of resistant bacteria

Penicillin was the first antibiotic that doctors used widely against bacterial infections. Streptomycin \
and tetracycline followed within a few years. Each antibiotic binds to an enzyme or a ribosome that the \
bacteria need in order to grow.

1. Did the bacteria that survived penicillin carry a resistance gene before treatment began? Explain.

Yes—bacteria that carried the resistance gene were present in the population before the penicillin \
treatment began.

2. Does each bacterium change to become resistant when the antibiotic is given? Explain.

No—the bacteria themselves do not change; the resistant bacteria survive the penicillin and produce \
more offspring.

3. Why did the infection return after the first course of streptomycin?

Resistant bacteria survived the streptomycin and divided many times, so the infection returned.
"""


def test_the_answers_of_an_answer_key_are_statements_to_ask_about():
    found = sentences.split(ANSWER_KEY)
    asked = [candidate.text for candidate in candidates(found, document_keys(found))]
    # "Yes—bacteria that carried ...": the answer is a statement of the document, its "Yes—" left out
    assert (
        "Bacteria that carried the resistance gene were present in the population before the penicillin"
        " treatment began." in asked
    )
    assert any(text.startswith("The bacteria themselves do not change") for text in asked), asked
    for question in generate(ANSWER_KEY, count=6):
        assert not question["question"].startswith(("Yes", "No")), question


def test_a_subject_with_a_relative_clause_does_not_hide_the_main_verb():
    text = (
        "Gregor Mendel bred thousands of pea plants in the garden of his monastery in Brno. "
        "The traits that Mendel studied were each controlled by a single gene with two alleles. "
        "Thomas Hunt Morgan later found genes on the chromosomes of fruit flies. "
    )
    sources = [question["source"] for question in generate(text, count=3)]
    assert "The traits that Mendel studied were each controlled by a single gene with two alleles." in sources


def test_words_of_one_meaning_are_told_apart_from_words_of_one_kind():
    """A wrong answer may be another person of the text (a nurse for a physician), never another word
    for the answer (a doctor)."""
    assert wordnet.same_meaning("physician", "doctor")
    assert wordnet.same_meaning("trait", "trait")
    assert not wordnet.same_meaning("physician", "nurse")
    assert not wordnet.same_meaning("ammeter", "voltmeter")


def test_siblings_under_a_very_general_class_are_not_offered():
    """'trait' sits right under 'attribute': its WordNet siblings ('character', 'shape') are too loosely
    related to be wrong answers, and some of them mean nearly the same."""
    assert "character" not in wordnet.siblings("trait")
    assert "voltmeter" in wordnet.siblings("ammeter")


def test_options_that_finish_the_question_are_written_alike():
    """One capitalised option among lowercase ones gives the answer away; a name keeps its capital."""
    text = """\
1. To compare exam scores between two groups of students, we should use
A. a bar chart
*B. Side-by-side box plots
C. a scatterplot
D. Darwin's tables

2. To show how one measurement changes with another, we should use
A. a histogram
*B. a scatterplot
C. a pie chart
D. a box plot

Exam scores of first-year students vary widely from one student to the next. The spread of the scores \
is shown best by a histogram of all the scores.
"""
    questions = generate(text, count=2)
    compare = next(question for question in questions if "two groups" in question["question"])
    assert compare["choices"] == ["a bar chart", "side-by-side box plots", "a scatterplot", "Darwin's tables"]
    assert compare["correct_answer"] == "side-by-side box plots"


SPANISH = (
    "La fotosíntesis es el proceso por el cual las plantas verdes transforman la energía de la luz "
    "en energía química. Ocurre principalmente en las hojas, dentro de los cloroplastos. El pigmento"
    " verde llamado clorofila absorbe la luz roja y azul y refleja la luz verde. El dióxido de "
    "carbono entra en la hoja por los estomas, mientras el agua sube desde las raíces por el xilema."
    " El oxígeno liberado proviene de la ruptura de las moléculas de agua."
)


def test_whole_sentences_it_cannot_read_are_not_called_headings_and_notes():
    with pytest.raises(InvalidInput) as refused:
        generate(SPANISH, 5)

    message = refused.value.message
    assert "headings" not in message
    assert "other than English, French or German" not in message
    assert message.startswith("The built-in generator read this document as ") or message.startswith(
        "Questions cannot be generated offline from text in this language: the built-in generator reads "
    )
