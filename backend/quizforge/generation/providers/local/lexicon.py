"""Word knowledge without a model: closed-class words, parts of speech, word frequency, number words."""

import re
from functools import lru_cache

import wordfreq
from lemminflect import getAllLemmas, getInflection, getLemma


def word_set(words: str) -> frozenset[str]:
    """A set of words written as one space-separated block of text."""
    return frozenset(words.split())


# Words that never make a key: determiners, pronouns, prepositions, conjunctions, auxiliaries,
# quantifiers and frequent adverbs.
FUNCTION_WORDS = word_set(
    """
    a an the this that these those such what which who whom whose whoever whatever whichever i me my
    mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her
    hers herself it its itself they them their theirs themselves one ones oneself someone anyone
    everyone nobody somebody anybody everybody something anything everything nothing of in on at by for
    with about against between into through during before after above below to from up down out off over
    under again further then once here there when where why how all any both each few more most other
    some no nor not only own same so than too very s t can will just don should now and but or yet if
    because as until while although though unless whereas whether since upon within without among
    amongst across along around beyond toward towards onto per via thereof therein herein till unto
    whilst hither thither thence whence wherefore ere hereby thereby whereby wherein hath shall may
    might must would could ought need dare be is am are was were been being have has had having do does
    did doing done also however therefore thus hence moreover furthermore indeed nevertheless
    nonetheless otherwise instead rather quite almost always never often sometimes usually already still
    even ever perhaps many much several every either neither another certain various whole least less
    fewer yes no ok etc e.g i.e vs via vice versa like unlike despite according let lets cannot can't
    won't don't doesn't didn't isn't aren't wasn't weren't hasn't haven't shouldn't wouldn't couldn't
    """
)

INSTRUCTION_VERBS = word_set(
    """
    use record measure plot calculate compare explain describe state draw list predict determine
    consider note remember assume suppose show prove find give let make put place set attach connect
    select adjust repeat replace rotate align convert study think discuss design define construct
    identify read write check try answer complete fill label name look see add remove move take keep go
    start stop turn hint imagine recall observe estimate sketch graph analyze analyse justify evaluate
    verify derive solve
    """
)
# Nouns that only fill set phrases after a preposition ("in addition to", "on average", "in fact").
IDIOM_NOUNS = word_set(
    """
    addition contrast fact order spite terms case average result general example instance least most
    course particular turn time presence respect part place favor favour front view principle practice
    total sum short brief effect accordance absence behalf charge common detail full hand line mind need
    regard return
    """
)
SUBJECT_PRONOUNS = word_set(
    """
    it he she they we i you who which
    """
)
ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
    "twenty-first": 21, "twenty-second": 22, "twenty-third": 23, "twenty-fourth": 24, "twenty-fifth": 25,
    "twenty-sixth": 26, "twenty-seventh": 27,
}  # fmt: skip

# Common given names: a capitalised pair that starts with one is most likely a person.
GIVEN_NAMES = word_set(
    """
    aaron abraham adam adrian alan albert alexander alfred alice amelia amy andrew ann anna anne anthony
    arthur barbara benjamin bernard betty brian carl caroline catherine charles charlotte christopher
    clara daniel david dorothy edward elizabeth ellen emily emma eric ernest frances francis frank
    frederick george gregor harold harriet harry helen henry hugh isaac jack jacob james jane jean
    jennifer john jonathan joseph julia karl kenneth laura lawrence louis louise lucy margaret maria
    marie mark martha martin mary matthew michael nancy nicholas oliver patricia patrick paul peter
    philip rachel ralph richard robert rosa rose ruth samuel sarah simon sophie stephen susan thomas
    timothy victoria walter william
    """
)

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
NUMBER_WORDS = frozenset(_UNITS) | frozenset(_TENS) | frozenset(_SCALES)
FRACTION_WORDS = {
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "fourth": 4, "fourths": 4, "quarter": 4, "quarters": 4,
    "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10,
}  # fmt: skip


_WORD = re.compile(r"[\w'\u2019]+")


def words_of(text: str) -> list[str]:
    """The words of a text in lower case, without punctuation."""
    return _WORD.findall(text.lower())


def contains_phrase(text: str, phrase: str) -> bool:
    """Whether the words of `phrase` occur together, as whole words, in `text` (case-insensitive)."""
    wanted = " ".join(words_of(phrase))
    return bool(wanted) and f" {wanted} " in f" {' '.join(words_of(text))} "


@lru_cache(maxsize=50000)
def pos_options(word: str) -> frozenset[str]:
    """Universal POS tags the word can take (empty for words outside the dictionary)."""
    return frozenset(getAllLemmas(word.lower()))


KNOWN_WORD_ZIPF = 3.5  # a word every student knows: "theorem" (3.7), not "axiom" (3.0) or "lemma" (2.7)


@lru_cache(maxsize=50000)
def zipf(text: str) -> float:
    """How common a word or phrase is in general English (0 = unseen, 7 = "the")."""
    return wordfreq.zipf_frequency(text, "en")


def is_function_word(word: str) -> bool:
    return word.lower().replace("\u2019", "'") in FUNCTION_WORDS


