"""The question kinds: each module has `candidates(doc, vocabulary) -> list[Candidate]`; `generate()`
asks every kind of this list for its candidates."""

from collections.abc import Callable

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.kinds import (
    code_output,
    definition,
    gap_fill,
    listed,
    own_quiz,
    sequence,
    table,
    true_statement,
)
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Vocabulary

Kind = Callable[[Doc, Vocabulary], list[Candidate]]

KINDS: list[Kind] = [
    own_quiz.candidates,
    definition.candidates,
    gap_fill.candidates,
    true_statement.candidates,
    listed.candidates,
    table.candidates,
    sequence.candidates,
    code_output.candidates,
]
