"""Questions on what the document defines: "What is the term for a step in which water is
split?" (the term from its definition) and "What is photolysis?" (the definition from its term).

Definitions are found in the document's own wording: "Y is called X", "X is defined as Y", "X refers to
Y", "X means Y", "X is a/the <noun> that ...", "X: the ..." (glossary lines) and "... through tiny pores
called X". The wrong answers are the other terms the document defines or uses as key terms of the same
kind, or the definitions it gives of other terms: real statements of the document, wrong for this term.
"""

import random
import re
import zlib
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, replace

from quizforge.generation.providers.local import lexicon, wordnet
from quizforge.generation.providers.local.keys import DocumentKeys, KeyKind
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.sentences import Sentence
from quizforge.quizzes.questions import Question

WRONG_ANSWERS = 3
MIN_MEANING_WORDS = 3
MAX_MEANING_WORDS = 28
MAX_TERM_WORDS = 4
MAX_QUOTED_WORDS = 40
KNOWN_WORD_ZIPF = 3.5  # a word every student knows: "theorem" (3.7), not "axiom" (3.0) or "lemma" (2.7)
MAX_SIBLING_KINDS = 16  # "proposition" has 9 kinds (axiom, theorem, ...), "rate" 35
MIN_DEFINED_FOR_MEANING_CHOICES = 4  # "What is X?" only where the document defines enough terms alike

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
    return "an" if re.match(r"(?:[aeio]|u(?!ni|s[eu]|r[aeiou]))|hour|honest", term.lower()) else "a"


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
        if not _noun_phrase_meaning(meaning, whole=True, bare=True):
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
        if not _noun_phrase_meaning(meaning, whole=not strict, bare=not strict):
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
            if _forms(word) & _forms(term_word) or term_word in word:
                return True
            if any(len(form) >= 5 and form in term_word for form in _forms(word)):
                return True  # "patrons" for "patronage"
    return False


def _forms(word: str) -> set[str]:
    return {word, lexicon.noun_lemma(word), lexicon.verb_lemma(word)}


def _noun_phrase_meaning(meaning: str, *, whole: bool, bare: bool = False) -> bool:
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


# stems in turn, so that a glossary quiz does not ask "What is X, according to the document?" six times
TERM_STEMS = (
    "What is the term for {meaning}?",
    "What does the document call {meaning}?",
    "Which term does the document use for {meaning}?",
)
MEANING_STEMS = (
    "What {verb} {named}, according to the document?",
    "What does the document define {named} as?",
    "Which of these {verb} {named}?",
    "What is meant by “{term}”?",  # last: the one that needs no article
)


@dataclass(frozen=True)
class DefinitionQuestion:
    definition: Definition
    question: Question
    shown: tuple[Definition, ...] = ()  # the other definitions it offers as wrong answers

    @property
    def sentences(self) -> list[Sentence]:
        """The sentences it asks or shows: asked again as gap-fills or true statements, they would give
        it away ("______ is the organelle that ..." beside that definition as a wrong answer)."""
        return [
            sentence
            for definition in (self.definition, *self.shown)
            for sentence in (definition.sentence, *definition.also)
        ]


