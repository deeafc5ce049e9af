"""Definition questions: "What is the term for ...?" and "What is ...?" from the sentences that say
what a term is, with the other terms and definitions of the document as wrong answers."""

import re
from pathlib import Path

import pytest

from quizforge.generation.providers.local import sentences
from quizforge.generation.providers.local.definition_questions import MEANING_STEMS, DefinitionQuiz
from quizforge.generation.providers.local.definitions import definitions
from quizforge.generation.providers.local.keys import document_keys
from quizforge.generation.providers.local.stems import TERM_STEMS
from quizforge.generation.testing.sample_document import HISTORY
from quizforge.generation.tests.test_local_provider import generate

NOTES = re.search(
    r"const NOTES = `(.*?)`;",
    (Path(__file__).parents[4] / "frontend/e2e/support/study-notes.mjs").read_text(encoding="utf-8"),
    re.DOTALL,
)
assert NOTES is not None
STUDY_NOTES = NOTES.group(1)

CELLS = """\
Cell Biology: lecture notes

Every cell is surrounded by a plasma membrane that controls what enters and leaves it.

Mitochondria are organelles that release energy from glucose during aerobic respiration. Ribosomes are \
small structures that assemble proteins from amino acids. The nucleus is the compartment that holds the \
chromosomes of the cell.

Diffusion is the net movement of particles from a region of higher concentration to a region of lower \
concentration. Osmosis is defined as the diffusion of water across a partially permeable membrane. Active \
transport refers to the movement of substances against a concentration gradient using energy from ATP.

Enzymes are proteins that speed up chemical reactions without being used up. Each enzyme binds its \
substrate at a region called the active site. The shape of the active site changes at high temperatures, \
and the enzyme is said to be denatured.

Cells divide in two ways. Mitosis is a type of cell division that produces two genetically identical \
daughter cells. The division of a diploid cell into four haploid gametes is called meiosis. During \
prophase the chromosomes condense and become visible under a light microscope.
"""

GLOSSARY = """\
Introduction to Macroeconomics: Glossary

Inflation: a general rise in the price level of an economy over a period of time.
Deflation: a general fall in the price level of an economy over a period of time.
Gross domestic product: the total value of goods and services produced in a country in one year.
Unemployment rate: the percentage of the labour force that is without work but actively looking for a job.
Fiscal policy: the use of government spending and taxation to influence the economy.
Monetary policy: the use of interest rates and the money supply by a central bank to influence the economy.
Recession: a period of at least two consecutive quarters in which real GDP falls.

Central banks usually try to keep inflation close to two percent a year. When a recession begins, a \
government may cut taxes or raise its spending to support demand. A budget deficit occurs when a \
government spends more than it collects in taxes in a given year.
"""

INDUSTRY = """\
The Industrial Revolution in Britain

Between 1760 and 1840 Britain changed from a mainly farming economy to one based on machines and factories.

Before the factories, many families worked at home. The factory system is the organisation of production \
in large buildings where workers operate machines for wages.

The enclosure of common land forced many farm workers to move to the towns. The rapid growth of towns and \
cities is known as urbanisation.

Workers organised to defend their wages. A trade union is an association of workers that bargains with \
employers over pay and conditions. Parliament slowly reacted to the conditions in the factories. The \
Factory Act of 1833 banned the employment of children under nine in textile mills.
"""


def _stem_pattern(stem: str) -> re.Pattern[str]:
    return re.compile(re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+)", re.escape(stem)))


TERM_PATTERNS = [_stem_pattern(stem) for stem in TERM_STEMS]
MEANING_PATTERNS = [_stem_pattern(stem) for stem in MEANING_STEMS]


def asked_meaning(question) -> str | None:
    """The definition a "What is the term for ...?" question (in any of its wordings) shows."""
    for pattern in TERM_PATTERNS:
        if match := pattern.fullmatch(question["question"]):
            return match.group("meaning")
    return None


