"""The choices of a "Which statement is true according to the document?" question: the true one is a point
a teacher would test, the false ones read as plainly false, and no choice gives another question away."""

import pytest

from quizforge.generation.providers.local import false_statements, sentences, statement_choices
from quizforge.generation.providers.local.keys import document_keys
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.selection import Candidate, candidates
from quizforge.generation.providers.local.sentences import Sentence
from quizforge.generation.providers.local_provider import (
    NEGATION,
    STATEMENT_STEMS,
    _QuizBuilder,
    _statement_explanation,
)
from quizforge.generation.tests.test_local_provider import generate
from quizforge.generation.tests.test_local_provider_corpus import questions_for, statement_questions
from quizforge.quizzes.questions import EXPLANATION_MAX_CHARS, Question


@pytest.mark.parametrize(
    "sentence",
    [
        "Because not all genes and versions of reverse transcriptase are alike, there is variation.",
        "Times change and people change with the times.",
        "The test groups are lizards with the “red blood” injection and untreated lizards.",
        "Aoife and Liam are married with two children.",
        "Sean is 8 years old and Michael is six months.",
        "Patrick is single, employed as a waiter and is earning €6.92 an hour.",
        "John is single and has a son, Vincent who is 4 years old.",  # "john" is a noun to a dictionary
        "Jack is 4 years old and Ciara is 8 years old.",
    ],
)
def test_a_truism_a_set_up_or_a_persons_circumstances_is_no_true_choice(sentence):
    assert not statement_choices.worth_testing(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Natural selection occurs when heritable variation leads to differential reproductive success.",
        "Hydra is a single-celled animal that lives in ponds.",
        "Patrick will gain €1,330 from the Budget because of the increase in tax credits.",
        "The level of biliverdin in blood is a heritable trait that varied in the ancestral population.",
    ],
)
def test_a_point_of_the_document_is_a_true_choice(sentence):
    assert statement_choices.worth_testing(sentence)


def test_a_definition_finding_or_cause_comes_before_a_rule_or_quantity_and_those_before_the_rest():
    assert (
        statement_choices.point_rank("Photosynthesis is the process by which plants make sugar.", False) == 0
    )
    conclusion = "The data are consistent with the hypothesis that selection favored resistant particles."
    assert statement_choices.point_rank(conclusion, False) == 0
    assert statement_choices.point_rank("Each Senator shall have one Vote.", False) == 1
    assert statement_choices.point_rank("The leaves were green.", False) == 2


def test_a_choice_holding_another_questions_answer_in_its_frame_gives_it_away():
    gap_fill = {
        "question": "Natural selection occurs when ______ leads to differential reproductive success.",
        "correct_answer": "heritable variation",
    }
    assert statement_choices.gives_away(
        "In short, heritable variation leads to differential reproductive success in every population.",
        [gap_fill],
    )
    assert not statement_choices.gives_away("Heritable variation is passed on to offspring.", [gap_fill])


def test_a_negation_taken_away_is_no_false_statement_where_another_sentence_affirms_it():
    statement = "We note that the age difference between parent and child is preserved."
    start = statement.index("is preserved")
    other = "Random networks from ensemble II preserve the age difference between parent and child."
    assert false_statements.affirmed_elsewhere(statement, start, len("is"), [other])
    assert not false_statements.affirmed_elsewhere(statement, start, len("is"), ["Ensemble II is random."])
    negative = "Random networks from ensemble I do not preserve the age difference between parent and child."
    assert not false_statements.affirmed_elsewhere(statement, start, len("is"), [negative])


FIELD_TRIAL = """Leaf growth in desert plants

Photosynthesis is the process by which desert plants turn sunlight into stored sugar energy.
In the field trial, leaf temperature increased steadily during the long afternoon hours.
The desert plants must receive water from the irrigation channels every single morning.
Oxygen output from the leaves rose sharply whenever the bright sunlight reached the green leaves.
The gardeners must record the soil temperature beside each plant before every watering.
Carbon dioxide uptake was higher in the cool morning than in the hot afternoon.
The volunteers must measure every leaf with a ruler at the start of each week.
Stomata are small openings that let carbon dioxide enter the leaf during the day.
"""


