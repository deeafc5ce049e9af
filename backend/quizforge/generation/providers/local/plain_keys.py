# ruff: noqa: RUF001, RUF002, RUF003 - text in Cyrillic, Hebrew and typographic quotes is meant as written
"""Answer keys found without a language model, in any served language: numbers and years, names (runs of
capitalised words inside a sentence), terms the definition of which the document gives ("... heißt
kompakt"), and the document's own repeated terms. Wrong answers for a key are keys of the same kind and
form from the same document: a number of the same unit and size, a name of as many words and the same
ending (the same grammatical case in Russian), a term of the same ending and capitalisation."""

import functools
import math
import re
import unicodedata
import zlib
from collections import Counter
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import pairwise

from quizforge.generation.providers.local import lexicon
from quizforge.generation.providers.local.languages import NUMBER_VALUES, ORDINAL_RANKS, Language
from quizforge.generation.providers.local.sentences import Sentence
from quizforge.quizzes.questions import comparable

_NUMBER = re.compile(
    r"(?<![\w.,/\-–])(?P<currency>[€$£])?(?P<digits>\d{1,3}(?:[,\u202f ]\d{3})+|\d+)"
    r"(?P<decimals>[.,]\d+)?(?P<percent>\s?%)?(?![\w\-–/]|[.,]\d)"
)
_WORD = re.compile(r"[^\W\d_]+(?:['’\-][^\W\d_]+)*")
_NAME_JOINERS = frozenset({"de", "du", "des", "d'", "von", "van", "der", "la", "le", "of"})
HEBREW_PREFIXES = "הובלמשכ"
_folded = functools.lru_cache(maxsize=4096)(comparable)  # wrong answers are folded again for each blank


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


@dataclass(frozen=True)
class DefiningSentence(Sentence):
    """A line of the document too broken to ask ("f heißt Homöomorphismus, wenn f stetig ist und es eine
    stetige Abbildung g:") that still names a term it defines or a property it says of a thing ("R ist nicht
    kompakt."): only those are taken from it, as wrong answers for the definitions near it."""


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
    stacked_stems: set[str] = field(default_factory=set)  # see _stacked_stems
    with_article: set[str] = field(default_factory=set)  # French names written after "le", "du", "au"...
    name_neighbours: dict[str, set[str]] = field(default_factory=dict)  # see _name_neighbours
    term_contexts: dict[str, set[str]] = field(default_factory=dict)  # see _term_contexts
    # what the document says of a thing after a copula ("R ist nicht kompakt"): (position, subject, word)
    predicates: list[tuple[float, str, str]] = field(default_factory=list)
    sentence_step: float = 1.0  # how far one sentence of the document moves a sentence's position


def keys_of(sentence: Sentence, language: Language, counts: Counter[str]) -> list[PlainKey]:
    text = sentence.text
    found: list[PlainKey] = []
    found += _number_keys(text, language)
    found += [replace(key, position=sentence.position) for key in defined_keys(text, language)]
    found += _number_word_keys(text, language)
    found += _ordinal_keys(text, language)
    if language.cased and language.code != "de":
        found += _name_keys(text, language, counts)
    taken = [(key.start, key.end) for key in found]
    for term in _term_keys(text, language, counts):
        if not any(start < term.end and term.start < end for start, end in taken):
            found.append(term)
    return found


def vocabulary(every_sentence: list[Sentence], language: Language, headings: list[str]) -> Vocabulary:
    found = [sentence for sentence in every_sentence if not isinstance(sentence, DefiningSentence)]
    counts: Counter[str] = Counter()
    for sentence in found:
        written = _WORD.findall(sentence.text)
        counts.update(word.lower() for word in written)
        # "=premier": how often a word is written in lower case, to tell names from capitalised words
        counts.update(f"={word}" for word in written[1:] if word.islower())
        # "+premier ministre": a capitalised word and the lower-case word after it, to find the French
        # names of one capitalised word ("le Premier ministre", "le Conseil constitutionnel")
        counts.update(
            f"+{first.lower()} {second}"
            for first, second in pairwise(sentence.text.split())
            if first[:1].isupper() and second.isalpha() and second.islower()
        )
    keys: dict[PlainKind, list[PlainKey]] = {kind: [] for kind in PlainKind}
    for sentence in found:
        for key in keys_of(sentence, language, counts):
            keys[key.kind].append(key)
    for sentence in every_sentence:
        if isinstance(sentence, DefiningSentence):
            keys[PlainKind.DEFINED] += [
                replace(key, position=sentence.position) for key in defined_keys(sentence.text, language)
            ]
    every: dict[str, PlainKey] = {}
    for sentence in found:
        for word in _term_keys(sentence.text, language, counts, min_count=1):
            every.setdefault(word.text.lower(), word)
    markers = {word for marker in language.definition_markers for word in marker.split()}
    content = [
        (word, count)
        for word, count in counts.items()
        if word[:1] != "=" and _content_word(word, language) and word not in markers  # "נקרא" is no topic
    ]
    content.sort(key=lambda pair: -pair[1])
    topic = {word for word, _ in content[:2]}
    if headings:
        title_words = {word.lower() for word in _WORD.findall(" ".join(headings[:2]))}
        topic |= {word for word in title_words if _content_word(word, language) and counts[word] >= 2}
    name_places = _name_places(found, keys[PlainKind.NAME])
    descriptions = [set(key.described) for key in keys[PlainKind.NAME] if key.described]
    described = Counter(stem for stems in descriptions for stem in stems)
    common = {stem for stem, times in described.items() if times >= 0.6 * len(descriptions)}
    text = " ".join(comparable(sentence.text) for sentence in found)
    sentence_words = [[word.lower() for word in _WORD.findall(sentence.text)] for sentence in found]
    places: dict[str, list[tuple[int, int]]] = {}
    for number, words in enumerate(sentence_words):
        for place, word in enumerate(words):
            places.setdefault(word, []).append((number, place))
    return Vocabulary(
        language=language,
        counts=counts,
        keys=keys,
        words=list(every.values()),
        topic=topic,
        text=f" {text} ",
        genders=_french_genders(found) if language.code == "fr" else {},
        sentence_words=sentence_words,
        places=places,
        common_description=common,
        stacked_stems=_stacked_stems(found, language),
        with_article=_names_with_article(name_places) if language.code == "fr" else set(),
        name_neighbours=_name_neighbours(name_places, language),
        term_contexts=_term_contexts(found, language),
        predicates=_predicates(every_sentence, language),
        sentence_step=_sentence_step(every_sentence),
    )


