"""What lecture notes define, in any served language: the term a definition names after its marker
("heißt", "est appelé", "называется", "נקרא"), the kind of thing it is defined for ("Ein topologischer Raum
X": a space), what the notes say of things after a copula ("R ist nicht kompakt"), which kinds the notes
call by one name, and the terms defined for the same kind of thing, the wrong answers for one; whether a
word of a term is written inside a word of the sentence, which gives it away; and the lines too broken to
ask that are kept only for what they define (DefiningSentence)."""

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

from quizforge.generation.providers.local.languages import Language
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind, Vocabulary
from quizforge.generation.providers.local.plain_words import WORD, word_stem
from quizforge.generation.providers.local.sentences import Sentence


@dataclass(frozen=True)
class DefiningSentence(Sentence):
    """A line of the document too broken to ask ("f heißt Homöomorphismus, wenn f stetig ist und es eine
    stetige Abbildung g:") that still names a term it defines or a property it says of a thing ("R ist nicht
    kompakt."): only those are taken from it, as wrong answers for the definitions near it."""


_DEFINED_WORD = r"[^\W\d_]{2,}(?:-[^\W\d_]{2,})*"
_DEFINED_PHRASE = re.compile(rf"{_DEFINED_WORD}(?:\s{_DEFINED_WORD})*")
_CONDITION = re.compile(r"\s*(?:[,.;]|$)|\s(?:wenn|falls|si|s['’]ils?|lorsque|если|когда|אם)\b")


def defined_keys(text: str, language: Language) -> list[PlainKey]:
    """The term a definition names after its marker: "heißt ______ von x, wenn ...", "heißt ein ______."
    An article before the term stays in the sentence; the term ends at the first small word ("Umgebung von
    x", "Basis der Topologie T"), and the role records the marker and the article, which a wrong answer
    shares so that it agrees in number and gender ("heißen" plural, "est appelée", "נקראת" feminine)."""
    found = []
    lowered = text.lower()
    for marker in language.definition_markers:
        for match in re.finditer(rf"(?<!\w){re.escape(marker)}\s+", lowered):
            start = match.end()
            article = re.match(r"([^\W\d_]+)\s+", text[start:])
            determiner = ""
            if article and article.group(1).lower() in language.definite_or_indefinite:
                determiner = article.group(1).lower()
                start += article.end()
            phrase = _DEFINED_PHRASE.match(text, start)
            if not phrase:
                continue
            words = []
            for word in phrase.group(0).split():
                if word.lower() in language.stopwords or word.lower() in CONDITION_WORDS:
                    break
                words.append(word)
            if not words or len(words) > 3:
                continue
            end = start + len(" ".join(words))
            whose = _names_whose(text[end:], language)
            if not (_CONDITION.match(text, end) or whose):
                continue  # "sont appelés à se prononcer", "heißt genau dann": no term named
            # German adjectives after "heißt" and "heißen" alike are not inflected: only nouns agree
            uninflected = language.code == "de" and len(words) == 1 and words[0].islower()
            # "γ1 und γ2 heißen homotop": a relation of two things, no wrong answer for a property of one
            role = f"uninflected|{marker}" if uninflected else f"{marker}|{determiner}"
            subject = subject_noun(text[: match.start()], language)
            example = _names_one_thing(text[: match.start()], text[end:], whose=whose)
            relation = text[end:].split()[0].lower() if whose else ""
            if not subject and relation in WITHIN:
                subject = SUBSET  # "M heißt dicht in X": what lies in X is a part of it
            term = " ".join(words)
            found.append(
                PlainKey(
                    term,
                    start,
                    end,
                    PlainKind.DEFINED,
                    role=role,
                    subject=subject,
                    example=example,
                    relation=relation,
                )
            )
    return found


def _names_one_thing(subject: str, tail: str, *, whose: bool) -> bool:
    """ "X := {0, 1}, T = {...} heißt Sierpińskiraum.", "Z(x) heißt Zusammenhangskomponente.": a name for
    one thing the formula builds, with no condition and no "von M" that makes it a notion of any M ("∂M :=
    M \\ M° heißt Rand von M", "r heißt Retraktion, wenn ...")."""
    formula = ASSIGNED in subject or not any(len(word) >= 3 for word in WORD.findall(subject))
    return formula and not whose and bool(re.match(r"\s*(?:[.;]|$)", tail))


ASSIGNED = ":="
WITHIN = frozenset({"in", "dans", "в"})
SUBSET_SIGNS = ("⊆", "⊂")
SUBSET = "teil"  # the stem of "Teilmenge": "M ⊆ X heißt diskret" is said of a subset as "Eine Teilmenge" is


def subject_noun(subject: str, language: Language) -> str:
    """The first noun of what a definition is about, cut to its stem ("Ein topologischer Raum X": "raum",
    "Eine Teilmenge U ⊆ X": "teil"); a subset when the subject is symbols alone that say so ("M ⊆ X"),
    else empty for symbols alone."""
    for place, word in enumerate(WORD.findall(subject)):
        if len(word) < 4 or word.lower() in language.stopwords or word.lower() in language.number_labels:
            continue
        if language.code == "de" and (not word[:1].isupper() or place == 0):
            # German nouns are capitalised ("topologischer" describes the noun after it), and so is the
            # first word of any sentence ("Genau dann ist ...")
            continue
        return _without_marks(word.lower())[:SUBJECT_STEM]
    return SUBSET if any(sign in subject for sign in SUBSET_SIGNS) else ""


SUBJECT_STEM = 4  # "Raum" and "Räume", "Graph" and "Graphen" alike