class DefinitionQuiz:
    """Definition questions spread over the document, each from a sentence not asked yet."""

    def __init__(
        self, found: list[Definition], document: DocumentKeys, *, topic: Callable[[str], bool]
    ) -> None:
        self.found = found
        self.document = document
        self.topic = topic

    def questions(
        self, wanted: int, *, repeats: Callable[[str], bool], shown: Collection[str] = ()
    ) -> list[DefinitionQuestion]:
        """Up to `wanted` questions spread over the document, "What is the term for ...?" and "What is
        ...?" in turn, never offering as a wrong answer a definition another question asks for or states
        (nor one in `shown`, the choices of the quiz's other questions)."""
        used = [
            definition
            for definition in self.found
            if any(repeats(sentence.text) for sentence in (definition.sentence, *definition.also))
        ]
        fresh = [
            definition
            for definition in self.found
            if not self.topic(definition.term) and definition not in used
        ]
        # asked already, or asked about by another question (a gap-fill on its sentence)
        asked_before = {definition.meaning for definition in used}
        askable = [
            definition
            for definition in fresh
            if self.term_question(definition) or self.meaning_question(definition)
        ]
        unaskable = {definition.meaning for definition in fresh if definition not in askable}
        step = len(askable) / wanted if wanted else 0.0
        spread_out = [askable[int(step * number + step / 2)] for number in range(wanted)] if step > 1 else []
        askable = [*spread_out, *(other for other in askable if other not in spread_out)]
        made: list[DefinitionQuestion] = []
        shown_choices = set(shown)
        # the questions that cost no other question first, then those that show definitions still askable
        for definition, costly in [
            (definition, costly) for costly in (False, True) for definition in askable
        ]:
            if len(made) == wanted:
                break
            if definition.meaning in shown_choices or any(
                question.definition is definition for question in made
            ):
                continue  # offered as a wrong answer elsewhere: asking it would give that one away
            meanings = sum(
                question.definition.meaning == question.question["correct_answer"] for question in made
            )
            by_term = self.term_question(definition, form=len(made) - meanings)
            by_meaning = self.meaning_question(
                definition,
                form=meanings,
                avoid=asked_before | {other.definition.meaning for other in made},
                # the definitions already shown, or that no question could ask, first: each definition a
                # question shows is one the quiz can no longer ask
                spare=shown_choices | unaskable,
            )
            if by_meaning is not None and not self._affordable(
                by_meaning, definition, askable, made, shown_choices | unaskable, wanted
            ):
                # showing definitions still askable costs questions: "What is the term for ...?" costs none
                by_meaning = None if by_term is not None or not costly else by_meaning
            first, second = (by_meaning, by_term) if len(made) % 2 == 1 else (by_term, by_meaning)
            question = first or second
            if question is not None:
                shown_definitions = tuple(
                    other
                    for other in self.found
                    if other is not definition and other.meaning in question["choices"]
                )
                made.append(DefinitionQuestion(definition, question, shown_definitions))
                shown_choices |= set(question["choices"])
        return sorted(made, key=lambda question: self.found.index(question.definition))

    @staticmethod
    def _affordable(
        question: Question,
        definition: Definition,
        askable: list[Definition],
        made: list[DefinitionQuestion],
        spare: set[str],
        wanted: int,
    ) -> bool:
        """Whether a "What is ...?" question leaves enough definitions to ask: none of its wrong answers
        still askable, or twice as many left as the quiz still wants."""
        shown = set(question["choices"]) - {definition.meaning}
        if not shown - spare:
            return True
        left = [
            other
            for other in askable
            if other is not definition
            and other.meaning not in shown | spare
            and all(other is not asked.definition for asked in made)
        ]
        return len(left) >= 2 * (wanted - len(made) - 1)

    def term_question(self, definition: Definition, *, form: int = 0) -> Question | None:
        """ "What is the term for a step in which water is split?" with other terms as choices."""
        wrong = self.wrong_terms(definition)
        if len(wrong) < WRONG_ANSWERS:
            return None
        others = [other for other in self.found if other.term in wrong]
        return _question(
            definition,
            stem=TERM_STEMS[form % len(TERM_STEMS)].format(meaning=definition.meaning),
            key=definition.term,
            wrong=wrong,
            explanation=_explanation(definition, others),
        )

    def meaning_question(
        self,
        definition: Definition,
        *,
        form: int = 0,
        avoid: Collection[str] = (),
        spare: Collection[str] = (),
    ) -> Question | None:
        """ "What is photolysis?" with the definitions of other terms as choices, none of those in
        `avoid` (asked for, or shown, by other questions of the quiz)."""
        alike = [
            other
            for other in self.found
            if other is not definition
            and other.meaning not in avoid
            and other.plural == definition.plural
            and 0.5 <= len(other.meaning.split()) / len(definition.meaning.split()) <= 2.0
            and not gives_away(definition.term, other.meaning)
            and not gives_away(other.term, definition.meaning)
            and not _said_alike(other, definition)
            and _same_realm(other.head, definition.head)
        ]
        if len(alike) + 1 < MIN_DEFINED_FOR_MEANING_CHOICES:
            return None
        reused = [other for other in alike if other.meaning in spare]
        if len(reused) >= WRONG_ANSWERS:
            alike = reused  # every definition shown is one the quiz can no longer ask: show the same ones
        seed = zlib.crc32(definition.meaning.encode())
        # the definitions nearest this one first: "a collection in which the first element added ..." for
        # a stack, the definition of a queue
        others = sorted(
            alike,
            key=lambda other: (
                other.head != definition.head,
                -len(_content_words(other.meaning) & _content_words(definition.meaning)),
                other.term.split()[-1] != definition.term.split()[-1],
                zlib.crc32(f"{seed}{other.term}".encode()),
            ),
        )[:WRONG_ANSWERS]
        # an article the lexicon cannot tell ("the latency"? "a latency"?) is left out with the term quoted
        stem = MEANING_STEMS[form % len(MEANING_STEMS)] if definition.article_known else MEANING_STEMS[-1]
        return _question(
            definition,
            stem=stem.format(verb=definition.verb, named=definition.named, term=definition.term),
            key=definition.meaning,
            wrong=[other.meaning for other in others],
            explanation=_explanation(definition, others),
        )

    def wrong_terms(self, definition: Definition) -> list[str]:
        """Other terms of the definition's kind: those the document defines first, then its key terms of
        the same WordNet class, alike in number, length and capitals, never a word of the definition."""
        context = set(words_of(definition.sentence.text))
        own_class = _noun_class(definition.term, context)
        # a term WordNet does not know is of a kind its definition names: "stomata" are "pores" (a shape,
        # a part of a body or of a plant), so "chloroplasts" and "organelles", never "electrons"
        kinds = wordnet.noun_classes(definition.head, senses=3) or _THING_CLASSES

        def of_kind(term: str, *, exact: bool = False) -> bool:
            return _same_class(own_class, _noun_class(term, context), kinds=kinds, exact=exact)

        head = definition.term.split()[-1].lower()
        defined = [
            (
                other.term,
                other.plural,
                of_kind(other.term) or (bool(other.head) and other.head == definition.head),
            )
            # "operant conditioning" first for "classical conditioning": defined apart, of one kind
            for other in sorted(self.found, key=lambda other: other.term.split()[-1].lower() != head)
            if other is not definition and not _said_alike(other, definition)
        ]
        rare = self._rare()
        used = [
            (keys[0].text, keys[0].plural, False)
            for lemma, keys in sorted(
                self.document.terms.items(),
                key=lambda item: (
                    # "glucose" for "a five-carbon sugar ...": of the kind the definition names, yet wrong
                    not wordnet.is_kind_of(item[0], definition.head),
                    not of_kind(item[1][0].text, exact=True),
                    -self.document.term_counts[item[0]],  # what the document keeps coming back to
                    -self.document.used_alike(definition.lemma, item[0]),
                    item[0],
                ),
            )
            if keys[0].kind is KeyKind.TERM
            and (self.document.term_counts[lemma] >= 2 or lemma in rare)
            and (
                len(lemma.split()) == len(definition.term.split())
                or wordnet.is_kind_of(lemma, definition.head)
            )
        ]
        # defined terms of the same kind, then key terms of the same kind, then other defined phrases: WordNet
        # only guesses a phrase's class from its last word ("fiscal policy", "unemployment rate")
        ordered = [
            *((term, plural, True) for term, plural, alike in defined if alike),
            *used,
            *((term, plural, True) for term, plural, alike in defined if not alike and " " in term),
        ]
        chosen: list[str] = []
        for term, plural, is_defined in ordered:
            if len(chosen) == WRONG_ANSWERS:
                break
            if plural != definition.plural or not _same_shape(definition.term, term, defined=is_defined):
                continue
            lemma = lexicon.phrase_lemma(term)
            if any(lemma == lexicon.phrase_lemma(seen) for seen in [definition.term, *chosen]):
                continue
            if self.topic(term) or gives_away(term, definition.meaning):
                continue
            if not is_defined and gives_away(term, definition.term):
                continue  # "light reaction" for "light-dependent reaction": perhaps the same thing
            if lexicon.contains_phrase(definition.meaning, term):
                continue  # "HIV" for "the disease that infection with HIV causes": a word of the definition
            if not is_defined and not of_kind(term):
                continue
            if not is_defined and own_class in _NARROW_CLASSES and not _narrow_kin(definition, lemma):
                continue  # "historians" beside "consuls", "thread" beside "router": not of the key's kind
            if _also_right(definition.term, term):
                continue
            chosen.append(term)
        return chosen or self._known_siblings(definition, context)

    def _known_siblings(self, definition: Definition, context: set[str]) -> list[str]:
        """Where the document names nothing of the term's kind, the other kinds WordNet puts beside its
        sense, if every student knows them: "theorem" and "conclusion" for a postulate, a statement."""
        head = definition.head
        if " " in definition.term or not definition.term.islower() or not head:
            return []
        if not wordnet.is_kind_of(definition.lemma, head):
            return []  # WordNet's senses of the term are not what the document means: "protocol", a rule
        context = {*context, head}
        sense = wordnet.best_sense(definition.lemma, context)
        if sense is None or any(
            len(wordnet.synset(parent).children) > MAX_SIBLING_KINDS for parent in sense.parents
        ):
            return []  # "velocity" among 35 rates ("pace", "pulse"): too loose a kind to be surely wrong
        chosen: list[str] = []
        for sibling in wordnet.siblings(definition.lemma, context):
            if len(chosen) == WRONG_ANSWERS:
                break
            if not sibling.isalpha() or not sibling.islower() or lexicon.zipf(sibling) < KNOWN_WORD_ZIPF:
                continue
            if wordnet.more_often_adjective(sibling) or sibling in self.document.vocabulary:
                continue  # "particular"; the document's "Postulate (Axiom)" says an axiom is one
            shown = lexicon.with_number(sibling, plural=definition.plural)
            if shown is None or gives_away(shown, definition.meaning) or _also_right(definition.term, shown):
                continue
            if not wordnet.is_kind_of(sibling, head):
                continue  # a sibling of another sense: "narrator" beside a dictator who dictates letters
            if _fits_meaning(sibling, sense.parents, definition):
                continue  # "typhoon" for "a storm ... that forms over warm tropical seas": right as well
            chosen.append(shown)
        return chosen if len(chosen) == WRONG_ANSWERS else []

    def _rare(self) -> set[str]:
        """The document's technical terms: a word of them is rare in everyday English."""
        return {
            lemma for lemma in self.document.terms if any(lexicon.zipf(word) < 4.0 for word in lemma.split())
        }


