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


# "Yes—...", "No - ...", "No, ...", "No. The ...": not "No-one ...", "No. 2 ..."
_ANSWER = re.compile(r"^(?P<word>Yes|No)(?:\s?[—\u2013]\s?|\s--?\s|[,.;:]\s)(?=[A-Za-z])")
# "Yes, but only in a few patients", "No, not always": a hedge, not a plain yes or no
_HEDGE = re.compile(
    r"^(?:but|only|sometimes|partly|partially|it depends|and no"
    r"|not (?:always|necessarily|quite|exactly|all))\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.?!])\s+(?=[A-Z\"“])")
# an opening condition the statement keeps: "When AZT is administered to a particular patient, does ..."
_CONDITION = re.compile(
    r"^(?P<condition>(?:When|If|Once|After|Before)\s\S+\s[^,?]+,\s)?(?P<asked>(?:[Dd]id|[Dd]oes|[Dd]o)\s.+)$"
)
_VERB_FORM = {"did": "VBD", "does": "VBZ", "do": "VBP"}
_LEANING_SUBJECTS = lexicon.word_set(
    "you your we our i it its they their he his she her this these those that one such same above"
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
MAX_QUOTED = 240  # characters of an answer the explanation quotes


def answered_claims(units: list[str]) -> list[AnsweredClaim]:
    """The yes-or-no questions of the document's paragraphs (`units`) that the next paragraph answers."""
    found = []
    for asking, answering in pairwise(units):
        answer = _ANSWER.match(answering)
        if answer is not None and _HEDGE.match(answering[answer.end() :]):
            continue
        questions = [piece for piece in _SENTENCE_END.split(asking) if piece.endswith("?")]
        if answer is None or len(questions) != 1:
            continue  # with two questions, which one the answer is to is the reader's guess
        question = questions[0]
        statement = as_statement(question)
        if statement is not None:
            said = _SENTENCE_END.split(answering)
            # "No. The particles themselves don't change.": the bare word and the sentence that says why
            quoted = " ".join(said[:2]) if said[0].rstrip(".") in ("Yes", "No") else said[0]
            found.append(
                AnsweredClaim(statement, answer.group("word") == "Yes", question, quoted[:MAX_QUOTED])
            )
    return found


def as_statement(question: str) -> str | None:
    """ "Did X exist ...?" -> "X existed ..."; "When A, does X change ...?" -> "When A, X changes ..."; None
    for a question of another form, or one that does not name what it asks about."""
    found = _CONDITION.match(question.rstrip("?").strip())
    if found is None:
        return None
    condition = found.group("condition") or ""
    asked = _SECOND_CLAIM.sub("", found.group("asked"))
    if _SEVERAL_CLAIMS.search(asked) or " or " in asked:
        return None  # "... support the hypothesis or not?": a "Yes" or "No" to which part?
    words = asked.split(" ")
    auxiliary = words[0].lower()
    verb_at = _verb_position(words)
    if auxiliary not in _VERB_FORM or verb_at is None or len(words) > MAX_STATEMENT_WORDS:
        return None
    if words[1].lower() in _LEANING_SUBJECTS:  # "Does that ...", "Does one ..."
        return None
    # "Does your hypothesis ...", "Do the data in Table 2 ..." ("that" may open a relative clause inside it)
    if {word.lower() for word in words[1:verb_at]} & (_LEANING_SUBJECTS - {"that", "one"} | _SHOWN_ELSEWHERE):
        return None
    verb = words[verb_at]
    forms = getInflection(verb, tag=_VERB_FORM[auxiliary])
    if not forms:
        return None
    subject = " ".join(words[1:verb_at])
    statement = f"{subject} {forms[0]} {' '.join(words[verb_at + 1 :])}".strip()
    if not condition and words[1].islower():  # not "mRNA", "pH"
        statement = statement[:1].upper() + statement[1:]
    return f"{condition}{statement}."


def _verb_position(words: list[str]) -> int | None:
    """Where the verb the auxiliary goes with stands: the first word that can be a verb's base form after
    the subject's last word. Of two such words in a row, the one more often a verb: the first where the
    second is more often a noun ("Does the heart pump blood ...?"), the second where the first is more often
    a noun and a small word follows ("Does the water level rise when ...?"); otherwise the question is left
    unread ("Does heat cause change?", "Does the body store fat?": which is the verb?)."""
    for position in range(2, len(words)):
        if not _bare_verb(words, position):
            continue
        if position + 1 >= len(words) or not _bare_verb(words, position + 1):
            return position
        first, second = (wordnet.more_often_verb(words[at]) for at in (position, position + 1))
        after = words[position + 2].lower() if position + 2 < len(words) else ""
        if first and not second:
            return position
        if second and not first and lexicon.is_function_word(after):
            return position + 1
        return None
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