def asks_meaning(question) -> bool:
    return any(pattern.fullmatch(question["question"]) for pattern in MEANING_PATTERNS)


def is_definition_question(question) -> bool:
    return asked_meaning(question) is not None or asks_meaning(question)


def defined(text: str) -> dict[str, str]:
    found = sentences.split(text)
    return {definition.term: definition.meaning for definition in definitions(found, document_keys(found))}


@pytest.mark.parametrize(
    ("sentence", "term", "meaning"),
    [
        (
            "The division of a diploid cell into four haploid gametes is called meiosis.",
            "meiosis",
            "the division of a diploid cell into four haploid gametes",
        ),
        (
            "Osmosis is defined as the diffusion of water across a partially permeable membrane.",
            "osmosis",
            "the diffusion of water across a partially permeable membrane",
        ),
        (
            "Active transport refers to the movement of substances against a concentration gradient.",
            "active transport",
            "the movement of substances against a concentration gradient",
        ),
        (
            "A trade union is an association of workers that bargains with employers over pay.",
            "trade union",
            "an association of workers that bargains with employers over pay",
        ),
        (
            "Enzymes are proteins that speed up chemical reactions without being used up.",
            "enzymes",
            "proteins that speed up chemical reactions without being used up",
        ),
        (
            "Fiscal policy: the use of government spending and taxation to influence the economy.",
            "fiscal policy",
            "the use of government spending and taxation to influence the economy",
        ),
        (
            "Carbon dioxide enters the leaf through tiny pores called stomata, while water rises in xylem.",
            "stomata",
            "tiny pores through which carbon dioxide enters the leaf",
        ),
        (
            "Mitochondria are organelles that release energy from glucose during respiration.",
            "mitochondria",  # a word of science, capitalised only as the sentence opens
            "organelles that release energy from glucose during respiration",
        ),
        (
            "The plebeians were the ordinary citizens of Rome who were not patricians.",
            "plebeians",
            "the ordinary citizens of Rome who were not patricians",
        ),
        (
            "Learning is a relatively permanent change in behaviour that results from experience.",
            "learning",
            "a relatively permanent change in behaviour that results from experience",
        ),
        (
            "Reinforcement is any consequence that makes a behaviour more likely to happen again.",
            "reinforcement",
            "any consequence that makes a behaviour more likely to happen again",
        ),
        (
            "Operant conditioning refers to learning in which behaviour is shaped by its consequences.",
            "operant conditioning",
            "learning in which behaviour is shaped by its consequences",
        ),
        (
            "Movement of water across a partially permeable membrane is called osmosis.",
            "osmosis",
            "movement of water across a partially permeable membrane",
        ),
        (
            "Water is split in a step called photolysis, which releases oxygen as a by-product.",
            "photolysis",
            "a step in which water is split",
        ),
    ],
)
def test_a_definition_is_read_in_the_documents_own_words(sentence, term, meaning):
    assert defined(sentence) == {term: meaning}


@pytest.mark.parametrize(
    "sentence",
    [
        "It is called the Calvin cycle after the chemist who found it.",  # leans on the sentence before
        "This stage is known as the light-independent stage of the cycle.",  # "this stage": which?
        "Photosynthesis is the synthesis of sugars by green plants from light.",  # the term's own words
        "Inflation is an example of a problem that central banks try to solve.",  # a claim, not what it is
        "The Calvin cycle is the light-independent stage and takes place in the stroma.",  # two claims
        "The result is a process that slowly releases energy from the food we eat.",  # "the result"
        "Temperature is the most important factor that limits the rate of the reaction.",  # a claim
        "Each enzyme binds its substrate at a region called the active site of the enzyme.",  # term gone
        "The independent variable is the colour of blood, and the dependent variable is predation.",
        "Suppose the patient stopped taking AZT and switched to a new drug called a protease inhibitor.",
        "Hint: Construct two circles of diameter AB with centres at each end.",  # an instruction
        "Homework: Sketch graphs of each function from the exercises in chapter two.",
        "Suppose the patient switched to a new drug called a protease inhibitor.",  # no clause to ask
        "Gametes are the cells that these organisms use to reproduce.",  # "these organisms": which?
        "Rome was the capital of a vast empire by the first century.",  # a claim about a name
        "Julius Caesar was a general who crossed the Rubicon in 49 BC.",
        "The Battle of Actium was a turning point in the civil war.",  # a judgement, not a definition
        "Trade is a key driver of growth in many economies.",
        "Patronage was a system in which wealthy patrons protected their clients.",  # "patrons": given away
        "The test groups are lizards with a red injection, lizards with a green one, and untreated lizards.",
    ],
)
def test_a_sentence_that_does_not_say_what_a_term_is_is_no_definition(sentence):
    assert defined(sentence) == {}


