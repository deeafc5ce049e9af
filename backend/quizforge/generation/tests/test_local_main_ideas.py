"""What the offline quiz asks first: what the document keeps coming back to, not a method's detail, a
side remark or a unit's set phrase."""

import pytest

from quizforge.generation.providers.local import sentences
from quizforge.generation.providers.local.centrality import centrality
from quizforge.generation.providers.local.distractors import distractors_for
from quizforge.generation.providers.local.keys import document_keys
from quizforge.generation.providers.local.selection import candidates, restated_later
from quizforge.generation.tests.local_helpers import blank_context, statement_texts
from quizforge.generation.tests.test_local_provider_corpus import document_text, questions_for

ENZYMES = """\
Enzymes are proteins that speed up chemical reactions in cells without being used up.
Each enzyme binds its substrate at an active site whose shape fits that substrate.
Heat changes the shape of the active site, so a boiled enzyme no longer binds its substrate.
The laboratory building was renovated in the spring and the new benches are made of oak.
An enzyme works fastest at its optimum temperature, and above it the active site loses its shape.
"""


def test_a_sentence_on_what_the_document_keeps_coming_back_to_is_more_central_than_a_side_remark():
    found = sentences.split(ENZYMES)
    scores = centrality(found)
    by_text = {sentence.text: scores[sentence.index] for sentence in found}
    side_remark = by_text[
        "The laboratory building was renovated in the spring and the new benches are made of oak."
    ]
    assert max(scores.values()) == 1.0
    assert all(side_remark < score for text, score in by_text.items() if "laboratory" not in text)


@pytest.mark.corpus
def test_a_papers_methods_section_is_not_asked(corpus_dir):
    path = corpus_dir / "good" / "two_column_nature_paper.pdf"
    text = document_text(path)
    methods = " ".join(text[text.index("METHODS SUMMARY") :].split())
    for question in questions_for(path):
        assert " ".join(question["source"].split()) not in methods, question


def test_no_blank_on_a_units_set_phrase():
    found = sentences.split(
        "Eddie is single and self employed, earning €120,000 per annum from his practice."
    )
    keys = [key.text for candidate in candidates(found, document_keys(found)) for _, key in candidate.keys]
    assert "annum" not in keys


MENTORING = """\
Mentors train protégés in the first years of their careers.
Protégés of busy mentors publish more papers than expected.
Mentors with many protégés publish in the best journals.
The study splits each group into terciles over three timescales.
Terciles of the data are compared over the timescales of the study.
"""


def test_terms_the_document_uses_alike_are_closest_as_wrong_answers():
    found = sentences.split(MENTORING)
    document = document_keys(found)
    assert document.used_alike("mentor", "protégé") > document.used_alike("mentor", "tercile")
    assert document.used_alike("mentor", "protégé") > document.used_alike("mentor", "timescale")


@pytest.mark.parametrize(
    "sentence",
    [
        "If the shape or composition of the target molecule changes, the drug fails.",
        "We have reminded them of the Circumstances of our Emigration and Settlement here.",
        "The data are consistent with the hypothesis that natural selection favored resistant particles.",
        "When AZT was first given to HIV-infected patients, virus populations dropped dramatically.",
    ],
)
def test_no_blank_on_a_word_its_neighbours_give_away(sentence):
    """'shape or ______', '______ and Settlement', 'the ______ that ...', 'HIV-infected ______'."""
    found = sentences.split(sentence)
    keys = [key.text for candidate in candidates(found, document_keys(found)) for _, key in candidate.keys]
    assert not {"composition", "shape", "Emigration", "Settlement", "hypothesis", "patients"} & set(keys)


def test_a_sentence_opening_with_he_or_they_is_asked_with_the_name_of_the_person_before():
    found = sentences.split(
        "Patrick is single and works as a waiter in a hotel in Cork. He will gain €970 from the Budget in"
        " income tax changes.\n\nAnnemarie and Keith are a retired couple living in Galway. They will gain"
        " €1,762 from the Budget in income tax changes.\n\nThe Senate shall choose its officers. They shall"
        " meet once a year."
    )
    asked = [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]
    assert "Patrick will gain €970 from the Budget in income tax changes." in asked
    assert "Annemarie and Keith will gain €1,762 from the Budget in income tax changes." in asked
    assert not any(text.startswith(("They", "The Senate shall meet")) for text in asked), asked


