"""Question text: a gap-fill stem, or a wh-question where turning the sentence round is safe."""

import re

from quizforge.generation.providers.local import clauses, lexicon, wordnet
from quizforge.generation.providers.local.definitions import noun_phrase_meaning
from quizforge.generation.providers.local.keys import Key, KeyKind, tokenize

GAP = "______"
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]{1,6}s?")
_QUOTED_OPENERS = frozenset({"he", "she", "they", "we"})  # a quoted statement keeps its speaker's voice
# stems in turn, so that a glossary quiz does not ask "What is X, according to the document?" six times
TERM_STEMS = (
    "What is the term for {meaning}?",
    "What does the document call {meaning}?",
    "Which term does the document use for {meaning}?",
)
_GLOSSARY_LINE = re.compile(r"\s*(?::|\s[\u2013\u2014-])\s+(?P<meaning>(?:A|An|The)\s[^:;?!]+?)\.")
_PASSIVE_YEAR = re.compile(
    r"^(?P<subject>(?:The |A |An )?[A-Z][\w'\u2019 -]{1,60}?) (?P<aux>was|were) "
    r"(?P<rest>\w+(?:ed|en|wn|lt|ght)\b[^.;:]*?)"
    r",? in (?P<year>\d{4})\.$"
)


def stem_for(text: str, key: Key) -> str | None:
    """The question for this key in this sentence, or None when the key would be given away."""
    before, after = text[: key.start], text[key.end :]
    after = _without_own_abbreviation(after, key)
    if _gives_key_away(before + " " + after, key):
        return None
    question = _wh_question(text, key, after) or _glossary_question(key, after) or _gap_fill(before, after)
    if lexicon.contains_phrase(question, key.text):
        return None
    return question


def _gap_fill(before: str, after: str) -> str:
    stem = f"{before}{GAP}{after}"
    first_word = re.match(r"[\w'\u2019]+", stem)
    if first_word and first_word.group(0).lower() in _QUOTED_OPENERS and first_word.group(0) != "We":
        return f'Complete the statement from the document: "{stem}"'
    return stem


def _wh_question(text: str, key: Key, after: str) -> str | None:
    if key.kind is KeyKind.TERM and key.proper and key.start == 0 and _is_person(key):
        rest = after.strip()
        verb = re.match(r"[a-z]+", rest)
        if verb and lexicon.pos_options(verb.group(0)) & {"VERB", "AUX"} and rest.endswith("."):
            return f"Who {rest[:-1]}?"
    if key.kind is KeyKind.YEAR:
        match = _PASSIVE_YEAR.match(text)
        if match and match.group("year") == key.text and match.start("year") == key.start:
            subject = match.group("subject")
            if subject.split(" ", 1)[0] in ("The", "A", "An"):
                subject = subject[0].lower() + subject[1:]
            return f"In which year {match.group('aux')} {subject} {match.group('rest')}?"
    return None


def _glossary_question(key: Key, after: str) -> str | None:
    """ "Postulate: A statement that we accept as true without justification." asks for its term by what the
    line says it means, not as a line opening on a blank."""
    line = _GLOSSARY_LINE.fullmatch(after)
    if key.start != 0 or key.kind is not KeyKind.TERM or key.proper or line is None:
        return None  # "Hannibal: The general led his army ...": a name, and no definition
    meaning = line.group("meaning")
    if not noun_phrase_meaning(meaning, whole=False) or clauses.has_main_verb(meaning):
        return None  # "Photosynthesis: The plant turns light into sugar.": a claim, not what the term means
    return TERM_STEMS[0].format(meaning=meaning[0].lower() + meaning[1:])


def _is_person(key: Key) -> bool:
    if key.noun_class == "person":
        return True
    last = key.text.split()[-1]
    return wordnet.noun_class(last.lower()) == "person" and len(key.text.split()) > 1


def _without_own_abbreviation(after: str, key: Key) -> str:
    """'magnetic field (B)' or 'gauss (G)': the letters in brackets would point at the answer."""
    match = re.match(r"\s*\(([A-Z][A-Za-z]{0,5})\)", after)
    if match and key.text[:1].upper() == match.group(1)[:1]:
        return after[match.end() :]
    return after


def _gives_key_away(rest: str, key: Key) -> bool:
    words = [token.bare for token in tokenize(rest) if token.is_word]
    lemmas = {lexicon.noun_lemma(word) for word in words}
    if key.kind is KeyKind.TERM:
        head = lexicon.noun_lemma(key.text.split()[-1])
        if head in lemmas or any(_same_stem(head, word) for word in words):
            return True
        if _ACRONYM.fullmatch(key.text) and _spells(key.text.rstrip("s"), words):
            return True
        key_words = [word.lower() for word in key.text.split() if len(word) >= 5]
        # "the independent and ______ variables": a longer word that contains the key gives it away
        return any(key_word in word.lower() != key_word for key_word in key_words for word in words)
    if key.kind in (KeyKind.YEAR, KeyKind.NUMBER):
        return re.search(rf"(?<![\d.,]){re.escape(key.text.rstrip('%'))}(?![\d])", rest) is not None
    return lexicon.contains_phrase(rest, key.text)


def _same_stem(head: str, word: str) -> bool:
    """'organization' and 'organizational', 'recombination' and 'recombinant'."""
    word = word.lower()
    size = min(len(head), len(word))
    return size >= 6 and head[: max(6, size - 3)] == word[: max(6, size - 3)]


def _spells(acronym: str, words: list[str]) -> bool:
    initials = "".join(word[0].upper() for word in words if not lexicon.is_function_word(word))
    return acronym.upper() in initials
