"""What a whole document not in English says, gathered once for all its questions (its Vocabulary): how
often each word occurs, its keys by kind, its topic words, the words each term and each name stands next
to, the genders of French nouns, the adjectives written right after another word they describe, and what
it says of things."""

import re
from collections import Counter
from dataclasses import replace
from itertools import pairwise

from quizforge.generation.providers.local.languages import Language
from quizforge.generation.providers.local.plain_definitions import DefiningSentence, defined_keys, predicates
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind, Vocabulary
from quizforge.generation.providers.local.plain_keys import keys_of, term_keys
from quizforge.generation.providers.local.plain_words import (
    FRENCH_ADJECTIVE,
    MASCULINE_ARTICLES,
    WORD,
    bare_name,
    content_word,
    inflectional_ending,
    unprefixed,
    word_stem,
)
from quizforge.generation.providers.local.sentences import Sentence
from quizforge.quizzes.questions import comparable


def vocabulary(every_sentence: list[Sentence], language: Language, headings: list[str]) -> Vocabulary:
    found = [sentence for sentence in every_sentence if not isinstance(sentence, DefiningSentence)]
    counts: Counter[str] = Counter()
    for sentence in found:
        written = WORD.findall(sentence.text)
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
        for word in term_keys(sentence.text, language, counts, min_count=1):
            every.setdefault(word.text.lower(), word)
    markers = {word for marker in language.definition_markers for word in marker.split()}
    content = [
        (word, count)
        for word, count in counts.items()
        if word[:1] != "=" and content_word(word, language) and word not in markers  # "נקרא" is no topic
    ]
    content.sort(key=lambda pair: -pair[1])
    topic = {word for word, _ in content[:2]}
    if headings:
        title_words = {word.lower() for word in WORD.findall(" ".join(headings[:2]))}
        topic |= {word for word in title_words if content_word(word, language) and counts[word] >= 2}
    name_places = _name_places(found, keys[PlainKind.NAME])
    descriptions = [set(key.described) for key in keys[PlainKind.NAME] if key.described]
    described = Counter(stem for stems in descriptions for stem in stems)
    common = {stem for stem, times in described.items() if times >= 0.6 * len(descriptions)}
    text = " ".join(comparable(sentence.text) for sentence in found)
    sentence_words = [[word.lower() for word in WORD.findall(sentence.text)] for sentence in found]
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
        predicates=predicates(every_sentence, language),
        sentence_step=_sentence_step(every_sentence),
    )


def _sentence_step(found: list[Sentence]) -> float:
    """The position one sentence of the whole document takes up: the least step between two kept ones."""
    steps = [later.position - earlier.position for earlier, later in pairwise(found)]
    return min((step for step in steps if step > 0), default=1.0)


CONTEXT_REACH = 3
HUB_MIN_SENTENCES = 8
HUB_SHARE = 0.03


def _term_contexts(found: list[Sentence], language: Language) -> dict[str, set[str]]:
    """For each word, the stems of the nearest words of substance on each side wherever the document writes
    it, and the words it is listed with ("dissolution, destitution"): what plays the same role shares some."""
    contexts: dict[str, set[str]] = {}
    sentences_with: Counter[str] = Counter()
    for sentence in found:
        sentences_with.update({word_stem(_elided(word.lower())) for word in WORD.findall(sentence.text)})
    # a word most rules mention ("Parlement", "Conseil") is next to terms of every role
    hubs = {
        stem
        for stem, times in sentences_with.items()
        if times >= max(HUB_MIN_SENTENCES, HUB_SHARE * len(found))
    }
    for sentence in found:
        tokens = list(WORD.finditer(sentence.text))
        lowered = [unprefixed(token.group(0).lower(), language) for token in tokens]
        for place, word in enumerate(lowered):
            found_here = contexts.setdefault(word, set())
            for side in (
                range(place - 1, max(place - CONTEXT_REACH, 0) - 1, -1),
                range(place + 1, place + 1 + CONTEXT_REACH),
            ):
                for other in side:
                    if 0 <= other < len(lowered) and _substantial(_elided(lowered[other]), language):
                        stem = word_stem(_elided(lowered[other]))
                        # "finances publiques", "assemblées publiques": an adjective says two things are
                        # described alike, not that they do the same thing
                        described = language.code == "fr" and FRENCH_ADJECTIVE.search(lowered[other])
                        if stem not in hubs and not described:
                            found_here.add(stem)
                        break
        for before, after in pairwise(range(len(tokens))):
            between = sentence.text[tokens[before].end() : tokens[after].start()].strip()
            joined = between == "," or between == language.and_word
            if joined and language.and_word:
                pair = "&" + "|".join(sorted((word_stem(lowered[before]), word_stem(lowered[after]))))
                contexts.setdefault(lowered[before], set()).add(pair)
                contexts.setdefault(lowered[after], set()).add(pair)
    return contexts


def _elided(word: str) -> str:
    """A word without the article or preposition elided before it: "d'une" → "une", "l'article"."""
    return re.split(r"['’]", word)[-1]


def _substantial(word: str, language: Language) -> bool:
    return len(word) >= 4 and word not in language.stopwords


_FRENCH_GENDER_CUE = re.compile(r"(?<![\w'’])(le|du|au|un|la|une)\s+([^\W\d_]+)", re.IGNORECASE)


def _french_genders(found: list[Sentence]) -> dict[str, str]:
    """A noun's gender as the document's articles show it ("du Parlement": m, "la Cour": f)."""
    seen: dict[str, set[str]] = {}
    for sentence in found:
        for article, noun in _FRENCH_GENDER_CUE.findall(sentence.text):
            seen.setdefault(noun.lower(), set()).add("m" if article.lower() in MASCULINE_ARTICLES else "f")
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
        before = [word for word in WORD.findall(text[:start]) if content_word(word, language)]
        after = [word for word in WORD.findall(text[start + len(name) :]) if content_word(word, language)]
        found = neighbours.setdefault(name, set())
        if before:
            found.add("<" + word_stem(before[-1]))
        if after:
            found.add(">" + word_stem(after[0]))
    return neighbours


def _name_places(found: list[Sentence], names: list[PlainKey]) -> list[tuple[str, int, str]]:
    """Each place a name stands in the document: (sentence, where, the name without its article)."""
    bare = sorted({bare_name(key.text) for key in names}, key=len, reverse=True)
    if not bare:
        return []
    pattern = re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, bare))})(?!\w)", re.IGNORECASE)
    return [
        (sentence.text, match.start(), match.group(0).lower())
        for sentence in found
        for match in pattern.finditer(sentence.text)
    ]


def _stacked_stems(found: list[Sentence], language: Language) -> set[str]:
    """Stems of the words that describe the word right before them (no comma between): the second of two
    adjectives of the same ending ("русского детского"), a Hebrew adjective after its definite noun
    ("הגורמים הקבועים")."""
    stacked: set[str] = set()
    if language.code == "de":
        return stacked  # German terms are nouns, and an adjective before a noun often shares its ending
    for sentence in found:
        tokens = list(WORD.finditer(sentence.text))
        for before, word in pairwise(tokens):
            first, second = before.group(0).lower(), word.group(0).lower()
            if sentence.text[before.end() : word.start()].strip() or first == second:
                continue
            if not (content_word(first, language) and content_word(second, language)):
                continue
            if _describes(first, second, language):
                stacked.add(word_stem(second))
    return stacked


def _describes(before: str, word: str, language: Language) -> bool:
    if language.code == "he":  # two definite words in a row: a noun and its adjective
        return before.startswith("ה") and word.startswith("ה")
    return inflectional_ending(before, language) == inflectional_ending(word, language)