def test_a_he_or_she_the_sentence_does_not_name_is_not_asked():
    found = sentences.split(
        "Mary retired from the civil service in 2004.\n\n"
        "As well as gaining €90 from child benefit increases, he will also receive the early childcare"
        " supplement.\n\nHe has refused his Assent to Laws, the most wholesome and necessary for the public"
        " Good.\n\nThe President shall, at stated Times, receive for his Services a Compensation.\n\n"
        "Each Senator shall have one Vote, and he may be re-elected once.\n\n"
        "The increase in the Health Levy threshold means that she will gain €899 from the Budget.\n\n"
        "As well as gaining €180 from child benefit increases, they will also receive a supplement.\n\n"
        "When cells divide, they copy every chromosome before the nucleus splits."
    )
    asked = [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]

    assert not any(text.startswith(("As well as", "He has", "The increase")) for text in asked), asked
    assert any(text.startswith("The President shall") for text in asked), asked
    assert any(text.startswith("Each Senator") for text in asked), asked
    assert any(text.startswith("When cells divide") for text in asked), asked


def test_a_persons_circumstances_in_a_case_are_not_asked_as_gap_fills():
    """Which of the case's people works in the home, or how old a child is, tests nothing of the budget."""
    found = sentences.split(
        "Aoife works in the home and Liam is employed as a credit controller earning €43,000.\n\n"
        "Jack is 4 years old and Ciara is 8 years old.\n\n"
        "Mary is also in receipt of a widow's contributory pension of €10,052.\n\n"
        "Liam will gain €1,330 from the Budget in income tax and levy changes."
    )
    asked = [candidate.text for candidate in candidates(found, document_keys(found))]

    assert asked == ["Liam will gain €1,330 from the Budget in income tax and levy changes."]


def test_a_count_the_rule_sets_is_asked_first():
    found = sentences.split(
        "The Senate of the United States shall be composed of two Senators from each State, chosen by the"
        " Legislature thereof, for six Years; and each Senator shall have one Vote.\n\nEach House shall keep"
        " a Journal of its Proceedings.\n\nNo Bill shall become a Law without a Vote of each House."
    )
    senate = next(
        candidate for candidate in candidates(found, document_keys(found)) if candidate.sentence.index == 0
    )

    assert senate.keys[0][1].text in ("two", "six"), senate.keys


def test_these_things_the_sentence_itself_goes_on_to_name_need_no_sentence_before():
    found = sentences.split(
        "We hold these Truths to be self-evident, that all Men are created equal, that they are endowed by"
        " their Creator with certain unalienable Rights.\n\nThese Truths are often quoted in schools."
    )
    asked = [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]

    assert asked == [found[0].text]


@pytest.mark.parametrize(
    "sentence",
    [
        "Several factors limit the rate of photosynthesis.",
        "The green pigment chlorophyll, found in the thylakoid membranes, absorbs red and blue light.",
        "Students repeat each measurement three times and record the mean height of the foam.",
    ],
)
def test_a_statement_whose_verb_is_also_a_noun_is_still_a_statement(sentence):
    found = sentences.split(sentence)
    assert [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)] == [
        sentence
    ]


def test_a_line_of_nouns_is_not_a_statement():
    found = sentences.split(
        "Combination of two longstanding projects under one new program model, communities sector."
    )
    assert candidates(found, document_keys(found), min_score=0.0) == []


def test_a_term_of_no_known_kind_gets_only_wrong_answers_the_document_uses_alike():
    text = MENTORING + "Protégés of many mentors win prizes in their careers.\n"
    found = sentences.split(text)
    document = document_keys(found)
    wrong: set[str] = set()
    for sentence in found:
        for key in document.by_sentence[sentence.index]:
            if key.lemma == "protégé" and key.noun_class is None:
                context = blank_context(sentence.text, key, text)
                wrong.update(text.lower() for text in distractors_for(key, context, document))
    assert not {"terciles", "timescales", "tercile", "timescale"} & wrong