def _without_marks(word: str) -> str:
    """A word without its accents and umlauts ("räume": "raume")."""
    return "".join(char for char in unicodedata.normalize("NFD", word) if not unicodedata.combining(char))


DEFINED_TAIL_WORDS = 4


def _names_whose(tail: str, language: Language) -> bool:
    """A short phrase after the term that says whose or where it is ("von x", "der Topologie T", "in X")
    before the condition or the end, not an adverb that goes on with the clause ("genau dann"); or the
    thing defined after its article ("On appelle corps commutatif un anneau ...")."""
    phrase = re.split(r"[,.;]", tail, maxsplit=1)[0]
    words = phrase.split()
    return (
        bool(words)
        and len(words) <= DEFINED_TAIL_WORDS
        and words[0].lower() in language.stopwords
        and words[0].lower() not in language.dangling_openers
    ) or (bool(words) and words[0].lower() in language.definite_or_indefinite)


CONDITION_WORDS = frozenset({"wenn", "falls", "si", "lorsque", "если", "когда", "אם"})


def predicates(found: list[Sentence], language: Language) -> list[tuple[float, str, str]]:
    """Adjectives the document says of things after a copula ("R ist nicht kompakt", "ist genau dann
    kompakt, wenn"), those it says more than once: the properties it works with, wrong answers of the right
    kind for a property defined nearby or for the same kind of thing."""
    said = [
        (sentence.position, subject_noun(sentence.text[:start], language), word)
        for sentence in found
        for start, word in says_of(sentence.text, language)
    ]
    times = Counter(word for _, _, word in said)
    return [(position, subject, word) for position, subject, word in said if times[word] >= PREDICATE_TIMES]


def says_of(text: str, language: Language) -> list[tuple[int, str]]:
    """Where a copula stands and the adjective it says of the subject: "R ist nicht kompakt." (at the end
    of a clause, so that it is the whole of what is said)."""
    if not language.copulas:
        return []
    copula = "|".join(map(re.escape, language.copulas))
    pattern = re.compile(rf"(?<!\w)(?:{copula})\s+(?:[^\W\d_]+\s+){{0,3}}?([^\W\d_]{{4,}})(?=\s*[,.;]|\s*$)")
    return [
        (match.start(), match.group(1))
        for match in pattern.finditer(text)
        if match.group(1).islower() and match.group(1) not in language.stopwords
    ]


PREDICATE_TIMES = 2


DEFINITION_REACH = 60  # sentences of the document: about a section of lecture notes


def defined_alike(key: PlainKey, vocabulary: Vocabulary) -> list[PlainKey]:
    """Terms defined for the same kind of thing ("Ein Raum X heißt zusammenhängend" for "Ein topologischer
    Raum X heißt hausdorffsch") or defined nearby, nearest first: a graph's "Baum" is no wrong answer for a
    set of open sets, and a term defined nearby for another kind of thing is none either. Then what the
    document says of the same kind of thing or nearby ("ist kompakt")."""
    said = [
        PlainKey(word, 0, 0, PlainKind.DEFINED, role=key.role, position=position, subject=subject)
        for position, subject, word in vocabulary.predicates
    ]
    step = vocabulary.sentence_step
    defined = [
        other
        for other in vocabulary.keys[PlainKind.DEFINED]
        if (key.subject and other.subject == key.subject)
        or (_near(key.position, other.position, step) and not (key.subject and other.subject))
    ]
    # "f und g sind homotop" is said of maps: for a space's property only what is said of a space
    said_alike = [
        other
        for other in said
        if other.subject == key.subject and (key.subject or _near(key.position, other.position, step))
    ]
    # failing three of those, the document's other defined terms, the nearest first: a set of notes
    # defines far more terms than any one section, and ten definitions asked beat three. Never one defined
    # for another kind of thing ("Retraktion", a map, for a graph's "Baum"); see also
    # plain_distractors.FAR_ANSWERS_FOR_A_THING
    kindred = _kindred(key.subject, vocabulary)
    further = [
        other
        for other in vocabulary.keys[PlainKind.DEFINED]
        if other not in defined and (not other.subject or other.subject in kindred)
    ]
    return [other for other in defined + said_alike + further if not other.example]


def _kindred(subject: str, vocabulary: Vocabulary) -> set[str]:
    """The kinds of thing the notes say one of the same properties of: "Ein Raum X heißt zusammenhängend"
    and "Eine Teilmenge A ⊆ X heißt zusammenhängend" make subsets and spaces kindred, so "dicht" (said of
    subsets) is a wrong answer for a space's "hausdorffsch"; nothing a graph is called is said of a map."""
    kinds: dict[str, set[str]] = {}
    for other in vocabulary.keys[PlainKind.DEFINED]:
        kinds.setdefault(other.text.lower(), set()).add(other.subject)
    for _, other_subject, word in vocabulary.predicates:
        kinds.setdefault(word.lower(), set()).add(other_subject)
    return {kind for said_of in kinds.values() if subject in said_of for kind in said_of if kind} - {subject}


def _near(first: float, second: float, step: float) -> bool:
    return first >= 0 and second >= 0 and abs(first - second) <= DEFINITION_REACH * step


def shares_stem(text: str, other: str) -> bool:
    """A word of one is written inside a word of the other ("Retraktion", "Deformationsretrakt"): the
    one gives the other away."""
    long_words = [[word.lower() for word in WORD.findall(part) if len(word) >= 6] for part in (text, other)]
    return any(
        word_stem(mine) in theirs or word_stem(theirs) in mine
        for mine in long_words[0]
        for theirs in long_words[1]
    )
