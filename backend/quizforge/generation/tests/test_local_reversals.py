"""False statements made by turning a sentence round: a direction reversed, a cause swapped with its
effect, a firm statement negated; never where both versions could be true or the result reads wrong."""

import pytest

from quizforge.generation.providers.local import sentences
from quizforge.generation.providers.local.keys import document_keys
from quizforge.generation.providers.local.reversals import Phrase, reversals
from quizforge.generation.providers.local.selection import candidates
from quizforge.generation.tests.test_local_provider import generate


def turned(text: str, phrases: list[Phrase] | tuple[Phrase, ...] = ()) -> list[str]:
    return [reversal.applied(text) for reversal in reversals(text, phrases)]


@pytest.mark.parametrize(
    ("sentence", "false"),
    [
        (
            "Average biliverdin levels in this lizard species increased over time.",
            "Average biliverdin levels in this lizard species decreased over time.",
        ),
        (
            "When AZT was first administered, virus populations dropped dramatically.",
            "When AZT was first administered, virus populations rose dramatically.",
        ),
        (
            "Thicker osteoderms become more common in areas with predators.",
            "Thicker osteoderms become less common in areas with predators.",
        ),
        (
            "The resistant individuals leave more offspring than the others.",
            "The resistant individuals leave fewer offspring than the others.",
        ),
        ("The current loop must not touch the magnet.", "The current loop must touch the magnet."),
        ("The HIV particles themselves don't change.", "The HIV particles themselves change."),
        ("The balance does not measure the current.", "The balance measures the current."),
        ("The Senate shall choose its officers.", "The Senate shall not choose its officers."),
        (
            "Resistant particles can survive in the presence of AZT.",
            "Resistant particles cannot survive in the presence of AZT.",
        ),
    ],
)
def test_a_sentence_is_turned_round_into_a_fluent_false_statement(sentence, false):
    assert false in turned(sentence)


def test_a_cause_and_its_effect_change_places_when_both_are_whole_phrases():
    text = "Natural selection occurs when heritable variation leads to differential reproductive success."
    cause = text.index("heritable variation")
    effect = text.index("differential reproductive success")
    phrases = [
        Phrase(cause, cause + len("heritable variation"), plural=False),
        Phrase(effect, effect + len("differential reproductive success"), plural=False),
    ]
    assert (
        "Natural selection occurs when differential reproductive success leads to heritable variation."
        in turned(text, phrases)
    )
    # a modifier left outside the phrase would stay behind in the wrong place: no swap
    shifted = [Phrase(cause + 9, cause + len("heritable variation"), plural=False), phrases[1]]
    assert not any("leads to variation" in false for false in turned(text, shifted))


@pytest.mark.parametrize(
    "sentence",
    [
        "The drug may not work.",  # only possible: "may work" would be true as well
        "The weight is increased or decreased by the force.",  # says both ways already
        "This is sometimes called the rising-star hypothesis.",  # part of a compound
        "He made Judges dependent on his Will alone.",  # a noun, not the modal
        "They set the Day on which they shall give their Votes.",  # a detail inside a relative clause
        "We must, therefore, acquiesce.",  # no verb right after the modal
        "There are no more questions.",
    ],
)
def test_no_reversal_where_it_would_be_true_too_or_read_wrong(sentence):
    assert turned(sentence) == []


def test_an_article_that_would_no_longer_fit_keeps_the_sentence_as_it_is():
    assert "There was a decrease in cases." not in turned("There was an increase in cases.")


LAB_REPORT = """\
Enzyme activity in the leaf extract increased over time as the temperature rose to 37 degrees.
At higher temperatures, the enzyme loses its shape and the reaction becomes slower.
Catalase breaks hydrogen peroxide down into water and oxygen gas.
The rate of the reaction is measured by the height of the foam of oxygen bubbles.
Substrate concentration above a certain level does not change the rate of the reaction.
Each enzyme molecule binds one substrate molecule at its active site at a time.
Boiled extract shows no activity because the heat destroys the active site of the enzyme.
The control tube contains water instead of hydrogen peroxide and produces no foam.
Students repeat each measurement three times and record the mean height of the foam.
Potato extract produced more foam than carrot extract at every temperature tested.
The foam in the potato tubes rose higher than the foam in the carrot tubes.
Cold extract showed lower activity than extract kept at room temperature.
Adding more hydrogen peroxide increased the height of the foam until the enzyme was saturated.
Catalase protects cells because hydrogen peroxide would otherwise damage them.
"""


def test_a_true_statement_question_offers_sentences_turned_round_as_its_false_choices():
    questions = generate(LAB_REPORT, count=4)
    statements = [question for question in questions if "statement" in question["question"]]
    assert statements, "a text of findings gets a true-statement question"
    document = set(LAB_REPORT.splitlines())
    for question in statements:
        assert question["correct_answer"] in document
        for choice in question["choices"]:
            if choice != question["correct_answer"]:
                assert choice not in document  # false in the document's own words
                assert any(choice in turned(line) for line in document if line), choice


@pytest.mark.parametrize(
    "sentence",
    [
        "The other arm returns the current to an ammeter.",
        "We then partition these three groups of protégés by when they graduated.",
        "SJT – doesn’t mean if they’re likely to reject our recommendations we change them.",
        "The independent and dependent variables are worth 1 point.",
    ],
)
def test_a_sentence_that_leans_on_another_or_marks_a_rubric_is_not_asked(sentence):
    found = sentences.split(sentence + " Catalase breaks hydrogen peroxide down into water and oxygen gas.")
    asked = [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]
    assert asked == ["Catalase breaks hydrogen peroxide down into water and oxygen gas."]


def test_slide_items_joined_by_semicolons_are_not_asked():
    found = sentences.split(
        "Some assurance of identity; assertion-based identity authentication or policy-thin PKI.\n\n"
        "The Senate shall have the sole Power to try all Impeachments; no Person shall be convicted without"
        " two thirds of the Members present."
    )
    asked = [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]
    assert len(asked) == 1 and asked[0].startswith("The Senate shall have the sole Power")


@pytest.mark.parametrize(
    "sentence",
    [
        # a negation beside a contrasting clause reads as nonsense: "shall not be ..., but shall have no Vote"
        "The Vice President shall preside over the Senate, but shall have no Vote.",
        "Each State shall appoint Electors, except where the Congress directs otherwise.",
        # another negative word already in the sentence: "shall not preside: And no Person shall be ..."
        "The Chief Justice shall preside: And no Person shall be convicted without a vote.",
        # an identity denied or asserted reads as a riddle: "shall not be Commander in Chief"
        "The President shall be Commander in Chief of the Army.",
        "Mitochondria are not the site of photosynthesis.",
    ],
)
def test_no_negation_where_it_reads_as_nonsense_rather_than_as_the_opposite_rule(sentence):
    assert not [false for false in turned(sentence) if " not " in false or " not " in sentence]


@pytest.mark.parametrize(
    ("sentence", "false"),
    [
        (
            "Such persons shall be eligible to that office.",
            "Such persons shall not be eligible to that office.",
        ),
        (
            "We note that the age difference between parent and child is not preserved.",
            "We note that the age difference between parent and child is preserved.",
        ),
    ],
)
def test_a_property_is_still_negated(sentence, false):
    assert false in turned(sentence)