def test_the_study_notes_ask_what_the_document_calls_a_thing_and_still_give_five_questions():
    questions = generate(STUDY_NOTES, count=5)
    assert len(questions) == 5
    sugar = next(
        question
        for question in questions
        if asked_meaning(question) == "a five-carbon sugar onto which the enzyme rubisco fixes carbon dioxide"
    )
    assert sugar["correct_answer"] == "ribulose bisphosphate"
    # other sugars of the document: of the kind the definition names, and wrong
    assert set(sugar["choices"]) - {"ribulose bisphosphate"} <= {"glucose", "sucrose", "starch"}
    assert (
        "rubisco fixes carbon dioxide onto a five-carbon sugar called ribulose bisphosphate"
        in sugar["explanation"]
    )
    assert len({question["source"] for question in questions}) == 5  # never the same sentence twice


def test_the_topic_of_the_document_is_never_a_choice_of_a_definition_question():
    for question in generate(STUDY_NOTES, count=10):
        if asked_meaning(question):
            assert "photosynthesis" not in [choice.lower() for choice in question["choices"]]


def test_a_glossary_asks_its_terms_with_the_other_defined_terms_and_definitions_as_wrong_answers():
    glossary = defined(GLOSSARY)
    questions = generate(GLOSSARY, count=6)
    # before, a glossary gave no question at all; seven definitions, three of them shown as wrong answers
    assert len(questions) >= 3
    named = [question for question in questions if asked_meaning(question)]
    meant = [question for question in questions if asks_meaning(question)]
    assert named and meant
    for question in named:
        assert asked_meaning(question) == glossary[question["correct_answer"]]
        assert set(question["choices"]) <= set(glossary) | {"price level"}
    for question in meant:
        assert question["correct_answer"] in glossary.values()
        assert set(question["choices"]) <= set(glossary.values())  # all real definitions, of other terms
        assert "It also says:" in question["explanation"]


def test_a_definition_gets_the_terms_of_its_own_kind_as_wrong_answers():
    found = sentences.split(CELLS)
    document = document_keys(found)
    quiz = DefinitionQuiz(definitions(found, document), document, topic=lambda _text: False)
    by_term = {definition.term: definition for definition in quiz.found}
    meiosis = quiz.term_question(by_term["meiosis"])
    assert meiosis is not None
    assert (
        meiosis["question"]
        == "What is the term for the division of a diploid cell into four haploid gametes?"
    )
    assert set(meiosis["choices"]) == {"meiosis", "mitosis", "diffusion", "osmosis"}  # processes, one word
    assert "Mitosis is a type of cell division" in meiosis["explanation"]
    # no other structure is defined: processes would be wrong answers a student rules out at a glance
    assert quiz.term_question(by_term["nucleus"]) is None


def test_a_what_is_question_keeps_the_documents_article():
    found = sentences.split(CELLS + GLOSSARY)
    document = document_keys(found)
    quiz = DefinitionQuiz(definitions(found, document), document, topic=lambda _text: False)
    by_term = {definition.term: definition for definition in quiz.found}
    asked = {
        term: question["question"]
        for term in ("diffusion", "recession", "inflation")
        if (question := quiz.meaning_question(by_term[term]))
    }
    assert asked == {
        "diffusion": "What is diffusion, according to the document?",
        "recession": "What is a recession, according to the document?",  # "Recession: a period of ..."
        "inflation": "What is inflation, according to the document?",
    }