def _sentence_step(found: list[Sentence]) -> float:
    """The position one sentence of the whole document takes up: the least step between two kept ones."""
    steps = [later.position - earlier.position for earlier, later in pairwise(found)]
    return min((step for step in steps if step > 0), default=1.0)


def _predicates(found: list[Sentence], language: Language) -> list[tuple[float, str, str]]:
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


CONTEXT_REACH = 3
HUB_MIN_SENTENCES = 8
HUB_SHARE = 0.03


def _term_contexts(found: list[Sentence], language: Language) -> dict[str, set[str]]:
    """For each word, the stems of the nearest words of substance on each side wherever the document writes
    it, and the words it is listed with ("dissolution, destitution"): what plays the same role shares some."""
    contexts: dict[str, set[str]] = {}
    sentences_with: Counter[str] = Counter()
    for sentence in found:
        sentences_with.update({_stem(_elided(word.lower())) for word in _WORD.findall(sentence.text)})
    # a word most rules mention ("Parlement", "Conseil") is next to terms of every role
    hubs = {
        stem
        for stem, times in sentences_with.items()
        if times >= max(HUB_MIN_SENTENCES, HUB_SHARE * len(found))
    }
    for sentence in found:
        tokens = list(_WORD.finditer(sentence.text))
        lowered = [_unprefixed(token.group(0).lower(), language) for token in tokens]
        for place, word in enumerate(lowered):
            found_here = contexts.setdefault(word, set())
            for side in (
                range(place - 1, max(place - CONTEXT_REACH, 0) - 1, -1),
                range(place + 1, place + 1 + CONTEXT_REACH),
            ):
                for other in side:
                    if 0 <= other < len(lowered) and _substantial(_elided(lowered[other]), language):
                        stem = _stem(_elided(lowered[other]))
                        # "finances publiques", "assemblées publiques": an adjective says two things are
                        # described alike, not that they do the same thing
                        described = language.code == "fr" and _FRENCH_ADJECTIVE.search(lowered[other])
                        if stem not in hubs and not described:
                            found_here.add(stem)
                        break
        for before, after in pairwise(range(len(tokens))):
            between = sentence.text[tokens[before].end() : tokens[after].start()].strip()
            joined = between == "," or between == language.and_word
            if joined and language.and_word:
                pair = "&" + "|".join(sorted((_stem(lowered[before]), _stem(lowered[after]))))
                contexts.setdefault(lowered[before], set()).add(pair)
                contexts.setdefault(lowered[after], set()).add(pair)
    return contexts


def _elided(word: str) -> str:
    """A word without the article or preposition elided before it: "d'une" → "une", "l'article"."""
    return re.split(r"['’]", word)[-1]


def _substantial(word: str, language: Language) -> bool:
    return len(word) >= 4 and word not in language.stopwords


_BROKEN_WORD = re.compile(r"[^\W\d_]-[^\W\d_A-ZА-ЯЁ]")
_FRENCH_GENDER_CUE = re.compile(r"(?<![\w'’])(le|du|au|un|la|une)\s+([^\W\d_]+)", re.IGNORECASE)
_MASCULINE = frozenset({"le", "du", "au", "un"})
_ARTICLE = re.compile(r"^(?:les|le|la|l['’])\s?", re.IGNORECASE)


def _french_genders(found: list[Sentence]) -> dict[str, str]:
    """A noun's gender as the document's articles show it ("du Parlement": m, "la Cour": f)."""
    seen: dict[str, set[str]] = {}
    for sentence in found:
        for article, noun in _FRENCH_GENDER_CUE.findall(sentence.text):
            seen.setdefault(noun.lower(), set()).add("m" if article.lower() in _MASCULINE else "f")
    return {noun: genders.pop() for noun, genders in seen.items() if len(genders) == 1}


_ARTICLE_BEFORE = re.compile(r"(?:^|\s)(?:le|la|les|l['’]|du|au|aux|des)\s?$", re.IGNORECASE)


def _names_with_article(places: list[tuple[str, int, str]]) -> set[str]:
    """French names the document writes with an article ("le Sénat", "du Parlement"), unlike a city's
    ("à Nouméa"): a city is never offered among institutions and countries."""
    return {name for text, start, name in places if _ARTICLE_BEFORE.search(text[:start])}


def _name_neighbours(places: list[tuple[str, int, str]], language: Language) -> dict[str, set[str]]:
    """The stems of the content words next to each name wherever the document writes it: "membres du
    Parlement", "membres du Gouvernement" show two names of one kind, which "la Constitution" shares none
    with."""
    neighbours: dict[str, set[str]] = {}
    for text, start, name in places:
        before = [word for word in _WORD.findall(text[:start]) if _content_word(word, language)]
        after = [word for word in _WORD.findall(text[start + len(name) :]) if _content_word(word, language)]
        found = neighbours.setdefault(name, set())
        if before:
            found.add("<" + _stem(before[-1]))
        if after:
            found.add(">" + _stem(after[0]))
    return neighbours


def _name_places(found: list[Sentence], names: list[PlainKey]) -> list[tuple[str, int, str]]:
    """Each place a name stands in the document: (sentence, where, the name without its article)."""
    bare = sorted({_bare_name(key.text) for key in names}, key=len, reverse=True)
    if not bare:
        return []
    pattern = re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, bare))})(?!\w)", re.IGNORECASE)
    return [
        (sentence.text, match.start(), match.group(0).lower())
        for sentence in found
        for match in pattern.finditer(sentence.text)
    ]


def _bare_name(text: str) -> str:
    return _ARTICLE.sub("", text).lower()


def _gender_before(text: str) -> str:
    """The gender the words before a blank ask for: "membre du ______" a masculine noun."""
    previous = text.rstrip().rsplit(" ", 1)[-1].lower() if text.strip() else ""
    if previous in _MASCULINE:
        return "m"
    if previous in ("la", "une"):
        return "f"
    return ""


def _gender_of(text: str, vocabulary: Vocabulary) -> str:
    words = [word.lower() for word in _WORD.findall(text)]
    return vocabulary.genders.get(words[0], "") if words else ""


def _content_word(word: str, language: Language) -> bool:
    shortest = 4 if language.code == "he" else 6
    return len(word) >= shortest and word.lower() not in language.stopwords


