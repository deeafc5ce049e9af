"""Answer keys: the typed spans of a sentence that a question can blank out.

Kinds: a year, a number written in digits, a number written in words, a month or weekday, and a
term (a noun phrase: a technical term, a named institution, place or person).
"""

import math
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import pairwise

from quizforge.generation.providers.local import lexicon, wordnet
from quizforge.generation.providers.local.sentences import Sentence

_TOKEN = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?(?:%|[^\W\d_]+)?|[^\W\d_]+(?:['\u2019-][^\W\d_]+)*|\S")
_ORDINAL_DIGITS = re.compile(r"(\d+)(?:st|nd|rd|th)")
_ROMAN = re.compile(r"[IVXLC]+(?:-[IVXLC]+)?")
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?%?")
_LABEL_WORDS = lexicon.word_set(
    """
    section article amendment fig figure figs table tables eq eqs equation equations chapter question q
    page pages p pp no number case step part book lecture volume vol item slide unit exercise problem
    appendix clause paragraph version level grade class room model year
    """
)
_DETERMINERS = lexicon.word_set(
    """
    the a an this that these those his her its their our your my some each every no more less many
    """
)
_AFTER_VERB = lexicon.word_set(
    """
    to the a an this that these its their his her our your down up through into across along around
    """
)
_NAME_JOINERS = frozenset({"of", "de", "von", "van", "al", "del", "la", "du"})
_INSTITUTION_WORDS = lexicon.word_set(
    """
    university department institute academy society college school museum house bank court council board
    ministry bureau republic kingdom duke king queen prince princess lord bay gulf sea lake mount isle
    river church order commonwealth federation union association league office secretary
    """
)
_GENERIC_HEADS = lexicon.word_set(
    """
    thing things way ways part parts kind kinds type types sort lot lots case cases fact facts example
    examples time times number numbers one ones side sides end ends instance instances point points
    something result results use uses term terms form forms order manner matter respect regard course
    question questions answer answers whole wholes extent degree
    """
)
# Words about the document itself, never about its subject.
_DOCUMENT_WORDS = lexicon.word_set(
    """
    figure figures illustration illustrations diagram diagrams graph graphs table tables page pages slide
    slides picture pictures chart charts section sections chapter chapters lecture lectures exercise
    exercises rubric point points credit credits
    """
)
_YEAR_RANGE = range(1000, 2101)
_CURRENCIES = frozenset("€£¥₽₪")


class KeyKind(StrEnum):
    YEAR = "year"
    NUMBER = "number"
    NUMBER_WORDS = "number_words"
    ORDINAL = "ordinal"
    CALENDAR = "calendar"
    TERM = "term"


@dataclass(frozen=True)
class Token:
    text: str
    start: int
    end: int

    @property
    def is_word(self) -> bool:
        return self.text[0].isalpha()

    @property
    def is_number(self) -> bool:
        return _NUMBER.fullmatch(self.text) is not None

    @property
    def bare(self) -> str:
        """The word without a possessive ending."""
        return re.sub(r"['\u2019]s?$", "", self.text)


@dataclass(frozen=True)
class Key:
    kind: KeyKind
    text: str  # the answer as it should be shown
    start: int  # span in the sentence's text
    end: int
    lemma: str  # comparable base form ("magnetic field", "1787", "30")
    words: int = 1
    plural: bool = False
    proper: bool = False  # a name: distractors must be names too
    noun_class: str | None = None  # WordNet's semantic class ("group", "person", ...)
    value: float | None = None  # for numbers and years
    currency: str = ""  # the symbol before an amount ("€1,330"): wrong answers must be amounts in it
    sentence: int = -1  # index of the sentence it was found in
    slots: tuple[str, ...] = ()  # the wording either side of a term: "> to laws", "his <"


@dataclass
class DocumentKeys:
    """Every key of the document, grouped for finding distractors of the same type."""

    by_sentence: dict[int, list[Key]] = field(default_factory=dict)
    terms: dict[str, list[Key]] = field(default_factory=dict)  # lemma -> occurrences
    term_counts: Counter[str] = field(default_factory=Counter)
    head_counts: Counter[str] = field(default_factory=Counter)
    phrase_counts: Counter[str] = field(default_factory=Counter)  # every 2-4 word stretch of content words
    numbers: list[Key] = field(default_factory=list)
    years: list[Key] = field(default_factory=list)
    number_words: list[Key] = field(default_factory=list)
    statements: set[int] = field(default_factory=set)  # sentences that state something (set by selection)
    lowercase_words: set[str] = field(default_factory=set)  # words the document writes in lower case
    capitalised_words: set[str] = field(default_factory=set)  # written capitalised inside a sentence
    vocabulary: set[str] = field(default_factory=set)  # its content words, to pick the fitting word senses
    topic_words: set[str] = field(default_factory=set)  # those content words that are not everyday words
    capitalises_nouns: bool = False  # old style: "the Senate shall chuse their other Officers"
    # the words around each term's occurrences: terms used alike are of a kind ("mentors", "protégés")
    contexts: dict[str, Counter[str]] = field(default_factory=dict)
    # the wording either side of each term ("to laws", "requisite"): which terms fill each such slot
    slots: dict[str, Counter[str]] = field(default_factory=dict)
    self_named: Counter[str] = field(default_factory=Counter)  # "this Constitution": the document itself
    # two names for one thing, one in brackets after the other: "foil (wire)", "Postulate (Axiom)"
    aliases: set[frozenset[str]] = field(default_factory=set)
    # terms the document names together ("mentors and protégés"), by how often
    pairs: Counter[frozenset[str]] = field(default_factory=Counter)
    # the words of the whole text, headings and slide lines too, in lower case, one space apart
    all_words: str = " "

    def partners(self, lemma: str) -> set[str]:
        """The terms the document names together with this one again and again: one recalls the other."""
        return {
            other
            for pair, count in self.pairs.items()
            if count >= PAIRED_MIN and lemma in pair
            for other in pair - {lemma}
        }

    def alike_named(self, first: str, second: str) -> bool:
        return (
            frozenset((lexicon.noun_lemma(first.lower()), lexicon.noun_lemma(second.lower()))) in self.aliases
        )

    def set_wording(self, key: "Key") -> bool:
        """Whether the key is predictable from its neighbour: the document writes it in that same wording
        again and hardly any other term there ("refusing his Assent to Laws", "the Qualifications
        requisite", "mentors and protégés")."""
        for slot in key.slots:
            fillers = self.slots.get(slot)
            if (
                fillers
                and fillers[key.lemma] >= SET_WORDING_REPEATS
                and (fillers[key.lemma] >= SET_WORDING_SHARE * sum(fillers.values()))
            ):
                return True
        return False

    def names_itself(self, key: "Key") -> bool:
        """'The eighteenth article of amendment to the ______': the document's name for itself, which
        it calls 'this Constitution' throughout."""
        return self.self_named[key.lemma] >= SELF_NAMED_MIN

    def used_alike(self, first: str, second: str) -> float:
        """Cosine between two terms' neighbourhoods in this document, from 0 to 1."""
        one, other = self.contexts.get(first), self.contexts.get(second)
        if not one or not other:
            return 0.0
        shared = sum(count * other[word] for word, count in one.items() if word in other)
        norms = math.sqrt(sum(c * c for c in one.values())) * math.sqrt(sum(c * c for c in other.values()))
        return shared / norms if norms else 0.0


def tokenize(text: str) -> list[Token]:
    return [Token(match.group(0), match.start(), match.end()) for match in _TOKEN.finditer(text)]


_ALIAS = re.compile(
    r"(?:\b(?P<before>[A-Za-z][a-z]{2,}) )?\((?P<inside>[A-Za-z][a-z]{2,})\)(?: (?P<after>[a-z]{3,})\b)?"
)


def _a_plain_noun(word: str) -> bool:
    options = lexicon.pos_options(word)
    return "NOUN" in options and "ADJ" not in options and not lexicon.is_function_word(word)


def aliases_in(text: str) -> set[frozenset[str]]:
    """Two names for one thing, the second in brackets: "foil (wire)", "Postulate (Axiom)"."""
    found = set()
    for match in _ALIAS.finditer(text):
        inside = lexicon.noun_lemma(match.group("inside").lower())
        for outside in filter(None, (match.group("before"), match.group("after"))):
            if _a_plain_noun(outside.lower()):
                found.add(frozenset((lexicon.noun_lemma(outside.lower()), inside)))
    return found


def document_keys(sentences: list[Sentence]) -> DocumentKeys:
    document = DocumentKeys()
    tokenized = {sentence.index: tokenize(sentence.text) for sentence in sentences}
    runs = {index: _content_runs(tokens) for index, tokens in tokenized.items()}
    capitalised_nouns = lowercase_nouns = 0
    for index, tokens in tokenized.items():
        for position, token in enumerate(tokens):
            if not token.is_word:
                continue
            lowered = token.bare.lower()
            if not lexicon.is_function_word(lowered):
                document.vocabulary.update((lowered, lexicon.noun_lemma(lowered)))
            if token.text[0].islower():
                document.lowercase_words.add(lowered)
                lowercase_nouns += "NOUN" in lexicon.pos_options(lowered)
            elif position > 0 and not token.text.isupper():
                document.capitalised_words.add(lowered)
                capitalised_nouns += "NOUN" in lexicon.pos_options(lowered)
        for run in runs[index]:
            words = [token.bare.lower() for token in run]
            for size in range(2, min(len(words), 4) + 1):
                for start in range(len(words) - size + 1):
                    document.phrase_counts[" ".join(words[start : start + size])] += 1
    for sentence in sentences:
        document.aliases |= aliases_in(sentence.text)
    document.capitalises_nouns = capitalised_nouns > 0.25 * max(capitalised_nouns + lowercase_nouns, 1)
    document.topic_words = {word for word in document.vocabulary if lexicon.zipf(word) < 4.8}
    for sentence in sentences:
        tokens = tokenized[sentence.index]
        keys = [
            *_number_keys(tokens),
            *_ordinal_keys(tokens),
            *_number_word_keys(tokens),
            *_calendar_keys(tokens),
            *_term_keys(tokens, runs[sentence.index], document),
        ]
        keys = [
            replace(
                key, sentence=sentence.index, slots=_slots(tokens, key) if key.kind is KeyKind.TERM else ()
            )
            for key in keys
        ]
        document.by_sentence[sentence.index] = keys
        terms = sorted((key for key in keys if key.kind is KeyKind.TERM), key=lambda key: key.start)
        for first, second in pairwise(terms):
            if (
                _PAIR_JOINER.fullmatch(sentence.text[first.end : second.start])
                and first.lemma != second.lemma
            ):
                document.pairs[frozenset((first.lemma, second.lemma))] += 1
        for key in keys:
            if key.kind is KeyKind.TERM:
                for slot in key.slots:
                    document.slots.setdefault(slot, Counter())[key.lemma] += 1
                if _after_this(tokens, key):
                    document.self_named[key.lemma] += 1
                document.contexts.setdefault(key.lemma, Counter()).update(_neighbourhood(tokens, key))
                document.terms.setdefault(key.lemma, []).append(key)
                document.term_counts[key.lemma] += 1
                document.head_counts[key.lemma.rsplit(" ", 1)[-1]] += 1
            elif key.kind is KeyKind.NUMBER:
                document.numbers.append(key)
            elif key.kind is KeyKind.YEAR:
                document.years.append(key)
            elif key.kind is KeyKind.NUMBER_WORDS:
                document.number_words.append(key)
    return document


CONTEXT_WINDOW = 4  # content words either side
PAIRED_MIN = 2
_PAIR_JOINER = re.compile(r",?\s+(?:and|or)\s+(?:their\s+|the\s+)?")
SET_WORDING_REPEATS = 2  # the same wording twice is the document's set phrase
SET_WORDING_SHARE = 0.6  # ... when the slot holds that term more often than any other
SELF_NAMED_MIN = 3
_SLOT_JOINERS = 2  # function words between a term and the word that fixes it ("Assent to Laws")
_SLOT_JOINER_WORDS = lexicon.word_set("to and or for a an the his her their its our")
_RULE_MODALS = lexicon.word_set("shall must may will can should")
_AUXILIARIES = lexicon.HAVE_FORMS | lexicon.BE_FORMS


def _slots(tokens: list[Token], key: Key) -> tuple[str, ...]:
    """The wording right after a term up to its first content word ("to Laws", "requisite", "and
    protégés"), and right before it back to one ("Oath or", "Congress shall have"). A verb after the term is
    what the sentence says of it (or before it, what it does), and an "of" phrase names what it belongs
    to: none of them is set wording."""
    after = [token for token in tokens if token.start >= key.end]
    before = [token for token in tokens if token.end <= key.start][::-1]
    found = []
    for side, stretch in ((">", after), ("<", before)):
        words: list[str] = []
        for token in stretch[: _SLOT_JOINERS + 1]:
            if not token.is_word:
                break
            words.append(token.bare.lower())
            if not lexicon.is_function_word(words[-1]):
                break
            if words[-1] == "of" or (side == ">" and words[-1] not in _SLOT_JOINER_WORDS):
                words = []
                break
        if side == "<" and len(words) >= 2 and words[1] in _RULE_MODALS and words[0] in _AUXILIARIES:
            # "The President shall have ______", "Congress shall have ______": whoever has it, "Power"
            found.append(f"< {words[1]} {words[0]}")
        if not words or lexicon.is_function_word(words[-1]):
            continue
        if lexicon.is_verb_only(words[-1]) or wordnet.more_often_verb(lexicon.verb_lemma(words[-1])):
            continue  # "leads to ______", "______ shall meet": what the sentence says, not set wording
        found.append(f"{side} {' '.join(words if side == '>' else words[::-1])}")
    return tuple(found)


def _after_this(tokens: list[Token], key: Key) -> bool:
    before = [token for token in tokens if token.end <= key.start]
    return bool(before) and before[-1].text.lower() == "this"


def _neighbourhood(tokens: list[Token], key: Key) -> list[str]:
    before = [token for token in tokens if token.end <= key.start and _context_word(token)]
    after = [token for token in tokens if token.start >= key.end and _context_word(token)]
    return [
        lexicon.noun_lemma(token.bare.lower()) for token in before[-CONTEXT_WINDOW:] + after[:CONTEXT_WINDOW]
    ]


def _context_word(token: Token) -> bool:
    return token.is_word and not lexicon.is_function_word(token.bare.lower())


# --- numbers, years, dates ------------------------------------------------------------------------


def _number_keys(tokens: list[Token]) -> list[Key]:
    keys = []
    for position, token in enumerate(tokens):
        if not token.is_number:
            continue
        previous = tokens[position - 1].text.lower().rstrip(".") if position else ""
        following = tokens[position + 1].text if position + 1 < len(tokens) else ""
        a_year = re.fullmatch(r"\d{4}", token.text) is not None
        if (previous in _LABEL_WORDS and not (a_year and previous == "year")) or following in (
            "-",
            "\u2013",
            "/",
            ")",
        ):
            continue  # "Section 2", "(3)", "1-4": labels and ranges, not facts
        if re.fullmatch(r"[A-Za-z]", previous) or previous in ("-", "\u2013", "/", "$", "#", "=", "+"):
            continue
        try:
            value = float(token.text.rstrip("%").replace(",", ""))
        except ValueError:
            continue
        if a_year and int(token.text) in _YEAR_RANGE:
            keys.append(Key(KeyKind.YEAR, token.text, token.start, token.end, token.text, value=value))
        elif token.text.endswith("%") or following[:1].isalpha() or following == "°":
            currency = previous if previous in _CURRENCIES else ""
            keys.append(
                Key(
                    KeyKind.NUMBER,
                    token.text,
                    token.start,
                    token.end,
                    token.text,
                    value=value,
                    currency=currency,
                )
            )
    return keys


def _number_word_keys(tokens: list[Token]) -> list[Key]:
    keys = []
    position = 0
    while position < len(tokens):
        if tokens[position].text.lower() not in lexicon.NUMBER_WORDS:
            position += 1
            continue
        end = position
        while end + 1 < len(tokens) and (
            tokens[end + 1].text.lower() in lexicon.NUMBER_WORDS
            or (tokens[end + 1].text.lower() == "and" and end + 2 < len(tokens)
                and tokens[end + 2].text.lower() in lexicon.NUMBER_WORDS)
        ):  # fmt: skip
            end += 1
        words = [token.text for token in tokens[position : end + 1]]
        value = lexicon.parse_number_words(words)
        following = tokens[end + 1].text.lower() if end + 1 < len(tokens) else ""
        first, last = tokens[position], tokens[end]
        if value is not None and following in lexicon.FRACTION_WORDS:
            fraction = f"{' '.join(words)} {following}".lower()
            keys.append(
                Key(KeyKind.NUMBER_WORDS, fraction, first.start, tokens[end + 1].end, fraction,
                    words=len(words) + 1, value=value / lexicon.FRACTION_WORDS[following])
            )  # fmt: skip
        elif (
            value is not None
            and value > 1
            and following[:1].isalpha()
            and following not in ("of", "or", "and")
        ):
            text = " ".join(words).lower()
            keys.append(
                Key(KeyKind.NUMBER_WORDS, text, first.start, last.end, text, words=len(words), value=value)
            )
        position = end + 1
    return keys


def _ordinal_keys(tokens: list[Token]) -> list[Key]:
    """'the eighteenth article', 'the 5th postulate': distractors are the neighbouring ordinals."""
    keys = []
    for position, token in enumerate(tokens):
        lowered = token.text.lower()
        value = lexicon.ORDINALS.get(lowered)
        digits = _ORDINAL_DIGITS.fullmatch(lowered)
        if digits:
            value = int(digits.group(1))
        following = tokens[position + 1] if position + 1 < len(tokens) else None
        if value is None or value < 2 or following is None or not following.is_word:
            continue  # "first" alone is too vague ("the first time")
        if lexicon.is_function_word(following.text) or not lexicon.can_be_noun(following.text):
            continue
        keys.append(
            Key(KeyKind.ORDINAL, token.text, token.start, token.end, str(value), value=float(value),
                proper=token.text[0].isupper())
        )  # fmt: skip
    return keys


def _calendar_keys(tokens: list[Token]) -> list[Key]:
    keys = []
    for position, token in enumerate(tokens):
        following = tokens[position + 1].text if position + 1 < len(tokens) else ""
        if token.text in lexicon.WEEKDAYS or (
            token.text in lexicon.MONTHS and (token.text != "May" or following[:1].isdigit())
        ):
            keys.append(
                Key(KeyKind.CALENDAR, token.text, token.start, token.end, token.text.lower(), proper=True,
                    noun_class="time")
            )  # fmt: skip
    return keys


# --- terms ----------------------------------------------------------------------------------------


def _is_capitalised(token: Token) -> bool:
    return token.text[0].isupper()


def _content_runs(tokens: list[Token]) -> list[list[Token]]:
    """Stretches of adjacent content words, cut at function words, verbs, adverbs and punctuation."""
    runs: list[list[Token]] = []
    current: list[Token] = []

    def close() -> None:
        nonlocal current
        if current:
            runs.append(current)
        current = []

    for position, token in enumerate(tokens):
        if not token.is_word:
            close()
            continue
        previous = tokens[position - 1] if position else None
        following = tokens[position + 1] if position + 1 < len(tokens) else None
        if current and not _adjacent(current[-1], token):
            close()
        if _joins_name(token, current, following):
            current.append(token)
            continue
        if _breaks_run(token, previous=previous, following=following, sentence_start=position == 0):
            close()
            continue
        current.append(token)
        if token.bare != token.text:  # a possessive closes its noun phrase: "Euclid's | propositions"
            close()
    close()
    return [piece for run in runs for piece in _split_unknown_names(run)]


def _adjacent(previous: Token, following: Token) -> bool:
    """True when only a space separates the two tokens (no punctuation between them)."""
    return following.start - previous.end <= 1


def _joins_name(token: Token, current: list[Token], following: Token | None) -> bool:
    """'of' inside 'House of Representatives'."""
    return (
        token.text in _NAME_JOINERS
        and bool(current)
        and _is_capitalised(current[-1])
        and following is not None
        and following.is_word
        and _is_capitalised(following)
    )


def _breaks_run(
    token: Token, *, previous: Token | None, following: Token | None, sentence_start: bool
) -> bool:
    lowered = token.text.lower()
    capital = _is_capitalised(token) and not sentence_start
    before = previous.text.lower() if previous else ""
    if sentence_start and lowered in lexicon.INSTRUCTION_VERBS:
        return True  # "Construct two circles ..."
    if _ROMAN.fullmatch(token.text):
        return True  # "Books I-IV"
    if lowered.endswith("ed") and before in lexicon.MODALS | lexicon.BE_FORMS | lexicon.HAVE_FORMS:
        return True  # "have Petitioned", even where a text capitalises it
    if (
        lexicon.is_function_word(lowered)
        or lowered in lexicon.ORDINALS
        or lowered in lexicon.NUMBER_WORDS
        or lowered in lexicon.FRACTION_WORDS
        or token.text in lexicon.MONTHS
        or token.text in lexicon.WEEKDAYS
        or lexicon.looks_like_verb(lowered)
        or lexicon.is_adverb(lowered)
    ):
        return True
    if capital:
        return False
    options = lexicon.pos_options(lowered)
    if lexicon.is_verb_only(lowered):
        return True
    if before in lexicon.SUBJECT_PRONOUNS and "VERB" in options:
        return True  # "it travels"
    if (
        (
            (previous is not None and not previous.is_word)
            or (previous is not None and _ROMAN.fullmatch(previous.text))
        )
        and "VERB" in options
        and wordnet.more_often_verb(lexicon.verb_lemma(lowered))
    ):
        return True  # "Books XI-XIII concern solid geometry"
    if lowered in lexicon.IDIOM_NOUNS and before in ("in", "on", "as", "at", "for", "of", "over", "by"):
        return True  # "in addition to", "on average"
    if (
        following is not None
        and following.text.lower() in _AFTER_VERB
        and lowered.endswith("s")
        and "VERB" in options
        and wordnet.more_often_verb(lexicon.verb_lemma(lowered))
    ):
        return True  # "and switches to new drugs"
    if previous is not None and previous.is_number and (len(token.text) <= 3 or not token.text.isascii()):
        return True  # a unit: "0.1 μM", "2 cm"
    if before in lexicon.MODALS and ("VERB" in options or (not options and before != "to")):
        return True  # "shall issue", "to pass"
    if before in lexicon.HAVE_FORMS and (_verbish(token) or not options):
        return True  # "have elected", "hath shewn"
    if before in lexicon.BE_FORMS and (_verbish(token) or not options or "ADJ" in options):
        return True  # "been elected", "have been deaf"
    # a noun is seldom followed straight by a determiner; a verb often is ("pass this trait")
    return (
        following is not None
        and following.text.lower() in _DETERMINERS
        and ("VERB" in options or not options)
    )


def _verbish(token: Token) -> bool:
    lowered = token.bare.lower()
    options = lexicon.pos_options(lowered)
    if "VERB" not in options:
        return lexicon.looks_like_verb(lowered)
    return lowered.endswith(("ing", "ed")) or not options & {"NOUN", "ADJ"}


def _split_unknown_names(run: list[Token]) -> list[list[Token]]:
    """'House of Representatives' is one name; 'Session of Congress' is two nouns."""
    joiners = [i for i, token in enumerate(run) if token.text in _NAME_JOINERS]
    if not joiners:
        return [run]
    phrase = " ".join(token.bare for token in run)
    if wordnet.noun_synsets(phrase) or run[0].bare.lower() in _INSTITUTION_WORDS:
        return [run]
    pieces, start = [], 0
    for joiner in joiners:
        pieces.append(run[start:joiner])
        start = joiner + 1
    pieces.append(run[start:])
    return [piece for piece in pieces if piece]


def _term_keys(tokens: list[Token], runs: list[list[Token]], document: DocumentKeys) -> list[Key]:
    keys = []
    ends = {token.start: position for position, token in enumerate(tokens)}
    context = {lexicon.noun_lemma(token.bare) for token in tokens if token.is_word} | {
        token.text.lower() for token in tokens if token.is_word
    }
    for run in runs:
        after = ends.get(run[-1].start, len(tokens)) + 1
        following = tokens[after].text.lower() if after < len(tokens) else ""
        key = _term_from_run(
            run, following=following, sentence_start=run[0] is tokens[0], document=document, context=context
        )
        if key is not None:
            keys.append(key)
    return keys


def _term_from_run(
    run: list[Token], *, following: str, sentence_start: bool, document: DocumentKeys, context: set[str]
) -> Key | None:
    run = _noun_phrase_core(run, following=following)
    if not run:
        return None
    proper = _is_name(run, sentence_start=sentence_start, document=document)
    if not proper:
        run = _trim_modifiers(run, document)
    if not run or len(run) > 4:
        return None
    words = [token.bare for token in run]
    head = words[-1]
    if not _good_head(head, words, proper=proper):
        return None
    shown = " ".join(words)
    if not proper and sentence_start and not run[0].text.isupper():
        shown = shown[0].lower() + shown[1:]
    lemma = shown.lower() if proper and (len(words) > 1 or head.isupper()) else lexicon.phrase_lemma(shown)
    return Key(
        KeyKind.TERM,
        shown,
        run[0].start,
        run[-1].start + len(run[-1].bare),
        lemma,
        words=len(words),
        plural=not proper and lexicon.is_plural(head),
        proper=proper,
        noun_class=_name_class(words, context, document.topic_words)
        if proper
        else _noun_class(lemma, words, context, document.topic_words),
    )


def _noun_phrase_core(run: list[Token], *, following: str) -> list[Token]:
    """Cuts what is not part of the noun phrase: a leading verb form ("holding Elections"), a trailing
    modifier after a plural ("Members present"), a final verb ("variation leads to")."""
    if not wordnet.noun_synsets(" ".join(token.bare for token in run)):
        for position in range(len(run) - 2, -1, -1):
            if _verbish(run[position]):
                run = run[position + 1 :]
                break
    all_capitalised = all(_is_capitalised(token) for token in run if token.text not in _NAME_JOINERS)
    for position, token in enumerate(run[:-1]):
        if not all_capitalised and lexicon.is_plural(token.bare) and not token.text.isupper():
            run = run[: position + 1]
            break
    if (
        len(run) > 1
        and run[-1].text.endswith("s")
        and "VERB" in lexicon.pos_options(run[-1].text.lower())
        and not lexicon.is_plural(run[-2].bare)
        and (following in _AFTER_VERB or wordnet.more_often_verb(lexicon.verb_lemma(run[-1].text)))
    ):
        run = run[:-1]  # "evaporation comes from", "variation leads to": a subject and its verb
    while run and not lexicon.can_be_noun(run[-1].bare) and not _is_capitalised(run[-1]):
        run = run[:-1]
    if (
        len(run) > 1
        and not _is_capitalised(run[-1])
        and wordnet.more_often_adjective(run[-1].bare)
        and wordnet.noun_class(" ".join(token.bare for token in run)) in (None, "attribute")
    ):
        run = run[:-1]  # "turns their blood red": the colour is said of the noun, not part of it
    return run


def _good_head(head: str, words: list[str], *, proper: bool) -> bool:
    if len(head) < 2 or (head.isupper() and len(head) <= 2) or (head.isupper() and len(head) > 6):
        return False  # "AB" (a label), "PURPOSE" (a shouted heading)
    if proper:
        return True
    lowered = head.lower()
    if lowered in _GENERIC_HEADS or lowered in _DOCUMENT_WORDS:
        return False
    if len(words) == 1 and (lexicon.zipf(lowered) >= 5.6 or lexicon.is_adjective_like(lowered)):
        return False  # "time", "people": nothing to test; "independent": not a noun here
    if len(words) == 1 and lowered.endswith("ing") and "VERB" in lexicon.pos_options(lowered):
        return False  # "before turning on", "by binding to": verbs in disguise
    # "given", "based": participles
    return not (len(words) == 1 and lowered.endswith(("ed", "en")) and lexicon.verb_lemma(lowered) != lowered)


def _is_name(run: list[Token], *, sentence_start: bool, document: DocumentKeys) -> bool:
    """Capitalised words that are names, not ordinary words that open a sentence or that an older
    text capitalises ("the Senate" is a name; "Year" in "every second Year" is not)."""
    capitals = [token for token in run if token.text not in _NAME_JOINERS]
    if not all(_is_capitalised(token) for token in capitals):
        return False
    if len(capitals) > 1:
        opening = sentence_start and capitals[0] is run[0]
        return not (opening and _ordinary(capitals[0].bare, document))
    word = capitals[0].bare
    if word.isupper() and len(word) >= 2:
        return True
    lowered = word.lower()
    if wordnet.is_adjective(lowered) and not _is_known_name(lowered):
        return False  # "Greek", "American": adjectives of origin
    if not sentence_start and not document.capitalises_nouns:
        return True  # a modern text capitalises names only
    if sentence_start and lowered not in document.capitalised_words:
        return not lexicon.pos_options(lowered) and lowered not in document.lowercase_words
    return lowered not in document.lowercase_words and (
        not lexicon.pos_options(lowered)
        or "group" in wordnet.noun_classes(lowered)
        or _is_known_name(lowered)
    )


def _ordinary(word: str, document: DocumentKeys) -> bool:
    lowered = word.lower()
    return bool(lexicon.pos_options(lowered)) and lowered not in document.capitalised_words


def _is_known_name(lowered: str) -> bool:
    senses = wordnet.noun_synsets(lowered)
    return bool(senses) and senses[0].is_instance


def _trim_modifiers(run: list[Token], document: DocumentKeys) -> list[Token]:
    """Drops leading everyday adjectives ("new drugs" -> "drugs") unless the phrase is a known term
    or one the document keeps using ("current loop")."""
    while len(run) > 1:
        phrase = " ".join(token.bare for token in run).lower()
        if document.phrase_counts[phrase] >= 2 or wordnet.noun_synsets(lexicon.phrase_lemma(phrase)):
            break
        first = run[0].bare.lower()
        options = lexicon.pos_options(first)
        everyday_modifier = "ADJ" in options and lexicon.zipf(first) >= 4.9
        if everyday_modifier or lexicon.is_verb_only(first) or options == {"VERB", "ADJ"}:
            run = run[1:]
            continue
        break
    return run


def _name_class(words: list[str], context: set[str], topic: set[str]) -> str | None:
    """What a name names: 'Thomas Newcomen' a person (a given name first), 'River Severn' a place,
    'Factory Act' a document (the class of its last word), 'Euclid' a person (WordNet knows him)."""
    whole = wordnet.best_sense(" ".join(words), context, topic)
    if whole is not None:
        return whole.noun_class
    if len(words) > 1:
        first = wordnet.noun_synsets(words[0])
        if words[0].lower() in lexicon.GIVEN_NAMES or (
            first and first[0].is_instance and first[0].noun_class == "person"
        ):
            return "person"
        return wordnet.noun_class(lexicon.noun_lemma(words[-1]), context, topic)
    return None


def _noun_class(lemma: str, words: list[str], context: set[str], topic: set[str]) -> str | None:
    found = wordnet.noun_class(lemma, context, topic) or wordnet.noun_class(" ".join(words), context, topic)
    if found is None and len(words) > 1:
        found = wordnet.noun_class(lexicon.noun_lemma(words[-1]), context, topic)
    return found


def term_is_sound(term: Key, *, count: int, phrase_count: int) -> bool:
    """Good enough to ask or to offer: not a one-off word no dictionary knows (a typo such as "fiedl"),
    not a long loose phrase that is neither a known term nor repeated by the document."""
    words = term.lemma.split()
    unknown = any(lexicon.zipf(word) == 0 and not lexicon.pos_options(word) for word in words)
    if unknown and count < 2 and not term.text.isupper():
        return False
    return term.proper or len(words) < 3 or phrase_count >= 2 or bool(wordnet.noun_synsets(term.lemma))


def loose_phrase(term: Key, document: DocumentKeys) -> bool:
    """A one-off adjective and noun that neither the document repeats nor WordNet knows as a term
    ("notoriously complicated and risky affairs"): neither a blank nor a wrong answer."""
    first = term.lemma.split()[0]
    return (
        term.words > 1
        and not term.proper
        and document.term_counts[term.lemma] < 2
        and lexicon.pos_options(first) == {"ADJ"}
        and not wordnet.noun_synsets(term.lemma)
    )


def keyness(key: Key, document: DocumentKeys) -> float:
    """How much a key is worth testing: frequent in this document, rare in general English (tf-idf
    with general English as the background corpus)."""
    if key.kind is KeyKind.TERM:
        count = document.term_counts[key.lemma] + 0.5 * document.head_counts[key.lemma.rsplit(" ", 1)[-1]]
        rarity = min(max((6.3 - lexicon.zipf(key.lemma)) / 3.5, 0.15), 1.3)
        return (1 + math.log(max(count, 1))) * rarity + (0.3 if key.proper else 0)
    if key.kind is KeyKind.YEAR:
        return 1.6
    if key.kind is KeyKind.NUMBER:
        return 1.0
    return 1.1