def test_the_definition_is_the_true_choice_and_directions_turned_round_come_before_negations():
    statements = statement_questions(generate(FIELD_TRIAL, count=3))

    assert len(statements) == 1
    question = statements[0]
    assert question["correct_answer"].startswith("Photosynthesis is the process")
    false = [choice for choice in question["choices"] if choice != question["correct_answer"]]
    assert not any(" not " in choice for choice in false), false  # three directions reversed were there


def test_a_budget_cases_family_details_are_not_offered_as_the_true_statement(corpus_dir):
    for question in questions_for(corpus_dir / "good" / "irish_budget_tax_cases_tables.docx"):
        if question["question"] in STATEMENT_STEMS:
            assert not statement_choices.personal(question["correct_answer"]), question


@pytest.mark.parametrize("name", ["bio180_hiv_natural_selection_key.doc", "bio180_practice_exam_1.docx"])
def test_a_worksheets_true_statement_is_its_point_and_no_false_one_reads_as_nonsense(corpus_dir, name):
    statements = statement_questions(questions_for(corpus_dir / "good" / name))
    assert statements
    for question in statements:
        assert statement_choices.worth_testing(question["correct_answer"]), question
        for choice in question["choices"]:
            assert not (" not " in choice and (", but " in choice or " no " in choice)), choice


def test_a_papers_negation_is_not_taken_away_where_another_of_its_ensembles_affirms_it(corpus_dir):
    """ "the age difference between parent and child is preserved" is true of the paper's ensemble II."""
    for question in questions_for(corpus_dir / "good" / "two_column_nature_paper.pdf"):
        assert not any("child is preserved" in choice for choice in question["choices"]), question


@pytest.mark.parametrize("name", ["bio180_hiv_natural_selection_key.doc", "bio180_practice_exam_1.docx"])
def test_no_statement_choice_fills_in_another_questions_blank(corpus_dir, name):
    questions = questions_for(corpus_dir / "good" / name)
    others = [question for question in questions if question["question"] not in STATEMENT_STEMS]
    for question in questions:
        if question["question"] in STATEMENT_STEMS:
            for choice in question["choices"]:
                assert not statement_choices.gives_away(choice, others), choice


def test_a_statement_choice_does_not_fill_in_a_gap_fill_of_the_same_quiz():
    """ "Leaves measured with a ruler at the start ..." beside "... every leaf with a ______ at the start"."""
    gap_fill = Question(
        question="The volunteers must measure every leaf with a ______ at the start of each week.",
        choices=["ruler", "scale", "thermometer", "timer"],
        correct_answer="ruler",
        explanation="The document says so.",
        source="The volunteers must measure every leaf with a ruler at the start of each week.",
    )
    filled = "Leaves measured with a ruler at the start of each week grew faster than the shaded leaves."
    elsewhere = "Carbon dioxide uptake was higher in the cool morning than in the hot afternoon."

    assert statement_choices.gives_away(filled, [gap_fill])
    assert not statement_choices.gives_away(elsewhere, [gap_fill])


def test_the_explanation_says_what_the_document_has_in_place_of_every_false_choice():
    question = statement_questions(generate(FIELD_TRIAL, count=3))[0]

    for said in ("decreased", "fell", "lower"):
        assert f"{said} " in question["explanation"]
    for meant in ("increased", "rose", "higher"):
        assert f"{meant} " in question["explanation"]


def test_an_explanation_too_long_for_every_correction_keeps_the_first():
    long_words = " ".join(["word"] * 150)
    # the change at both ends: each correction quotes its whole sentence
    false = [
        (f"Rose {long_words} rose.", f"Fell {long_words} fell."),
        (f"Up {long_words} up.", f"Down {long_words} down."),
    ]

    explanation = _statement_explanation("The point.", false, {})

    assert len(explanation) <= EXPLANATION_MAX_CHARS
    assert "Rose" in explanation


