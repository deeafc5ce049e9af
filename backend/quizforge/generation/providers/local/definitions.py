"""What the document defines, in its own wording: "Y is called X", "X is defined as Y", "X refers to
Y", "X means Y", "X is a/the <noun> that ...", "X: the ..." (glossary lines) and "... through tiny pores
called X". definition_questions.py asks about them.
"""

import re
from collections import Counter
from dataclasses import dataclass, replace

from quizforge.generation.providers.local import lexicon, wordnet
from quizforge.generation.providers.local.keys import DocumentKeys
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.sentences import Sentence

MIN_MEANING_WORDS = 3
MAX_MEANING_WORDS = 28
MAX_TERM_WORDS = 4

_ARTICLES = frozenset({"a", "an", "the"})
# a term that leans on another sentence or says nothing on its own
_NOT_TERMS = lexicon.word_set(
    """
    it this that these those there here they he she we you i one which what who each such all both
    result reason answer aim goal purpose idea point problem question example first second last next
    main key same other thing way part kind type sort case fact
    hint note tip warning task summary exercise step source remember rubric
    """
)
# a definition that names its term only through another sentence
_LEANING_WORDS = lexicon.word_set(
    """
    this these those they them he she him his her former latter above below following such
    """
)
# "X is an example of Y", "X is the result of Y": a claim about X, not what X is
_UNDEFINING_HEADS = lexicon.word_set(
    """
    example examples result results consequence consequences reason reasons sign signs cause causes
    effect effects one ones part parts case cases way ways subject focus topic answer key
    """
)
# a definition's head noun is followed by what restricts it: a relative clause, a preposition, a participle
_RESTRICTING = lexicon.word_set(
    """
    that which who whose where whereby when of in on by for with from to between within into through
    among under over across at onto inside along used made found produced formed caused needed
    """
)
_PREPOSITIONS = lexicon.word_set(
    """
    in on onto into at through from by with within inside across along to for under over between among
    """
)
# a definition says what a thing is, not how much it matters: "an important factor", "a key driver"
_DEGREE = lexicon.word_set(
    """
    most more less least very also not only often usually sometimes always important major key main
    significant crucial essential vital great good bad best worst famous popular turning
    """
)
_NAMING = re.compile(
    r"^(?P<meaning>.+?) (?P<verb>is|are|was|were) (?:(?:also |often |commonly |usually )?"
    r"(?:called|known as|termed|named|referred to as))"
    r" (?P<term>“[^”]+”|\"[^\"]+\"|[^,;:.()]+?)(?P<rest>[,;:.(].*)?$"
)
_DEFINING = re.compile(
    r"^(?P<term>[^,;:()]+?) (?:(?:is|are|was|were) defined as|refers? to|means?) (?P<meaning>.+)$"
)
_COPULA = re.compile(r"^(?P<term>[^,;:()]+?) (?P<verb>is|are|was|were) (?P<meaning>.+)$")
_GLOSSARY = re.compile(r"^(?P<term>[^,;:()]+?)(?::| [\u2013—-]) (?P<meaning>.+)$")
_SECOND_CLAUSE = re.compile(r", (?:and|but|while|whereas|so|yet) |;")
_EMBEDDED_CALLED = re.compile(r" called (?P<term>“[^”]+”|\"[^\"]+\"|[^,;:.()]+?)(?P<rest>[,;:.(].*|$)")