_LISTED_NUMBERS = re.compile(r"(?:\d+\s*(?:\([^()]*\))?\s*(?:,|\bet\b|\bund\b|\bи\b)\s*)+$")


def _number_keys(text: str, language: Language) -> list[PlainKey]:
    found = []
    for match in _NUMBER.finditer(text):
        # "aux articles 8 (1er alinéa), 11, 12 et 56": every number of a list after a label is a label too
        before = _LISTED_NUMBERS.sub("", text[: match.start()]).rsplit(None, 1)
        label = re.split(r"['’]", before[-1].lower())[-1] if before else ""  # "l'article 74": "article"
        if label in language.number_labels or label.rstrip(".") in language.number_labels:
            continue
        if text[match.start() - 1 : match.start()] == "(" and re.match(r"\)", text[match.end() :]):
            continue  # "(3)": a label
        digits = match.group("digits")
        value = digits.replace(",", "").replace(" ", "").replace("\u202f", "")
        after = _WORD.match(text[match.end() :].lstrip())
        unit = "%" if match.group("percent") else (after.group(0).lower() if after else "")
        year = (
            not match.group("currency")
            and not match.group("decimals")
            and len(value) == 4
            and 1000 <= int(value) <= 2100
            and not unit.startswith("%")
        )
        if unit in language.months:
            continue  # the day of a date: "avant le 46 décembre" reads as garbled, and a day is no point
        kind = PlainKind.YEAR if year else PlainKind.NUMBER
        if kind is PlainKind.NUMBER and int(value) < 2 and not match.group("decimals"):
            continue
        found.append(PlainKey(match.group(0).strip(), match.start(), match.end(), kind, unit))
    return found


def _number_word_keys(text: str, language: Language) -> list[PlainKey]:
    tokens = list(_WORD.finditer(text))
    numbers = language.number_words | language.singular_number_words
    return [
        PlainKey(token.group(0), token.start(), token.end(), PlainKind.NUMBER_WORD)
        for index, token in enumerate(tokens)
        if token.group(0).lower() in language.number_words
        and token.start() > 0
        # "не более одного двух листов": one end of a range, which the other end gives away
        and not any(
            0 <= other < len(tokens) and tokens[other].group(0).lower() in numbers
            for other in (index - 1, index + 1)
        )
    ]


def _ordinal_keys(text: str, language: Language) -> list[PlainKey]:
    """ "au premier alinéa": asked only against other ordinals that agree with the same noun."""
    tokens = list(_WORD.finditer(text))
    return [
        PlainKey(token.group(0), token.start(), token.end(), PlainKind.ORDINAL)
        for token, after in pairwise(tokens)
        if token.start() > 0
        and token.group(0).islower()
        and _ordinal_group(token.group(0), language)
        and _before_noun(token, after, text, language)
    ]


def _before_noun(token: re.Match[str], after: re.Match[str], text: str, language: Language) -> bool:
    """An ordinal that goes with the next word ("на последней странице"), not one that stands for a noun
    ("последняя предлагается")."""
    word = after.group(0).lower()
    if text[token.end() : after.start()].strip() or word in language.stopwords or len(word) < 4:
        return False
    return not (language.code == "ru" and _RUSSIAN_VERB.search(word))


def _is_ordinal(word: str, language: Language) -> bool:
    ending = language.ordinal_ending
    lowered = word.lower()
    return bool(_ordinal_group(lowered, language)) or bool(ending and lowered.rstrip("s").endswith(ending))


def _ordinal_group(word: str, language: Language) -> frozenset[str]:
    return next((group for group in language.ordinals if word.lower() in group), frozenset())


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
    formula = ASSIGNED in subject or not any(len(word) >= 3 for word in _WORD.findall(subject))
    return formula and not whose and bool(re.match(r"\s*(?:[.;]|$)", tail))


ASSIGNED = ":="
WITHIN = frozenset({"in", "dans", "в"})
SUBSET_SIGNS = ("⊆", "⊂")
SUBSET = "teil"  # the stem of "Teilmenge": "M ⊆ X heißt diskret" is said of a subset as "Eine Teilmenge" is


def subject_noun(subject: str, language: Language) -> str:
    """The first noun of what a definition is about, cut to its stem ("Ein topologischer Raum X": "raum",
    "Eine Teilmenge U ⊆ X": "teil"); a subset when the subject is symbols alone that say so ("M ⊆ X"),
    else empty for symbols alone."""
    for place, word in enumerate(_WORD.findall(subject)):
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


def _agrees_as_defined(first: str, second: str, language: Language) -> bool:
    """Russian and Hebrew terms show their gender and number in their ending ("называется замкнутым",
    "называется компактной"; "נקראת פתוחה"); French ones agree with the marker ("est appelée") and German
    ones after "heißt" are not inflected."""
    if language.code == "ru":
        return first[-2:].lower() == second[-2:].lower()
    if language.code == "he":  # "דומיננטי" is an adjective, "פנוטיפ" a noun
        adjectives = first.endswith(HEBREW_ADJECTIVE_ENDING), second.endswith(HEBREW_ADJECTIVE_ENDING)
        return _ending(first, language) == _ending(second, language) and adjectives[0] == adjectives[1]
    return True


HEBREW_ADJECTIVE_ENDING = ("י", "ית", "יים", "יות")


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