# what a term WordNet does not know usually names: a thing, a substance, a process ("stomata", "rubisco")
_THING_CLASSES = frozenset(
    {"body", "plant", "animal", "substance", "object", "artifact", "process", "phenomenon", "act", "food"}
)


# people and made things are of too many kinds for one WordNet class to make a wrong answer plausible
_NARROW_CLASSES = frozenset({"person", "artifact"})


def _narrow_kin(definition: Definition, lemma: str) -> bool:
    """Of the key's narrow kind: a close WordNet relative, or of the kind its definition names."""
    return wordnet.close_kin(definition.lemma, lemma) or bool(
        definition.head and wordnet.is_kind_of(lemma, definition.head)
    )


def _same_class(own: str | None, other: str | None, *, kinds: frozenset[str], exact: bool = False) -> bool:
    if own is None:
        return other is None or (not exact and other in kinds)
    return other == own


# what a definition's head noun names, by WordNet's class of its commonest sense: the structures among
# processes ("the organelle that ..." beside "the net movement of particles ...") are ruled out at a glance
_THINGS = frozenset({"body", "artifact", "substance", "shape", "object", "animal", "plant", "food"})
_UNSURE_REALM = frozenset({"group"})  # "a sequence", "a set", "the families": things, people or ideas


def _realm(head: str) -> str | None:
    classes = wordnet.noun_classes(head, senses=1) if head else frozenset()
    if not classes or classes & _UNSURE_REALM:
        return None
    if classes & _THINGS:
        return "thing"
    return "person" if "person" in classes else "idea"


