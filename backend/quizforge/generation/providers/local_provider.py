"""The built-in offline generator: multiple-choice questions from the document's own sentences,
without a model.

After the classic gap-fill and wh-question methods (Agarwal & Mannem 2011, "Automatic gap-fill question
generation from text books"; Mitkov & Ha 2003, "Computer-aided generation of multiple-choice tests"):
pick informative, self-contained sentences spread over the document, blank out a typed key (a term,
name, year or number), and offer wrong answers of the same type taken from the same document first.
"""

import bisect
import random
import re
import zlib
from collections import Counter
from dataclasses import replace
from functools import lru_cache

from quizforge.generation.providers.base import ProgressCallback, WorkInterrupted
from quizforge.generation.providers.local import (
    answered_claims,
    centrality,
    definition_questions,
    definitions,
    explanations,
    false_statements,
    labelled_claims,
    language,
    languages,
    lexicon,
    plain_sentences,
    plain_vocabulary,
    quiz_items,
    reversals,
    sentences,
    statement_choices,
    tables,
)
from quizforge.generation.providers.local.distractors import (
    WANTED,
    QuestionContext,
    distractors_for,
    same_form,
)
from quizforge.generation.providers.local.keys import DocumentKeys, Key, KeyKind, aliases_in, document_keys
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.plain_quiz import PlainQuizBuilder
from quizforge.generation.providers.local.run_ons import RunOnCheck
from quizforge.generation.providers.local.selection import Candidate, candidates, finding_figures, spread
from quizforge.generation.providers.local.sentences import Sentence
from quizforge.generation.providers.local.stems import stem_for
from quizforge.quizzes.questions import EXPLANATION_MAX_CHARS, Question, comparable, questions_keep_valid