def _name_keys(text: str, language: Language, counts: Counter[str]) -> list[PlainKey]:
    found: list[PlainKey] = []
    tokens = list(_WORD.finditer(text))
    run: list[re.Match[str]] = []

    def close() -> None:
        while run and run[-1].group(0).lower() in _NAME_JOINERS:
            run.pop()
        if run and run[0].start() > 0:
            words = [token.group(0) for token in run]
            after = _WORD.match(text, run[-1].end() + 1)
            if (
                language.code == "fr"
                and len(words) == 1
                and after
                and text[run[-1].end() : after.start()] == " "
                and _content_word(after.group(0), language)
                and counts[f"+{words[0].lower()} {after.group(0)}"] >= NAME_PHRASE_TIMES
            ):
                run.append(after)  # "le Premier ministre": a name the document always writes so
                words.append(after.group(0))
            elif len(words) == 1 and counts[f"={words[0].lower()}"] >= 2:
                run.clear()
                return  # a common word capitalised here ("le Premier ministre"), not a name
            start = run[0].start()
            article = _FRENCH_ARTICLE.search(text[:start]) if language.code == "fr" else None
            if article:  # "la France" / "le Sénat": the article goes with the name, so no choice tells by it
                words.insert(0, article.group(1))
                start = article.start(1)
            if language.code == "fr" and re.match(r"\s+(?:de|des|du|d['’])\s*[a-zé]", text[run[-1].end() :]):
                run.clear()
                return  # part of a longer name: "la Cour des comptes", "le Défenseur des droits"
            text_of = " ".join(words).replace("' ", "'").replace("’ ", "’")
            if not all(word.lower() in language.stopwords for word in words) and len(words) <= 4 + bool(
                article
            ):
                described = _description(text[:start], language)
                found.append(PlainKey(text_of, start, run[-1].end(), PlainKind.NAME, described=described))
        run.clear()

    for index, token in enumerate(tokens):
        word = token.group(0)
        adjacent = not run or re.fullmatch(r"\s", text[run[-1].end() : token.start()])
        surname_in_capitals = bool(run) and word.isupper() and len(word) > 2 and language.code == "ru"
        if (
            word[:1].isupper() and (not word.isupper() or surname_in_capitals) and adjacent and index > 0
        ) or (run and word.lower() in _NAME_JOINERS and adjacent):
            run.append(token)
        else:
            close()
    close()
    if language.code == "en":
        # old texts capitalise common nouns ("the Tenure of their Offices"): only true names are names
        found = [
            key for key in found if not any(lexicon.can_be_noun(word.lower()) for word in key.text.split())
        ]
    return [key for key in found if len(key.text) >= 3]


NAME_PHRASE_TIMES = 3


def _description(before: str, language: Language) -> tuple[str, ...]:
    """The stems of the lower-case words right before a name, nearest last, over commas and the
    word "and": "русского писателя, философа" gives ("русск", "писат", "филос")."""
    found: list[str] = []
    for token in reversed(list(re.finditer(r"[^\W\d_]+|[^\w\s,]|\d+", before))):
        word = token.group(0)
        if word == language.and_word:
            continue
        if not word.isalpha() or not word.islower() or word in language.stopwords or len(found) >= 6:
            break
        found.append(word[:5])
    return tuple(reversed(found))


_FRENCH_DETERMINERS = frozenset(
    [
        "le",
        "la",
        "les",
        "l'",
        "un",
        "une",
        "des",
        "du",
        "au",
        "aux",
        "son",
        "sa",
        "ses",
        "leur",
        "leurs",
        "ce",
        "cet",
        "cette",
        "ces",
        "d'",
        "de",
    ]
)
_FRENCH_ADJECTIVE = re.compile(
    r"(?:ale|ales|aux|elle|elles|ique|iques|ive|ives|aire|aires|ienne|iennes|iens)$"
)
_RUSSIAN_VERB = re.compile(r"(?:ся|сь|ать|ять|ить|еть|ает|яет|ует|ают|яют|уют|ит|ат|ят)$")
_FRENCH_ARTICLE = re.compile(r"(?:(?<=\s)|^)([Ll]a|[Ll]e|[Ll]es|[Ll]['’])\s?$")
_JOINED = "-\u2013\u05be'’"


def _term_keys(text: str, language: Language, counts: Counter[str], *, min_count: int = 2) -> list[PlainKey]:
    found = []
    tokens = list(_WORD.finditer(text))
    for index, token in enumerate(tokens):
        word = token.group(0)
        if index == 0 or not _content_word(word, language) or counts[word.lower()] < min_count:
            continue
        if word.lower() in language.number_words or _is_ordinal(word, language):
            continue
        if word.lower() in language.generic_nouns or word in language.generic_nouns:
            continue  # "des ______ qui sont du domaine de la loi": "mesures" leaves the point in the stem
        if any(mark in word for mark in _JOINED) or text[token.end() : token.end() + 1] in _JOINED:
            continue  # part of a compound or an elided word: "l'article", "אנזים־מצע"
        if text[token.start() - 1 : token.start()] in _JOINED:
            continue
        if language.cased and language.code != "de" and word[:1].isupper():
            continue  # names are keys of their own
        if language.code == "de" and not word[:1].isupper():
            continue  # German nouns are capitalised; the other words are seldom worth asking
        if word.lower() in language.number_labels:
            continue  # "Bemerkung 61", "article 89": labels of the document, not its terms
        if language.code == "he" and not _hebrew_noun(word, counts):
            continue  # only nouns, so that a wrong answer is a noun like the key
        if language.code == "ru" and _RUSSIAN_VERB.search(word.lower()):
            continue  # a verb swapped in reads as a grammar slip, not as a false statement
        role = ""
        if language.code == "fr":
            previous = text[: token.start()].rstrip().rsplit(" ", 1)[-1].lower()
            if previous in ("de", "à", "pour", "sans", "d'", "d’") and word.lower().endswith(("er", "ir")):
                continue  # an infinitive: "de consulter", "pour demander"
            if previous in _FRENCH_DETERMINERS or previous.endswith(("l'", "d'", "l’", "d’")):
                role = "noun"
            elif re.split(r"['’]", tokens[index - 1].group(0))[-1][:1].isupper():
                continue  # the adjective of a name: "l'Assemblée nationale"
            elif _FRENCH_ADJECTIVE.search(word) and _content_word(tokens[index - 1].group(0), language):
                role = "adjective"
            else:
                continue  # a verb or an adverb, seldom worth asking and hard to match
        found.append(PlainKey(word, token.start(), token.end(), PlainKind.TERM, role=role))
    return found


def _hebrew_noun(word: str, counts: Counter[str]) -> bool:
    """A definite noun ("התוצאות"): the document also writes it after a preposition ("בתוצאות",
    "לתוצאות"), which verbs and most adjectives never take."""
    if not word.startswith("ה") or len(word) < 4:
        return False
    base = word[1:]
    with_preposition = any(counts[prefix + base] for prefix in ("ב", "ל", "מה", "כ", "וה"))
    return (with_preposition or counts[base] > 0) and not base.startswith("אחר")


def importance(key: PlainKey, vocabulary: Vocabulary) -> float:
    if key.kind is PlainKind.DEFINED:
        return 4.0
    if key.kind in (PlainKind.NUMBER, PlainKind.YEAR, PlainKind.NUMBER_WORD):
        return 2.0 if key.unit or key.kind is PlainKind.NUMBER_WORD else 1.2
    if key.kind is PlainKind.ORDINAL:
        return 0.5  # "au premier alinéa": asked only where the sentence has no term of its own to ask
    if key.kind is PlainKind.NAME:
        return 2.5  # a person, institution or place the sentence is about
    words = [word.lower() for word in _WORD.findall(key.text)]
    repeated = max((vocabulary.counts[word] for word in words), default=1)
    return math.log1p(min(repeated, 8))


