"""Gap-fill questions a strict teacher keeps: the blank on a word that carries the sentence's point, not on
the document's set wording, and wrong answers of the key's own narrow kind."""

import re
from dataclasses import replace

import pytest

from quizforge.generation.providers.local import sentences, wordnet
from quizforge.generation.providers.local.distractors import candidate_distractors, distractors_for, same_form
from quizforge.generation.providers.local.keys import Key, KeyKind, document_keys
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.run_ons import RunOnCheck
from quizforge.generation.providers.local.selection import _heads_an_of_phrase, candidates
from quizforge.generation.providers.local.stems import stem_for
from quizforge.generation.tests.local_helpers import blank_context
from quizforge.generation.tests.test_local_provider_corpus import questions_for


def wrong_answers_in_first_sentence(text: str, lemma: str) -> list[str]:
    """The wrong answers found for the key `lemma` of the text's first sentence (asked only with three)."""
    found = sentences.split(text)
    document = document_keys(found)
    candidates(found, document)  # marks the sentences that state something
    key = next(key for key in document.by_sentence[found[0].index] if key.lemma == lemma)
    return candidate_distractors(key, blank_context(found[0].text, key, text), document)


def blankable(text: str) -> dict[str, set[str]]:
    """Each sentence that would be asked as a gap-fill, with the words its blank could take."""
    found = sentences.split(text)
    document = document_keys(found)
    asked = candidates(found, document)
    return {candidate.text: {key.text for _, key in candidate.keys} for candidate in asked}


def blanks_of(text: str, sentence_start: str) -> set[str]:
    asked = blankable(text)
    return next((keys for sentence, keys in asked.items() if sentence.startswith(sentence_start)), set())


GRIEVANCES = """\
The King refused his Assent to Laws, the most wholesome and necessary for the public good.
The King obstructed the Administration of Justice by refusing his Assent to Laws for Judiciary Powers.
The King dissolved Representative Houses repeatedly, for opposing his invasions on the rights of the people.
The King kept among us, in times of peace, Standing Armies without the Consent of our legislatures.
"""


def test_a_word_the_document_always_writes_in_the_same_wording_is_not_blanked():
    # "refusing his ______ to Laws": the document's set wording gives the word away
    blanks = blanks_of(GRIEVANCES, "The King obstructed")
    assert blanks, "the sentence keeps its other words to ask"
    assert "Assent" not in blanks


MENTORS = """\
Mentors and protégés choose each other early in a mathematician's career.
The fecundity of mentors and protégés is correlated across generations of mathematicians.
A perception of early brilliance may influence how mentors and protégés choose each other.
Protégés of prolific mentors go on to train many students of their own.
"""


def test_one_half_of_a_pair_the_document_always_names_together_is_not_blanked():
    for sentence, keys in blankable(MENTORS).items():
        if "mentors and protégés" in sentence:
            assert "mentors" not in {key.lower() for key in keys}, sentence


ARTICLE = """\
The Privilege of the Writ of Habeas Corpus shall not be suspended, unless in Cases of Rebellion.
The Congress shall assemble at least once in every Year, on the first Monday in December.
The Senate shall chuse a President pro tempore, in the Absence of the Vice President.
Senators shall in all Cases except Treason be privileged from Arrest, a Privilege that protects them.
No State shall make any Law which shall abridge the Privileges or Immunities of Citizens.
"""


def test_an_abstract_noun_whose_of_phrase_carries_the_point_is_not_blanked():
    # "The ______ of the Writ of Habeas Corpus": the rule (not suspended) stays in the stem
    assert "Privilege" not in blanks_of(ARTICLE, "The Privilege")


REMINDERS = """\
Settlers crossed the ocean under hard circumstances in which many of them died on the voyage.
Colonial assemblies met under difficult circumstances and passed laws for trade and defence.
The colonial assembly of Virginia passed a law that taxed imported tobacco.
"""


def test_a_generic_noun_is_not_blanked():
    for keys in blankable(REMINDERS).values():
        assert not {key.lower() for key in keys} & {"circumstances", "circumstance"}