class LocalQuestionProvider:
    name = "local"

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        report = on_progress or (lambda _fraction: None)
        code = language.text_check(text)
        report(0.05)
        if code != "en":
            return _other_language_questions(text, languages.LANGUAGES[code], num_questions, report)
        normalized = sentences.normalize(text)
        asked = quiz_items.marked_questions(normalized)
        found_sentences = sentences.split(text)
        report(0.3)
        document = document_keys(found_sentences)
        document.aliases |= aliases_in(normalized)  # a heading's too: "Postulate (Axiom)?"
        document.all_words = f" {' '.join(words_of(normalized))} "
        seams = RunOnCheck([sentence.text for sentence in found_sentences])
        central = centrality.centrality(found_sentences)
        pool = [
            _weighted(candidate, central)
            for candidate in candidates(found_sentences, document)
            if not seams.runs_on(candidate.text)
        ]
        defined = definitions.definitions(found_sentences, document)
        named = labelled_claims.labelled_claims(normalized)
        if not pool and not asked and not defined and not named and not tables.rows(normalized):
            raise language.NoWholeSentences()
        report(0.5)
        taken = [_asked_question(item) for item in quiz_items.spread_over(asked, num_questions)]
        # numbers from the document's tables: half of the quiz at most
        taken += tables.questions(
            normalized, num_questions // TABLE_SHARE if len(taken) < num_questions else 0
        )
        corpus = " " + " ".join(words_of(" ".join(sentence.text for sentence in found_sentences))) + " "
        # "Which statement is true?" questions: one in three of the quiz, and more where gap-fills run out
        wanted = num_questions - len(taken)
        builder = _QuizBuilder(document=document, corpus=corpus, wanted=wanted, report=report)
        builder.topic = _topic_words(text)
        builder.texts = {sentence.index: sentence.text for sentence in found_sentences}
        builder.document_text = normalized
        builder.asked_before = list(taken)
        # the marked answers are statements of the document too: not to be asked again as gap-fills
        builder.used_sentences.extend(set(words_of(item.answer)) for item in asked)
        # what the document defines is asked first, in up to half of the quiz, then what its theories say
        builder.definitions(defined, (wanted + 1) // 2)
        placement = _Placement(normalized, found_sentences)
        builder.labelled(named, placement)
        builder.build(pool)
        # "Which statement is true?" questions from the sentences the gap-fills left: where gap-fills ran
        # out, and one in three of the quiz otherwise (in place of gap-fills spread over the quiz)
        statement_pool = [
            _weighted(candidate, central)
            for candidate in candidates(found_sentences, document, min_score=STATEMENT_MIN_SCORE)
            if not seams.runs_on(candidate.text)
        ]
        # an answer key's yes-or-no questions: what it answers "Yes" to is a point to ask first, what it
        # answers "No" to is the misconception it refutes
        answered = answered_claims.answered_claims(sentences.units(normalized))
        builder.answered = {claim.statement: claim for claim in answered}
        statement_pool += [_answered_candidate(claim, placement) for claim in answered if claim.true]
        gap_fills = len(builder.chosen)
        builder.statements(statement_pool, max(wanted - gap_fills, wanted // STATEMENT_SHARE))
        builder.drop_gap_fills(len(builder.chosen) - wanted)
        builder.definitions(defined, wanted - len(builder.chosen))  # a glossary has few other sentences
        questions = questions_keep_valid(
            [*taken, *(question for _, question in builder.chosen)], require_explanation=True
        )
        if not questions and num_questions > 0:
            raise language.NoWholeSentences()
        report(1.0)
        return questions

    def generate_with_spares(
        self, *, text: str, num_questions: int, spares: int, on_progress: ProgressCallback | None = None
    ) -> tuple[list[Question], list[Question]]:
        """The quiz, and the questions a longer quiz of the same document would add to it. A quiz short of the
        count asked has no spares: the document gave all it could. A stop while the spares are sought keeps
        the quiz, without spares, as does the task's soft time limit or any failure of that second run; the
        progress reaches its end only once they are found."""
        report = on_progress or (lambda _fraction: None)
        quiz_share = 1.0 if spares <= 0 else SPARES_RUN_FROM
        questions = self.generate(
            text=text, num_questions=num_questions, on_progress=lambda fraction: report(quiz_share * fraction)
        )
        if spares <= 0 or len(questions) < num_questions:
            return questions, []
        asked = {comparable(question["question"]) for question in questions}
        try:
            longer = self.generate(
                text=text,
                num_questions=num_questions + spares,
                on_progress=lambda fraction: report(quiz_share + (1 - quiz_share) * fraction),
            )
        except (Exception, WorkInterrupted):  # a stop, the task's soft time limit: the quiz is done already
            return questions, []
        return questions, [q for q in longer if comparable(q["question"]) not in asked][:spares]


# The longer run that finds the spares takes about as long as the quiz's own: the progress bar's second half.
SPARES_RUN_FROM = 0.5


STATEMENT_SHARE = 3  # one question in three
# "Which theory says that ...?": two such questions at most, the rest of the quiz for its other points
LABELLED_MAX = 2
TABLE_SHARE = 2
STATEMENT_STEMS = languages.ENGLISH.true_statement
STATEMENT_MAX_CHARS = 260
STATEMENT_MIN_SCORE = 0.0


# What a teacher asks first: what the document finds, defines, or says causes what.
_MAIN_IDEA = re.compile(
    r"\b(?:we (?:find|found|show|showed|demonstrate|observe|conclude)|our results"
    r"|suggests? that|indicates? that"
    r"|is (?:strongly )?correlated|(?:higher|lower|greater|more|less) than|leads? to|causes?|results? in"
    r"|is called|are called|is defined as|refers? to|is known as|because)\b",
    re.IGNORECASE,
)
MAIN_IDEA_BONUS = 0.8
CENTRALITY_WEIGHT = 1.5


def _weighted(candidate: Candidate, central: dict[int, float]) -> Candidate:
    """A sentence close to what the whole document is about, or stating a finding, goes first."""
    candidate = replace(
        candidate, score=candidate.score + CENTRALITY_WEIGHT * central.get(candidate.sentence.index, 0.0)
    )
    if not _MAIN_IDEA.search(candidate.text):
        return candidate
    # in a stated finding, its quantity ("29% higher than expected") is what to ask, before its terms
    top = candidate.keys[0][0]
    keys = tuple(
        sorted(
            (
                (max(score, top) + MAIN_IDEA_BONUS if key.kind is KeyKind.NUMBER else score, key)
                for score, key in candidate.keys
            ),
            key=lambda pair: -pair[0],
        )
    )
    return replace(candidate, keys=keys, score=max(candidate.score, keys[0][0]) + MAIN_IDEA_BONUS)


def _topic_words(text: str) -> set[str]:
    """The words of the document's title (its first headings) and its most frequent name."""
    opening = "\n".join([line for line in text.split("\n") if line.strip()][:6])
    title = " ".join(plain_sentences.headings(opening))
    found = {word.lower() for word in words_of(title) if len(word) >= 5}
    names = Counter(re.findall(r"(?<=[a-z,;] )[A-Z][a-z]{3,}\b", text))
    if names and names.most_common(1)[0][1] >= 5:
        found.add(names.most_common(1)[0][0].lower())
    return found


_TITLE_MAX_WORDS = 12


@lru_cache(maxsize=8)
def _topic_nouns(text: str) -> frozenset[str]:
    """The nouns of the document's title (its first line, where that is no sentence), as lemmas."""
    title = next((line.strip() for line in text.split("\n") if line.strip()), "")
    words = lexicon.words_of(title)
    if len(words) > _TITLE_MAX_WORDS or title.endswith((".", "?", "!")):
        return frozenset()
    return frozenset(
        lexicon.noun_lemma(word) for word in words if len(word) >= 5 and lexicon.can_be_noun(word)
    )


DIRECTION, NEGATION, SWAP = "direction", "negation", "swap"
FALSE_CHANGES = (DIRECTION, NEGATION, SWAP)
NEGATIONS = ("not", "not again")  # at most two of the three false choices negated
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _negation_marker(taken: set[str]) -> str | None:
    return next((marker for marker in NEGATIONS if marker not in taken), None)


def _statement_explanation(
    true: str, false: list[tuple[str, str]], answered: dict[str, answered_claims.AnsweredClaim]
) -> str:
    """The true sentence (or the question it answers "Yes" to) and what the document says in place of each
    false one (or its answer to the question a false one makes); of the first false one only where all of
    them would make the explanation too long to keep."""
    said = answered[true].explanation() if true in answered else f"The document says: “{true}”"

    def corrected(chosen: list[tuple[str, str]]) -> str:
        turned = explanations.corrections([pair for pair in chosen if pair[0] not in answered])
        refuted = [answered[made].explanation() for made, _ in chosen if made in answered]
        return " ".join([said, *([turned] if turned else []), *refuted])

    full = corrected(false)
    return full if len(full) <= EXPLANATION_MAX_CHARS else corrected(false[:1])


def _overlaps(words: set[str], picked: list[set[str]]) -> bool:
    """Most of the words of a choice already shown: two choices about the same thing hint at each other."""
    return any(len(words & seen) >= 0.6 * min(len(words), len(seen)) for seen in picked)


def _content_words(text: str) -> set[str]:
    return {word for word in words_of(text) if len(word) > 3}


def _same_statement(shown: str, sentence: str) -> bool:
    """The sentence as the document has it, at most without an opener ("As a result, ") or with its
    opening pronoun named ("Patrick will gain ..." for "He will gain ...")."""
    unnamed = _OPENING_PRONOUN.sub("", sentence).lower()
    return sentence.lower().endswith(shown.lower()) or (
        unnamed != sentence.lower() and shown.lower().endswith(unnamed)
    )


_OPENING_PRONOUN = re.compile(r"^(?:He|She|They) ")


def _statement_shaped(candidate: Candidate) -> bool:
    return _shown_whole(candidate.text, candidate.sentence.text)


@lru_cache(maxsize=4096)  # asked of every other sentence for every true choice tried
def _shown_whole(text: str, sentence: str) -> bool:
    """A sentence that reads on its own as a choice of a true-statement question."""
    return (
        len(text) <= STATEMENT_MAX_CHARS
        and _same_statement(text, sentence)
        and not _LEANS_ON_BEFORE.match(text)
        and not _UNNAMED_PERSON.search(text)
        and not _ADDS_TO_BEFORE.search(text)
        and not _EARLY_PRONOUN.match(text)
        and plain_sentences.readable(text, languages.ENGLISH)
        and not any(not word.isascii() and lexicon.zipf(word.lower()) == 0 for word in text.split())
    )


# "He will gain €1,330 ...": as a choice on its own, the reader cannot tell who is meant
# "Immediately before they shall be assembled": as a choice on its own, who "they" are is lost
_UNNAMED_PERSON = re.compile(r"\b(?:him|them)\b")
# "The gain from child benefit ... are also included": included in what the sentence before says;
# "The particles were then exposed to ...": after what? ("If ..., then ..." stands on its own)
_ADDS_TO_BEFORE = re.compile(
    r"\balso\b|\b(?:too|as well)(?=\s*(?:[.,;:!?]|$))|^(?!.*\b(?:[Ii]f|[Ww]hen)\b).*\b[Tt]hen\b"
)
_EARLY_PRONOUN = re.compile(r"^(?:\S+\s+){0,5}(?:he|she|they)\b", re.IGNORECASE)
_LEANS_ON_BEFORE = re.compile(r"(?:He|She|They|It|This|These|Those|His|Her|Their|Its)\b")


def _other_language_questions(
    text: str, served: languages.Language, num_questions: int, report: ProgressCallback
) -> list[Question]:
    found = plain_sentences.split(text, served)
    report(0.3)
    vocabulary = plain_vocabulary.vocabulary(found, served, plain_sentences.headings(text))
    builder = PlainQuizBuilder(found, vocabulary)
    if not builder.pool:
        raise language.NoSentencesRead(served.name)
    spare = max(len(builder.pool) - num_questions, 0)
    report(0.5)
    questions = questions_keep_valid(
        # a true-statement question uses four sentences: only where the document has sentences to spare
        builder.build(num_questions, statements=min(num_questions // 3, spare // 3)),
        require_explanation=True,
    )
    report(1.0)
    return questions


class _Placement:
    """Where lines that are not sentences of the document (a theory's line, an answer key's answer) stand
    among its sentences: the place in the quiz's order of a question made of them."""

    def __init__(self, document_text: str, found: list[Sentence]) -> None:
        self.flat = " ".join(document_text.split())
        self.found = found
        self.starts: list[int] = []  # where each sentence starts, each looked for after the one before
        end = 0
        for sentence in found:
            start = self.flat.find(sentence.source, end)
            if start >= 0:
                end = start + len(sentence.source)
            self.starts.append(start if start >= 0 else end)

    def sentence_before(self, line: str, *, after: str = "") -> Sentence:
        """The last sentence at or before the line (the first time it stands after `after`, where given),
        or the document's start if the line cannot be found."""
        start = max(self.flat.find(" ".join(after.split())), 0) if after else 0
        where = self.flat.find(" ".join(line.split()), start)
        count = bisect.bisect_right(self.starts, where) if where >= 0 else 0
        return self.found[count - 1] if count else Sentence(index=0, position=0.0, source="", text="")


class _QuizBuilder:
    def __init__(self, *, document: DocumentKeys, corpus: str, wanted: int, report: ProgressCallback) -> None:
        self.document = document
        self.corpus = corpus
        self.wanted = max(wanted, 0)
        self.report = report
        self.chosen: list[tuple[Candidate, Question]] = []
        self.used_sentences: list[set[str]] = []
        self.used_keys: set[str] = set()
        self.kinds: Counter[KeyKind] = Counter()
        self.topic: set[str] = set()
        self.texts: dict[int, str] = {}  # every sentence of the document by its index
        self.whole_questions: set[str] = set()  # stems of definition and named-claim questions: no gap-fills
        # the whole text, captions and lines the questions leave out included: what else it affirms
        self.document_text = ""
        self.asked_before: list[Question] = []  # the document's own questions and its tables' questions
        self.finding_figures: set[str] = set()
        self.answered: dict[str, answered_claims.AnsweredClaim] = {}  # by the statement each question makes

    def build(self, pool: list[Candidate]) -> list[Question]:
        if not self.wanted:
            return []
        self.finding_figures = finding_figures(pool)
        # First one question from each stretch of the document (the stretches with the best candidates
        # first, so that they get their keys), then the best of what is left.
        segments = [segment for segment in spread(pool, self.wanted) if segment]
        for segment in sorted(segments, key=lambda segment: -segment[0].score):
            self._take_first(segment, min_choices=WANTED + 1)
        remaining = sorted(pool, key=lambda candidate: (-candidate.score, candidate.sentence.index))
        for min_choices in (WANTED + 1, WANTED):
            self._take_first(remaining, min_choices=min_choices, until_full=True)
        self.chosen.sort(key=lambda pair: pair[0].sentence.index)
        return [question for _, question in self.chosen]

    def _take_first(self, ordered: list[Candidate], *, min_choices: int, until_full: bool = False) -> None:
        for candidate in ordered:
            if len(self.chosen) >= self.wanted:
                return
            if self._repeats(candidate):
                continue
            question = self._question(candidate, min_choices=min_choices)
            if question is None:
                continue
            self.chosen.append((candidate, question))
            self.used_sentences.append(set(words_of(candidate.text)))
            self.report(0.5 + 0.5 * len(self.chosen) / self.wanted)
            if not until_full:
                return

    def definitions(self, found: list[definitions.Definition], wanted: int) -> None:
        if wanted <= 0:
            return
        quiz = definition_questions.DefinitionQuiz(found, self.document, topic=self._topic_word)
        shown = [choice for _, question in self.chosen for choice in question["choices"]]
        for asked in quiz.questions(min(wanted, self.wanted), repeats=self._repeats_text, shown=shown):
            sentence = asked.definition.sentence
            self.chosen.append(
                (Candidate(sentence=sentence, text=sentence.text, keys=(), score=0.0), asked.question)
            )
            for defining in asked.sentences:
                self.used_sentences.append(set(words_of(defining.text)))
            self.used_keys.add(asked.definition.lemma)
            self.whole_questions.add(asked.question["question"])
        self.chosen.sort(key=lambda pair: pair[0].sentence.index)

    def labelled(self, found: dict[str, list[labelled_claims.LabelledClaim]], placement: _Placement) -> None:
        """What the document's named theories (laws, principles) each say, asked before its gap-fills: the
        point of each such line, with the list's other names as wrong answers."""
        for claim, question in labelled_claims.questions(
            found, min(LABELLED_MAX, self.wanted - len(self.chosen))
        ):
            anchor = placement.sentence_before(claim.line)
            sentence = Sentence(
                index=anchor.index, position=anchor.position, source=claim.line, text=claim.line
            )
            self.chosen.append((Candidate(sentence=sentence, text=claim.line, keys=(), score=0.0), question))
            self.used_sentences.append(set(words_of(f"{claim.label} {claim.claim}")))
            self.whole_questions.add(question["question"])
        self.chosen.sort(key=lambda pair: pair[0].sentence.index)

    def statements(self, pool: list[Candidate], wanted: int) -> None:
        """Adds up to `wanted` "Which statement is true?" questions: the true choice a point of the
        document a teacher would test, the false ones other statements turned round (a direction or a
        cause first, then a negation) or with one number or name swapped. Without three false statements
        that read as plainly false, no question: the quiz asks a gap-fill instead, or comes out shorter."""
        # what the document defines, finds or says causes what makes the true choice first, then a rule
        # or a quantity
        ordered = sorted(
            pool,
            key=lambda candidate: (
                candidate.text not in self.answered,
                statement_choices.point_rank(candidate.text, bool(_MAIN_IDEA.search(candidate.text))),
                -candidate.score,
                candidate.sentence.index,
            ),
        )
        made = 0
        for true in ordered:
            if made >= min(wanted, len(STATEMENT_STEMS)):
                break
            if not self._choice_allowed(true) or not statement_choices.worth_testing(true.text):
                continue
            false = self._false_choices(true, ordered)
            if len(false) < WANTED:
                continue
            choices = [true.text, *(statement for statement, _ in false)]
            random.Random(zlib.crc32(true.text.encode())).shuffle(choices)
            question = Question(
                question=STATEMENT_STEMS[made],
                choices=choices,
                correct_answer=true.text,
                explanation=_statement_explanation(true.text, false, self.answered),
                source=true.sentence.source,
            )
            self.chosen.append((true, question))
            # what each choice was made from; a claim of the answer key stands for itself
            made_from = (made if made in self.answered else source for made, source in false)
            for candidate_text in (true.text, *made_from):
                self.used_sentences.append(set(words_of(candidate_text)))
            made += 1
        self.chosen.sort(key=lambda pair: pair[0].sentence.index)

    def _false_choices(self, true: Candidate, ordered: list[Candidate]) -> list[tuple[str, str]]:
        """Three false statements (each with the sentence it was made from), made from other sentences
        of about the true one's length: directions and causes turned round first, which read as the
        misconception a teacher offers, then negations, then swapped numbers and names."""
        picked = [_content_words(true.text)]
        # what the document's own questions refute is the misconception it is written against: offered first
        false = [
            (claim.statement, claim.answer)
            for claim in self.answered.values()
            if not claim.true
            and not self._repeats_text(claim.statement)
            and 0.5 * len(true.text) <= len(claim.statement) <= 1.8 * len(true.text)
            and _shown_whole(claim.statement, claim.statement)
            and not _overlaps(_content_words(claim.statement), picked)
        ][:1]
        picked += [_content_words(statement) for statement, _ in false]
        swapped_in: set[str] = set()  # "the Senate" in every false choice would be a tell
        # a truism or a set-up detail turned round is false on its face: every choice a point
        others = [
            other
            for other in ordered
            if other is not true
            and 0.5 * len(true.text) <= len(other.text) <= 1.8 * len(true.text)
            and statement_choices.worth_testing(other.text)
            and self._choice_allowed(other)
        ]
        for change in FALSE_CHANGES:
            for other in others:
                if len(false) == WANTED:
                    return false
                words = _content_words(other.text)
                if _overlaps(words, picked):
                    continue
                version = self._false_version(other, avoid=swapped_in, change=change)
                if version is not None:
                    false.append((version[0], other.text))
                    swapped_in.add(version[1])
                    picked.append(words)
        return false

    def _choice_allowed(self, candidate: Candidate) -> bool:
        """A statement that stands on its own, is not asked already, and does not give away the answer
        of another question of the quiz."""
        return (
            _statement_shaped(candidate)
            and not self._repeats(candidate)
            and not statement_choices.gives_away(
                candidate.text,
                [
                    *self.asked_before,
                    *(question for _, question in self.chosen if question["question"] not in STATEMENT_STEMS),
                ],
            )
        )

    def _topic_name(self, text: str) -> bool:
        """A name the document is about ("Mendel" in the Mendel lecture), or a common noun of its title
        ("evaluation" in a talk on communicating evaluation): too easy to ask for."""
        if text[:1].isupper() and self._topic_word(text):
            return True
        words = lexicon.words_of(text)
        return len(words) == 1 and lexicon.noun_lemma(words[0]) in _topic_nouns(self.document_text)

    def _topic_word(self, text: str) -> bool:
        """A term naming what the document is about ("photosynthesis" in notes on photosynthesis)."""
        return any(word[:5] == topic[:5] for word in words_of(text) if len(word) >= 5 for topic in self.topic)

    def drop_gap_fills(self, surplus: int) -> None:
        """Leaves out `surplus` gap-fill questions spread evenly over the quiz, those asking for a term
        before those asking for a figure: a stated figure has one right answer and wrong ones of its kind,
        a term's wrong answers are of its kind only as far as the document and WordNet tell."""
        gap_fills = [
            index
            for index, (_, question) in enumerate(self.chosen)
            if question["question"] not in STATEMENT_STEMS
            and question["question"] not in self.whole_questions
        ]
        if surplus <= 0 or not gap_fills:
            return
        terms = [index for index in gap_fills if not _a_figure(self.chosen[index][1]["correct_answer"])]
        figures = [index for index in gap_fills if index not in terms]
        dropped = set(_spread_out(terms, surplus)) | set(_spread_out(figures, surplus - len(terms)))
        self.chosen = [pair for index, pair in enumerate(self.chosen) if index not in dropped]

    def _false_version(self, candidate: Candidate, *, avoid: set[str], change: str) -> tuple[str, str] | None:
        """The sentence made plausibly false: turned round (a direction reversed, a firm statement
        negated), failing that one number, year or person's name swapped for one of the same kind from
        another sentence of the document (a number, failing that, for a nearby value in its unit). A
        common term swapped in reads as garbled rather than false ("the level of exclosure in blood"), so
        terms are never swapped."""
        phrases = [
            reversals.Phrase(key.start, key.end, key.plural)
            for _, key in candidate.keys
            if key.kind is KeyKind.TERM
        ]
        if change != SWAP:
            for reversal in reversals.reversals(candidate.text, phrases):
                if reversal.direction != (change == DIRECTION):
                    continue
                if not reversal.direction and reversal.said.split()[0].lower() in lexicon.RULE_VERBS:
                    continue  # "All legislative Powers ... shall not be vested in a Congress": made up
                marker = reversal.turned.lower() if reversal.direction else _negation_marker(avoid)
                if marker is None or marker in avoid:
                    continue  # the same reversal in two choices, or all three negated, would be a tell
                made = reversal.applied(candidate.text)
                if false_statements.stated(made, reversal.start, len(reversal.turned), self.corpus):
                    continue
                own = f" {' '.join(words_of(candidate.sentence.text))} "
                others = (
                    piece
                    for piece in _SENTENCE_END.split(self.document_text)
                    if own not in f" {' '.join(words_of(piece))} "
                )
                if not reversal.direction and false_statements.affirmed_elsewhere(
                    made, reversal.start, len(reversal.turned), others
                ):
                    continue  # true of another case the document describes
                return made, marker
            return None
        for _score, key in candidate.keys:
            if (
                key.start < 0
                or key.end > len(candidate.text)
                or not false_statements.swappable(key, self.document)
            ):
                continue
            wrongs = false_statements.swaps(key, candidate.text, self.document, self.texts)
            if key.kind in (KeyKind.NUMBER, KeyKind.YEAR):
                # no value of the same unit elsewhere: a nearby value in the same unit ("0.2 μM" for "0.1 μM")
                seed = zlib.crc32(f"{candidate.text}|{key.text}|false".encode())
                wrongs += self._wrong_answers(candidate, key, seed)
            for wrong in wrongs:
                if not same_form(key.text, wrong):
                    continue
                replacement = wrong[:1].upper() + wrong[1:] if key.start == 0 else wrong
                made = f"{candidate.text[: key.start]}{replacement}{candidate.text[key.end :]}"
                if wrong.lower() in avoid:
                    continue
                if not false_statements.stated(made, key.start, len(replacement), self.corpus):
                    return made, wrong.lower()
        return None

    def _wrong_answers(self, candidate: Candidate, key: Key, seed: int) -> list[str]:
        """The key's typed wrong answers that do not stand out from it by their form; no figure another
        question asks for, or another finding turns on ("31%" beside "37%": each hints at the other)."""
        context = QuestionContext(
            sentence=candidate.text,
            before=candidate.text[: key.start],
            after=candidate.text[key.end :],
            document=self.corpus,
            seed=seed,
            taken_figures=frozenset(self._figures_shown(answers=True) | self.finding_figures),
        )
        return [text for text in distractors_for(key, context, self.document) if same_form(key.text, text)]

    def _figures_shown(self, *, answers: bool) -> set[str]:
        """The figures the quiz asks for so far, or those it offers as wrong answers."""
        asked = [*self.asked_before, *(question for _, question in self.chosen)]
        return {
            choice
            for question in asked
            for choice in question["choices"]
            if _a_figure(choice) and (choice == question["correct_answer"]) == answers
        }

    def _repeats(self, candidate: Candidate) -> bool:
        return self._repeats_text(candidate.text)

    def _repeats_text(self, text: str) -> bool:
        """The same statement again (documents repeat themselves: "must not touch the magnet(s)"); two
        findings of one shape with their own figures ("37% higher", "29% higher") are two statements."""
        words = set(words_of(text))
        figures = {word for word in words if any(char.isdigit() for char in word)}
        return any(
            len(words & used) >= 0.75 * min(len(words), len(used))
            and not (figures and {word for word in used if any(char.isdigit() for char in word)} - figures)
            for used in self.used_sentences
        )

    def _question(self, candidate: Candidate, *, min_choices: int) -> Question | None:
        # A kind already asked often gives way to another kind of key in the same sentence.
        ordered = sorted(candidate.keys, key=lambda pair: -(pair[0] - 0.15 * self.kinds[pair[1].kind]))
        for _score, key in ordered:
            if key.lemma in self.used_keys or self._topic_name(key.text):
                continue
            stem = stem_for(candidate.text, key)
            if stem is None:
                continue
            figure = _a_figure(key.text)
            if figure and key.text in self._figures_shown(answers=False):
                continue  # a wrong figure of another question: the two would narrow each other down
            seed = zlib.crc32(f"{candidate.text}|{key.text}".encode())
            wrong = self._wrong_answers(candidate, key, seed)
            if len(wrong) + 1 < min_choices or (len(wrong) < WANTED and _vague_term(key)):
                continue  # two wrong answers are enough only when they are surely of the key's kind
            self.used_keys.add(key.lemma)
            self.kinds[key.kind] += 1
            return _question(candidate, key, stem, wrong, seed)
        return None


def _answered_candidate(claim: answered_claims.AnsweredClaim, placement: _Placement) -> Candidate:
    """A statement a question of the document makes, placed where the document answers it."""
    anchor = placement.sentence_before(claim.answer, after=claim.question)
    sentence = Sentence(
        index=anchor.index, position=anchor.position, source=claim.question, text=claim.statement
    )
    return Candidate(sentence=sentence, text=claim.statement, keys=(), score=0.0)


def _asked_question(item: quiz_items.QuizItem) -> Question:
    return Question(
        question=item.stem,
        choices=list(item.choices),
        correct_answer=item.answer,
        explanation=f'The document gives "{item.answer}" as the answer to this question.',
        source=item.source,
    )


def _spread_out(indexes: list[int], count: int) -> list[int]:
    """`count` of the indexes spread evenly over them (all of them when there are no more)."""
    if count <= 0 or not indexes:
        return []
    if count >= len(indexes):
        return indexes
    step = len(indexes) / count
    return [indexes[min(int(step * number + step / 2), len(indexes) - 1)] for number in range(count)]


def _a_figure(text: str) -> bool:
    """ "29%", "1,460", "thirty", "two thirds": a quantity, of which two questions must not share any."""
    words = text.lower().split()
    return any(char.isdigit() for char in text) or (
        lexicon.parse_number_words(words) is not None
        or (len(words) == 2 and words[-1] in lexicon.FRACTION_WORDS)
    )


def _vague_term(key: Key) -> bool:
    return key.kind is KeyKind.TERM and not key.proper and key.noun_class in (None, "Tops")


def _question(candidate: Candidate, key: Key, stem: str, wrong: list[str], seed: int) -> Question:
    choices = [key.text, *wrong]
    random.Random(seed).shuffle(choices)
    return Question(
        question=stem,
        choices=choices,
        correct_answer=key.text,
        explanation=f'The document says: "{candidate.sentence.text}"',
        source=candidate.sentence.source,
    )
