from quizforge.generation.providers.offline.candidate import BLANK
from quizforge.generation.providers.offline.kinds import definition
from quizforge.generation.tests.offline.helpers import made, read

GLOSSARY = (
    "Glossary\n"
    "Osmosis: the movement of water across a membrane towards the higher solute concentration\n"
    "Diffusion: the spread of particles from a region of high to a region of low concentration\n"
    "Catalyst: a substance that speeds up a reaction without being used up by it\n"
    "Example: the same word used again\n"
    "Example: and again as a label\n"
)


def test_a_glossary_line_is_asked_by_its_description() -> None:
    doc, vocabulary = read(GLOSSARY)
    found = {candidate.key: candidate for candidate in definition.candidates(doc, vocabulary)}
    assert set(found) == {"Osmosis", "Diffusion", "Catalyst"}
    osmosis = found["Osmosis"]
    assert osmosis.stem == (
        "Which term matches this description: "
        "“the movement of water across a membrane towards the higher solute concentration”?"
    )
    assert set(osmosis.group) == {"Diffusion", "Catalyst"}


def test_wrong_answers_are_the_other_defined_terms() -> None:
    questions = {question["correct_answer"]: question for _, question in made(GLOSSARY, "en", 3)}
    assert {"Catalyst", "Osmosis", "Diffusion"} <= set(questions["Catalyst"]["choices"])


def test_a_language_without_phrases_gets_the_line_with_its_term_blank() -> None:
    line = "Fotosintesis: proses tumbuhan membuat makanan dengan bantuan cahaya matahari\n"
    doc, vocabulary = read(line, "id")
    (candidate,) = definition.candidates(doc, vocabulary)
    assert candidate.stem == f"{BLANK}: proses tumbuhan membuat makanan dengan bantuan cahaya matahari"
    assert candidate.key == "Fotosintesis"


def test_a_sentence_this_is_a_that_is_a_definition_in_the_language() -> None:
    sentence = "Un catalizador es una sustancia que acelera una reacción química sin consumirse.\n"
    doc, vocabulary = read(sentence, "es")
    (candidate,) = definition.candidates(doc, vocabulary)
    assert candidate.key == "catalizador"
    assert "una sustancia que acelera una reacción química sin consumirse" in candidate.stem