CHARTER = """\
This Constitution shall be the supreme Law of the Land.
The Senators and Representatives shall be bound by Oath to support this Constitution.
No religious Test shall ever be required as a Qualification to any Office under this Constitution.
The ratification of nine States shall be sufficient for the establishment of this Constitution.
The Congress may propose Amendments to the Constitution whenever two thirds of both Houses deem it necessary.
"""


def test_the_documents_own_name_for_itself_is_not_blanked():
    # "Amendments to the ______": the document calls itself "this Constitution" throughout
    assert "Constitution" not in blanks_of(CHARTER, "The Congress may propose")


IMPORTANCE = """\
The role of mentorship in protégé performance is a matter of importance to academic organizations.
The importance of mentorship grows with the fecundity of the mentor.
Its importance for protégés is seen in the careers they go on to have.
Mentorship fecundity is the number of protégés that a mentor trains during a career.
Mentors with high fecundity train protégés that themselves go on to train many protégés.
"""


def test_a_word_an_idiom_asks_for_is_not_blanked():
    assert "importance" not in blanks_of(IMPORTANCE, "The role of mentorship")


REMARK = """\
Young mathematicians without mentors publish fewer papers in risky affairs of research.
Mentors with high fecundity train protégés that themselves go on to train many protégés.
Mentorship fecundity is correlated with the number of publications of a mathematician.
"""


def test_a_one_off_adjective_and_noun_is_not_taken_for_a_term():
    blanks = blanks_of(REMARK, "Young mathematicians")
    assert blanks, "the sentence is asked, with another blank"
    assert "risky affairs" not in blanks


PAPER = """\
We focus here on the 7,259 mathematicians who graduated before 1960, as their records are reliable.
We find that protégés of mentors with low fecundity have fecundities 37% higher than expected.
Mentorship fecundity is correlated with the number of publications of a mathematician.
"""


def test_what_the_authors_did_is_not_asked_but_what_they_found_is():
    asked = blankable(PAPER)
    assert not any(sentence.startswith("We focus here") for sentence in asked)
    assert any(sentence.startswith("We find that") for sentence in asked)
    # nor is it a choice of a "Which statement is true?" question: turned false, a method detail
    # ("... because their record is the least reliable") tests how the study was run, not what it found
    found = sentences.split(PAPER)
    statements = candidates(found, document_keys(found), min_score=0.0)
    assert not any(candidate.text.startswith("We focus here") for candidate in statements)
    assert any(candidate.text.startswith("We find that") for candidate in statements)


def test_nouns_of_one_narrow_kind_are_close_kin_and_nouns_that_only_share_a_broad_class_are_not():
    assert wordnet.close_kin("congress", "senate")  # legislatures
    assert wordnet.close_kin("congress", "court")  # assemblies
    assert wordnet.close_kin("citizen", "elector")
    assert not wordnet.close_kin("congress", "navy")  # both groups, of people, nothing more
    assert not wordnet.close_kin("legislature", "army")
    assert not wordnet.close_kin("citizen", "commander")  # both persons: hundreds of kinds of person
    # "elector" is a voter, not the German prince WordNet spells with a capital
    assert not wordnet.close_kin("elector", "chief")


POWERS = """\
The Congress shall have Power to lay and collect Taxes, Duties, Imposts and Excises.
The Congress shall have Power to raise and support Armies, and to provide and maintain a Navy.
The Congress shall have Power to provide for calling forth the Militia to execute the Laws of the Union.
The Army and the Navy shall be governed by Rules that the Congress makes for the Army and the Navy.
The Militia of the several States shall be trained according to the discipline prescribed by the Congress.
The Army shall have no appropriation of money for a longer term than two years, and the Navy neither.
The Senate shall have the sole Power to try all Impeachments.
The judicial Power shall be vested in one supreme Court and in such inferior Courts as the Congress makes.
The House of Representatives shall chuse their Speaker and other Officers.
"""


def test_wrong_answers_for_an_institution_are_institutions_of_its_kind_before_other_groups():
    wrong = wrong_answers_in_first_sentence(POWERS, "congress")
    # the Army, the Navy and the Militia come up more often, but only the Senate is a legislature
    assert wrong[0] == "Senate", wrong


def test_nouns_for_nearly_the_same_act_are_near_synonyms_and_opposites_are_not():
    assert wordnet.near_synonyms("assent", "consent")  # to assent is to agree, a way to consent
    assert not wordnet.near_synonyms("increase", "decrease")
    assert not wordnet.near_synonyms("congress", "senate")


