"""What a teacher notices in the offline quiz of real corpus documents: false statements that read as
plausible (one number or name of the document swapped, grammar intact), the paper's findings asked by
their numbers, and no formula scraps or slide shorthand."""

import re

import pytest

from quizforge.generation.providers.local import answered_claims, reversals, sentences
from quizforge.generation.providers.local.keys import document_keys
from quizforge.generation.providers.local.language import NoWholeSentences
from quizforge.generation.providers.local.selection import candidates, formula_scrap, slide_fragment
from quizforge.generation.providers.local_provider import STATEMENT_STEMS
from quizforge.generation.tests.test_local_provider_corpus import document_text, questions_for

pytestmark = pytest.mark.corpus

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?%?")


def _questions_or_none(path):
    """The questions made from the document; none where it is refused for having no whole sentences
    (slides of headings and notes), which is also a good answer to shorthand."""
    try:
        return questions_for(path)
    except NoWholeSentences:
        return []


def _statement_questions(questions):
    return [question for question in questions if question["question"] in STATEMENT_STEMS]


def _common_start(first: str, second: str) -> int:
    size = 0
    while size < min(len(first), len(second)) and first[size] == second[size]:
        size += 1
    return size


def _swap(false: str, originals: list[str]) -> tuple[str, str] | None:
    """The document sentence a false statement was made from: (the words it replaced, the words put in)."""
    for original in originals:
        head = _common_start(false, original)
        tail = _common_start(false[head:][::-1], original[head:][::-1])
        if head + tail >= 0.6 * len(false):
            return original[head : len(original) - tail], false[head : len(false) - tail]
    return None


def _turned_round(false: str, originals: list[str]) -> bool:
    """A sentence of the document with one direction reversed or one firm statement negated."""
    return any(
        reversal.applied(original).endswith(false)
        for original in originals
        for reversal in reversals.reversals(original)
    )


@pytest.mark.parametrize("name", ["bio180_hiv_natural_selection_key.doc"])
def test_a_false_statement_turns_a_sentence_round_or_swaps_one_number_or_name_of_the_document(
    corpus_dir, name
):
    path = corpus_dir / "good" / name
    flat = re.sub(r"\s+", " ", sentences.normalize(document_text(path)))
    originals = [sentence.text for sentence in sentences.split(document_text(path))]
    # an answer key's yes-or-no questions, written as statements: true where it answers "Yes"
    answered = {
        claim.statement: claim.true
        for claim in answered_claims.answered_claims(
            sentences.units(sentences.normalize(document_text(path)))
        )
    }
    asked = _statement_questions(questions_for(path))
    assert asked, "the document has statements to turn round: it gets a true-statement question"
    for question in asked:
        for choice in question["choices"]:
            if choice in answered:
                assert answered[choice] == (choice == question["correct_answer"]), choice
                continue
            if choice == question["correct_answer"]:
                # a sentence of the document, at most without an opener ("Moreover, ") or with its
                # opening "He" named after the person the sentence before is about
                assert any(
                    original.lower().endswith(choice.lower())
                    or (
                        original.startswith(("He ", "She ", "They "))
                        and choice.endswith(original.split(" ", 1)[1])
                    )
                    for original in originals
                ), choice
                continue
            assert choice not in originals, choice  # never also true in the document's words
            if _turned_round(choice, originals):
                continue
            swap = _swap(choice, originals)
            assert swap is not None, choice
            replaced, put_in = swap
            if _NUMBER.fullmatch(replaced.strip()):
                assert _NUMBER.fullmatch(put_in.strip()), choice  # a number for a number
                assert replaced.strip().endswith("%") == put_in.strip().endswith("%")
            else:
                # a name for a name of the document, capitalised like it: not a common word made garbled
                assert put_in.strip()[:1].isupper() and put_in.strip() in flat, choice


def test_no_common_term_is_swapped_into_a_false_statement(corpus_dir):
    """'the level of exclosure in blood' and 'the hypothesis that expectations and mentors benefit' read
    as garbled; such swaps are no longer made."""
    for name in (
        "bio180_practice_exam_1.docx",
        "two_column_nature_paper.pdf",
        "declaration_of_independence.txt",
    ):
        for question in _statement_questions(questions_for(corpus_dir / "good" / name)):
            text = " ".join(question["choices"])
            assert "exclosure in blood" not in text
            assert "expectations and mentors benefit" not in text
            assert "Legislature of new Offices" not in text


def test_the_papers_finding_is_asked_by_its_percentage_with_percentages_as_wrong_answers(corpus_dir):
    questions = questions_for(corpus_dir / "good" / "two_column_nature_paper.pdf")
    findings = [question for question in questions if "higher than expected" in question["question"]]
    assert findings, "the 29%/37% findings are asked"
    for question in findings:
        assert question["correct_answer"].endswith("%"), question
        assert all(re.fullmatch(r"\d+%", choice) for choice in question["choices"]), question