def test_a_choice_restating_a_term_question_with_its_answer_gives_it_away():
    term_question = {
        "question": "What is the term for tiny pores through which carbon dioxide enters the leaf?",
        "correct_answer": "stomata",
    }
    assert statement_choices.gives_away(
        "Stomata are tiny pores through which carbon dioxide enters the leaf.", [term_question]
    )
    assert not statement_choices.gives_away("Stomata close at night.", [term_question])
    assert not statement_choices.gives_away(
        "Carbon dioxide enters the leaf through tiny pores.", [term_question]
    )


def test_a_statement_choice_does_not_answer_a_table_question_asked_before_it():
    text = "Patrick will have 18,047 euro of net cash income in 2007 after the Budget."
    sentence = Sentence(index=0, position=0.0, source=text, text=text)
    builder = _QuizBuilder(document=document_keys([sentence]), corpus=text, wanted=3, report=lambda _: None)
    candidate = Candidate(sentence=sentence, text=text, keys=(), score=1.0)
    assert builder._choice_allowed(candidate)

    builder.asked_before = [
        Question(
            question="In the table for Patrick, “Net Cash Income” is €16,717 in 2006. What is it in 2007?",
            choices=["€18,047", "€17,382", "€18,712", "€19,377"],
            correct_answer="€18,047",
            explanation="Table for Patrick: Net Cash Income: €16,717 in 2006; €18,047 in 2007.",
            source="Net Cash Income",
        )
    ]
    assert not builder._choice_allowed(candidate)


def test_a_study_set_up_turned_round_is_no_false_choice():
    old = "Oxygen output from the leaves rose sharply whenever the bright sunlight reached the green leaves."
    new = "The test groups were desert plants kept in warmer greenhouses during the whole summer."
    # a rule is never negated: a prediction stands in for one, to be the false choice a negation makes
    rule = "The desert plants must receive water from the irrigation channels every single morning."
    prediction = "The desert plants will wilt when the irrigation channels run dry in the morning."
    statements = statement_questions(
        generate(FIELD_TRIAL.replace(old, new).replace(rule, prediction), count=3)
    )
    assert statements
    for question in statements:
        assert not any("greenhouses" in choice for choice in question["choices"]), question


def test_a_rule_is_never_made_false_by_a_not_but_a_prediction_beside_it_may_be():
    """'All legislative Powers ... shall not be vested in a Congress' reads as a made-up denial."""
    text = (
        "All legislative Powers herein granted shall be vested in a Congress of the United States.\n\n"
        "When patients must take AZT daily, resistant virus particles will survive in the blood."
    )
    found = sentences.split(text)
    document = document_keys(found)
    builder = _QuizBuilder(
        document=document, corpus=f" {' '.join(words_of(text))} ", wanted=3, report=lambda _: None
    )
    builder.document_text = text
    rule, prediction = candidates(found, document, min_score=0.0)

    assert builder._false_version(rule, avoid=set(), change=NEGATION) is None
    assert builder._false_version(prediction, avoid=set(), change=NEGATION) == (
        "When patients must take AZT daily, resistant virus particles will not survive in the blood.",
        "not",
    )  # what must be done stays as it is; the prediction is what is turned round


def test_gap_fills_left_out_for_statement_questions_are_those_asking_for_a_term_first():
    text = "The Senate shall try all Impeachments."
    sentence = Sentence(index=0, position=0.0, source=text, text=text)
    builder = _QuizBuilder(document=document_keys([sentence]), corpus=text, wanted=2, report=lambda _: None)
    candidate = Candidate(sentence=sentence, text=text, keys=(), score=1.0)
    for stem, answer in [
        ("No Person shall be a Senator before the Age of ______ Years.", "thirty"),
        ("The ______ shall try all Impeachments.", "Senate"),
        ("The Senate shall try all ______.", "Impeachments"),
        ("The Senate shall be composed of ______ Senators from each State.", "two"),
    ]:
        wrong = ["twenty", "forty", "fifty"] if answer == "thirty" else ["House", "Court", "Army"]
        question = Question(
            question=stem, choices=[answer, *wrong], correct_answer=answer, explanation=text, source=text
        )
        builder.chosen.append((candidate, question))

    builder.drop_gap_fills(2)
    assert [question["correct_answer"] for _, question in builder.chosen] == ["thirty", "two"]

    builder.drop_gap_fills(1)  # no term left: a figure goes
    assert len(builder.chosen) == 1