WARRANTS = """\
The Governor refused his Assent to the Laws passed by the Assembly of the Colony.
The Governor kept Standing Armies in the Colony without the Consent of the Assembly.
The Governor raised Taxes on the Colony without the Consent of the Assembly.
The Governor quartered Troops in the Colony without the Consent of the Assembly.
The Governor dissolved the Assembly when it opposed his Orders.
"""


def test_a_near_synonym_of_the_key_is_not_a_wrong_answer():
    # "refused his ______ to the Laws": "Consent" would be right as well
    wrong = wrong_answers_in_first_sentence(WARRANTS, "assent")
    assert wrong, "something else the Governor may give or refuse is offered"
    assert "Consent" not in wrong


def test_a_definition_the_authors_give_is_still_asked():
    text = PAPER + "We define mentorship fecundity as the number of protégés a mentor trains in a career.\n"
    assert any(sentence.startswith("We define") for sentence in blankable(text))


DECK = """\
Shared meaning between source and audience raises the potential for persuasion.
Good communication helps evaluators present findings to clients.
Good communication is planned for each stage of an evaluation.
Repetition of a message helps an audience remember its argument.
An argument built on evidence moves an audience more than repetition does.
Recommendations follow from the findings of an evaluation.
"""


def test_a_wrong_answer_that_names_the_keys_own_kind_is_not_offered():
    # persuasion is a kind of communication: "the potential for good communication" would be right too
    wrong = wrong_answers_in_first_sentence(DECK, "persuasion")
    assert wrong, "other things of the deck are offered"
    assert "good communication" not in wrong


COLUMNS = """\
Although the extent to which findings extend to other domains may vary, we trust that the kind of analysis.
Mentorship fecundity is correlated with the number of publications in other domains.
Mentors with high fecundity train protégés that themselves go on to train many protégés.
"""


def test_a_sentence_cut_off_after_that_and_a_noun_is_not_asked():
    # a column break: "we are confident that the kind of analysis [presented here ... can be applied]"
    assert not any(sentence.startswith("Although the extent") for sentence in blankable(COLUMNS))
    assert any(sentence.startswith("Mentorship fecundity") for sentence in blankable(COLUMNS))


def test_an_institution_gets_no_wrong_answers_of_another_kind_of_group():
    # with the Senate out of the question, only the Army, the Navy and the Militia are left: no quiz
    # offers them as bodies that could make laws
    text = POWERS.replace("The Senate shall have the sole Power to try all Impeachments.\n", "")
    wrong = wrong_answers_in_first_sentence(text, "congress")
    assert not {"Army", "Navy", "Militia"} & set(wrong), wrong


def test_the_keys_word_without_its_prefix_is_not_a_wrong_answer():
    text = (
        "Judgment in Cases of Impeachment extends to removal and disqualification to hold Office.\n"
        "The Senate shall judge the qualification of each of its Members.\n"
        "No qualification of an Elector shall depend on the payment of any tax.\n"
        "The privilege of the Members protects them from arrest during the Session.\n"
        "The jurisdiction of the Court extends to all Cases under the Laws.\n"
    )
    wrong = wrong_answers_in_first_sentence(text, "disqualification")
    assert wrong, "other things the document names are offered"
    assert "qualification" not in wrong  # "disqualification" would be guessed as the odd one out


ELECTORS = """\
The Electors in each State shall have the Qualifications requisite for Electors of the State Legislature.
The Electors shall meet in their respective States and vote by Ballot for President.
The Congress may determine the Time of chusing the Electors, and the Day on which they shall give their Votes.
"""


def test_a_word_the_stem_shows_elsewhere_is_not_blanked():
    # "The ______ in each State shall have the Qualifications requisite for Electors"
    assert "Electors" not in blanks_of(ELECTORS, "The Electors in each State")


@pytest.mark.corpus
def test_what_a_rule_always_grants_after_shall_have_is_not_blanked(corpus_dir):
    # "The President shall have ______ to fill up all Vacancies": whoever the rule names, the Constitution
    # writes "shall have Power"
    for question in questions_for(corpus_dir / "good" / "us_constitution.txt", count=20):
        assert "shall have ______" not in question["question"], question["question"]