def test_what_is_questions_only_where_the_document_defines_enough_terms_to_choose_from():
    questions = generate(INDUSTRY, count=6)
    assert defined(INDUSTRY).keys() == {"factory system", "urbanisation", "trade union"}
    # three terms, two wrong answers each: too few to choose from, so not asked by definition either
    assert not any(is_definition_question(question) for question in questions)


def test_a_definition_sentence_is_not_asked_again_as_a_gap_fill():
    for text, count in ((CELLS, 8), (GLOSSARY, 6), (INDUSTRY, 6), (STUDY_NOTES, 8)):
        sources = [question["source"] for question in generate(text, count=count)]
        assert len(sources) == len(set(sources)), text[:30]


def test_a_word_of_the_definition_is_never_a_wrong_term():
    text = (
        "Infection with HIV causes the fatal disease called AIDS. AZT binds at a specific location on a"
        " molecule called reverse transcriptase. HIV particles copy themselves with errors. AZT blocks"
        " the copying of HIV. The ATP of the cell is used by AZT and by HIV."
    )
    found = sentences.split(text)
    document = document_keys(found)
    quiz = DefinitionQuiz(definitions(found, document), document, topic=lambda _text: False)
    aids = next(definition for definition in quiz.found if definition.term == "AIDS")
    assert "HIV" in aids.meaning
    assert "HIV" not in quiz.wrong_terms(aids)


