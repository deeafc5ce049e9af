"""A list of named theories (laws, principles), one to a line, is asked by what each says."""

from quizforge.generation.providers.local import labelled_claims
from quizforge.generation.providers.local.keys import DocumentKeys
from quizforge.generation.providers.local_provider import _Placement, _QuizBuilder
from quizforge.generation.tests.test_local_provider import generate
from quizforge.generation.tests.test_local_provider_corpus import questions_for

THEORIES = """\
Theories of persuasion
Fish's reader-response theory: Meaning lies in the mind of each reader.
Burke's theory of identification: Language can bring people together or divide them.
Social Judgement Theory: Internal anchors based on previous experience affect our reaction to messages.
Elaboration Likelihood Theory: If a person processes information centrally it's more likely to last.
Cognitive Dissonance Theory: People feel discomfort when they hold two beliefs that conflict.
"""


def test_each_theory_of_a_list_is_asked_by_what_it_says_with_the_lists_other_theories_as_wrong_answers():
    asked = labelled_claims.questions(labelled_claims.labelled_claims(THEORIES), 5)
    questions = {question["question"]: question for _, question in asked}

    burke = questions["Which theory says that language can bring people together or divide them?"]
    assert burke["correct_answer"] == "Burke's theory of identification"
    assert len(set(burke["choices"])) == 4
    assert "Fish's reader-response theory" in burke["choices"]  # not the only one named after someone
    assert set(burke["choices"]) <= {
        "Fish's reader-response theory",
        "Burke's theory of identification",
        "Social Judgement Theory",
        "Elaboration Likelihood Theory",
        "Cognitive Dissonance Theory",
    }
    assert burke["explanation"] == (
        "The document says: “Burke's theory of identification: Language can bring people together or divide"
        " them.”"
    )
    # "... more likely to last" hints at "Likelihood", "each reader" at "reader-response": not asked
    assert not any("likely" in stem or "reader" in stem for stem in questions), questions


def test_laws_are_a_list_too_and_a_line_in_capitals_or_cut_short_is_asked_well_or_not_at_all():
    laws = (
        "Newton's first law: A body stays at rest unless a force acts on it.\n"
        "Newton's second law: The force on a body equals its mass times its acceleration.\n"
        "Newton's third law: Every action has an equal and opposite reaction!\n"
        "Hooke's law: The extension of a spring grows in proportion to the load.\n"
        "Boyle's law: A law that says the pressure of a gas falls as its volume grows.\n"
        "Ohm's law: The current through a wire is the voltage over the resistance, says Dr. Katz.\n"
    )
    asked = {
        question["question"]: question
        for _, question in labelled_claims.questions(labelled_claims.labelled_claims(laws), 6)
    }

    assert asked["Which law says that every action has an equal and opposite reaction?"][
        "correct_answer"
    ] == ("Newton's third law")
    assert "Which law says that a body stays at rest unless a force acts on it?" in asked
    # a definition of a law is asked as one; a line cut at "Dr." says only half its claim
    assert not any("a law that" in stem.lower() or "Dr" in stem for stem in asked), asked


def test_a_list_of_theories_is_asked_where_no_other_line_is_a_readable_sentence():
    builder = _QuizBuilder(document=DocumentKeys(), corpus=" ", wanted=3, report=lambda _: None)
    builder.document_text = THEORIES
    builder.labelled(labelled_claims.labelled_claims(THEORIES), _Placement(THEORIES, []))

    assert len(builder.chosen) == 2


def test_too_short_a_list_and_lines_that_name_people_are_no_list_of_theories():
    three = "\n".join(THEORIES.splitlines()[:4])
    speakers = (
        "First student: Plants make their food from light in their green leaves.\n"
        "Second student: The roots take up water and minerals from the soil.\n"
        "Third student: The leaves take in carbon dioxide through small pores.\n"
        "Fourth student: The stem carries water from the roots up to the leaves.\n"
        "Fifth student: Oxygen leaves the plant through the pores of its leaves.\n"
    )
    points = speakers.replace("student", "point")  # a slide's numbered points say no claim of a name

    assert labelled_claims.labelled_claims(three) == {}
    assert labelled_claims.labelled_claims(speakers) == {}
    assert labelled_claims.labelled_claims(points) == {}


def test_a_quiz_asks_what_the_theories_say_and_leaves_their_lines_out_of_its_gap_fills():
    questions = generate(THEORIES, count=4)
    stems = [question["question"] for question in questions]

    assert sum(stem.startswith("Which theory says that") for stem in stems) == 2, stems
    assert not any("______" in stem and ("language" in stem or "Language" in stem) for stem in stems), stems


def test_the_slides_theories_are_asked_by_what_they_say(corpus_dir):
    questions = questions_for(corpus_dir / "good" / "evaluation_communication_tables.pptx")
    asked = {
        q["question"]: q["correct_answer"] for q in questions if q["question"].startswith("Which theory")
    }

    assert asked.get("Which theory says that language can bring people together or divide them?") == (
        "Burke\u2019s theory of identification"
    ), asked