def _same_realm(one: str, other: str) -> bool:
    first, second = _realm(one), _realm(other)
    return first is None or second is None or first == second


def _fits_meaning(noun: str, parents: tuple[int, ...], definition: Definition) -> bool:
    """Whether WordNet's definition of the noun, in its sense under one of `parents`, shares a word with
    the document's definition beyond its head."""
    wanted = {
        form for word in _content_words(definition.meaning) - {definition.head} for form in _forms(word)
    }
    return any(
        _forms(word) & wanted
        for sense in wordnet.noun_synsets(noun)
        if set(sense.parents) & set(parents)
        for word in sense.gloss_words
    )


def _said_alike(one: Definition, other: Definition) -> bool:
    """ "Temperature is a factor that limits the rate", "Light intensity is a factor that limits the rate":
    each term fits the other's definition as well, so neither is a wrong answer for the other."""
    return lexicon.contains_phrase(one.meaning, other.meaning) or lexicon.contains_phrase(
        other.meaning, one.meaning
    )


def _content_words(text: str) -> set[str]:
    return {word for word in words_of(text) if not lexicon.is_function_word(word)}


def _noun_class(term: str, context: set[str]) -> str | None:
    words = term.lower().split()
    if any(word[:1].isupper() for word in term.split()):
        return None
    return wordnet.noun_class(lexicon.phrase_lemma(" ".join(words)), context) or wordnet.noun_class(
        lexicon.noun_lemma(words[-1]), context
    )