SET_PHRASE_TIMES = 3
SET_PHRASE_SHARE = 0.5
SET_PHRASE_ALWAYS_TIMES = 2


def other_ordinal_fits(key: PlainKey, sentence: str, vocabulary: Vocabulary) -> bool:
    """The document writes the ordinal's noun after another ordinal too ("auf den ersten Blick", "au
    deuxième alinéa"): such a wrong answer reads as right, or the question as which of several."""
    after = _WORD.search(sentence, key.end)
    if key.kind is not PlainKind.ORDINAL or after is None:
        return False
    noun = _stem(after.group(0))
    ordinals = frozenset().union(*vocabulary.language.ordinals)
    return any(
        before != key.text.lower() and before in ordinals and _stem(word) == noun
        for words in vocabulary.sentence_words
        for before, word in pairwise(words)
    )


def in_set_phrase(key: PlainKey, sentence: str, vocabulary: Vocabulary) -> bool:
    """The words next to the blank nearly always come with the key in this document ("la majorité des
    membres", "collectivités territoriales"): a reader guesses it from the wording, not from knowing."""
    words = _WORD.findall(key.text.lower())
    if len(words) != 1:
        return False
    before = [word.lower() for word in _WORD.findall(sentence[: key.start])]
    after = [word.lower() for word in _WORD.findall(sentence[key.end :])]
    left = _context(list(reversed(before)), vocabulary.language)[::-1]
    right = _context(after, vocabulary.language)
    contexts = [(left, True), (right, False), (before[-1:], True), (after[:1], False)]  # "מי ______"
    return any(
        _fills_slot(words[0], context, vocabulary, after_context=after_context)
        for context, after_context in contexts
        if context
    )


def _context(words: list[str], language: Language) -> list[str]:
    """The words next to a blank up to the first content word (nearest first), at most three."""
    for size, word in enumerate(words[:3], start=1):
        if _content_word(word, language):
            return words[:size]
    return []


def _fills_slot(key: str, context: list[str], vocabulary: Vocabulary, *, after_context: bool) -> bool:
    anchor = context[-1] if after_context else context[0]
    filled: Counter[str] = Counter()
    for number, place in vocabulary.places.get(anchor, []):
        words = vocabulary.sentence_words[number]
        start = place - len(context) + 1 if after_context else place
        if words[start : start + len(context)] != context or start < 0:
            continue
        slot = start + len(context) if after_context else start - 1
        if 0 <= slot < len(words):
            filled[_stem(words[slot])] += 1  # "membre du Parlement" and "membres du Parlement" alike
    times, total = filled[_stem(key)], sum(filled.values())
    always = times >= SET_PHRASE_ALWAYS_TIMES and times == total  # "au Journal officiel", twice
    return always or (times >= SET_PHRASE_TIMES and times >= SET_PHRASE_SHARE * total)


def is_topic(text: str, vocabulary: Vocabulary) -> bool:
    return any(word.lower() in vocabulary.topic for word in _WORD.findall(text))


