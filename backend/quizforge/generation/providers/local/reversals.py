"""Statements turned round: one direction reversed ("increased" → "decreased", "higher" → "lower", "more
common" → "less common", "before" → "after", "dominant" → "recessive"), a cause swapped with its effect
("variation leads to success" → "success leads to variation"), or one firm statement negated ("shall" →
"shall not", "is not" → "is", "don't change" → "change").

A reversed statement stays fluent and on topic, and says the opposite of what the document says: the
misconception a teacher offers as the wrong answer, where a swapped-in term often reads as nonsense.
Modal statements that are only possible ("may", "might", "could") are never negated: both versions
could be true."""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from lemminflect import getInflection, getLemma

from quizforge.generation.providers.local import lexicon


@dataclass(frozen=True)
class Reversal:
    start: int
    end: int
    said: str  # the words of the sentence
    turned: str  # what says the opposite in their place
    direction: bool  # a direction reversed (rather than a negation added or removed)

    def applied(self, text: str) -> str:
        return f"{text[: self.start]}{self.turned}{text[self.end :]}"


def _pairs(block: str) -> dict[str, str]:
    """'a b' lines as a two-way mapping."""
    found: dict[str, str] = {}
    for line in block.strip().splitlines():
        first, second = line.split()
        found.setdefault(first, second)
        found.setdefault(second, first)
    return found