@pytest.mark.corpus
@pytest.mark.parametrize("name", ["declaration_of_independence.txt", "two_column_nature_paper.pdf"])
def test_a_term_blank_is_asked_only_with_three_wrong_answers_of_its_form(corpus_dir, name):
    # "without the consent of our ______" with only "Towns" and "Swarms", "The role of mentorship in ______"
    # with "age difference", "mentorship record" and a one-word choice that was dropped: not asked
    for question in questions_for(corpus_dir / "good" / name):
        if "______" in question["question"]:
            assert len(question["choices"]) == 4, question


ASIDES = """\
Mentors with low fecundities train protégés that go on to have fecundities 37% higher than expected.
Perhaps mentors, who ultimately have high fecundities, spend fewer and fewer resources training each \
of their protégés as their careers progress.
As data for other disciplines becomes available, it will be important to determine whether temporal \
correlations in fecundity are a general consequence of mentorship.
The validity of the rising-star hypothesis has yet to be explored by studies of entire mentoring careers.
Random networks for each ensemble are generated by attempting 100 switches per link.
"""


@pytest.mark.parametrize(
    "sentence_start", ["Perhaps mentors", "As data for other", "The validity of", "Random networks"]
)
def test_a_guess_an_open_question_or_a_method_detail_is_not_asked(sentence_start):
    asked = blankable(ASIDES)
    assert any(sentence.startswith("Mentors with low") for sentence in asked), "the finding is asked"
    assert not any(sentence.startswith(sentence_start) for sentence in asked), asked


GRIEVANCE_WORDS = """\
He has kept among us Standing Armies without the consent of our Legislatures.
He has erected a Multitude of new Offices, and sent hither Swarms of Officers to harass our People.
He has dissolved Representative Houses repeatedly, and called together Legislatures at unusual places.
He has obstructed the Administration of Justice by refusing his Assent to the Laws of the Courts.
The Assemblies of the Colonies and the Councils of the Towns petitioned for Redress.
Our Legislatures, Assemblies, Councils and Courts have warned them from time to time.
"""


def test_a_word_the_document_only_writes_before_of_is_no_wrong_answer_without_one():
    # "sent hither Swarms of Officers": "without the consent of our Swarms" is nonsense
    wrong = wrong_answers_in_first_sentence(GRIEVANCE_WORDS, "legislature")
    assert wrong, "other bodies of the document are offered"
    assert not {"Swarms", "Multitudes"} & set(wrong), wrong


@pytest.mark.corpus
def test_a_wrong_answer_built_on_a_word_of_the_sentence_is_not_offered(corpus_dir):
    # "We demonstrate that ______ among academic mathematicians is correlated with ...": not "correlation"
    for question in questions_for(corpus_dir / "good" / "two_column_nature_paper.pdf"):
        if "______" not in question["question"]:
            continue
        stems = {word[:6] for word in words_of(question["question"]) if len(word) > 6}
        for choice in question["choices"]:
            if choice != question["correct_answer"]:
                assert words_of(choice)[-1][:6] not in stems, question


RISKY = """\
Protégés mimic their mentors' career choices and acquire their mentorship skills over many years.
Mentors weigh notoriously complicated and risky affairs before taking on protégés.
Mentorship skills, scientific knowledge and research methods pass from mentors to protégés.
Scientific knowledge and research methods grow with the mentorship skills of protégés.
"""


def test_a_loose_phrase_the_document_says_once_is_no_wrong_answer():
    wrong = wrong_answers_in_first_sentence(RISKY, "mentorship skill")
    assert wrong, "other things mentors pass on are offered"
    assert "risky affairs" not in wrong, wrong


OWNERS = """\
Mentorship records provide the best data for the study of performance throughout a mathematician's career.
Fecundity among academic mathematicians is correlated with other measures of academic success.
Each career spans many decades of teaching and research, and a long career trains more protégés.
The length of a career and the stage of a career shape fecundity more than the field of research.
"""


def test_an_everyday_word_right_after_its_owner_is_not_blanked():
    # "throughout a mathematician's ______": a mathematician has a career; the point is elsewhere
    blanks = blanks_of(OWNERS, "Mentorship records provide")
    assert "mentorship records" in blanks, "the sentence's own terms are still asked"
    assert "career" not in blanks


