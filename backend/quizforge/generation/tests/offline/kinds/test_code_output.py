from quizforge.generation.providers.offline.kinds import code_output
from quizforge.generation.tests.offline.helpers import read

SESSION = (
    ">>> fruits = ['apple', 'pear']\n>>> print(len(fruits))\n2\n\n"
    ">>> print(fruits[0])\napple\n\n"
    ">>> print(fruits[-1].upper())\nPEAR\n"
)


def test_what_the_code_prints_where_the_document_shows_it() -> None:
    doc, vocabulary = read(SESSION)
    found = code_output.candidates(doc, vocabulary)
    assert [candidate.key for candidate in found] == ["2", "apple", "PEAR"]
    first = found[0]
    assert first.stem == (
        "What does this code print?\n>>> fruits = ['apple', 'pear']\n>>> print(len(fruits))"
    )
    assert set(first.group) == {"apple", "PEAR"}


def test_code_without_its_output_is_not_asked() -> None:
    doc, vocabulary = read(">>> total = 0\n>>> for n in range(3):\n...     total += n\n")
    assert code_output.candidates(doc, vocabulary) == []