_OPPOSITE_WORDS = _pairs(
    """
    increase decrease
    increases decreases
    increased decreased
    increasing decreasing
    rises falls
    rose fell
    risen fallen
    improve worsen
    improves worsens
    improved worsened
    strengthen weaken
    strengthens weakens
    strengthened weakened
    higher lower
    highest lowest
    larger smaller
    largest smallest
    bigger smaller
    faster slower
    fastest slowest
    stronger weaker
    strongest weakest
    shorter longer
    older younger
    oldest youngest
    wider narrower
    heavier lighter
    thicker thinner
    warmer colder
    richer poorer
    easier harder
    maximum minimum
    majority minority
    positive negative
    positively negatively
    dominant recessive
    attract repel
    attracts repels
    attracted repelled
    parallel perpendicular
    clockwise counterclockwise
    inside outside
    accept reject
    accepts rejects
    accepted rejected
    always never
    before after
    """
)
# one-way: a word whose usual opposite is written differently back
_OPPOSITE_WORDS |= {
    "dropped": "rose",
    "drops": "rises",
    "declined": "rose",
    "declines": "rises",
    "reduced": "increased",
    "reduces": "increases",
    "reduce": "increase",
    "greater": "smaller",
    "greatest": "smallest",
    "raised": "lowered",
}
# words whose opposite depends on what follows: read by _comparative
_MORE_LESS = {"more", "less", "fewer", "most", "least"}
# words that weigh one way without being turned round themselves
_VERDICT_WORDS = frozenset(
    {"better", "worse", "best", "worst", "advantageous", "disadvantageous", "beneficial", "harmful", "likely"}
)
_COUNTED_PLURALS = frozenset(
    {"offspring", "people", "children", "men", "women", "species", "cattle", "mice", "teeth"}
)
_BEFORE_THAN_ONLY = {"longer", "shorter", "earlier", "later"}  # "no longer", "Later, ...": only before "than"
_ADDS_NOT = {"shall", "must", "will", "can", "should"}
_REMOVES_NOT = re.compile(
    r"\b(?P<verb>is|are|was|were|shall|must|will|can|should|has|have|had)(?P<not> not\b|n['\u2019]t\b)"
    r"|\b(?P<cannot>cannot|can['\u2019]t|won['\u2019]t)\b"
    r"|\b(?P<do>do|does|don['\u2019]t|doesn['\u2019]t)(?P<do_not> not)?\s(?P<lemma>[a-z]+)\b",
    re.IGNORECASE,
)
_RELATIVE_CLAUSE = re.compile(r"\b(?:which|who|whom|whose|where|that)\b[^,;:]*$", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+(?:['\u2019][a-z]+)?")
_UNCERTAIN_BEFORE = re.compile(r"\b(?:may|might|could|would|if|whether|unless|perhaps|possibly)\s+$", re.I)


@dataclass(frozen=True)
class Phrase:
    """A noun phrase of the sentence (a term the keys found)."""

    start: int
    end: int
    plural: bool


def reversals(text: str, phrases: Sequence[Phrase] = ()) -> list[Reversal]:
    """Every single change that turns the sentence's claim round: directions and causes first, then
    negations."""
    directions = _directions(text)
    found = directions + _causes_swapped(text, phrases) + _negations_removed(text) + _negations_added(text)
    words = [word.lower() for word in _WORD.findall(text)]
    # "survive better and leave more offspring", "less common, as that trait is no longer advantageous":
    # a direction turned round, or the claim negated, against the verdict that stays would contradict itself
    weighed = any(word in _VERDICT_WORDS for word in words)
    return [
        reversal
        for reversal in found
        if _fluent(text, reversal)
        and (reversal.direction or _negation_reads_coherently(text, reversal))
        # "increased or decreased", "more common, less common": the sentence already says both ways
        and not (reversal.direction and reversal.turned.lower() in words)
        and not weighed
    ]


def _directions(text: str) -> list[Reversal]:
    found = []
    words = list(_WORD.finditer(text))
    for position, match in enumerate(words):
        word = match.group(0)
        lowered = word.lower()
        following = words[position + 1].group(0).lower() if position + 1 < len(words) else ""
        previous = words[position - 1].group(0).lower() if position else ""
        if word[:1].isupper() and position:
            continue  # a name: "Lower Saxony", "Never Again"
        if text[match.end() : match.end() + 1] == "-" or text[match.start() - 1 : match.start()] == "-":
            continue  # part of a compound: "rising-star hypothesis"
        if lowered in _BEFORE_THAN_ONLY:
            if following == "than" and previous != "no":
                found.append(
                    _reversal(
                        match,
                        {"longer": "shorter", "shorter": "longer", "earlier": "later", "later": "earlier"}[
                            lowered
                        ],
                    )
                )
            continue
        if lowered in _MORE_LESS:
            turned = _comparative(lowered, previous, following)
            if turned:
                found.append(_reversal(match, turned))
            continue
        opposite = _OPPOSITE_WORDS.get(lowered)
        if opposite is None:
            continue
        if lowered in ("before", "after") and not _clause_or_time_follows(following):
            continue
        found.append(_reversal(match, opposite))
    return found


_CAUSAL = re.compile(r" (?:leads? to|led to|causes?|caused|results? in|resulted in|produces?|produced) ")
_PHRASE_EDGE = re.compile(r"(?:^|\b(?:when|that|because|if|and|since|as|where|while)\s)$", re.IGNORECASE)


def _causes_swapped(text: str, phrases: Sequence[Phrase]) -> list[Reversal]:
    """'heritable variation leads to differential reproductive success' → the effect as the cause: the
    misconception that turns a process round. Only where both sides are whole noun phrases."""
    found = []
    for match in _CAUSAL.finditer(text):
        cause = next((phrase for phrase in phrases if phrase.end == match.start()), None)
        effect = next((phrase for phrase in phrases if phrase.start == match.end()), None)
        if cause is None or effect is None or cause.plural != effect.plural:
            continue
        if not _PHRASE_EDGE.search(text[: cause.start]) or not re.match(
            r"\s*(?:[.;,]|$)", text[effect.end :]
        ):
            continue  # a modifier before the cause or after the effect would stay behind
        cause_text, effect_text = text[cause.start : cause.end], text[effect.start : effect.end]
        if cause.start == 0:
            cause_text, effect_text = (
                cause_text[:1].lower() + cause_text[1:],
                effect_text[:1].upper() + effect_text[1:],
            )
        turned = f"{effect_text}{match.group(0)}{cause_text}"
        found.append(Reversal(cause.start, effect.end, text[cause.start : effect.end], turned, True))
    return found


def _comparative(word: str, previous: str, following: str) -> str | None:
    """'more common' → 'less common', 'more offspring' → 'fewer offspring', 'the most' → 'the least'."""
    if previous in ("no", "any", "once", "the") and word in ("more", "less"):
        return None  # "no more", "once more", "the more ... the more"
    if following in ("or", "and", "", "of", "often") or following.isdigit():
        return None  # "more or less", "more of", a number after it is asked another way
    if word in ("most", "least"):
        return ("least" if word == "most" else "most") if previous == "the" else None
    if word in ("less", "fewer"):
        return "more"
    if following == "than":
        return "less"
    if following in _COUNTED_PLURALS or (
        lexicon.is_plural(following) and "NOUN" in lexicon.pos_options(following)
    ):
        return "fewer"
    return "less"


def _clause_or_time_follows(following: str) -> bool:
    """'before the patient began', 'after several months': a time, not 'before us' or 'after all'."""
    return following in ("the", "a", "an", "it", "they", "he", "she", "several", "their", "his", "her") or (
        following.endswith("ing")
    )


def _negations_removed(text: str) -> list[Reversal]:
    found = []
    for match in _REMOVES_NOT.finditer(text):
        if _UNCERTAIN_BEFORE.search(text[: match.start()]):
            continue
        if match.group("verb"):
            verb = match.group("verb")
            found.append(Reversal(match.start(), match.end(), match.group(0), verb, False))
        elif match.group("cannot"):
            said = match.group("cannot").lower()
            turned = "will" if said.startswith("won") else "can"
            found.append(
                Reversal(match.start(), match.end(), match.group(0), lexicon.match_case(turned, said), False)
            )
        elif match.group("do"):
            auxiliary = match.group("do").lower().replace("\u2019", "'")
            if auxiliary in ("do", "does") and not match.group("do_not"):
                continue  # "do" on its own, not a negation
            lemma = match.group("lemma")
            third_person = auxiliary.startswith("does")
            verb = _third_person(lemma) if third_person else lemma
            if verb is None or "VERB" not in lexicon.pos_options(lemma):
                continue
            found.append(
                Reversal(
                    match.start(),
                    match.end(),
                    match.group(0),
                    lexicon.match_case(verb, match.group("do")),
                    False,
                )
            )
    return found


def _third_person(lemma: str) -> str | None:
    forms = getInflection(lemma, tag="VBZ")
    return forms[0] if forms else None


def _negations_added(text: str) -> list[Reversal]:
    found = []
    words = list(_WORD.finditer(text))
    for position, match in enumerate(words[:-1]):
        word = match.group(0)
        following = words[position + 1].group(0)
        if word.lower() not in _ADDS_NOT or following.lower() in ("not", "never", "no"):
            continue
        if word[:1].isupper() and position:
            continue  # "his Will alone": a noun
        if _RELATIVE_CLAUSE.search(text[: match.start()]):
            continue  # "the Day on which they shall give their Votes": a detail, not the claim
        lemma = getLemma(following.lower(), upos="VERB")
        base_form = (
            bool(lemma) and lemma[0] == following.lower() and "VERB" in lexicon.pos_options(following.lower())
        )
        if following.lower() not in ("be", "have") and not base_form:
            continue  # a verb in its base form must follow: "shall chuse", "can survive"
        if word.lower() == "can":
            found.append(_reversal(match, "cannot"))
        else:
            found.append(Reversal(match.start(), match.end(), word, f"{word} not", False))
    return found


# "shall not be President of the Senate, but shall have no Vote": a negation beside a contrasting clause
# or another negative word reads as nonsense rather than as a false rule
_CONTRAST = re.compile(r"\b(?:but|however|except|unless|yet|although|though|whereas)\b", re.IGNORECASE)
_NEGATIVE = re.compile(
    r"\b(?:no|not|never|neither|nor|none|nothing|nobody|without|cannot)\b|n['\u2019]t\b", re.IGNORECASE
)
_IDENTITY_VERB = re.compile(r"\b(?:be|is|are|was|were)\s+$", re.IGNORECASE)
_DETERMINERS = frozenset({"a", "an", "the", "one", "his", "her", "its", "their", "our", "each", "every"})


def _negation_reads_coherently(text: str, reversal: Reversal) -> bool:
    """A negation added or taken away only in a plain statement: no contrasting clause, no other negative
    word, and no identity ("X is the Y", "shall not be President") denied or asserted, where the change
    reads as a riddle rather than as the opposite claim; a property may be ("is not preserved")."""
    rest = f"{text[: reversal.start]} {text[reversal.end :]}"
    if _CONTRAST.search(text) or _NEGATIVE.search(rest):
        return False
    turned = reversal.applied(text)
    after = turned[reversal.start + len(reversal.turned) :]
    if not _IDENTITY_VERB.search(turned[: reversal.start + len(reversal.turned)] + " "):
        following = _WORD.match(after.lstrip())
        be_follows = following is not None and following.group(0).lower() == "be"
        if not be_follows:
            return True
        after = after.lstrip()[len("be") :]
    predicate = _WORD.match(after.lstrip())
    return predicate is None or not _names_a_thing(predicate.group(0))


def _names_a_thing(word: str) -> bool:
    """'the ...', 'President', 'citizens': an identity; 'preserved', 'eligible', 'equal': a property."""
    lowered = word.lower()
    if lowered in _DETERMINERS or word[:1].isupper():
        return True
    options = lexicon.pos_options(lowered)
    return "NOUN" in options and "ADJ" not in options and "VERB" not in options


def _reversal(match: re.Match[str], opposite: str) -> Reversal:
    said = match.group(0)
    return Reversal(match.start(), match.end(), said, lexicon.match_case(opposite, said), True)


def _fluent(text: str, reversal: Reversal) -> bool:
    """'an increase' → 'a decrease': the article before the word must still fit."""
    before = text[: reversal.start].rstrip().rsplit(" ", 1)[-1].lower()
    if before not in ("a", "an"):
        return True
    vowel = reversal.turned[:1].lower() in "aeiou"
    return vowel == (before == "an")