def distractors(key: PlainKey, sentence: str, vocabulary: Vocabulary, wanted: int = 3) -> list[str]:
    """Wrong answers of the key's kind and form, from the document first, never stated there in the key's
    place, never the topic, never a word of the sentence."""
    seed = zlib.crc32(f"{sentence}|{key.text}".encode())
    lowered_sentence = sentence.lower()
    seen = {comparable(key.text)}
    rest_of_sentence = sentence[: key.start] + " " + sentence[key.end :]
    sentence_stems = _stems_of(rest_of_sentence, vocabulary.language)
    chosen: list[str] = []
    far: set[str] = set()  # see FAR_ANSWERS_FOR_A_THING
    passes = [(_same_kind(key, vocabulary), 0)]
    if key.kind is PlainKind.TERM:
        passes.append((vocabulary.words, 0))  # any word of the document of the same form
        if vocabulary.language.code == "ru":
            passes.append((vocabulary.words, 1))  # the same two last letters: the same case as a rule
    language = vocabulary.language
    numeric = key.kind in (PlainKind.NUMBER_WORD, PlainKind.ORDINAL)
    # wrong answers for a term share a context with it: see _term_contexts
    by_context = key.kind in (PlainKind.TERM, PlainKind.DEFINED)
    contexts = vocabulary.term_contexts
    key_contexts = contexts.get(_unprefixed(key.text.lower(), language), set())
    for pool, looser in passes:
        scored = []
        for candidate in pool:
            text = candidate.text
            if (
                by_context
                and candidate.kind is not PlainKind.DEFINED  # what the document defines is of one role
                and not key_contexts & contexts.get(_unprefixed(text.lower(), language), set())
            ):
                continue  # "La ______ est prononcée": "dissolution" is pronounced too, "application" never
            if vocabulary.genders and not _ARTICLE.match(key.text) and _ARTICLE.match(text):
                text = _ARTICLE.sub("", text)  # "membre du ______": "Sénat", not "le Sénat"
                candidate = replace(candidate, text=text)
            folded = _folded(text)
            if folded in seen or folded in lowered_sentence:
                continue
            if candidate.kind is PlainKind.NAME and re.search(
                rf"(?<!\w){re.escape(_bare_name(text))}(?!\w)", lowered_sentence
            ):
                continue  # "Le Gouvernement dirige l'action du Gouvernement": the sentence names it already
            if candidate.kind is not PlainKind.NAME and is_topic(text, vocabulary):
                continue  # a name of the topic ("le Président de la République") is one of its rivals
            if numeric and _number_value(text) and _number_value(text) == _number_value(key.text):
                continue  # "трёх" and "трех": one number
            if key.kind is PlainKind.TERM and _stem(text) in sentence_stems:
                continue  # "לתוצאות ______": "התוצאות" repeats the word next to the blank
            if key.kind is PlainKind.DEFINED and (
                _stems_of(text, language) & sentence_stems
                or _variant_of(key.text, text)
                or shares_stem(text, rest_of_sentence)
            ):
                # "heißt ______, wenn X \\ A offen ist": "offen" would make it true as well;
                # "zusammenhängend" for "wegzusammenhängend" names a weaker property of the same thing
                continue
            if not _same_form(key, candidate, vocabulary.language, looser=looser):
                continue
            if vocabulary.genders and not _same_gender(key, text, sentence, vocabulary):
                continue
            if (
                candidate.kind is PlainKind.NAME
                and len(text.split()) <= 2
                and vocabulary.counts[_first_word(text)] < 3
            ):
                continue  # a name the document hardly uses ("Clipperton") is no plausible wrong answer
            if _overlapping(key.text, text, vocabulary.language):
                continue
            if candidate.kind is PlainKind.NAME and any(
                _overlapping(word, text, vocabulary.language) for word in _WORD.findall(rest_of_sentence)
            ):
                continue  # "membre du Sénat ... tout mandat parlementaire": the sentence contradicts itself
            if not _alike_described(key, candidate, vocabulary):
                continue
            if _stacked(key, candidate, vocabulary) or _article_differs(key, text, vocabulary):
                continue
            if key.kind is PlainKind.NAME and not _used_alike(key.text, text, vocabulary):
                continue
            if key.kind is PlainKind.TERM and _next_to_same_word(key, sentence, text, vocabulary):
                continue
            if candidate.kind is PlainKind.NAME and _BROKEN_WORD.search(text):
                continue  # "Ивано-вича": a word the document's line wrapping broke
            if _also_stated(sentence, key, text, vocabulary):
                continue
            frequent = min(vocabulary.counts[_first_word(text)], 5)  # the document's own terms first
            shuffle = zlib.crc32(f"{seed}{text}".encode()) % 7
            closeness: float = abs(len(text) - len(key.text)) + shuffle - frequent
            if key.kind is PlainKind.DEFINED:  # of the same kind first, then defined nearby, then further off
                alike = bool(key.subject) and candidate.subject == key.subject
                distance = abs(candidate.position - key.position) / vocabulary.sentence_step
                # "diskret in X" and "dicht in X": of one kind and relative to one thing, the closest rivals
                related = alike and bool(key.relation) and candidate.relation == key.relation
                closeness = (not alike) * OTHER_KIND + (not related) * OTHER_KIND / 2 + distance
                if not alike and distance > DEFINITION_REACH and _a_thing(key):
                    far.add(text)
            if numeric:  # "sur quatre": trois, cinq, six
                closeness = abs(_number_value(text) - _number_value(key.text)) * 10 + closeness % 7
            scored.append((closeness, text))
        for _, text in sorted(scored):
            if key.kind is PlainKind.DEFINED and any(_one_within(text, other) for other in chosen):
                continue  # "Basis" and "Subbasis" side by side: one choice hints at the other
            if text in far and len(far.intersection(chosen)) >= FAR_ANSWERS_FOR_A_THING:
                continue
            if len(chosen) < wanted and _folded(text) not in seen:
                seen.add(_folded(text))
                if numeric and _number_value(text) in {_number_value(word) for word in chosen}:
                    continue  # "трёх" and "трех", "seconde" and "deuxième": one number
                chosen.append(text)
    if len(chosen) < wanted and key.kind in (PlainKind.NUMBER, PlainKind.YEAR):
        for text in _shifted_numbers(key, seed):
            if not _agrees_in_count(key.text, text, vocabulary.language):
                continue
            if _folded(text) not in seen and not _also_stated(sentence, key, text, vocabulary):
                seen.add(_folded(text))
                chosen.append(text)
            if len(chosen) >= wanted:
                break
    return chosen


@functools.lru_cache(maxsize=1024)
def _number_value(text: str) -> float:
    """The value of a number in words, or the rank of an ordinal."""
    lowered = text.lower()
    if lowered in NUMBER_VALUES:
        return NUMBER_VALUES[lowered]
    return next((rank for start, rank in ORDINAL_RANKS if lowered.startswith(start)), 0.0)


def _agrees_in_count(first: str, second: str, language: Language) -> bool:
    """Two numbers after which a Russian noun takes the same form: "через 2 интервала", "через 3
    интервала", but "через 6 интервалов"."""
    if language.code != "ru":
        return True
    return _russian_count_form(first) == _russian_count_form(second)


def _russian_count_form(text: str) -> str:
    digits = re.sub(r"\D", "", text)
    if not digits or re.search(r"[.,]\d", text):
        return "fraction"
    value = int(digits)
    if 11 <= value % 100 <= 19 or value % 10 in (0, 5, 6, 7, 8, 9):
        return "many"
    return "one" if value % 10 == 1 else "few"


def _unprefixed(word: str, language: Language) -> str:
    """A Hebrew word without its one-letter preposition or article ("בתוצאות", "התוצאות": "תוצאות")."""
    if language.code == "he" and word[:1] in HEBREW_PREFIXES and len(word) > 4:
        return word[1:]
    return word


def _same_gender(key: PlainKey, text: str, sentence: str, vocabulary: Vocabulary) -> bool:
    key_article = re.match(r"(?i)(les|le|la|l['’])", key.text)
    if key_article:  # "la France", "la Commission": the same article, so the sentence still agrees
        return text.lower().startswith(
            key_article.group(1).lower() + ("" if "'" in key_article.group(1) else " ")
        )
    wanted = _gender_before(sentence[: key.start]) or vocabulary.genders.get(key.text.split()[0].lower(), "")
    found = _gender_of(text, vocabulary)
    return not wanted or not found or wanted == found


def _alike_described(key: PlainKey, candidate: PlainKey, vocabulary: Vocabulary) -> bool:
    """Names described alike: a Russian writer for a Russian writer, never a painter, never a French
    playwright for an English poet ("английского поэта Мольера" reads as absurd, not as a plausible
    mistake)."""
    if key.kind is not PlainKind.NAME or not (key.described or candidate.described):
        return True
    first, second = (_distinct(name.described, vocabulary) for name in (key, candidate))
    if not first or not second:
        return first == second
    if first[0] != second[0]:  # the nationality or era: "русского", "советского", "английского"
        return False
    return len(first) == 1 == len(second) or bool(set(first[1:]) & set(second[1:]))


def _next_to_same_word(key: PlainKey, sentence: str, text: str, vocabulary: Vocabulary) -> bool:
    """An adjective the document also writes after the noun the blank describes: "הגורם הנבדק" stands
    there as "הגורם המשפיע" does, so both read as right."""
    if _stem(key.text) not in vocabulary.stacked_stems:
        return False
    before = _WORD.findall(sentence[: key.start])[-1:]
    noun = before[0].lower() if before else ""
    wrong = text.lower()
    return any(
        place + 1 < len(vocabulary.sentence_words[number])
        and vocabulary.sentence_words[number][place + 1] == wrong
        for number, place in vocabulary.places.get(noun, [])
    )


