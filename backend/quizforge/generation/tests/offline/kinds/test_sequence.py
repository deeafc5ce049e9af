from quizforge.generation.providers.offline.kinds import sequence
from quizforge.generation.tests.offline.helpers import read

STEPS = (
    "Making a slide\n"
    "1. Place a drop of water on the glass slide.\n"
    "2. Add a thin slice of onion skin.\n"
    "3. Lower the cover slip gently.\n"
    "4. Look at it under the lowest power.\n"
)


def test_which_step_comes_right_after_another() -> None:
    doc, vocabulary = read(STEPS)
    found = sequence.candidates(doc, vocabulary)
    first = found[0]
    assert first.stem == "Which step comes right after “Place a drop of water on the glass slide.”?"
    assert first.key == "Add a thin slice of onion skin."
    assert set(first.group) == {"Lower the cover slip gently.", "Look at it under the lowest power."}
    assert first.source == "Place a drop of water on the glass slide.\n2. Add a thin slice of onion skin."
