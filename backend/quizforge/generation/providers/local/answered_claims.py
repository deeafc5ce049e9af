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

from quizforge.generation.providers.local import lexicon, wordnet


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
_LEANING_SUBJECTS = lexicon.word_set(
    "you your we i it its they their he his she her this these those that one"
)
# what the quiz cannot show: "Does the graph show a trend?", "Do the data support the claim?"
_SHOWN_ELSEWHERE = lexicon.word_set(
    "graph graphs figure figures table tables data results diagram chart answer"
)
# "..., so that eventually ...": what the question adds after its claim is a second claim, left out
_SECOND_CLAIM = re.compile(r",\s(?:so|which)\b.*$")
# "..., and does it cure ...?", "ATP, ADP, and AMP?": a "Yes" or "No" may be to one part only
_SEVERAL_CLAIMS = re.compile(r",\s(?:and|or|but)\b")
MAX_STATEMENT_WORDS = 40


def answered_claims(units: list[str]) -> list[AnsweredClaim]:
    """The yes-or-no questions of the document's paragraphs (`units`) that the next paragraph answers."""
    found = []
    for asking, answering in pairwise(units):
        answer = _ANSWER.match(answering)
        questions = [piece for piece in _SENTENCE_END.split(asking) if piece.endswith("?")]
        if answer is None or len(questions) != 1:
            continue  # with two questions, which one the answer is to is the reader's guess
        question = questions[0]
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
    asked = _SECOND_CLAIM.sub("", found.group("asked"))
    if _SEVERAL_CLAIMS.search(asked):
        return None
    words = asked.split(" ")
    auxiliary = words[0].lower()
    if auxiliary not in _VERB_FORM or words[1].lower() in _LEANING_SUBJECTS:
        return None
    verb_at = _verb_position(words)
    if verb_at is None or len(words) > MAX_STATEMENT_WORDS:
        return None
    if {word.lower() for word in words[1:verb_at]} & _SHOWN_ELSEWHERE:
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


def _verb_position(words: list[str]) -> int | None:
    """Where the verb the auxiliary goes with stands: the first word that can be a verb's base form after
    the subject's last word. Of two such words in a row ("Does the water level rise when ...?"), the second
    only where the first is more often a noun and a small word follows; otherwise the question is left
    unread ("Does heat cause change?", "Does the sun heat water?": which is the verb?)."""
    for position in range(2, len(words)):
        if not _bare_verb(words, position):
            continue
        if position + 1 >= len(words) or not _bare_verb(words, position + 1):
            return position
        after = words[position + 2].lower() if position + 2 < len(words) else ""
        if wordnet.more_often_verb(words[position]) or not lexicon.is_function_word(after):
            return None
        return position + 1
    return None


def _bare_verb(words: list[str], position: int) -> bool:
    """A verb's base form after a word that can end the subject ("... AZT exist"), not a noun after a
    preposition or an article ("of reverse transcriptase")."""
    word, previous = words[position], words[position - 1].lower()
    if not word.isalpha() or not word.islower() or lexicon.verb_lemma(word) != word:
        return False
    if "VERB" not in lexicon.pos_options(word) or lexicon.is_function_word(previous):
        return False
    return not previous.endswith(",")
