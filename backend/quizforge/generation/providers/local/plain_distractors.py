"""Wrong answers for a key of a document not in English: keys of the same kind and form from the same
document, nearest first: a number of the same unit and size (see plain_numbers), a name of as many words
and the same ending (the same grammatical case in Russian), a term of the same ending and capitalisation
that the document uses in the key's role, a term defined for the same kind of thing. None is stated in the
key's place elsewhere in the document, none is the topic, none is a word of the sentence."""

import functools
import re
import zlib
from dataclasses import replace

from quizforge.generation.providers.local.languages import Language
from quizforge.generation.providers.local.plain_definitions import (
    DEFINITION_REACH,
    defined_alike,
    shares_stem,
)
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind, Vocabulary
from quizforge.generation.providers.local.plain_keys import is_topic, ordinal_group
from quizforge.generation.providers.local.plain_numbers import (
    agreeing_number_words,
    agrees_in_count,
    magnitude_close,
    number_shape,
    number_value,
    shifted_numbers,
)
from quizforge.generation.providers.local.plain_words import (
    HEBREW_PREFIXES,
    LEADING_ARTICLE,
    MASCULINE_ARTICLES,
    WORD,
    bare_name,
    inflectional_ending,
    unprefixed,
    word_stem,
)
from quizforge.quizzes.questions import comparable

_folded = functools.lru_cache(maxsize=4096)(comparable)  # wrong answers are folded again for each blank
_BROKEN_WORD = re.compile(r"[^\W\d_]-[^\W\d_A-ZА-ЯЁ]")


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
    # wrong answers for a term share a context with it: see plain_vocabulary._term_contexts
    by_context = key.kind in (PlainKind.TERM, PlainKind.DEFINED)
    contexts = vocabulary.term_contexts
    key_contexts = contexts.get(unprefixed(key.text.lower(), language), set())
    for pool, looser in passes:
        scored = []
        for candidate in pool:
            text = candidate.text
            if (
                by_context
                and candidate.kind is not PlainKind.DEFINED  # what the document defines is of one role
                and not key_contexts & contexts.get(unprefixed(text.lower(), language), set())
            ):
                continue  # "La ______ est prononcée": "dissolution" is pronounced too, "application" never
            if vocabulary.genders and not LEADING_ARTICLE.match(key.text) and LEADING_ARTICLE.match(text):
                text = LEADING_ARTICLE.sub("", text)  # "membre du ______": "Sénat", not "le Sénat"
                candidate = replace(candidate, text=text)
            folded = _folded(text)
            if folded in seen or folded in lowered_sentence:
                continue
            if candidate.kind is PlainKind.NAME and re.search(
                rf"(?<!\w){re.escape(bare_name(text))}(?!\w)", lowered_sentence
            ):
                continue  # "Le Gouvernement dirige l'action du Gouvernement": the sentence names it already
            if candidate.kind is not PlainKind.NAME and is_topic(text, vocabulary):
                continue  # a name of the topic ("le Président de la République") is one of its rivals
            if numeric and number_value(text) and number_value(text) == number_value(key.text):
                continue  # "трёх" and "трех": one number
            if key.kind is PlainKind.TERM and word_stem(text) in sentence_stems:
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
                _overlapping(word, text, vocabulary.language) for word in WORD.findall(rest_of_sentence)
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
                closeness = abs(number_value(text) - number_value(key.text)) * 10 + closeness % 7
            scored.append((closeness, text))
        for _, text in sorted(scored):
            if key.kind is PlainKind.DEFINED and any(_one_within(text, other) for other in chosen):
                continue  # "Basis" and "Subbasis" side by side: one choice hints at the other
            if text in far and len(far.intersection(chosen)) >= FAR_ANSWERS_FOR_A_THING:
                continue
            if len(chosen) < wanted and _folded(text) not in seen:
                seen.add(_folded(text))
                if numeric and number_value(text) in {number_value(word) for word in chosen}:
                    continue  # "трёх" and "трех", "seconde" and "deuxième": one number
                chosen.append(text)
    if len(chosen) < wanted and key.kind in (PlainKind.NUMBER, PlainKind.YEAR):
        for text in shifted_numbers(key, seed):
            if not agrees_in_count(key.text, text, vocabulary.language):
                continue
            if _folded(text) not in seen and not _also_stated(sentence, key, text, vocabulary):
                seen.add(_folded(text))
                chosen.append(text)
            if len(chosen) >= wanted:
                break
    return chosen


def _same_gender(key: PlainKey, text: str, sentence: str, vocabulary: Vocabulary) -> bool:
    key_article = re.match(r"(?i)(les|le|la|l['’])", key.text)
    if key_article:  # "la France", "la Commission": the same article, so the sentence still agrees
        return text.lower().startswith(
            key_article.group(1).lower() + ("" if "'" in key_article.group(1) else " ")
        )
    wanted = _gender_before(sentence[: key.start]) or vocabulary.genders.get(key.text.split()[0].lower(), "")
    found = _gender_of(text, vocabulary)
    return not wanted or not found or wanted == found


def _gender_before(text: str) -> str:
    """The gender the words before a blank ask for: "membre du ______" a masculine noun."""
    previous = text.rstrip().rsplit(" ", 1)[-1].lower() if text.strip() else ""
    if previous in MASCULINE_ARTICLES:
        return "m"
    if previous in ("la", "une"):
        return "f"
    return ""


def _gender_of(text: str, vocabulary: Vocabulary) -> str:
    words = [word.lower() for word in WORD.findall(text)]
    return vocabulary.genders.get(words[0], "") if words else ""


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
    if word_stem(key.text) not in vocabulary.stacked_stems:
        return False
    before = WORD.findall(sentence[: key.start])[-1:]
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
    return bool(neighbours.get(bare_name(first), set()) & neighbours.get(bare_name(second), set()))