@pytest.mark.parametrize("count", range(3, 11))
def test_definition_questions_make_half_of_the_quiz_and_the_rest_stays_as_it_was(count):
    # the history notes give true-statement questions too, which take the place of gap-fills only
    questions = generate(HISTORY + "\n\n" + CELLS, count=count)
    definition_questions = [question for question in questions if is_definition_question(question)]
    assert len(questions) == count
    # half, unless a definition shown as a wrong answer can no longer be asked
    assert min(3, (count + 1) // 2) <= len(definition_questions) <= (count + 1) // 2


LEARNING = """\
PSYC 101 - Week 4: Learning and Memory

Classical conditioning is a type of learning in which a neutral stimulus comes to trigger a response after \
being paired with a stimulus that already triggers it. Operant conditioning refers to learning in which \
behaviour is strengthened or weakened by its consequences. Reinforcement is any consequence that makes a \
behaviour more likely to happen again. Punishment is a consequence that makes a behaviour less likely to \
occur. Encoding is the process of turning sensory information into a form the brain can store.
"""

STRUCTURES = """\
Data Structures - key terms

Array - a collection of elements stored in adjacent memory locations and accessed by an index.
Linked list - a sequence of nodes in which each node stores a value and a reference to the next node.
Stack - a collection in which the last element added is the first one removed.
Queue - a collection in which the first element added is the first one removed.
"""


def quiz_of(text: str) -> DefinitionQuiz:
    found = sentences.split(text)
    document = document_keys(found)
    return DefinitionQuiz(definitions(found, document), document, topic=lambda _text: False)


def test_two_terms_the_document_defines_apart_are_wrong_answers_for_each_other():
    quiz = quiz_of(LEARNING)
    classical = next(definition for definition in quiz.found if definition.term == "classical conditioning")
    assert "operant conditioning" in quiz.wrong_terms(classical)


@pytest.mark.parametrize(
    ("text", "term", "nearest"),
    [
        (STRUCTURES, "stack", "a collection in which the first element added is the first one removed"),
        (GLOSSARY, "inflation", "a general fall in the price level of an economy over a period of time"),
        (LEARNING, "reinforcement", "a consequence that makes a behaviour less likely to occur"),
    ],
)
def test_a_what_is_question_offers_the_nearest_other_definition_as_a_wrong_answer(text, term, nearest):
    quiz = quiz_of(text)
    question = quiz.meaning_question(next(definition for definition in quiz.found if definition.term == term))
    assert question is not None
    assert nearest in question["choices"]
    assert nearest != question["correct_answer"]


def test_two_terms_the_document_defines_alike_are_never_wrong_answers_for_each_other():
    quiz = quiz_of(
        GLOSSARY
        + "Stagflation: a general rise in the price level of an economy while its output falls.\n"
        + "Headline inflation: a general rise in the price level of an economy.\n"
    )
    by_term = {definition.term: definition for definition in quiz.found}
    # "a general rise in the price level of an economy" is said of inflation too: also right
    assert "inflation" not in quiz.wrong_terms(by_term["headline inflation"])
    asked = quiz.meaning_question(by_term["inflation"])
    assert asked is not None
    assert "a general rise in the price level of an economy" not in asked["choices"]


def test_a_term_wordnet_does_not_know_gets_wrong_answers_of_the_kind_its_definition_names():
    quiz = quiz_of(STUDY_NOTES)
    stomata = next(definition for definition in quiz.found if definition.term == "stomata")
    wrong = quiz.wrong_terms(stomata)
    # "pores" are parts of a plant's body: other such parts, never "plants" or "electrons"
    assert "thylakoids" in wrong and "chloroplasts" in wrong
    assert not {"plants", "electrons", "leaves", "roots"} & set(wrong)


def test_a_phrase_gets_other_defined_terms_of_another_kind_only_when_they_are_phrases_too():
    quiz = quiz_of(CELLS)
    active_site = next(definition for definition in quiz.found if definition.term == "active site")
    # "a region at which each enzyme binds its substrate": never a process such as "diffusion"
    assert not {"diffusion", "osmosis", "mitosis", "meiosis", "nucleus"} & set(quiz.wrong_terms(active_site))


ROME = """\
The Roman Republic: seminar notes

The consuls were the two chief magistrates who were elected each year. The plebeians were the ordinary \
citizens of Rome who were not patricians. The patricians owned most of the land, and the tribunes \
defended the plebeians against the magistrates. The tribunes could veto the decisions of the magistrates.
"""
ROME_DEFINED = (
    ROME
    + "The patricians were the wealthy families who held the old priesthoods. The tribunes were the officials"
    " who defended the plebeians against the consuls.\n"
)


def test_an_explanation_keeps_the_tense_of_the_document():
    quiz = quiz_of(ROME_DEFINED)
    consuls = next(definition for definition in quiz.found if definition.term == "consuls")
    question = quiz.term_question(consuls)
    assert question is not None
    assert question["question"].endswith("for the two chief magistrates who were elected each year?")
    assert (
        "It also says: The plebeians were the ordinary citizens of Rome who were not patricians."
        in (question["explanation"])
    )


def test_a_person_is_a_wrong_answer_only_when_of_the_keys_narrow_kind_or_defined_by_the_document():
    quiz = quiz_of(
        ROME
        + "Historians such as Livy describe the struggle of the orders. Historians still debate how much of"
        " it is legend.\n"
    )
    for definition in quiz.found:
        # "historians" beside consuls and plebeians: people too, but no student would pick them
        assert "historians" not in quiz.wrong_terms(definition), definition.term
    quiz = quiz_of(ROME_DEFINED)
    consuls = next(definition for definition in quiz.found if definition.term == "consuls")
    assert set(quiz.wrong_terms(consuls)) == {"plebeians", "patricians", "tribunes"}  # all defined


BIOLOGY_GLOSSARY = """\
Cell Biology Glossary

Nucleus: the organelle that contains the genetic material of a eukaryotic cell.
Mitochondrion: the organelle in which aerobic respiration releases energy from glucose.
Ribosome: a small structure that assembles proteins from amino acids.
Chloroplast: the organelle in which photosynthesis takes place in plant cells.
Enzyme: a protein that speeds up a chemical reaction without being used up.
Diffusion: the net movement of particles from a region of higher concentration to a region of lower \
concentration.
Osmosis: the diffusion of water across a partially permeable membrane.
Vacuole: a fluid-filled sac that stores water and dissolved substances in a plant cell.
"""

ECONOMICS_GLOSSARY = (
    GLOSSARY
    + """
Budget deficit: the amount by which government spending exceeds tax revenue in a year.
Exchange rate: the price of one currency in terms of another currency.
Tariff: a tax on imported goods.
The unemployment rate usually rises during a recession.
"""
)

COMPUTING = """\
CS 101 - Week 3: Operating systems and networks

An operating system is the software that manages the hardware of a computer and provides services to \
programs. A thread is the smallest sequence of instructions that the scheduler can manage on its own.

A compiler is a program that translates source code into machine code before the program runs. An \
interpreter is a program that executes source code line by line.

A protocol is a set of rules that governs how data is sent between devices. A router is a device that \
forwards packets between networks. Bandwidth refers to the maximum amount of data that can be sent over a \
connection in a given time. Latency is the delay between sending a packet and its arrival.
"""


@pytest.mark.parametrize("text", [ECONOMICS_GLOSSARY, GLOSSARY])
def test_a_glossary_quiz_words_its_definition_questions_differently_and_asks_both_ways(text):
    questions = [question for question in generate(text, count=8) if is_definition_question(question)]
    stems = [
        next(
            stem
            for stem, pattern in zip(
                TERM_STEMS + MEANING_STEMS, TERM_PATTERNS + MEANING_PATTERNS, strict=True
            )
            if pattern.fullmatch(question["question"])
        )
        for question in questions
    ]
    assert len(questions) >= 4
    assert len(set(stems)) >= 3  # not "What is X, according to the document?" again and again
    assert any(asked_meaning(question) for question in questions)
    assert any(asks_meaning(question) for question in questions)


@pytest.mark.parametrize(
    "text", [BIOLOGY_GLOSSARY, ECONOMICS_GLOSSARY, GLOSSARY, COMPUTING, CELLS, STRUCTURES]
)
@pytest.mark.parametrize("count", [5, 8])
def test_no_wrong_answer_is_a_definition_another_question_of_the_quiz_asks_for_or_states(text, count):
    questions = generate(text, count=count)
    for question in questions:
        if not asks_meaning(question):
            continue
        for wrong in set(question["choices"]) - {question["correct_answer"]}:
            for other in questions:
                if other is question:
                    continue
                # the same wrong definitions may come back as wrong answers, never as what is asked
                shown = [other["question"], other["correct_answer"]]
                if not asks_meaning(other):
                    shown += other["choices"]
                assert not any(wrong in text for text in shown), (question["question"], other["question"])


REDEFINED = (
    CELLS
    + "\nOsmosis is the movement of water molecules from a dilute solution into a more concentrated solution"
    " through a membrane.\n"
)


def test_every_sentence_defining_an_asked_term_is_kept_out_of_the_other_questions():
    found = sentences.split(REDEFINED)
    osmosis = next(
        definition for definition in definitions(found, document_keys(found)) if definition.term == "osmosis"
    )
    assert [sentence.text for sentence in osmosis.also] == [
        "Osmosis is the movement of water molecules from a dilute solution into a more concentrated solution"
        " through a membrane."
    ]
    asked = 0
    for count in range(4, 11):
        questions = generate(REDEFINED, count=count)
        if not any(
            "osmosis" in (question["correct_answer"], asked_meaning(question))
            or "osmosis" in question["question"]
            for question in questions
            if is_definition_question(question)
        ):
            continue
        asked += 1
        for question in questions:
            # never "______ is the movement of water molecules ..." beside the question on osmosis
            assert "from a dilute solution" not in question["question"] + " ".join(question["choices"])
    assert asked


@pytest.mark.parametrize(
    ("text", "term", "named"),
    [
        (ECONOMICS_GLOSSARY, "unemployment rate", "the unemployment rate"),  # "The unemployment rate rises"
        (ECONOMICS_GLOSSARY, "recession", "a recession"),  # "Recession: a period ..."
        (ECONOMICS_GLOSSARY, "tariff", "a tariff"),
        (ECONOMICS_GLOSSARY, "inflation", "inflation"),  # a mass noun
        (ECONOMICS_GLOSSARY, "exchange rate", "the exchange rate"),  # a noun phrase with a modifier
        (BIOLOGY_GLOSSARY, "mitochondrion", "the mitochondrion"),
        (BIOLOGY_GLOSSARY, "vacuole", "a vacuole"),
        (BIOLOGY_GLOSSARY, "ribosome", "a ribosome"),
        # the document writes "the diffusion of water": the article of a longer phrase
        (BIOLOGY_GLOSSARY, "diffusion", "diffusion"),
    ],
)
def test_a_glossary_term_gets_the_article_the_document_or_its_kind_of_noun_gives_it(text, term, named):
    quiz = quiz_of(text)
    definition = next(definition for definition in quiz.found if definition.term == term)
    assert definition.named == named
    question = quiz.meaning_question(definition)
    if question is not None:
        assert question["question"] == f"What is {named}, according to the document?"


def test_a_term_whose_article_the_lexicon_cannot_tell_is_asked_about_quoted():
    quiz = quiz_of(ECONOMICS_GLOSSARY)
    # "the fiscal policy" or "fiscal policy"? the term quoted, with no article
    fiscal = next(definition for definition in quiz.found if definition.term == "fiscal policy")
    for form in range(len(MEANING_STEMS)):
        question = quiz.meaning_question(fiscal, form=form)
        assert question is not None
        assert question["question"] == "What is meant by “fiscal policy”?"


def test_a_term_of_a_kind_the_document_names_nothing_else_of_gets_no_wrong_answer_a_student_would_not_know():
    quiz = quiz_of(
        "Math 260 - Foundations of Geometry\n\n"
        "Postulate: A statement that we accept as true without justification.\n"
        "Euclid wrote a set of 13 books called Elements. Every book of Elements starts from the postulates.\n"
    )
    postulate = next(definition for definition in quiz.found if definition.term == "postulate")
    # only "theorem" of its siblings is common ("axiom" also fits the definition, "lemma" is rare): refused
    assert quiz.wrong_terms(postulate) == []
    assert quiz.term_question(postulate) is None


def test_a_what_is_question_never_offers_a_structure_for_a_process():
    quiz = quiz_of(BIOLOGY_GLOSSARY)
    by_term = {definition.term: definition for definition in quiz.found}
    enzyme = quiz.meaning_question(by_term["enzyme"])
    assert enzyme is not None
    assert not any(choice.startswith("the net movement") for choice in enzyme["choices"])
    # the only other process defined is osmosis, "the diffusion of water ...": organelles would be
    # ruled out at a glance, so diffusion is not asked this way
    assert quiz.meaning_question(by_term["diffusion"]) is None


def test_a_made_thing_gets_wrong_answers_of_its_narrow_kind_only():
    quiz = quiz_of(COMPUTING)
    router = next(definition for definition in quiz.found if definition.term == "router")
    # "a device that forwards packets": a scheduler is no device, and too few devices are left to ask
    assert "scheduler" not in quiz.wrong_terms(router)
    assert quiz.term_question(router) is None


def test_terms_the_document_defines_as_the_same_kind_of_thing_are_wrong_answers_for_each_other():
    quiz = quiz_of(BIOLOGY_GLOSSARY)
    chloroplast = next(definition for definition in quiz.found if definition.term == "chloroplast")
    # WordNet files a chloroplast under plants, a nucleus under bodies: the document calls all organelles
    assert {"nucleus", "mitochondrion"} <= set(quiz.wrong_terms(chloroplast))