CLIENTS = """\
Communication is important to our clients.
Clear communication of findings helps clients act on the recommendations of an evaluation.
Clients expect communication that fits their context, their decisions and their budget cycle.
Good communication of findings builds trust between evaluators and their clients over many years.
"""


def test_a_stem_too_thin_to_have_one_answer_is_not_asked():
    # "______ is important to our clients": "context" or "trust" would do as well
    assert not blanks_of(CLIENTS, "Communication is important")
    assert blanks_of(CLIENTS, "Clear communication of findings"), "a sentence with its point around the blank"


CULTURE = """\
Some signs of organisational culture are observable: values, basic assumptions, decision-making style.
Organisational members typically articulate their values when they describe the culture of the organisation.
The culture of an organisation shapes its values, its assumptions and its decision-making style over time.
Observable signs of culture help evaluators understand the assumptions behind a client's decisions.
"""


@pytest.mark.parametrize(
    ("sentence_start", "item"),
    [
        ("Some signs of organisational culture", "basic assumptions"),
        ("Some signs of organisational culture", "decision-making style"),
        ("The culture of an organisation", "decision-making style"),
    ],
)
def test_one_item_of_a_list_is_not_blanked(sentence_start, item):
    # "observable: ______, basic assumptions, decision-making style": "traits" fits as well
    # (a sentence whose every blank is a list item is not asked at all)
    blanks = blanks_of(CULTURE, sentence_start)
    assert item not in blanks, blanks


def test_the_common_noun_a_document_is_about_is_not_the_key(corpus_dir):
    # the deck "How effective communication can help evaluation achieve influence":
    # "If ______ isn't useful, eventually organisations will stop asking for it." asks for "evaluation"
    questions = questions_for(corpus_dir / "good" / "evaluation_communication_tables.pptx")
    assert questions
    answers = {question["correct_answer"].lower() for question in questions}
    assert not answers & {"evaluation", "communication"}, answers


UNITS = """\
The SI unit for the magnetic field is the tesla.
The force is at its maximum when the wire is perpendicular to the magnetic field.
Another common magnetic field unit is the gauss, often used for the field of the Earth.
The current through the loop is read in amps from the ammeter beside the power supply.
"""


def test_a_unit_gets_only_units_as_wrong_answers():
    wrong = wrong_answers_in_first_sentence(UNITS, "tesla")

    assert len(wrong) >= 2, wrong
    assert all(wordnet.is_unit(choice) for choice in wrong), wrong
    assert not wordnet.is_unit("gamma")  # a letter of the alphabet first


def test_a_quantitys_symbol_and_a_closing_formula_are_left_out_of_the_sentence():
    found = sentences.split(
        "The SI unit for the magnetic field, B, is the tesla (T) which has the units of N/A·m.\n\n"
        "Another common magnetic field unit is the gauss (G); 1 G = 10-4 T.\n\n"
        "Note that the force is at its maximum when the wire is perpendicular, θ=90°, to the magnetic field."
    )

    assert [sentence.text for sentence in found] == [
        "The SI unit for the magnetic field is the tesla.",
        "Another common magnetic field unit is the gauss.",
        "Note that the force is at its maximum when the wire is perpendicular to the magnetic field.",
    ]
    # a list of variables is no quantity's name and symbol
    assert sentences.clean("The vectors u, v, w are linearly independent.") == (
        "The vectors u, v, w are linearly independent."
    )
    asked = blankable("\n\n".join(sentence.text for sentence in found))
    assert "The force is at its maximum when the wire is perpendicular to the magnetic field." in asked


def test_a_description_of_a_drawing_is_not_asked():
    assert (
        blankable(
            "The front view of the current loop shows a thick foil wire connected to the base unit's arms."
        )
        == {}
    )


def test_a_capitalised_title_after_called_is_no_seam_between_two_slide_lines():
    texts = [
        "Around 300BC, the Greek mathematician Euclid wrote a set of 13 books called Elements.",
        "Marketing strategies improve communication skills Variables potentially related to persuasion.",
        "The five postulates are geometric, while the common notions have a logical base.",
        "All the results of plane geometry can be proved from the postulates and a few definitions.",
        "The whole is greater than the part, and things equal to the same thing are equal to each other.",
    ]
    check = RunOnCheck(texts)

    assert not check.runs_on(texts[0])
    assert check.runs_on(texts[1])