@dataclass(frozen=True)
class Definition:
    term: str  # as a choice shows it: "stomata", "Calvin cycle"
    meaning: str  # a noun phrase: "tiny pores through which carbon dioxide enters the leaf"
    plural: bool
    sentence: Sentence
    article: str = ""  # as the document writes the term: "the" nucleus, "a" trade union
    past: bool = False  # "The consuls were ...": a history keeps its tense
    # the term stands alone ("Recession: a period ...", "... is called meiosis"): its article is guessed
    headword: bool = False
    article_known: bool = True  # False where neither the document nor the lexicon tells the article
    also: tuple[Sentence, ...] = ()  # the document's other sentences saying what the term is

    @property
    def lemma(self) -> str:
        return lexicon.phrase_lemma(self.term)

    @property
    def head(self) -> str:
        """The noun the definition says the term is: "sugar" in "a five-carbon sugar onto which ..."."""
        head: list[str] = []
        for word in (word.lower().strip(",") for word in self.meaning.split()):
            if word in _RESTRICTING:
                break
            head.append(word)
        return lexicon.noun_lemma(head[-1]) if head and head[-1] not in _ARTICLES else ""

    @property
    def named(self) -> str:
        """The term with the document's article: "the nucleus"."""
        return f"{self.article} {self.term}" if self.article else self.term

    @property
    def verb(self) -> str:
        if self.past:
            return "were" if self.plural else "was"
        return "are" if self.plural else "is"

    def statement(self) -> str:
        """ "Stomata are tiny pores through which carbon dioxide enters the leaf." """
        return f"{self.named[:1].upper()}{self.named[1:]} {self.verb} {self.meaning}."


def definitions(sentences: list[Sentence], document: DocumentKeys) -> list[Definition]:
    """Every definition the document states, in the document's order, each term once."""
    found: list[Definition] = []
    seen: set[str] = set()
    for sentence in sentences:
        definition = _definition(sentence, document)
        if definition is None or definition.lemma in seen:
            continue
        seen.add(definition.lemma)
        found.append(definition)
    defining = [(sentence, _defined_lemmas(sentence)) for sentence in sentences]
    return [
        replace(
            _with_article(definition, sentences),
            also=tuple(
                sentence
                for sentence, lemmas in defining
                if definition.lemma in lemmas and sentence is not definition.sentence
            ),
        )
        for definition in found
    ]


def _defined_lemmas(sentence: Sentence) -> set[str]:
    """The terms a sentence says what they are, read loosely: a second definition of an asked term
    ("Inflation is defined as ...") would otherwise come back as "______ is defined as ..."."""
    text = sentence.text.rstrip(".")
    terms = [match.group("term") for match in (_NAMING.match(text), _DEFINING.match(text)) if match]
    copula = _COPULA.match(text)
    if copula and re.match(r"(?:an?|the|any) ", copula.group("meaning"), re.IGNORECASE):
        terms.append(copula.group("term"))
    glossary = _GLOSSARY.match(text)
    if glossary and re.match(r"(?:[Aa]n?|The) |[a-z]", glossary.group("meaning")):
        terms.append(glossary.group("term"))
    terms += [match.group("term") for match in _EMBEDDED_CALLED.finditer(text)]
    lemmas = set()
    for term in terms:
        words = term.strip().strip('“”"').split()
        if words and words[0].lower() in _ARTICLES:
            words = words[1:]
        if 1 <= len(words) <= MAX_TERM_WORDS:
            lemmas.add(lexicon.phrase_lemma(" ".join(words)))
    return lemmas


def _with_article(definition: Definition, sentences: list[Sentence]) -> Definition:
    """A headword with the article the document gives it elsewhere ("The unemployment rate rose ..."),
    failing that the one its kind of noun takes: "a recession", "the unemployment rate", "inflation"."""
    if not definition.headword or definition.plural:
        return definition
    article = _documents_article(definition, sentences)
    if article is not None:
        return replace(definition, article=article)
    countable = _countable(definition.term.split()[-1].lower())
    indefinite = bool(re.match(r"an? ", definition.meaning))
    if countable is False:
        return definition  # a mass noun: "inflation", "osmosis"
    if countable is None and not indefinite:
        return replace(definition, article_known=False)  # "latency": "the latency"? "a latency"? unsure
    if indefinite:
        return replace(definition, article=_indefinite(definition.term))  # "Recession: a period ..."
    modifiers = definition.term.lower().split()[:-1]
    if any(_adjective_only(word) for word in modifiers):
        return replace(definition, article_known=False)  # "the fiscal policy" or "fiscal policy"?
    if modifiers or definition.meaning.startswith("the "):
        return replace(definition, article="the")  # "Unemployment rate: the percentage ..."
    return replace(definition, article=_indefinite(definition.term))


