"""What the offline generator finds in a document not in English: an answer key (a PlainKey, of a PlainKind)
and the Vocabulary of the whole document, which plain_vocabulary gathers and the rules for keys, definitions
and wrong answers read."""

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from quizforge.generation.providers.local.languages import Language


class PlainKind(StrEnum):
    YEAR = "year"
    NUMBER = "number"
    NAME = "name"
    NUMBER_WORD = "number word"
    ORDINAL = "ordinal"
    DEFINED = "defined"
    TERM = "term"


@dataclass(frozen=True)
class PlainKey:
    text: str
    start: int
    end: int
    kind: PlainKind
    unit: str = ""  # the word after a number ("лет", "per", "%")
    role: str = ""  # for French terms: "noun" after a determiner, "adjective" after a noun
    # for names: the stems of the words that describe it just before ("русского писателя")
    described: tuple[str, ...] = ()
    # for defined terms: the sentence that defines it, and the first noun of what it is defined for ("Raum",
    # "Graph"), empty for a bare variable or a subset written in symbols ("A ⊆ X")
    position: float = -1.0
    subject: str = ""
    # "X := {0, 1}, T = {...} heißt Sierpińskiraum": the name of one thing the sentence builds, no kind of
    # thing, so no wrong answer for a notion ("Umgebung", "Basis")
    example: bool = False
    # the small word that opens what it is relative to ("diskret in X": "in", "Umgebung von x": "von")
    relation: str = ""


@dataclass
class Vocabulary:
    """What the whole document says: how often each word occurs, its keys by kind, its topic words."""

    language: Language
    counts: Counter[str]
    keys: dict[PlainKind, list[PlainKey]]
    words: list[PlainKey]  # every content word once, as wrong answers for a term when its kind runs short
    topic: set[str]
    text: str  # the document's sentences, lower case, for checking that a wrong answer is not also stated
    genders: dict[str, str]  # French nouns: "m" or "f", as the document's articles show
    # every sentence's words in lower case, and where each word stands: (sentence, place)
    sentence_words: list[list[str]] = field(default_factory=list)
    places: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    # words that describe most of the document's names ("со дня рождения"): they tell no two names apart
    common_description: set[str] = field(default_factory=set)
    stacked_stems: set[str] = field(default_factory=set)  # see plain_vocabulary._stacked_stems
    with_article: set[str] = field(default_factory=set)  # French names written after "le", "du", "au"...
    name_neighbours: dict[str, set[str]] = field(default_factory=dict)  # see plain_vocabulary
    term_contexts: dict[str, set[str]] = field(default_factory=dict)  # see plain_vocabulary
    # what the document says of a thing after a copula ("R ist nicht kompakt"): (position, subject, word)
    predicates: list[tuple[float, str, str]] = field(default_factory=list)
    sentence_step: float = 1.0  # how far one sentence of the document moves a sentence's position