def is_verb_only(word: str) -> bool:
    options = pos_options(word)
    return bool(options) and not options & {"NOUN", "ADJ", "PROPN"} and bool(options & {"VERB", "AUX"})


MODALS = word_set(
    """
    shall will may can must should would could might to do does did
    """
)
RULE_VERBS = word_set("shall must")  # what a rule says one does: "No Person shall be a Senator who ..."
BE_FORMS = word_set(
    """
    be been being is are was were am
    """
)
HAVE_FORMS = word_set(
    """
    have has had hath having
    """
)
_ADJECTIVE_ENDINGS = ("ent", "ant", "ive", "ous", "al", "ful", "less", "ic", "able", "ible", "ary", "ory")


def is_adjective_like(word: str) -> bool:
    """Words such as "independent" or "necessary": the dictionary lists a noun use, but they are
    nearly always adjectives."""
    lowered = word.lower()
    return "ADJ" in pos_options(lowered) and lowered.endswith(_ADJECTIVE_ENDINGS)


def looks_like_verb(word: str) -> bool:
    """A verb form the dictionary does not know, like the old spellings "chuse" or "encreased"."""
    lowered = word.lower()
    return not pos_options(lowered) and lowered.endswith(("ed", "ing")) and zipf(lowered) < 3.5


def is_adverb(word: str) -> bool:
    options = pos_options(word)
    return options == frozenset({"ADV"}) or (
        word.lower().endswith("ly") and "ADV" in options and "NOUN" not in options
    )


def can_be_noun(word: str) -> bool:
    """Nouns, and words the dictionary does not know (technical terms, names, acronyms)."""
    options = pos_options(word)
    return not options or "NOUN" in options or "PROPN" in options


@lru_cache(maxsize=50000)
def noun_lemma(word: str) -> str:
    lowered = word.lower()
    lemmas = getAllLemmas(lowered, upos="NOUN").get("NOUN")
    if lemmas:
        return max(lemmas, key=zipf)  # "axes" -> "axis", "data" -> "data"
    guessed = getLemma(lowered, upos="NOUN", lemmatize_oov=True)
    return guessed[0] if guessed else lowered


@lru_cache(maxsize=50000)
def verb_lemma(word: str) -> str:
    lemmas = getAllLemmas(word.lower(), upos="VERB").get("VERB")
    return lemmas[0] if lemmas else word.lower()


def is_plural(word: str) -> bool:
    lowered = word.lower()
    if not lowered.isalpha() or lowered.endswith(("ss", "us", "is")):
        return False
    return noun_lemma(lowered) != lowered


@lru_cache(maxsize=50000)
def with_number(word: str, *, plural: bool) -> str | None:
    """The word inflected to singular or plural, keeping its capitalisation; None when that form would
    be odd ("informations", "biliverdins", "datum")."""
    if not word.isalpha() or is_plural(word) == plural:
        return word
    lemma = noun_lemma(word)
    if plural:
        forms = getInflection(lemma, tag="NNS")
        inflected = forms[0] if forms else lemma + "s"
        if inflected == lemma or zipf(inflected.lower()) < max(2.0, zipf(lemma) - 1.8):
            return None  # a mass noun ("informations", "bloods"), or a word too rare to inflect safely
    else:
        inflected = lemma
        if not word.lower().startswith(lemma[:-1]) or len(word) - len(lemma) > 2:
            return None  # irregular plurals of learned words: keep the document's own form
    return match_case(inflected, word)


def match_case(word: str, model: str) -> str:
    if model.isupper() and len(model) > 1:
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def phrase_lemma(phrase: str) -> str:
    """A comparable base form: lower case with the head noun singular."""
    words = re.findall(r"[\w'-]+", phrase.lower())
    if not words:
        return phrase.lower()
    return " ".join([*words[:-1], noun_lemma(words[-1])])


def parse_number_words(words: list[str]) -> int | None:
    """'twenty five' -> 25, 'thirty' -> 30; None if the words are not a whole cardinal number."""
    total, current = 0, 0
    seen = False
    for raw in words:
        word = raw.lower()
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word in _SCALES:
            scale = _SCALES[word]
            if scale == 100:
                current = max(current, 1) * 100
            else:
                total += max(current, 1) * scale
                current = 0
        elif word == "and" and seen:
            continue
        else:
            return None
        seen = True
    return total + current if seen else None


def number_to_words(value: int) -> str:
    if value < 20:
        return next(word for word, number in _UNITS.items() if number == value)
    if value < 100:
        tens = next(word for word, number in _TENS.items() if number == value - value % 10)
        units = value % 10
        return tens if units == 0 else f"{tens} {number_to_words(units)}"
    if value < 1000:
        rest = value % 100
        head = f"{number_to_words(value // 100)} hundred"
        return head if rest == 0 else f"{head} and {number_to_words(rest)}"
    if value < 1_000_000:
        rest = value % 1000
        head = f"{number_to_words(value // 1000)} thousand"
        return head if rest == 0 else f"{head} {number_to_words(rest)}"
    return str(value)
