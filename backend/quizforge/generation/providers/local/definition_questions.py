"""Questions on what the document defines: "What is the term for a step in which water is
split?" (the term from its definition) and "What is photolysis?" (the definition from its term).

The wrong answers are the other terms the document defines or uses as key terms of the same kind, or the
definitions it gives of other terms: real statements of the document, wrong for this term.
"""

import random
import zlib
from collections.abc import Callable, Collection
from dataclasses import dataclass

from quizforge.generation.providers.local import lexicon, wordnet
from quizforge.generation.providers.local.definitions import Definition, gives_away, word_forms
from quizforge.generation.providers.local.keys import DocumentKeys, KeyKind
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.sentences import Sentence
from quizforge.generation.providers.local.stems import TERM_STEMS
from quizforge.quizzes.questions import Question

WRONG_ANSWERS = 3
MAX_SIBLING_KINDS = 16  # "proposition" has 9 kinds (axiom, theorem, ...), "rate" 35
MIN_DEFINED_FOR_MEANING_CHOICES = 4  # "What is X?" only where the document defines enough terms alike
MAX_QUOTED_WORDS = 40


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
            if (
                not sibling.isalpha()
                or not sibling.islower()
                or lexicon.zipf(sibling) < lexicon.KNOWN_WORD_ZIPF
            ):
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
        form for word in _content_words(definition.meaning) - {definition.head} for form in word_forms(word)
    }
    return any(
        word_forms(word) & wanted
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
