"""A question before it has wrong answers: what every kind proposes and every later stage reads."""

from dataclasses import dataclass, field

from quizforge.generation.providers.offline.segment import Unit
from quizforge.generation.providers.offline.vocabulary import Term

BLANK = "______"


@dataclass
class Candidate:
    kind: str
    unit: Unit
    stem: str
    key: str
    # where wrong answers come from: "term" and "number" (the document's terms of the key's form),
    # "given" (the kind's own `wrong`), "group" (the kind's `group`, same list, column or steps),
    # "statement" (other passages' sentences, one term changed)
    form: str
    source: str
    term: Term | None = None
    wrong: list[str] = field(default_factory=list)
    group: list[str] = field(default_factory=list)
    importance: float = 1.0
    clarity: float = 1.0
    score: float = 0.0
