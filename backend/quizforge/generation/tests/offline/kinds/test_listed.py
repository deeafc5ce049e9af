from quizforge.generation.providers.offline.kinds import listed
from quizforge.generation.tests.offline.helpers import made, read

SLIDES = (
    "Organelles\nNucleus\nMitochondrion\nRibosome\n\n"
    "Tissues\nEpithelium\nMuscle tissue\nNervous tissue\n\n"
    "Organs\nHeart\nLiver\nKidney\n"
)


def test_which_of_these_is_listed_under_a_heading() -> None:
    doc, vocabulary = read(SLIDES)
    found = listed.candidates(doc, vocabulary)
    nucleus = next(candidate for candidate in found if candidate.key == "Nucleus")
    assert nucleus.stem == "Which of these is listed under “Organelles”?"
    assert "Mitochondrion" not in nucleus.group and "Heart" in nucleus.group
    assert nucleus.source.startswith("Organelles")


def test_the_wrong_answers_come_from_the_other_lists() -> None:
    for candidate, question in made(SLIDES, "en", 5):
        if candidate.kind == "listed":
            heading = candidate.unit.heading
            wrong = set(question["choices"]) - {question["correct_answer"]}
            mine = {unit.text for name, units in read(SLIDES)[0].lists if name == heading for unit in units}
            assert not wrong & mine
