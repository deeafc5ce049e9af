"""Answer keys found without a language model, in any served language: numbers and years, numbers in words
and ordinals, names (runs of capitalised words inside a sentence), terms the definition of which the
document gives ("... heißt kompakt", found by plain_definitions), and the document's own repeated terms;
and which keys are worth a blank: how much each carries, and none that the words around it give away."""

import math
import re
from collections import Counter
from dataclasses import replace
from itertools import pairwise

from quizforge.generation.providers.local import lexicon
from quizforge.generation.providers.local.languages import Language
from quizforge.generation.providers.local.plain_definitions import defined_keys
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind, Vocabulary
from quizforge.generation.providers.local.plain_words import FRENCH_ADJECTIVE, WORD, content_word, word_stem
from quizforge.generation.providers.local.sentences import Sentence

_NUMBER = re.compile(
    r"(?<![\w.,/\-–])(?P<currency>[€$£])?(?P<digits>\d{1,3}(?:[,\u202f ]\d{3})+|\d+)"
    r"(?P<decimals>[.,]\d+)?(?P<percent>\s?%)?(?![\w\-–/]|[.,]\d)"
)
_NAME_JOINERS = frozenset({"de", "du", "des", "d'", "von", "van", "der", "la", "le", "of"})


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
    for term in term_keys(text, language, counts):
        if not any(start < term.end and term.start < end for start, end in taken):
            found.append(term)
    return found


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
        after = WORD.match(text[match.end() :].lstrip())
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
    tokens = list(WORD.finditer(text))
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
    tokens = list(WORD.finditer(text))
    return [
        PlainKey(token.group(0), token.start(), token.end(), PlainKind.ORDINAL)
        for token, after in pairwise(tokens)
        if token.start() > 0
        and token.group(0).islower()
        and ordinal_group(token.group(0), language)
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
    return bool(ordinal_group(lowered, language)) or bool(ending and lowered.rstrip("s").endswith(ending))


def ordinal_group(word: str, language: Language) -> frozenset[str]:
    return next((group for group in language.ordinals if word.lower() in group), frozenset())


def _name_keys(text: str, language: Language, counts: Counter[str]) -> list[PlainKey]:
    found: list[PlainKey] = []
    tokens = list(WORD.finditer(text))
    run: list[re.Match[str]] = []

    def close() -> None:
        while run and run[-1].group(0).lower() in _NAME_JOINERS:
            run.pop()
        if run and run[0].start() > 0:
            words = [token.group(0) for token in run]
            after = WORD.match(text, run[-1].end() + 1)
            if (
                language.code == "fr"
                and len(words) == 1
                and after
                and text[run[-1].end() : after.start()] == " "
                and content_word(after.group(0), language)
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
_RUSSIAN_VERB = re.compile(r"(?:ся|сь|ать|ять|ить|еть|ает|яет|ует|ают|яют|уют|ит|ат|ят)$")
_FRENCH_ARTICLE = re.compile(r"(?:(?<=\s)|^)([Ll]a|[Ll]e|[Ll]es|[Ll]['’])\s?$")
_JOINED = "-\u2013\u05be'’"


def term_keys(text: str, language: Language, counts: Counter[str], *, min_count: int = 2) -> list[PlainKey]:
    found = []
    tokens = list(WORD.finditer(text))
    for index, token in enumerate(tokens):
        word = token.group(0)
        if index == 0 or not content_word(word, language) or counts[word.lower()] < min_count:
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
            elif FRENCH_ADJECTIVE.search(word) and content_word(tokens[index - 1].group(0), language):
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
    words = [word.lower() for word in WORD.findall(key.text)]
    repeated = max((vocabulary.counts[word] for word in words), default=1)
    return math.log1p(min(repeated, 8))


SET_PHRASE_TIMES = 3
SET_PHRASE_SHARE = 0.5
SET_PHRASE_ALWAYS_TIMES = 2


def other_ordinal_fits(key: PlainKey, sentence: str, vocabulary: Vocabulary) -> bool:
    """The document writes the ordinal's noun after another ordinal too ("auf den ersten Blick", "au
    deuxième alinéa"): such a wrong answer reads as right, or the question as which of several."""
    after = WORD.search(sentence, key.end)
    if key.kind is not PlainKind.ORDINAL or after is None:
        return False
    noun = word_stem(after.group(0))
    ordinals = frozenset().union(*vocabulary.language.ordinals)
    return any(
        before != key.text.lower() and before in ordinals and word_stem(word) == noun
        for words in vocabulary.sentence_words
        for before, word in pairwise(words)
    )


def in_set_phrase(key: PlainKey, sentence: str, vocabulary: Vocabulary) -> bool:
    """The words next to the blank nearly always come with the key in this document ("la majorité des
    membres", "collectivités territoriales"): a reader guesses it from the wording, not from knowing."""
    words = WORD.findall(key.text.lower())
    if len(words) != 1:
        return False
    before = [word.lower() for word in WORD.findall(sentence[: key.start])]
    after = [word.lower() for word in WORD.findall(sentence[key.end :])]
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
        if content_word(word, language):
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
            filled[word_stem(words[slot])] += 1  # "membre du Parlement" and "membres du Parlement" alike
    times, total = filled[word_stem(key)], sum(filled.values())
    always = times >= SET_PHRASE_ALWAYS_TIMES and times == total  # "au Journal officiel", twice
    return always or (times >= SET_PHRASE_TIMES and times >= SET_PHRASE_SHARE * total)


def is_topic(text: str, vocabulary: Vocabulary) -> bool:
    return any(word.lower() in vocabulary.topic for word in WORD.findall(text))