def _used_alike(first: str, second: str, vocabulary: Vocabulary) -> bool:
    """Two names the document writes next to a same word somewhere: of one kind, so that one put in the
    other's place reads as a plausible mistake ("du Sénat" for "du Parlement")."""
    neighbours = vocabulary.name_neighbours
    return bool(neighbours.get(_bare_name(first), set()) & neighbours.get(_bare_name(second), set()))


def _article_differs(key: PlainKey, text: str, vocabulary: Vocabulary) -> bool:
    if key.kind is not PlainKind.NAME or not vocabulary.with_article:
        return False
    return (_bare_name(key.text) in vocabulary.with_article) != (_bare_name(text) in vocabulary.with_article)


def _distinct(described: tuple[str, ...], vocabulary: Vocabulary) -> list[str]:
    """A description without the words most of the document's share ("со дня рождения", "писателя")."""
    return [stem for stem in described if stem not in vocabulary.common_description]


def _stacked(key: PlainKey, candidate: PlainKey, vocabulary: Vocabulary) -> bool:
    """Of two adjectives, one is written right after another adjective of its form ("русского детского
    писателя") and the other never: they say different things of one thing and can both be true."""
    if key.kind is not PlainKind.TERM or len(key.text.split()) != 1 or len(candidate.text.split()) != 1:
        return False
    key_stacked = _stem(key.text) in vocabulary.stacked_stems
    return key_stacked != (_stem(candidate.text) in vocabulary.stacked_stems)


def _stems_of(text: str, language: Language) -> set[str]:
    """The stems of a text's words, Hebrew ones also without a one-letter prefix ("לתוצאות")."""
    words = [word.lower() for word in _WORD.findall(text)]
    if language.code == "he":
        words += [word[1:] for word in words if word[:1] in HEBREW_PREFIXES and len(word) > 4]
    return {_stem(word) for word in words}


def _stem(word: str) -> str:
    """A word without its ending ("membres", "membre"), and a Hebrew one without its article ("החמצן")."""
    lowered = word.lower()
    if lowered[:1] == "ה" and len(lowered) > 4:
        lowered = lowered[1:]
    return lowered[: max(5, len(lowered) - 3)]


def _stacked_stems(found: list[Sentence], language: Language) -> set[str]:
    """Stems of the words that describe the word right before them (no comma between): the second of two
    adjectives of the same ending ("русского детского"), a Hebrew adjective after its definite noun
    ("הגורמים הקבועים")."""
    stacked: set[str] = set()
    if language.code == "de":
        return stacked  # German terms are nouns, and an adjective before a noun often shares its ending
    for sentence in found:
        tokens = list(_WORD.finditer(sentence.text))
        for before, word in pairwise(tokens):
            first, second = before.group(0).lower(), word.group(0).lower()
            if sentence.text[before.end() : word.start()].strip() or first == second:
                continue
            if not (_content_word(first, language) and _content_word(second, language)):
                continue
            if _describes(first, second, language):
                stacked.add(_stem(second))
    return stacked


def _describes(before: str, word: str, language: Language) -> bool:
    if language.code == "he":  # two definite words in a row: a noun and its adjective
        return before.startswith("ה") and word.startswith("ה")
    return _ending(before, language) == _ending(word, language)


def _french_plural(word: str) -> bool:
    return word.endswith(("s", "x")) and not word.endswith(("ès", "is", "ours"))  # "Congrès" is one


def _overlapping(first: str, second: str, language: Language) -> bool:
    """Words that can both be right of the same thing ("русский" and "советский" writer)."""
    stems = {(_first_word(text) or text.lower())[:5] for text in (first, second)}
    return any(stems <= pair for pair in language.overlapping)


def _one_within(first: str, second: str) -> bool:
    """One term written inside the other ("Basis", "Subbasis"), or both of one stem ("Knoten", "Knotens")."""
    a, b = first.lower(), second.lower()
    return a in b or b in a or _stem(a) == _stem(b)


def _first_word(text: str) -> str:
    found = [word.lower() for word in _WORD.findall(text) if len(word) > 3]
    return found[0] if found else ""


def _same_kind(key: PlainKey, vocabulary: Vocabulary) -> list[PlainKey]:
    if key.kind is PlainKind.NUMBER_WORD:
        cased = str.capitalize if key.text[:1].isupper() else str.lower
        return [PlainKey(cased(word), 0, 0, key.kind) for word in _agreeing_number_words(key, vocabulary)]
    if key.kind is PlainKind.ORDINAL:
        group = _ordinal_group(key.text, vocabulary.language)
        return [PlainKey(word, 0, 0, key.kind) for word in sorted(group)]
    if key.kind is PlainKind.DEFINED:
        return _defined_alike(key, vocabulary)
    return vocabulary.keys[key.kind]


DEFINITION_REACH = 60  # sentences of the document: about a section of lecture notes


def _defined_alike(key: PlainKey, vocabulary: Vocabulary) -> list[PlainKey]:
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
    # for another kind of thing ("Retraktion", a map, for a graph's "Baum"); see also FAR_ANSWERS_FOR_A_THING
    kindred = _kindred(key.subject, vocabulary)
    further = [
        other
        for other in vocabulary.keys[PlainKind.DEFINED]
        if other not in defined and (not other.subject or other.subject in kindred)
    ]
    return [other for other in defined + said_alike + further if not other.example]


OTHER_KIND = 1_000_000  # sentences: a term of the key's own kind comes first however far off it is defined
# "Baum", a graph, is a thing of its kind: a term defined far off for no known kind ("Homotopie") is likely
# another kind of thing, so at most one such wrong answer beside those of its kind or its section
FAR_ANSWERS_FOR_A_THING = 1


def _a_thing(key: PlainKey) -> bool:
    """A noun defined for a known kind of thing ("Ein zusammenhängender Graph heißt Baum")."""
    return bool(key.subject) and key.text[:1].isupper()


def _variant_of(key: str, other: str) -> bool:
    """The same thing named more narrowly or broadly: "Basis" and "Subbasis", "zusammenhängend" and
    "wegzusammenhängend", "Knoten" and "Knotens". A compound that only opens with the key names another
    thing ("Knotendiagramm" for "Knoten"): German puts what a compound is last."""
    a, b = key.lower(), other.lower()
    return a.endswith(b) or b.endswith(a) or _stem(a) == _stem(b)


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
    long_words = [[word.lower() for word in _WORD.findall(part) if len(word) >= 6] for part in (text, other)]
    return any(
        _stem(mine) in theirs or _stem(theirs) in mine for mine in long_words[0] for theirs in long_words[1]
    )