def test_formula_scraps_are_never_asked(corpus_dir):
    questions = questions_for(corpus_dir / "good" / "two_column_nature_paper.pdf")
    text = " ".join(" ".join([question["question"], *question["choices"]]) for question in questions)
    assert "kp, 3" not in text
    assert "tc 2 tp" not in text
    assert formula_scrap(
        "First, mentors with kp, 3 train protégés that go on to have fecundities 37% higher."
    )
    assert formula_scrap("Pairs have the same age difference, tc 2 tp, as parent–child pairs.")
    assert not formula_scrap("Of the 7,259 protégé mathematicians that graduated between 1900 and 1960.")
    assert not formula_scrap("The genes are 50cM apart on the same chromosome, as in 2 of 3 crosses.")


def test_slide_shorthand_and_title_words_are_not_asked(corpus_dir):
    for name in ("identity_management_alterman_pptx.pptx", "identity_management_alterman_ppt.ppt"):
        for question in _questions_or_none(corpus_dir / "good" / name):
            assert "M-04-04" not in question["question"], question
            assert not question["question"].startswith("E-Authentication Federation Membership"), question
            assert not re.search(r"“[^”]*______", question["question"]), question  # a title's word
    assert slide_fragment(
        "Online applications shall determine required LOA using: OMB M-04-04 determines required authN LOA"
        " (NIST SP 800-63)."
    )
    assert not slide_fragment(
        "So if HIV populations begin rebounding in a patient who is receiving AZT, the patient stops"
        " taking AZT."
    )


def test_a_possessive_before_a_number_is_no_formula():
    assert not formula_scrap("All of Euclid’s 465 propositions are proved from his 10 axioms.")
    found = sentences.split("All of Euclid’s 465 propositions are proved from his 10 axioms.")
    assert [candidate.text for candidate in candidates(found, document_keys(found))] == [found[0].text]


def test_a_number_of_things_named_before_is_not_asked():
    """'... proved from these 10 facts': which facts, the reader of the question cannot tell."""
    found = sentences.split("All of Euclid’s 465 propositions are proved from these 10 facts.")
    assert candidates(found, document_keys(found), min_score=0.0) == []


def test_bullets_and_table_rows_run_together_are_not_asked(corpus_dir):
    assert slide_fragment(
        "Crossveinless wings and sable: 29.3% recombinants Crossveinless wings and white: 12.3%."
    )
    assert slide_fragment(
        "Credential service providers [CSP] submit to credential assessment and evaluation of LOA Both"
        " Application providers and CSPs sign on to Federation business."
    )
    assert not slide_fragment("The genes are 50cM apart on the same chromosome.")
    for name in ("bio180_extensions_to_mendel_slides.pdf", "identity_management_alterman_pptx.pptx"):
        for question in _questions_or_none(corpus_dir / "good" / name):
            assert "recombinants Crossveinless" not in question["question"], question
            assert "LOA Both" not in question["question"], question


def test_a_sentence_cut_short_by_the_extraction_is_not_asked(corpus_dir):
    for name in ("identity_management_alterman_pptx.pptx", "two_column_nature_paper.pdf"):
        for question in _questions_or_none(corpus_dir / "good" / name):
            assert not question["question"].endswith(("requiring InC to.", "displayed in.")), question


def test_no_choice_of_a_true_statement_question_leans_on_a_sentence_before_it(corpus_dir):
    """'He will gain €1,330 from the Budget': on its own, the reader cannot tell who is meant."""
    questions = questions_for(corpus_dir / "good" / "irish_budget_tax_cases_tables.docx")
    for question in _statement_questions(questions):
        for choice in question["choices"]:
            assert not re.match(r"(?:He|She|They|It|This)\b", choice), question


def test_an_answer_keys_yes_and_no_questions_make_a_true_choice_and_the_misconception_it_refutes(corpus_dir):
    """ "Did forms of reverse transcriptase that were resistant to AZT exist ... before the patient began
    receiving AZT?" answered "Yes" is asked as a true statement; "... does each individual HIV particle
    inside that patient change to become more resistant to the drug ...?" answered "No" is its false choice,
    and the explanation quotes both answers."""
    questions = _statement_questions(
        questions_for(corpus_dir / "good" / "bio180_hiv_natural_selection_key.doc")
    )
    existed = (
        "Forms of reverse transcriptase that were resistant to AZT existed in the HIV population before the"
        " patient began receiving AZT."
    )
    question = next(question for question in questions if question["correct_answer"] == existed)

    assert (
        "When AZT is administered to a particular patient, each individual HIV particle inside that patient"
        " changes to become more resistant to the drug." in question["choices"]
    )
    assert "the document answers “Yes—among all the types" in question["explanation"]
    assert "the document answers “No—the HIV particles themselves" in question["explanation"]
