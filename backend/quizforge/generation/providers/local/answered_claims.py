"""What an answer key settles: a yes-or-no question followed by its answer is a statement the document holds
true or false. "Did forms of reverse transcriptase that were resistant to AZT exist in the HIV population
before the patient began receiving AZT?" answered "Yes—..." is the true statement "Forms of reverse
transcriptase that were resistant to AZT existed in the HIV population before the patient began receiving
AZT."; a question answered "No—..." is the misconception the worksheet is written to refute, the false
choice a teacher would offer. Only questions that name what they ask about are read: not "Do you agree?",
nor one that opens on "Based on this information, ..."."""

import re
from dataclasses import dataclass
from itertools import pairwise

from lemminflect import getInflection

from quizforge.generation.providers.local import lexicon


@dataclass(frozen=True)
class AnsweredClaim:
    statement: str  # the question written as a statement: "Forms of ... existed in the HIV population ..."
    true: bool
    question: str  # as the document asks it
    answer: str  # the first sentence of its answer: "No—the HIV particles themselves don't change."

    def explanation(self) -> str:
        closing = "" if self.answer.endswith((".", "!", "?")) else "."
        return f"Asked “{self.question}”, the document answers “{self.answer}”{closing}"


_ANSWER = re.compile(r"^(?P<word>Yes|No)\s?(?:[—\u2013,.;:]|-+)\s?\S")
_SENTENCE_END = re.compile(r"(?<=[.?!])\s+(?=[A-Z\"“])")
# an opening condition the statement keeps: "When AZT is administered to a particular patient, does ..."
_CONDITION = re.compile(
    r"^(?P<condition>(?:When|If|Once|After|Before)\s[^,?]+,\s)?(?P<asked>(?:[Dd]id|[Dd]oes|[Dd]o)\s.+)$"
)
_VERB_FORM = {"did": "VBD", "does": "VBZ", "do": "VBP"}
_LEANING_SUBJECTS = lexicon.word_set("you we i it they he she this these those that one")
# "..., so that eventually ...": what the question adds after its claim is a second claim, left out
_SECOND_CLAIM = re.compile(r",\s(?:so|which|and|or|but)\b.*$")
MAX_STATEMENT_WORDS = 40


def answered_claims(units: list[str]) -> list[AnsweredClaim]:
    """The yes-or-no questions of the document's paragraphs (`units`) that the next paragraph answers."""
    found = []
    for asking, answering in pairwise(units):
        answer = _ANSWER.match(answering)
        question = next((piece for piece in _SENTENCE_END.split(asking) if piece.endswith("?")), None)
        if answer is None or question is None:
            continue
        statement = as_statement(question)
        if statement is not None:
            first_sentence = _SENTENCE_END.split(answering)[0]
            found.append(AnsweredClaim(statement, answer.group("word") == "Yes", question, first_sentence))
    return found


def as_statement(question: str) -> str | None:
    """ "Did X exist ...?" -> "X existed ..."; "When A, does X change ...?" -> "When A, X changes ..."; None
    for a question of another form, or one that does not name what it asks about."""
    found = _CONDITION.match(question.rstrip("?").strip())
    if found is None:
        return None
    condition = found.group("condition") or ""
    words = _SECOND_CLAIM.sub("", found.group("asked")).split(" ")
    auxiliary = words[0].lower()
    if auxiliary not in _VERB_FORM or words[1].lower() in _LEANING_SUBJECTS:
        return None
    # "Does the current loop touch the magnet?": of two verbs in a row, the second ("loop" is a noun here)
    verb_at = next(
        (
            position
            for position in range(2, len(words))
            if _bare_verb(words, position)
            and not (position + 1 < len(words) and _bare_verb(words, position + 1))
        ),
        None,
    )
    if verb_at is None or len(words) > MAX_STATEMENT_WORDS:
        return None
    verb = words[verb_at]
    forms = getInflection(verb, tag=_VERB_FORM[auxiliary])
    if not forms:
        return None
    subject = " ".join(words[1:verb_at])
    statement = f"{subject} {forms[0]} {' '.join(words[verb_at + 1 :])}".strip()
    if not condition:
        statement = statement[:1].upper() + statement[1:]
    return f"{condition}{statement}."


def _bare_verb(words: list[str], position: int) -> bool:
    """The verb the auxiliary goes with: a verb's base form after the subject's last word ("... AZT exist"),
    not a noun after a preposition ("of reverse transcriptase") nor a verb inside a relative clause."""
    word, previous = words[position], words[position - 1].lower()
    if not word.isalpha() or not word.islower() or lexicon.verb_lemma(word) != word:
        return False
    if "VERB" not in lexicon.pos_options(word) or lexicon.is_function_word(previous):
        return False
    return not previous.endswith(",")
