"""Whether a sentence has a main clause: a finite verb outside relative and subordinate clauses."""

import re

from quizforge.generation.providers.local import lexicon, wordnet

_RELATIVE = lexicon.word_set(
    """
    who whom whose which where that
    """
)
_SUBORDINATORS = lexicon.word_set(
    """
    if when whenever although though because while since as unless once after before to
    """
)
# A finite verb that follows a relative clause inside the subject: the clause has ended.
_CLAUSE_AFTER_SUBJECT = frozenset({"is", "are", "was", "were"}) | lexicon.MODALS - {"to", "do", "does", "did"}
_SUBJECT_ADVERBS = lexicon.word_set(
    """
    also further then now first next still often
    """
)
_NEGATED_AUXILIARIES = lexicon.word_set(
    """
    don't doesn't didn't isn't aren't wasn't weren't can't cannot won't shouldn't wouldn't couldn't hasn't
    haven't hadn't mustn't
    """
)


def has_main_verb(text: str) -> bool:
    """A finite verb outside relative and subordinate clauses ('... residents of Barrow, where people had
    not attended ...' and 'The probability of ..., if exam performance is not affected' have none)."""
    # an aside in brackets ("(understand interests"), even one a slide left open, carries no main verb
    words = re.findall(r"[A-Za-z'\u2019]+|,", re.sub(r"\([^)]*\)?", " ", text))
    if not words:
        return False
    in_clause = words[0].lower() in _SUBORDINATORS
    relative_verbs = 0  # finite verbs seen in a relative clause that opened after the subject
    for position, word in enumerate(words[1:], start=1):
        lowered = word.lower()
        if word == ",":
            in_clause = False
            continue
        if lowered in _RELATIVE or lowered in _SUBORDINATORS - {
            "as",
            "once",
            "after",
            "before",
            "since",
            "to",
        }:
            in_clause = True
            relative_verbs = 0 if lowered in _RELATIVE else -1
            continue
        if not in_clause and _finite_verb(words, position):
            return True
        if in_clause and relative_verbs >= 1 and lowered in _CLAUSE_AFTER_SUBJECT:
            return True  # "the traits that Mendel worked with are linked": the clause ended before "are"
        if (
            in_clause
            and relative_verbs >= 0
            and (
                _finite_verb(words, position)
                or (words[position - 1].lower() in _RELATIVE and "VERB" in lexicon.pos_options(lowered))
            )
        ):
            relative_verbs += 1  # "that carried", "that Mendel studied"
    return False


def _finite_verb(words: list[str], position: int) -> bool:
    if words[position][:1].isupper():
        return False  # a name ("Congress"), not a verb
    lowered = words[position].lower().replace("\u2019", "'")
    if lowered in ("is", "are", "was", "were", "am", "has", "have", "had", "hath", "does", "do", "did"):
        return True
    if lowered in _NEGATED_AUXILIARIES:
        return True
    if lowered in lexicon.MODALS - {"to"}:
        return True
    if lexicon.is_function_word(lowered) or lowered.endswith("ing") or lowered == ",":
        return False
    options = lexicon.pos_options(lowered)
    if "VERB" not in options:
        return False
    previous = words[position - 1].lower()
    if previous == "," and lowered.endswith("s") and wordnet.more_often_verb(lexicon.verb_lemma(lowered)):
        return True  # "chlorophyll, found in the thylakoids, absorbs red light": the verb after an aside
    if previous == "," or (
        lexicon.is_function_word(previous)
        and previous not in lexicon.SUBJECT_PRONOUNS
        and previous not in ("not", "also", "only", "then", "still", "often", "always", "never")
    ):
        return False  # "with linked genes", "the study": a participle or a noun
    if "NOUN" not in options or lowered.endswith("ed"):
        return True
    subject = previous
    if previous in _SUBJECT_ADVERBS and position >= 2:
        subject = words[position - 2].lower()  # "We also find", "We further show"
    if subject in ("we", "they", "i", "you") and lexicon.verb_lemma(lowered) == lowered:
        return True  # "We find that ...": a verb after its subject, though "find" is a noun too
    verb_s = lowered.endswith("s") and not lowered.endswith(("ss", "us", "is"))
    third_person = verb_s and not lexicon.is_plural(lowered)
    after_singular_noun = (
        verb_s
        and "NOUN" in lexicon.pos_options(previous)
        and not lexicon.is_plural(previous)
        and not lexicon.is_adjective_like(previous)  # "two longstanding projects": a noun after its adjective
    )
    # "Students repeat", "the tubes rose": a plural noun, then a verb in its base or past form
    after_plural_noun = (
        lexicon.is_plural(previous)
        and "NOUN" in lexicon.pos_options(previous)
        and not verb_s
        and wordnet.used_as_verb(lexicon.verb_lemma(lowered))  # "factors limit", not "communities sector"
    )
    return (
        third_person or after_singular_noun or after_plural_noun
    )  # "the balance measures", "variation leads"
