"""An answer key's yes-or-no questions read as statements the document holds true (answered "Yes") or
false (answered "No"); a question that does not name what it asks about is not read."""

import pytest

from quizforge.generation.providers.local import sentences
from quizforge.generation.providers.local.answered_claims import answered_claims, as_statement
from quizforge.generation.providers.local_provider import _Placement
from quizforge.generation.tests.test_local_provider import generate


@pytest.mark.parametrize(
    ("question", "statement"),
    [
        (
            "Did forms of reverse transcriptase that were resistant to AZT exist in the HIV population before"
            " the patient began receiving AZT?",
            "Forms of reverse transcriptase that were resistant to AZT existed in the HIV population before"
            " the patient began receiving AZT.",
        ),
        (
            "When AZT is given to a patient, does each HIV particle change to become more resistant to the"
            " drug, so that eventually the population would consist of resistant forms?",
            "When AZT is given to a patient, each HIV particle changes to become more resistant to the drug.",
        ),
        # of two verbs in a row, the second: "level" is a noun here
        ("Does the water level rise when the ice melts?", "The water level rises when the ice melts."),
        ("Do plants make glucose in the dark?", "Plants make glucose in the dark."),
    ],
)
def test_a_yes_or_no_question_is_written_as_the_statement_it_asks_about(question, statement):
    assert as_statement(question) == statement


@pytest.mark.parametrize(
    "question",
    [
        "Do you agree?",  # about a claim of the sentence before
        "Does this trait increase the fitness of the lizards?",  # which trait?
        "Based on this information, does the trait increase the fitness of the lizards?",  # what information?
        "Does the graph show a rising trend?",  # a graph the quiz cannot show
        "Does heat cause change?",  # "cause" or "change": which is the verb?
        "Does the enzyme bind ATP, ADP, and AMP?",  # a "No" may be to one of them
        "Does the drug slow the virus, and does it cure the patient?",  # a "No" may be to the second part
    ],
)
def test_a_question_that_does_not_name_what_it_asks_about_is_not_read(question):
    assert as_statement(question) is None


CHANGES = "When the drug is given to a patient, each virus particle changes to become more resistant to it."
WORKSHEET = """\
1. Did resistant forms of the enzyme exist in the population before the treatment began? Explain.

Yes—among all the types of the enzyme present in the population, some were slightly resistant by chance.

2. When the drug is given to a patient, does each virus particle change to become more resistant to it?

No—the particles themselves don't change. The resistant particles simply leave more offspring.

3. Does the drug stop the virus from copying itself inside the cell? Explain.

The drug binds to the enzyme that copies the genetic information of the virus inside the host cell.

Infection with the virus weakens the immune system of the patient over several years.

When the drug was first given to patients, virus populations dropped dramatically within weeks.

The drug works by binding to molecules that help the virus produce offspring inside a host cell.

Resistant particles leave more offspring than susceptible particles in the presence of the drug.
"""


def test_a_question_answered_yes_is_true_and_one_answered_no_is_false_one_unanswered_is_not_read():
    claims = answered_claims(sentences.units(sentences.normalize(WORKSHEET)))

    assert [(claim.statement, claim.true) for claim in claims] == [
        (
            "Resistant forms of the enzyme existed in the population before the treatment began.",
            True,
        ),
        (CHANGES, False),
    ]
    assert claims[1].answer == "No—the particles themselves don't change."


def test_what_the_key_answers_yes_is_asked_with_what_it_answers_no_as_a_false_choice():
    questions = [question for question in generate(WORKSHEET, count=3) if "statement" in question["question"]]

    assert questions, "an answer key gets a true-statement question"
    question = questions[0]
    assert question["correct_answer"] == (
        "Resistant forms of the enzyme existed in the population before the treatment began."
    )
    assert CHANGES in question["choices"]
    assert "the document answers “No—the particles themselves don't change.”" in question["explanation"]


def test_an_answer_to_one_of_two_questions_is_not_credited_to_either():
    text = (
        "Did the population grow in the first year? Did the population shrink in the second year?\n\n"
        "Yes—it shrank by half."
    )
    assert answered_claims(sentences.units(sentences.normalize(text))) == []


@pytest.mark.parametrize(
    "answer",
    [
        "No-one in the class expected the result.",  # a word, not an answer
        "No. 2 of the samples was lost.",
        "Yes, but only in a few patients.",  # a hedge: neither true nor false as the statement says
        "No, not always; it cures most patients.",
    ],
)
def test_what_is_no_plain_yes_or_no_does_not_settle_the_question(answer):
    text = f"Did resistant forms of the enzyme exist in the population?\n\n{answer}"
    assert answered_claims(sentences.units(sentences.normalize(text))) == []


def test_a_bare_no_is_quoted_with_the_sentence_that_says_why():
    text = "Did each particle change to resist the drug?\n\nNo. The particles themselves do not change."
    [claim] = answered_claims(sentences.units(sentences.normalize(text)))
    assert claim.answer == "No. The particles themselves do not change."


@pytest.mark.parametrize(
    ("question", "statement"),
    [
        ("Does the heart pump blood through the body?", "The heart pumps blood through the body."),
        ("Does mRNA carry the code to the ribosome?", "mRNA carries the code to the ribosome."),
    ],
)
def test_the_verb_of_two_in_a_row_is_the_one_more_often_a_verb_and_a_name_keeps_its_case(question, statement):
    assert as_statement(question) == statement


@pytest.mark.parametrize(
    "question",
    [
        "If so, does the mean beak size increase?",  # "so": what the question before says
        "Does the body store fat?",  # "store" or "fat": which is the verb?
        "Did the experiment support the hypothesis or not?",
        "Does your hypothesis explain the data?",
    ],
)
def test_a_question_leaning_on_another_or_of_two_readings_is_not_read(question):
    assert as_statement(question) is None


def test_a_question_from_an_answer_key_is_placed_where_the_document_answers_it():
    text = (
        "Bacteria divide every twenty minutes in a warm and rich medium.\n\n"
        "Do most bacteria in a colony share one ancestor?\n\n"
        "Yes—most of them do.\n\n"
        "Antibiotics kill most of the bacteria in a population within a few hours.\n\n"
        "Did resistant bacteria exist in the population before the treatment began?\n\n"
        "Yes—most of them do.\n\n"
        "The survivors then divide and pass their resistance on to their offspring."
    )
    normalized = sentences.normalize(text)
    placement = _Placement(normalized, sentences.split(text))
    first, second = answered_claims(sentences.units(normalized))

    # each answer is too short to be a sentence: its question goes after the sentence before its answer,
    # the second one's after the second question, though both answers read alike
    assert placement.sentence_before(first.answer, after=first.question).text.startswith("Bacteria divide")
    assert placement.sentence_before(second.answer, after=second.question).text.startswith("Antibiotics kill")
    assert placement.sentence_before("A line the document does not have.").source == ""
