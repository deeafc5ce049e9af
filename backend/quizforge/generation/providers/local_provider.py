"""The built-in offline generator: multiple-choice questions from the document's own sentences,
without a model.

After the classic gap-fill and wh-question methods (Agarwal & Mannem 2011, "Automatic gap-fill question
generation from text books"; Mitkov & Ha 2003, "Computer-aided generation of multiple-choice tests"):
pick informative, self-contained sentences spread over the document, blank out a typed key (a term,
name, year or number), and offer wrong answers of the same type taken from the same document first.
"""

import random
import zlib
from collections import Counter

from quizforge.generation.providers.base import ProgressCallback
from quizforge.generation.providers.local import (
    language,
    languages,
    plain_keys,
    plain_sentences,
    quiz_items,
    sentences,
)
from quizforge.generation.providers.local.distractors import WANTED, QuestionContext, distractors_for
from quizforge.generation.providers.local.keys import DocumentKeys, Key, KeyKind, document_keys
from quizforge.generation.providers.local.lexicon import words_of
from quizforge.generation.providers.local.plain_quiz import PlainQuizBuilder
from quizforge.generation.providers.local.selection import Candidate, candidates, spread
from quizforge.generation.providers.local.stems import stem_for
from quizforge.quizzes.questions import Question, questions_keep_valid


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
        pool = candidates(found_sentences, document)
        if not pool and not asked:
            raise language.NotEnoughText()
        report(0.5)
        taken = [_asked_question(item) for item in quiz_items.spread_over(asked, num_questions)]
        corpus = " " + " ".join(words_of(" ".join(sentence.text for sentence in found_sentences))) + " "
        builder = _QuizBuilder(
            document=document, corpus=corpus, wanted=num_questions - len(taken), report=report
        )
        # the marked answers are statements of the document too: not to be asked again as gap-fills
        builder.used_sentences.extend(set(words_of(item.answer)) for item in asked)
        gap_fills = builder.build(pool)
        # "Which statement is true?" questions: one in five of the quiz, and more where gap-fills run out
        statements = {candidate.sentence.index for candidate in pool}  # those that state something
        readable = [
            s
            for s in found_sentences
            if s.index in statements and plain_sentences.readable(s.text, languages.ENGLISH)
        ]
        vocabulary = plain_keys.vocabulary(readable, languages.ENGLISH, plain_sentences.headings(text))
        shortfall = num_questions - len(taken) - len(gap_fills)
        wanted = shortfall + (num_questions - len(taken)) // STATEMENT_SHARE
        avoid = [set(words_of(question["correct_answer"])) for question in taken]
        more = PlainQuizBuilder(readable, vocabulary, avoid=avoid).build(
            wanted, statements=wanted, cloze=False
        )
        gap_fills = _thinned(gap_fills, len(gap_fills) + len(more) + len(taken) - num_questions)
        questions = questions_keep_valid(
            [*taken, *_in_document_order([*gap_fills, *more], found_sentences)], require_explanation=True
        )
        report(1.0)
        return questions


STATEMENT_SHARE = 5  # one question in five


def _thinned(questions: list[Question], surplus: int) -> list[Question]:
    """Leaves out `surplus` questions spread evenly (the list is in the document's order)."""
    if surplus <= 0:
        return questions
    step = len(questions) / surplus
    dropped = {int(step * index + step / 2) for index in range(surplus)}
    return [question for index, question in enumerate(questions) if index not in dropped]


def _in_document_order(questions: list[Question], found: list[sentences.Sentence]) -> list[Question]:
    order = {sentence.source: sentence.index for sentence in found}
    return sorted(questions, key=lambda question: order.get(question["source"], len(order)))


def _other_language_questions(
    text: str, served: languages.Language, num_questions: int, report: ProgressCallback
) -> list[Question]:
    found = plain_sentences.split(text, served)
    report(0.3)
    vocabulary = plain_keys.vocabulary(found, served, plain_sentences.headings(text))
    builder = PlainQuizBuilder(found, vocabulary)
    if not builder.pool:
        raise language.NotEnoughText()
    report(0.5)
    questions = questions_keep_valid(
        builder.build(num_questions, statements=num_questions // 3), require_explanation=True
    )
    report(1.0)
    return questions


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

    def build(self, pool: list[Candidate]) -> list[Question]:
        if not self.wanted:
            return []
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

    def _repeats(self, candidate: Candidate) -> bool:
        """The same statement again (documents repeat themselves: "must not touch the magnet(s)")."""
        words = set(words_of(candidate.text))
        return any(len(words & used) >= 0.75 * min(len(words), len(used)) for used in self.used_sentences)

    def _question(self, candidate: Candidate, *, min_choices: int) -> Question | None:
        # A kind already asked often gives way to another kind of key in the same sentence.
        ordered = sorted(candidate.keys, key=lambda pair: -(pair[0] - 0.15 * self.kinds[pair[1].kind]))
        for _score, key in ordered:
            if key.lemma in self.used_keys:
                continue
            stem = stem_for(candidate.text, key)
            if stem is None:
                continue
            seed = zlib.crc32(f"{candidate.text}|{key.text}".encode())
            context = QuestionContext(
                sentence=candidate.text,
                before=candidate.text[: key.start],
                after=candidate.text[key.end :],
                document=self.corpus,
                seed=seed,
            )
            wrong = distractors_for(key, context, self.document)
            if len(wrong) + 1 < min_choices or (len(wrong) < WANTED and _vague_term(key)):
                continue  # two wrong answers are enough only when they are surely of the key's kind
            self.used_keys.add(key.lemma)
            self.kinds[key.kind] += 1
            return _question(candidate, key, stem, wrong, seed)
        return None


def _asked_question(item: quiz_items.QuizItem) -> Question:
    return Question(
        question=item.stem,
        choices=list(item.choices),
        correct_answer=item.answer,
        explanation=f'The document gives "{item.answer}" as the answer to this question.',
        source=item.source,
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
