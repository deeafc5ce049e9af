from quizforge.generation.tests.offline.helpers import read

SLIDES = """Cell Biology 101
Page 1

Organelles
Nucleus
Mitochondrion
Ribosome
Golgi apparatus

Cell Biology 101
Glossary
Osmosis: the movement of water across a membrane from low to high solute concentration
Diffusion - the spread of particles from high to low concentration
Watch the lecture at https://video.example.org/watch?v=cells

Cell Biology 101
Making a slide
1. Place a drop of water on the glass slide.
2. Add a thin slice of onion skin.
3. Lower the cover slip gently.
"""


def test_every_unit_is_the_documents_own_text() -> None:
    doc, _ = read(SLIDES)
    assert doc.units
    for unit in doc.units:
        assert doc.text[unit.start : unit.end] == unit.text


def test_headers_page_numbers_and_links_are_not_content() -> None:
    doc, _ = read(SLIDES)
    texts = [unit.text for unit in doc.units]
    assert not any("Cell Biology 101" in text for text in texts)
    assert not any("Page 1" in text or "https://" in text for text in texts)


def test_bullets_under_a_heading_make_a_list() -> None:
    doc, _ = read(SLIDES)
    assert ("Organelles", ["Nucleus", "Mitochondrion", "Ribosome", "Golgi apparatus"]) in [
        (heading, [unit.text for unit in units]) for heading, units in doc.lists
    ]


def test_term_colon_and_term_dash_lines_are_definitions() -> None:
    doc, _ = read(SLIDES)
    definitions = {unit.term: unit.body for unit in doc.units if unit.kind == "definition"}
    assert definitions["Osmosis"].startswith("the movement of water")
    assert definitions["Diffusion"] == "the spread of particles from high to low concentration"


def test_numbered_steps_keep_their_order() -> None:
    doc, _ = read(SLIDES)
    assert [[unit.text for unit in steps] for steps in doc.steps] == [
        [
            "Place a drop of water on the glass slide.",
            "Add a thin slice of onion skin.",
            "Lower the cover slip gently.",
        ]
    ]


def test_a_wrapped_paragraph_is_split_into_whole_sentences() -> None:
    text = (
        "The heart pumps blood through two separate circuits of vessels in the\n"
        "body. The pulmonary circuit carries blood to the lungs, where it picks up\n"
        "oxygen. The systemic circuit carries it to every other organ, e.g. the brain.\n"
    )
    doc, _ = read(text)
    assert [unit.text.replace("\n", " ") for unit in doc.units] == [
        "The heart pumps blood through two separate circuits of vessels in the body.",
        "The pulmonary circuit carries blood to the lungs, where it picks up oxygen.",
        "The systemic circuit carries it to every other organ, e.g. the brain.",
    ]


def test_table_rows_code_output_and_quiz_items_are_found() -> None:
    text = (
        "Planet\tMoons\tRings\nMars\t2\tno\nJupiter\t95\tyes\nSaturn\t146\tyes\n\n"
        ">>> numbers = [3, 1, 2]\n>>> print(sorted(numbers))\n[1, 2, 3]\n\n"
        "1) Which gas do plants take in?\nA. Oxygen\n*B. Carbon dioxide\nC. Helium\n\n"
        "2) Which organ pumps blood?\nA. Liver\nB. Heart\nC. Lung\n"
    )
    doc, _ = read(text)
    assert [row.cells for row in doc.tables[0]][1] == ("Mars", "2", "no")
    code = [unit for unit in doc.units if unit.kind == "code"]
    assert [unit.body for unit in code] == ["[1, 2, 3]"]
    quiz = [unit for unit in doc.units if unit.kind == "quiz"]
    assert [(unit.term, unit.answer) for unit in quiz] == [
        ("Which gas do plants take in?", 1),
        ("Which organ pumps blood?", -1),
    ]
