"""Which sentences make the choices of a "Which statement is true according to the document?" question:
the true choice is a point a teacher would test (a definition, a finding, a cause, a rule, a quantity),
never a truism a reader picks without the document, a study's set-up or a person's circumstances; and no
choice repeats the frame of another question of the quiz with its answer filled in."""

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from quizforge.generation.providers.local import lexicon, wordnet
from quizforge.generation.providers.local.lexicon import words_of

BLANK = "______"
COMMON_ZIPF = 4.5  # "change", "people", "world": everyday words that carry no point of the document
FRAME_WORDS = 2  # words either side of a blank that make its frame
MIN_ANSWER_WORDS = 3  # a longer answer found in a choice gives it away even without its frame
RESTATED_SHARE = 0.6  # of a question's content words, with its answer: the question restated

# "Photosynthesis is the process by which ...": a definition
_DEFINITION = re.compile(
    r"^[^,;:]{3,60}? (?:is|are) (?:the|a|an) [a-z]+(?: [a-z]+)? "
    r"(?:by which|in which|through which|that|which|who)\b"
)
# "The data are consistent with the hypothesis that ...": what a study concludes
_CONCLUSION = re.compile(
    r"\b(?:(?:are|is|was|were) consistent with|supports? the (?:hypothesis|idea|view)"
    r"|evidence (?:that|for))\b",
    re.IGNORECASE,
)
# "shall", "must": a rule; a figure: a quantity the document states
_RULE_OR_QUANTITY = re.compile(r"\b(?:shall|must|required|at least|at most)\b|\d")
# "Because not all genes ... are alike, there is variation": true of anything, picked without reading
_THINGS_DIFFER = re.compile(
    r"\bnot (?:all|every|everyone|everything)\b[^.;:]{0,200}"
    r"\b(?:alike|the same|identical|equal|differ\w*|vary|varies)\b",
    re.IGNORECASE,
)
# "The test groups are lizards with ...": how a study was set up, not what it found
_SET_UP = re.compile(
    r"^(?:the|our|each|both|all)\s+(?:[a-z]+\s+)?"
    r"(?:groups?|samples?|participants|subjects|conditions|treatments|materials|apparatus)\s+"
    r"(?:is|are|was|were|consists?|consisted|includes?|included|comprises?|comprised)\b",
    re.IGNORECASE,
)
# "Aoife and Liam are married with two children", "Sean is 8 years old": a case's circumstances
_NAMED_SUBJECT = re.compile(
    r"^(?P<names>[A-Z][a-z]+(?:\s+(?:and|&)\s+[A-Z][a-z]+)?)\s+(?:is|are|was|were|has|have|works|lives)\b"
)
_CIRCUMSTANCES = re.compile(
    r"\b(?:married|single(?!-)|widowed|divorced|separated|children|sons?|daughters?|years? old|months? old"
    r"|aged \d+|employed|unemployed|retired|earning|earns|salary|wages?|pensions?|in receipt of)\b"
)


def point_rank(text: str, main_idea: bool) -> int:
    """0 for a definition, finding or cause, 1 for a rule or a quantity, 2 for anything else."""
    if main_idea or _DEFINITION.search(text) or _CONCLUSION.search(text):
        return 0
    return 1 if _RULE_OR_QUANTITY.search(text) else 2


@lru_cache(maxsize=4096)
def worth_testing(text: str) -> bool:
    """A statement a teacher would offer as the true choice."""
    return not (truism(text) or _SET_UP.search(text) or personal(text))


def truism(text: str) -> bool:
    """True on its face: things differ, or nothing but everyday words ("Times change and people with
    them")."""
    if _THINGS_DIFFER.search(text):
        return True
    content = [
        word
        for word in words_of(text)
        if word.isalpha() and len(word) > 2 and not lexicon.is_function_word(word)
    ]
    return (
        bool(content)
        and not re.search(r"\d", text)
        and all(lexicon.zipf(word) >= COMMON_ZIPF for word in content)
    )


def personal(text: str) -> bool:
    """A named person's circumstances (family, age, job): the case's set-up, not its point. Names are
    told by the form and by not being an abstract noun: "John", "Jack" are also things to a dictionary."""
    named = _NAMED_SUBJECT.match(text)
    if named is None or not _CIRCUMSTANCES.search(text):
        return False
    return all(_may_be_name(name) for name in _NAME.findall(named["names"]))


_NAME = re.compile(r"[A-Z][a-z]+")


def _may_be_name(word: str) -> bool:
    """ "Aoife", "John" (a name, or to a dictionary a thing: "john", "jack"), not "Inflation" or
    "Unemployment", nouns for a process or a state that a definition is about."""
    return wordnet.noun_class(word.lower()) not in _ABSTRACT_CLASSES


_ABSTRACT_CLASSES = frozenset(
    {"act", "attribute", "cognition", "communication", "event", "feeling", "phenomenon", "possession",
     "process", "relation", "state", "time"}
)  # fmt: skip


def gives_away(text: str, questions: Iterable[Mapping[str, object]]) -> bool:
    """Does the statement hold another question's answer in that question's frame ("... when heritable
    variation leads to ..." beside "Natural selection occurs when ______ leads to ...")?"""
    said = f" {' '.join(words_of(text))} "
    for question in questions:
        stem, answer = str(question["question"]), str(question["correct_answer"])
        answer_words = words_of(answer)
        if not answer_words:
            continue
        if BLANK in stem:
            before, _, after = stem.partition(BLANK)
            left, right = words_of(before)[-FRAME_WORDS:], words_of(after)[:FRAME_WORDS]
            # the answer with the stem's words on either side of the blank: the reader fills the blank
            frames = [[*left, *answer_words] if left else [], [*answer_words, *right] if right else []]
        elif len(answer_words) >= MIN_ANSWER_WORDS or _restates(said, stem, answer_words):
            frames = [answer_words]
        else:
            continue
        if any(frame and f" {' '.join(frame)} " in said for frame in frames):
            return True
    return False


def _restates(said: str, stem: str, answer_words: list[str]) -> bool:
    """ "Stomata are tiny pores through which carbon dioxide enters the leaf" beside "What is the term for
    tiny pores through which carbon dioxide enters the leaf?": the stem's words with its answer."""
    content = {word for word in words_of(stem) if len(word) > 3 and not lexicon.is_function_word(word)}
    present = {word for word in content if f" {word} " in said}
    return bool(content) and len(present) >= RESTATED_SHARE * len(content)