def _same_shape(key: str, wrong: str, *, defined: bool) -> bool:
    """As many words, the same capitals; a shared word only between two terms the document defines
    apart ("classical conditioning", "operant conditioning")."""
    key_words, wrong_words = key.split(), wrong.split()
    if [word[:1].isupper() for word in key_words[:1]] != [word[:1].isupper() for word in wrong_words[:1]]:
        return False
    if len(key_words) == 1 and len(wrong_words) != 1:
        return False
    if not defined and {word.lower() for word in key_words} & {word.lower() for word in wrong_words}:
        return False  # "light reactions" for "dark reactions": too close, often also right
    return abs(len(key_words) - len(wrong_words)) <= 1 and any(c.isdigit() for c in key) == any(
        c.isdigit() for c in wrong
    )


def _also_right(key: str, wrong: str) -> bool:
    """A near-synonym, or a broader or narrower word: right as well ("pores" for "stomata")."""
    first, second = lexicon.phrase_lemma(key), lexicon.phrase_lemma(wrong)
    return (
        wordnet.same_meaning(first, second)
        or wordnet.is_kind_of(first, second)
        or wordnet.is_kind_of(second, first)
    )


def _explanation(definition: Definition, others: list[Definition]) -> str:
    quoted = definition.sentence.text.split()
    sentence = " ".join(quoted[:MAX_QUOTED_WORDS]) + ("\u2026" if len(quoted) > MAX_QUOTED_WORDS else "")
    said = " ".join(other.statement() for other in others)
    return f"The document says: “{sentence}”" + (f" It also says: {said}" if said else "")


def _question(definition: Definition, *, stem: str, key: str, wrong: list[str], explanation: str) -> Question:
    choices = [key, *wrong]
    random.Random(zlib.crc32(stem.encode())).shuffle(choices)
    return Question(
        question=stem,
        choices=choices,
        correct_answer=key,
        explanation=explanation,
        source=definition.sentence.source,
    )