FINDINGS = """\
We also find that the average fecundity of mentors remains stable over 60 years of recorded mentorship.
Mentorship fecundity is correlated with the number of publications of a mathematician.
Random networks for each ensemble are generated by attempting 100 switches per link.
The fecundity of a mentor is the number of protégés the mentor trains over 45 years of a career.
We next test whether protégés mimic the mentorship fecundity of their mentors.
The benefits of mentorship underscore the importance of understanding how mentors were trained.
"""


def test_a_finding_the_authors_report_is_asked_by_its_figure():
    """'We also find that ... remains stable over ______ years': the figure is the finding, the
    paper's central term ('average fecundity') only what it is about."""
    found = sentences.split(FINDINGS)
    asked = candidates(found, document_keys(found))
    stable = next(candidate for candidate in asked if "remains stable" in candidate.text)

    assert stable.keys[0][1].text == "60"


def test_a_number_the_document_gives_of_other_things_is_no_wrong_answer_for_a_count():
    found = sentences.split(FINDINGS)
    document = document_keys(found)
    candidates(found, document)
    key = next(key for key in document.by_sentence[found[0].index] if key.text == "60")
    wrong = candidate_distractors(key, blank_context(found[0].text, key, FINDINGS), document)

    assert "100" not in wrong  # switches per link
    assert "45" in wrong  # years, as the key counts


def test_a_step_of_the_study_is_not_asked():
    assert not any(sentence.startswith("We next test") for sentence in blankable(FINDINGS))


def test_a_noun_mostly_of_an_abstract_kind_before_its_of_phrase_is_not_blanked_whatever_sense_fits():
    """'The ______ of mentorship underscore ...': the context may suggest 'benefit' as a charity event
    (communication); its usual sense is abstract, and the "of" phrase carries the point."""
    text = "The benefits of mentorship underscore the importance of understanding how mentors were trained."
    key = Key(KeyKind.TERM, "benefits", 4, 12, "benefit", plural=True, noun_class="communication")

    assert _heads_an_of_phrase(key, text)


def test_the_other_name_the_document_gives_a_thing_in_brackets_is_no_wrong_answer(corpus_dir):
    """The lab sheet writes "a thick (foil) wire" and "horizontal foil (wire)": one thing, two names."""
    found = sentences.split(
        "Measure the length of its horizontal foil (wire) and record this value.\n\n"
        "A Postulate (Axiom) is a statement that we accept as true without justification."
    )
    assert document_keys(found).alike_named("wires", "foil")
    assert document_keys(found).alike_named("axiom", "postulates")

    questions = questions_for(corpus_dir / "good" / "physics_lab_force_on_current.doc")
    wire_questions = [question for question in questions if question["correct_answer"] == "wire"]
    assert wire_questions
    assert all("foil" not in question["choices"] for question in wire_questions)


def test_a_word_in_quotation_marks_is_not_blanked(corpus_dir):
    """'The apparent "______" of the magnet assembly': the quotes mark the set phrase "apparent weight"."""
    questions = questions_for(corpus_dir / "good" / "physics_lab_force_on_current.doc")

    assert questions
    assert not any(re.search(r"[\"\u201c']______[\"\u201d']", question["question"]) for question in questions)


def test_another_that_the_sentence_does_not_name_leans_on_the_slide():
    """'The 5th postulate is equivalent to another that is simpler to state': which one, it never says."""
    text = (
        "The 5th postulate is equivalent to another that is simpler to state.\n\n"
        "Playfair's parallel postulate is equivalent to the 5th postulate and simpler to state.\n\n"
        "Euclid listed five common notions and five postulates from which everything else follows."
    )

    found = sentences.split(text)
    asked = [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]

    assert not any("equivalent to another" in sentence for sentence in asked), asked
    assert any("equivalent to the 5th postulate" in sentence for sentence in asked), asked