def _agreeing_number_words(key: PlainKey, vocabulary: Vocabulary) -> list[str]:
    """Numbers in words after which the next noun takes the key's form: "в пределах одного семестра"
    has no such wrong answer, since "двух семестра" shows by its grammar that it is wrong."""
    singular = vocabulary.language.singular_number_words
    words = vocabulary.language.number_words | singular
    same = singular if key.text.lower() in singular else words - singular
    return sorted(same)


def _same_form(key: PlainKey, candidate: PlainKey, language: Language, *, looser: int = 0) -> bool:
    if key.kind in (PlainKind.NUMBER, PlainKind.YEAR):
        return (
            _number_shape(key.text) == _number_shape(candidate.text)
            and (key.kind is PlainKind.YEAR or key.unit == candidate.unit)
            and _magnitude_close(key.text, candidate.text)
        )
    if key.kind in (PlainKind.NUMBER_WORD, PlainKind.ORDINAL):
        return True
    key_words, other_words = key.text.split(), candidate.text.split()
    if key.role != candidate.role:
        return False
    # French institutions with their article agree by the article, whatever their length ("le Parlement",
    # "le Président de la République")
    institutions = key.kind is PlainKind.NAME and language.code == "fr" and bool(_ARTICLE.match(key.text))
    if len(key_words) != len(other_words) and not institutions:
        return False
    if key.kind is PlainKind.DEFINED and candidate.kind is PlainKind.DEFINED:
        # "heißt kompakt", "heißt stetig"; "ein metrischer Raum", "ein topologischer Raum": adjective for
        # adjective, noun for noun, and adjectives of one ending
        return (
            all(
                mine[:1].isupper() == theirs[:1].isupper()
                and (mine[:1].isupper() or mine[-2:] == theirs[-2:])
                for mine, theirs in zip(key_words[:-1], other_words[:-1], strict=True)
            )
            and key_words[-1][:1].isupper() == other_words[-1][:1].isupper()
            and _agrees_as_defined(key_words[-1], other_words[-1], language)
        )
    if language.cased and key.text[:1].isupper() != candidate.text[:1].isupper():
        return False
    if any(word.isupper() for word in key_words) != any(word.isupper() for word in other_words):
        return False
    if key.kind is PlainKind.NAME and language.code == "fr":
        plural = _french_plural(key_words[-1]), _french_plural(other_words[-1])
        return plural[0] == plural[1]
    if key.kind is PlainKind.NAME:  # a name's case shows in its last letter: "Врангеля", "Королева"
        return language.code != "ru" or _russian_case(key.text) == _russian_case(candidate.text)
    return _ending(key_words[-1], language, looser) == _ending(other_words[-1], language, looser)


_RUSSIAN_VOWEL_PAIRS = str.maketrans("яиюэё", "аыуее")


def _russian_case(name: str) -> str:
    """The last letter with soft and hard vowels as one: the case of a name ("Врангеля", "Королева")."""
    return name[-1:].lower().translate(_RUSSIAN_VOWEL_PAIRS)


def _ending(word: str, language: Language, looser: int = 0) -> str:
    """The inflectional ending that a wrong answer must share with the key to fit the sentence."""
    lowered = word.lower()
    if language.code == "he":
        prefix = lowered[0] if lowered[0] in HEBREW_PREFIXES else ""
        return prefix + hebrew_number_and_gender(lowered)
    if language.code == "en":
        return "s" if lowered.endswith("s") and not lowered.endswith("ss") else ""
    return lowered[-3 + looser :] if language.code == "ru" else lowered[-2:]


def hebrew_number_and_gender(word: str) -> str:
    """What a Hebrew noun's ending tells of its number and gender, which the words around it agree with:
    "ים" plural, "ות" plural (or an abstract noun that reads as one), "ה" or "ת" feminine."""
    if word.endswith(("ים", "ות")):
        return word[-2:]
    return "ה" if word.endswith(("ה", "ת")) else ""


def _number_shape(text: str) -> tuple[bool, bool, bool, bool]:
    return (text[:1] in "€$£", "%" in text, bool(re.search(r"\d[.,]\d{1,2}(?!\d)", text)), "," in text)


def _value(text: str) -> float:
    digits = re.sub(r"[^\d.]", "", text.replace(",", ""))
    try:
        return float(digits)
    except ValueError:
        return 0.0


def _magnitude_close(first: str, second: str) -> bool:
    a, b = _value(first), _value(second)
    return a > 0 and b > 0 and max(a, b) / min(a, b) <= 10


def _shifted_numbers(key: PlainKey, seed: int) -> list[str]:
    value = _value(key.text)
    if key.kind is PlainKind.YEAR:
        shifts = [-10, 5, -3, 12, 20, -25]
        candidates = [value + shift for shift in shifts]
    else:
        candidates = [value * factor for factor in (0.5, 1.5, 2, 0.75, 3, 1.25)]
    start = seed % 3
    ordered = candidates[start:] + candidates[:start]
    return [_format_like(number, key.text) for number in ordered if number > 0]


def _format_like(value: float, model: str) -> str:
    decimals = re.search(r"[.,](\d{1,2})(?!\d)", model)
    if decimals and "," not in model[: model.find(decimals.group(0))]:
        body = f"{value:.{len(decimals.group(1))}f}"
        if decimals.group(0)[0] == ",":
            body = body.replace(".", ",")
    else:
        digits = re.sub(r"\D", "", model)
        places = max(len(digits) - 2, 0)
        rounded = round(value / 10**places) * 10**places if len(digits) >= 3 else round(value)
        body = f"{rounded:,}" if "," in model else str(rounded)
    prefix = model[0] if model[:1] in "€$£" else ""
    suffix = model[len(model.rstrip("% ")) :]
    return f"{prefix}{body}{suffix}"


def _also_stated(sentence: str, key: PlainKey, text: str, vocabulary: Vocabulary) -> bool:
    """The sentence with this wrong answer in the key's place is said elsewhere in the document."""
    before = comparable(sentence[: key.start])[-25:]
    after = comparable(sentence[key.end :])[:25]
    return f"{before}{_folded(text)}{after}".strip() in vocabulary.text