def _article_differs(key: PlainKey, text: str, vocabulary: Vocabulary) -> bool:
    if key.kind is not PlainKind.NAME or not vocabulary.with_article:
        return False
    return (bare_name(key.text) in vocabulary.with_article) != (bare_name(text) in vocabulary.with_article)


def _distinct(described: tuple[str, ...], vocabulary: Vocabulary) -> list[str]:
    """A description without the words most of the document's share ("со дня рождения", "писателя")."""
    return [stem for stem in described if stem not in vocabulary.common_description]


def _stacked(key: PlainKey, candidate: PlainKey, vocabulary: Vocabulary) -> bool:
    """Of two adjectives, one is written right after another adjective of its form ("русского детского
    писателя") and the other never: they say different things of one thing and can both be true."""
    if key.kind is not PlainKind.TERM or len(key.text.split()) != 1 or len(candidate.text.split()) != 1:
        return False
    key_stacked = word_stem(key.text) in vocabulary.stacked_stems
    return key_stacked != (word_stem(candidate.text) in vocabulary.stacked_stems)


def _stems_of(text: str, language: Language) -> set[str]:
    """The stems of a text's words, Hebrew ones also without a one-letter prefix ("לתוצאות")."""
    words = [word.lower() for word in WORD.findall(text)]
    if language.code == "he":
        words += [word[1:] for word in words if word[:1] in HEBREW_PREFIXES and len(word) > 4]
    return {word_stem(word) for word in words}


def _french_plural(word: str) -> bool:
    return word.endswith(("s", "x")) and not word.endswith(("ès", "is", "ours"))  # "Congrès" is one


def _overlapping(first: str, second: str, language: Language) -> bool:
    """Words that can both be right of the same thing ("русский" and "советский" writer)."""
    stems = {(_first_word(text) or text.lower())[:5] for text in (first, second)}
    return any(stems <= pair for pair in language.overlapping)


def _one_within(first: str, second: str) -> bool:
    """One term written inside the other ("Basis", "Subbasis"), or both of one stem ("Knoten", "Knotens")."""
    a, b = first.lower(), second.lower()
    return a in b or b in a or word_stem(a) == word_stem(b)


def _first_word(text: str) -> str:
    found = [word.lower() for word in WORD.findall(text) if len(word) > 3]
    return found[0] if found else ""


def _same_kind(key: PlainKey, vocabulary: Vocabulary) -> list[PlainKey]:
    if key.kind is PlainKind.NUMBER_WORD:
        cased = str.capitalize if key.text[:1].isupper() else str.lower
        return [PlainKey(cased(word), 0, 0, key.kind) for word in agreeing_number_words(key, vocabulary)]
    if key.kind is PlainKind.ORDINAL:
        group = ordinal_group(key.text, vocabulary.language)
        return [PlainKey(word, 0, 0, key.kind) for word in sorted(group)]
    if key.kind is PlainKind.DEFINED:
        return defined_alike(key, vocabulary)
    return vocabulary.keys[key.kind]


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
    return a.endswith(b) or b.endswith(a) or word_stem(a) == word_stem(b)


def _same_form(key: PlainKey, candidate: PlainKey, language: Language, *, looser: int = 0) -> bool:
    if key.kind in (PlainKind.NUMBER, PlainKind.YEAR):
        return (
            number_shape(key.text) == number_shape(candidate.text)
            and (key.kind is PlainKind.YEAR or key.unit == candidate.unit)
            and magnitude_close(key.text, candidate.text)
        )
    if key.kind in (PlainKind.NUMBER_WORD, PlainKind.ORDINAL):
        return True
    key_words, other_words = key.text.split(), candidate.text.split()
    if key.role != candidate.role:
        return False
    # French institutions with their article agree by the article, whatever their length ("le Parlement",
    # "le Président de la République")
    institutions = (
        key.kind is PlainKind.NAME and language.code == "fr" and bool(LEADING_ARTICLE.match(key.text))
    )
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
    return inflectional_ending(key_words[-1], language, looser) == inflectional_ending(
        other_words[-1], language, looser
    )


def _agrees_as_defined(first: str, second: str, language: Language) -> bool:
    """Russian and Hebrew terms show their gender and number in their ending ("называется замкнутым",
    "называется компактной"; "נקראת פתוחה"); French ones agree with the marker ("est appelée") and German
    ones after "heißt" are not inflected."""
    if language.code == "ru":
        return first[-2:].lower() == second[-2:].lower()
    if language.code == "he":  # "דומיננטי" is an adjective, "פנוטיפ" a noun
        adjectives = first.endswith(HEBREW_ADJECTIVE_ENDING), second.endswith(HEBREW_ADJECTIVE_ENDING)
        return (
            inflectional_ending(first, language) == inflectional_ending(second, language)
            and adjectives[0] == adjectives[1]
        )
    return True


HEBREW_ADJECTIVE_ENDING = ("י", "ית", "יים", "יות")


_RUSSIAN_VOWEL_PAIRS = str.maketrans("яиюэё", "аыуее")


def _russian_case(name: str) -> str:
    """The last letter with soft and hard vowels as one: the case of a name ("Врангеля", "Королева")."""
    return name[-1:].lower().translate(_RUSSIAN_VOWEL_PAIRS)


def _also_stated(sentence: str, key: PlainKey, text: str, vocabulary: Vocabulary) -> bool:
    """The sentence with this wrong answer in the key's place is said elsewhere in the document."""
    before = comparable(sentence[: key.start])[-25:]
    after = comparable(sentence[key.end :])[:25]
    return f"{before}{_folded(text)}{after}".strip() in vocabulary.text