def test_the_occasion_of_a_rule_is_not_blanked():
    """'Whenever there is a ______ in the office of the Vice President, the President shall nominate ...'"""
    text = (
        "Whenever there is a vacancy in the office of the Vice President, the President shall nominate a"
        " Vice President who shall take office upon confirmation by a majority vote of both Houses.\n"
        "A vacancy in the Senate is filled by a writ of election from the executive of the State.\n"
        "The President shall nominate judges of the Supreme Court with the advice of the Senate.\n"
    )

    assert "vacancy" not in blanks_of(text, "Whenever there is")


def test_a_sentence_that_follows_on_from_an_event_before_it_is_not_asked():
    text = (
        "Thereupon Congress shall decide the issue, assembling within forty-eight hours for that purpose.\n"
        "Congress shall assemble at least once in every year, and such meeting shall be on the third day.\n"
    )
    found = sentences.split(text)
    asked = [candidate.text for candidate in candidates(found, document_keys(found), min_score=0.0)]

    assert not any(sentence.startswith("Thereupon") for sentence in asked), asked


AGES = (
    "No Person shall be a Representative who shall not have attained to the Age of twenty five Years.\n\n"
    "No Person shall be a Senator who shall not have attained to the Age of thirty Years.\n\n"
    "The voting age of citizens, who are eighteen years of age or older, shall not be denied."
)


def test_a_number_in_words_gets_numbers_in_words_however_many_words_they_take():
    found = sentences.split(AGES)
    document = document_keys(found)
    key = next(key for key in document.by_sentence[found[0].index] if key.text == "twenty five")
    wrong = distractors_for(key, blank_context(found[0].text, key, AGES), document)

    assert {"thirty", "eighteen"} <= set(wrong), wrong
    assert same_form("twenty five", "thirty") and not same_form("twenty five", "Senate")


def test_a_number_in_words_another_question_asks_for_is_no_wrong_answer():
    found = sentences.split(AGES)
    document = document_keys(found)
    key = next(key for key in document.by_sentence[found[0].index] if key.text == "twenty five")
    context = replace(blank_context(found[0].text, key, AGES), taken_figures=frozenset({"thirty"}))
    wrong = distractors_for(key, context, document)

    assert "thirty" not in wrong and len(wrong) == 3, wrong


def test_a_glossary_term_gets_wrong_answers_of_the_kind_its_line_names_never_its_headings_alias(corpus_dir):
    """ "Postulate: A statement that ...": asked by what the line says it means, with other statements as
    wrong answers: the "propositions" the slides say are proved (WordNet counts a postulate as one), a lemma,
    a theorem; never the slides' "book", nor the "Axiom" that the heading "Postulate (Axiom)?" gives as its
    other name, nor "converse", a word read as a verb first, nor "negation", a rare word that is a
    proposition only in logic."""
    questions = questions_for(corpus_dir / "good" / "geometry_lecture1_euclid.pptx")
    postulate = next(question for question in questions if question["correct_answer"] == "postulate")

    assert (
        postulate["question"]
        == "What is the term for a statement that we accept as true without justification?"
    )
    assert set(postulate["choices"]) == {"postulate", "proposition", "lemma", "theorem"}


def test_a_term_the_stem_names_its_usual_partner_beside_is_not_blanked():
    text = (
        "Mentors and protégés often share a field of research for many years.\n\n"
        "The study followed mentors and protégés across seven decades of academic records.\n\n"
        "Mentors receive fulfilment by improving the welfare of their protégés and their own careers.\n\n"
        "Gardeners receive fulfilment by improving the welfare of their seedlings and their own plots."
    )
    found = sentences.split(text)
    document = document_keys(found)
    blanks = {
        candidate.sentence.index: {key.lemma for _, key in candidate.keys}
        for candidate in candidates(found, document)
    }

    assert not {"mentor", "protégé"} & blanks[2], blanks
    assert "gardener" in blanks[3]  # no partner of its own


def test_other_kinds_of_the_keys_thing_are_wrong_answers_never_one_the_document_names_otherwise():
    """ "Books I-IV of the Elements discuss ______." (plane geometry): what the document says other books
    discuss (number theory), then solid or spherical geometry, though they share its head; "elementary
    geometry" is WordNet's other name for the "Euclidean Geometry" of the title, right as well."""
    wrong = wrong_answers_in_first_sentence(
        "Euclidean Geometry\n\n"
        "Books I-IV of the Elements discuss plane geometry.\n\n"
        "Books V and VII-X of the Elements deal with number theory.\n\n"
        "Also wrote works on conic sections, and number theory\n\n",
        "plane geometry",
    )

    assert wrong == ["number theory", "solid geometry", "spherical geometry"]