def _documents_article(definition: Definition, sentences: list[Sentence]) -> str | None:
    """The article the document writes before the term, where it writes one more often than none."""
    # "the diffusion of water": the article of a longer phrase, not of the term
    pattern = re.compile(
        rf"(?:\b(\w+) |^)(?:{re.escape(definition.term)})\b(?! (?:{'|'.join(_RESTRICTING)})\b)", re.IGNORECASE
    )
    counts: Counter[str] = Counter()
    for sentence in sentences:
        if sentence is definition.sentence:
            continue
        for match in pattern.finditer(sentence.text):
            before = (match.group(1) or "").lower()
            if before in _ARTICLES:
                counts["the" if before == "the" else _indefinite(definition.term)] += 1
            elif not before or (lexicon.is_function_word(before) and before not in _DETERMINERS):
                counts[""] += 1  # "to keep inflation": "of inflation", "Inflation rose"
    if not counts:
        return None
    return counts.most_common(1)[0][0]


_DETERMINERS = lexicon.word_set("this that these those its their his her our your my each every any some no")


def _countable(noun: str) -> bool | None:
    """Whether a noun is counted ("a recession"), a mass ("inflation"), or None where its plural is rare
    enough for the lexicon to leave it open ("latency", "latencies")."""
    plural = lexicon.with_number(noun, plural=True)
    if plural is None:
        classical = [noun[:-2] + "a" for ending in ("on", "um") if noun.endswith(ending)]
        return any(lexicon.zipf(form) >= lexicon.zipf(noun) > 0 for form in classical)  # "mitochondria"
    return True if lexicon.zipf(noun) - lexicon.zipf(plural.lower()) <= 1.0 else None


def _adjective_only(word: str) -> bool:
    options = lexicon.pos_options(word)
    return "ADJ" in options and "NOUN" not in options


def _indefinite(term: str) -> str:
    return "an" if _VOWEL_SOUND.match(term.lower()) else "a"


# "an ion", "an hour", not "a unit", "a European union", "a one-way valve"
_VOWEL_SOUND = re.compile(r"(?!eu|one\b|once)(?:[aeio]|u(?!ni|s[eu]|r[aeiou]))|hour|honest")


def _definition(sentence: Sentence, document: DocumentKeys) -> Definition | None:
    text = sentence.text.rstrip(".")
    if text.endswith(("!", "?")):
        return None
    naming = _NAMING.match(text)
    if naming:
        rest = naming.group("rest") or ""
        if rest and not rest.startswith((",", ".")):
            return None
        meaning = _lowered_start(naming.group("meaning"), document)
        if not noun_phrase_meaning(meaning, whole=True, bare=True):
            return None
        verb = naming.group("verb")
        return _made(
            naming.group("term"),
            meaning,
            verb in ("are", "were"),
            sentence,
            document,
            past=verb[0] == "w",
            headword=True,
        )
    for pattern in (_DEFINING, _COPULA, _GLOSSARY):
        match = pattern.match(text)
        if match is None:
            continue
        if pattern is _GLOSSARY and not re.match(r"(?:[Aa]n?|The) |[a-z]", match.group("meaning")):
            continue  # "Hint: Construct two circles": an instruction, not what a hint is
        meaning = _lowered_start(match.group("meaning"), document)
        strict = pattern is not _DEFINING  # after "is defined as", any noun phrase is what the term is
        if not noun_phrase_meaning(meaning, whole=not strict, bare=not strict):
            continue
        term = match.group("term")
        plural = bool(re.search(r"\b(?:are|were|refer|mean)\b", match.group(0)[len(term) : len(term) + 12]))
        if pattern is _GLOSSARY:
            plural = lexicon.is_plural(term.split()[-1])
        past = bool(re.match(r" (?:was|were)\b", text[len(match.group("term")) :]))
        made = _made(term, meaning, plural, sentence, document, past=past, headword=pattern is _GLOSSARY)
        if made is not None and pattern is _COPULA and made.term[:1].isupper():
            return None  # "Rome was the capital of ...", "Caesar was a general who ...": a claim about a name
        return made
    return _embedded(sentence, document)


