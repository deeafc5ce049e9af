"""segment -> candidates -> rank -> realize (with distractors) -> check: the whole generator, one stage a
module. Every kind proposes candidates; the best are taken first, one to a passage and each kind to its
share of the quiz; where the count asked is not reached, passages and kinds are used again."""

from collections import Counter
from collections.abc import Callable

from quizforge.generation.providers.offline import kinds
from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.check import question_check
from quizforge.generation.providers.offline.distractors import WANTED, distractors_for
from quizforge.generation.providers.offline.languages import Profile
from quizforge.generation.providers.offline.rank import rank, units_clarify
from quizforge.generation.providers.offline.realize import realize
from quizforge.generation.providers.offline.segment import Doc, segment
from quizforge.generation.providers.offline.vocabulary import Vocabulary, vocabulary_of
from quizforge.quizzes.questions import Question, comparable

# The most of a quiz one kind may take while others still have candidates.
KIND_SHARE = {"true_statement": 0.3, "listed": 0.25, "sequence": 0.25, "table": 0.4, "definition": 0.5}
PASSES = 3
SHARES_FROM = 5  # a quiz this long or longer keeps each kind to its share
# In a long document, questions are sought in its clearest passages only: enough to choose from.
ASKABLE_MIN = 300
ASKABLE_PER_QUESTION = 15


def candidates_of(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    found: list[Candidate] = []
    for kind in kinds.KINDS:
        found += kind(doc, vocabulary)
    return found


def _allowed(candidate: Candidate, attempt: int, chosen: list[Candidate], wanted: int) -> bool:
    units = Counter(taken.unit.start for taken in chosen)
    if units[candidate.unit.start] >= attempt:
        return False
    keys = {comparable(taken.key) for taken in chosen}
    if attempt < PASSES and comparable(candidate.key) in keys:
        return False
    if attempt == 1 and wanted >= SHARES_FROM:
        share = KIND_SHARE.get(candidate.kind)
        kinds_taken = Counter(taken.kind for taken in chosen)
        if share is not None and kinds_taken[candidate.kind] + 1 > max(1, round(share * wanted)):
            return False
    return True


def generate(
    text: str,
    num_questions: int,
    profile: Profile,
    report: Callable[[float], None] | None = None,
    *,
    spares: int = 0,
) -> tuple[list[tuple[Candidate, Question]], Doc]:
    """The questions, best first, each with the candidate it was made from; and the document as read.

    With `spares`, up to that many more questions follow the quiz, chosen by the same rules as if the quiz
    went on: the quiz itself is the same with or without them."""
    doc = segment(text, profile)
    units_clarify(doc, max(ASKABLE_MIN, ASKABLE_PER_QUESTION * num_questions))
    vocabulary = vocabulary_of(doc)
    ranked = rank(candidates_of(doc, vocabulary), doc, vocabulary)
    if report:
        report(0.4)
    chosen: list[Candidate] = []
    questions: list[Question] = []
    asked: set[str] = set()
    failed: set[int] = set()
    wanted = num_questions + spares
    for attempt in range(1, PASSES + 1):
        for candidate in ranked:
            if len(questions) >= wanted:
                break
            if id(candidate) in failed or candidate in chosen or comparable(candidate.stem) in asked:
                continue
            if not _allowed(candidate, attempt, chosen, num_questions):
                continue
            wrong = distractors_for(candidate, doc, vocabulary)
            if len(wrong) < WANTED and attempt == 1 and candidate.form != "given":
                continue  # another pass may take it, when better ones have run out
            question = question_check(realize(candidate, wrong, doc), candidate, doc)
            if question is None:
                failed.add(id(candidate))
                continue
            chosen.append(candidate)
            questions.append(question)
            asked.add(comparable(candidate.stem))
            if report and len(questions) <= num_questions:
                report(0.4 + 0.6 * len(questions) / max(num_questions, 1))
    return list(zip(chosen, questions, strict=True)), doc