def test_which_numbered_part_of_an_unnamed_work_covers_what_is_not_asked():
    asked = blankable(
        "Euclidean Geometry\n\n"
        "Books I-IV and VI discuss plane geometry.\n\n"
        "Chapters 3 and 4 describe the causes of the French Revolution.\n\n"
        "Books XI-XIII of the Elements concern solid geometry in detail.\n\n"
        "Chapter 11 bankruptcy allows a company to reorganize its debts under court supervision."
    )

    assert list(asked) == [
        "Books XI-XIII of the Elements concern solid geometry in detail.",
        "Chapter 11 bankruptcy allows a company to reorganize its debts under court supervision.",
    ]


def test_two_phrases_with_one_head_are_kinds_of_one_thing_only_with_other_modifiers():
    assert wordnet.kinds_of_one_thing("plane geometry", "solid geometry")
    assert same_form("plane geometry", "solid geometry")
    assert not wordnet.kinds_of_one_thing("magnetic field", "magnetic force")  # one modifier, other heads
    assert not same_form("magnetic field", "magnetic force")
    assert not wordnet.kinds_of_one_thing("plane geometry", "geometry")  # the key's own kind
    assert not wordnet.kinds_of_one_thing("nervous system", "solar system")  # two senses of "system"
    assert not same_form("nervous system", "solar system")


def test_a_pointer_to_a_drawing_in_brackets_is_left_out_of_the_sentence():
    sentence = "A current travels down one of the arms to the loop (see arrows on the arms)."
    assert sentences.clean(sentence) == "A current travels down one of the arms to the loop."


def test_letters_that_name_points_and_lines_are_no_formula():
    found = sentences.split(
        "Given a line D and a point P not on that line, there is exactly one line through P that is parallel "
        "to D.\n\nThe force F on the wire l is the product of its current and its length.\n\n"
        "The voltage V across a resistor equals the current I times the resistance R."
    )

    assert [sentence.text for sentence in found] == [
        "Given a line D and a point P not on that line, there is exactly one line through P that is parallel "
        "to D."
    ]


def test_a_statement_the_document_says_is_proved_is_a_wrong_answer_for_one_accepted_without_proof():
    """WordNet counts a postulate as a proposition: a wrong answer only where the key's line says it is
    accepted without proof and the document says propositions are proved."""
    accepted = wrong_answers_in_first_sentence(
        "Postulate: A statement that we accept as true without justification.\n\n"
        "All of the 465 propositions are proved from the postulates and the common notions.",
        "postulate",
    )
    argued = wrong_answers_in_first_sentence(
        "Postulate: A statement that we accept as true on the word of the teacher.\n\n"
        "All of the 465 propositions are proved from the postulates and the common notions.",
        "postulate",
    )

    assert accepted[0] == "proposition"
    assert "proposition" not in argued  # a postulate is a proposition, unless the document says otherwise


@pytest.mark.parametrize(
    "line",
    [
        "Hannibal: The general led his army and his elephants across the Alps into Italy.",
        "Photosynthesis: The plant turns light into sugar in its green leaves every day.",
    ],
)
def test_a_line_after_a_name_or_a_claim_after_a_colon_is_no_glossary_question(line):
    found = sentences.split(line)
    document = document_keys(found)
    key = document.by_sentence[found[0].index][0]

    assert key.start == 0
    assert not (stem_for(found[0].text, key) or "").startswith("What is the term for")


def test_a_name_opening_a_glossary_line_is_no_term_to_ask_for():
    line = "Carthage: The city that Rome destroyed after the Third Punic War in the year 146 BC."
    term = Key(KeyKind.TERM, "carthage", 0, 8, "carthage", 1, False, False, "location")

    assert stem_for(line, term) == (
        "What is the term for the city that Rome destroyed after the Third Punic War in the year 146 BC?"
    )
    assert not (stem_for(line, replace(term, text="Carthage", proper=True)) or "").startswith(
        "What is the term"
    )