def _embedded(sentence: Sentence, document: DocumentKeys) -> Definition | None:
    """ "Carbon dioxide enters the leaf through tiny pores called stomata, while ...": the pores are
    "tiny pores through which carbon dioxide enters the leaf"."""
    text = sentence.text.rstrip(".")
    match = _EMBEDDED_CALLED.search(text)
    if match is None:
        return None
    before = text[: match.start()].split()
    phrase: list[str] = []
    while before and len(phrase) < 3 and _phrase_word(before[-1]):
        phrase.insert(0, before.pop())
    determiner = bool(before) and before[-1].lower() in _ARTICLES
    if determiner:
        phrase.insert(0, before.pop().lower())
    if not phrase or not before:
        return None
    link = before.pop()
    clause = before
    if len(clause) < 2 or any(
        word.endswith((",", ";", ":")) or word in ("and", "or", "but") for word in clause
    ):
        return None  # one clause only: "Suppose the patient stopped taking AZT and switched to a drug called"
    if lexicon.is_verb_only(clause[0].lower()):
        return None
    if clause[0].lower() in _LEANING_WORDS or clause[0].lower() in ("it", "this", "that", "there"):
        return None
    opening = _lowered_start(" ".join(clause), document)
    if link.lower() in _PREPOSITIONS:
        meaning = f"{' '.join(phrase)} {link.lower()} which {opening}"
    elif determiner and _verb(link):
        meaning = f"{' '.join(phrase)} that {opening} {link}"
    else:
        return None
    plural = lexicon.is_plural(phrase[-1]) and phrase[0].lower() not in ("a", "an")
    return _made(match.group("term"), meaning, plural, sentence, document, headword=True)


def _made(
    term: str,
    meaning: str,
    plural: bool,
    sentence: Sentence,
    document: DocumentKeys,
    *,
    past: bool = False,
    headword: bool = False,
) -> Definition | None:
    term = term.strip().strip('“”"')
    words = term.split()
    article = ""
    if words and words[0].lower() in _ARTICLES:
        article, words = words[0].lower(), words[1:]
    if not 1 <= len(words) <= MAX_TERM_WORDS or not all(_term_word(word) for word in words):
        return None
    if words[0].lower() in _NOT_TERMS or words[-1].lower() in _NOT_TERMS:
        return None
    if not lexicon.can_be_noun(words[-1].lower()) or lexicon.is_verb_only(words[-1].lower()):
        return None
    term = _term_inside_sentence(words, document) if sentence.text.startswith(words[0]) else " ".join(words)
    meaning_words = meaning.split()
    if not MIN_MEANING_WORDS <= len(meaning_words) <= MAX_MEANING_WORDS:
        return None
    if any(word.lower().strip(",;") in _LEANING_WORDS for word in meaning_words):
        return None
    if meaning.count(",") >= 2 or _SECOND_CLAUSE.search(meaning):
        return None  # a list ("lizards with ..., lizards with ..., and ...") or a second statement
    if gives_away(term, meaning):
        return None
    return Definition(
        term=term,
        meaning=meaning,
        plural=plural,
        sentence=sentence,
        article=article,
        past=past,
        headword=headword and not article,
    )


def gives_away(term: str, text: str) -> bool:
    """Whether a text uses the term's own words ("the synthesis of sugars" for "photosynthesis")."""
    for term_word in words_of(term):
        if len(term_word) < 4:
            continue
        for word in words_of(text):
            if word_forms(word) & word_forms(term_word) or term_word in word:
                return True
            if any(len(form) >= 5 and form in term_word for form in word_forms(word)):
                return True  # "patrons" for "patronage"
    return False