def test_an_amount_gets_amounts_in_its_currency_as_wrong_answers_and_a_comma_is_no_digit():
    text = (
        "Mary is a widow aged 69, with a pension of €15,000 from her late husband's employment.\n\n"
        "Eddie is single and self employed, earning €120,000 and paying €43,360 in tax in the year.\n\n"
        "Patrick is 23 years old and earns €17,542 in a year of full-time work in a hotel."
    )
    found = sentences.split(text)
    document = document_keys(found)
    keys = [key for sentence in found for key in document.by_sentence[sentence.index]]
    assert not any(key.text.endswith(",") for key in keys)
    pension = next(key for key in keys if key.text == "15,000")
    wrong = distractors_for(pension, blank_context(found[0].text, pension, text, seed=3), document)
    assert "17,542" in wrong  # another amount in euros of the document
    assert not {"69", "23"} & set(wrong)  # never an age


def test_a_figure_a_later_sentence_corrects_is_asked_in_its_later_wording():
    found = sentences.split(
        "The committee shall consist of twelve members chosen by the club every year.\n\n"
        "Each House shall keep a Journal of its Proceedings.\n\n"
        "The committee shall consist of nine members chosen by the club every year."
    )

    assert restated_later(found) == {0}


def test_a_rule_the_document_restates_later_is_asked_in_its_later_wording():
    """An amendment's new wording of an article is the rule in force."""
    asked = statement_texts(
        "The Senate of the United States shall be composed of two Senators from each State, chosen by the"
        " Legislature thereof, for six Years.\n\nEach House shall keep a Journal of its Proceedings.\n\n"
        "The Senate of the United States shall be composed of two Senators from each State, elected by the"
        " people thereof, for six years."
    )

    assert not any("chosen by the Legislature" in text for text in asked), asked
    assert any("elected by the people" in text for text in asked), asked


def test_a_sentence_with_a_slip_of_the_pen_is_not_copied_into_a_question():
    asked = statement_texts(
        "Electrons in a conducting wire lose energy through repeated colisions with the metallic ions.\n\n"
        "Thinner osteoderms become more common where predators are rare, and biliverdin levels rise.\n\n"
        "The force on the wire is greatest when the wire is perpendicular to the magnetic field."
    )

    assert not any("colisions" in text for text in asked), asked
    assert any("osteoderms" in text for text in asked), asked  # a rare word, no slip of a common one


def test_a_rule_opening_with_no_is_a_statement_but_an_answers_no_is_not():
    asked = statement_texts(
        "No Person shall be a Senator who shall not have attained to the Age of thirty Years.\n\n"
        "No, the enzyme loses its shape when the water boils.\n\n"
        "No it is not possible to see the cells without a microscope.\n\n"
        "No State shall enter into any Treaty with a foreign Power."
    )

    assert any(text.startswith("No Person shall") for text in asked), asked
    assert not any(text.startswith(("No,", "No it")) for text in asked), asked


def test_two_rules_of_one_pattern_with_their_own_counts_are_two_rules_and_each_asks_its_count():
    found = sentences.split(
        "No Person shall be a Representative who shall not have attained to the Age of twenty five Years,"
        " and been seven Years a Citizen of the United States, and who shall not, when elected, be an"
        " Inhabitant of that State in which he shall be chosen.\n\n"
        "No Person shall be a Senator who shall not have attained to the Age of thirty Years, and been nine"
        " Years a Citizen of the United States, and who shall not, when elected, be an Inhabitant of that"
        " State for which he shall be chosen.\n\n"
        "When the President is tried, the Chief Justice shall preside: And no Person shall be convicted"
        " without the Concurrence of two thirds of the Members present."
    )
    asked = {
        candidate.sentence.index: candidate.keys[0][1].text
        for candidate in candidates(found, document_keys(found))
    }

    assert asked == {0: "twenty five", 1: "thirty", 2: "two thirds"}


def test_they_before_the_sentence_names_anything_leans_on_the_sentence_before():
    asked = statement_texts(
        "Immediately after they shall be assembled in Consequence of the first Election, they shall be"
        " divided as equally as may be into three Classes.\n\n"
        "When cells divide, they copy every chromosome before the nucleus splits.\n\n"
        "Despite their small size, mitochondria make most of the energy a cell uses."
    )

    assert not any(text.startswith("Immediately") for text in asked), asked
    assert any(text.startswith("When cells divide") for text in asked), asked
    assert any(text.startswith("Despite their small size") for text in asked), asked  # "their" looks ahead