def word_forms(word: str) -> set[str]:
    return {word, lexicon.noun_lemma(word), lexicon.verb_lemma(word)}


def noun_phrase_meaning(meaning: str, *, whole: bool, bare: bool = False) -> bool:
    """A definition is a noun phrase: an optional article, at most four words of its head, then what
    restricts it ("the process by which ...", "proteins that ...") — or, with `whole`, the phrase alone.
    Without an article, only a plural head or, with `bare`, a subject ("Movement of water ... is called")."""
    words = meaning.split()
    if not words or words[0].lower() in ("that", "to", "not", "also"):
        return False
    position = 1 if words[0].lower() in (*_ARTICLES, "any") else 0
    article = position == 1
    head: list[str] = []
    while position < len(words) and len(head) <= MAX_TERM_WORDS:
        word = words[position].lower().strip(",")
        if word in _RESTRICTING:
            break
        if word in _DEGREE or not (_phrase_word(word) or (head == [] and _modifying_adverb(word))):
            return False  # "a relatively permanent change" keeps its adverb, "a key driver" is a judgement
        head.append(word)
        position += 1
    if not head or len(head) > MAX_TERM_WORDS:
        return False
    if head[-1] in _UNDEFINING_HEADS and (position == len(words) or words[position] in ("of", "for")):
        return False  # "an example of", "the reason for": a claim; "a consequence that makes ..." defines
    if position == len(words):
        return whole
    if not article and not bare and not lexicon.is_plural(head[-1]):
        return False  # "X is movement of water": not an article or a plural head, rarely a definition
    return not words[position - 1].endswith(",")


def _modifying_adverb(word: str) -> bool:
    return word.endswith("ly") and lexicon.is_adverb(word)


def _phrase_word(word: str) -> bool:
    """A word of a noun phrase: a noun or adjective, not a verb, a function word or a number."""
    bare = word.lower()
    if not re.fullmatch(r"[a-z][a-z'-]*", bare) or lexicon.is_function_word(bare):
        return False
    return not lexicon.is_verb_only(bare) and not lexicon.is_adverb(bare)


def _term_word(word: str) -> bool:
    return bool(re.fullmatch(r"[A-Za-z][\w'\u2019-]*", word)) and (
        not lexicon.is_function_word(word.lower()) or word.lower() == "of"
    )


def _verb(word: str) -> bool:
    options = lexicon.pos_options(word.lower())
    return "VERB" in options and word.lower().endswith(("s", "ed")) and not lexicon.is_function_word(word)


def _term_inside_sentence(words: list[str], document: DocumentKeys) -> str:
    """ "Mitochondria" at the start of a sentence is "mitochondria"; "Chartism" stays a name."""
    lowered = words[0].lower()
    if words[0][1:] != lowered[1:] or lowered in document.capitalised_words:
        return " ".join(words)
    if len(words) > 1:
        common = all(word.islower() for word in words[1:])  # "Fiscal policy": capital of the sentence only
    else:
        common = lowered in document.lowercase_words or any(
            senses[0].words[0].islower()
            for senses in map(wordnet.noun_synsets, _singulars(lowered))
            if senses
        )
    return " ".join([lowered, *words[1:]]) if common else " ".join(words)


def _singulars(word: str) -> list[str]:
    """The word's possible singulars, with the Greek and Latin plurals of science ("mitochondria")."""
    found = [lexicon.noun_lemma(word)]
    if word.endswith("a"):
        found += [word[:-1] + "on", word[:-1] + "um"]
    return found


def _lowered_start(text: str, document: DocumentKeys) -> str:
    """The phrase as it reads inside a sentence: "Water is split" becomes "water is split", a name
    keeps its capital."""
    first, _, rest = text.partition(" ")
    lowered = first.lower()
    if first[1:].lower() != first[1:] or lowered in document.capitalised_words:
        return text
    known = lexicon.is_function_word(lowered) or bool(lexicon.pos_options(lowered))
    if lowered not in document.lowercase_words and not known:
        return text
    return f"{lowered} {rest}".strip()
