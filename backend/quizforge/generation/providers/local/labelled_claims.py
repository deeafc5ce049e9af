"""Questions on what each of a document's named theories, laws or principles says: slides often list them
one to a line ("Burke's theory of identification: Language can bring people together or divide them.",
"Social Judgement Theory: ..."). "Which theory says that language can bring people together or divide
them?" asks the point of the line, and the other names of the list are the wrong answers: each a real
theory of the document, wrong for this claim.
"""

import random
import re
import zlib
from dataclasses import dataclass

from quizforge.generation.providers.local import lexicon
from quizforge.generation.providers.local.definitions import gives_away
from quizforge.quizzes.questions import Question

WRONG_ANSWERS = 3
MAX_CLAIM_CHARS = 200
MIN_CLAIM_WORDS = 4
SHARED_STEM = 5  # letters a name's word and a claim's word share: "likel(ihood)", "likel(y)"
_LABELLED = re.compile(
    r"^(?P<label>[A-Z][^:;.?!]{2,50}?):\s+(?P<claim>[A-Za-z][^\n]*?[.!])(?=\s+[A-Z\u2018\u201c]|\s*$)"
)
# what a list of named claims names: a slide's "First point", "Aim", "Step 2" says no claim of its own
KINDS = lexicon.word_set(
    """
    theory law principle model hypothesis effect theorem rule doctrine paradox conjecture postulate
    """
)
_ABBREVIATION_END = re.compile(r"\b[A-Z][a-z]{0,2}\.$")  # "... says Dr.": the line cut short at "Dr. Katz"


@dataclass(frozen=True)
class LabelledClaim:
    line: str  # the whole line: "Burke's theory of identification: Language can ... persuasion."
    label: str  # "Burke's theory of identification"
    claim: str  # "Language can bring people together or divide them."
    kind: str  # "theory"


def labelled_claims(text: str) -> dict[str, list[LabelledClaim]]:
    """The document's lists of named claims by what they name, each of four names at least (the key and
    three wrong answers). Read line by line: a slide's line need not end where its sentence does."""
    by_kind: dict[str, list[LabelledClaim]] = {}
    for line in text.split("\n"):
        line = " ".join(line.split())
        found = _LABELLED.match(line)
        if found is None:
            continue
        label, claim = found.group("label").strip(), found.group("claim").strip()
        kind = _kind(label)
        if kind is None or not _a_claim(claim, kind):
            continue
        named = by_kind.setdefault(kind, [])
        if all(other.label.lower() != label.lower() for other in named):
            named.append(LabelledClaim(line, label, claim, kind))
    return {kind: named for kind, named in by_kind.items() if len(named) > WRONG_ANSWERS}


def _kind(label: str) -> str | None:
    """ "theory" in "Social Judgement Theory" and in "Burke's theory of identification"."""
    words = label.split()
    if len(words) < 2:
        return None  # "Postulate: A statement ...": a definition, asked as one
    head = words[words.index("of") - 1] if "of" in words[1:] else words[-1]
    head = lexicon.noun_lemma(head.lower())
    return head if head in KINDS else None


def _a_claim(claim: str, kind: str) -> bool:
    """A whole claim of a sensible length; not a definition of the kind ("A theory that ..."), which the
    definitions ask, nor a line cut short at an abbreviation."""
    words = lexicon.words_of(claim)
    return (
        len(claim) <= MAX_CLAIM_CHARS
        and len(words) >= MIN_CLAIM_WORDS
        and not (words[0] in ("a", "an", "the") and words[1] == kind)
        and _ABBREVIATION_END.search(claim) is None
    )


def questions(found: dict[str, list[LabelledClaim]], wanted: int) -> list[tuple[LabelledClaim, Question]]:
    """Up to `wanted` questions, taking the lists in turn; a claim that repeats its own name's words
    ("Rational Argumentation Theory: rational argument justifies ...") is not asked."""
    asked: list[tuple[LabelledClaim, Question]] = []
    askable = {kind: [claim for claim in named if not _names_itself(claim)] for kind, named in found.items()}
    while len(asked) < wanted and any(askable.values()):
        for kind, named in askable.items():
            if named and len(asked) < wanted:
                asked.append(_question(named.pop(0), found[kind]))
    return asked


def _names_itself(claim: LabelledClaim) -> bool:
    """ "Elaboration Likelihood Theory: ... more likely to ...": the claim hints at its own name."""
    own = [word.lower() for word in lexicon.words_of(claim.label) if word.lower() != claim.kind]
    said = [word.lower() for word in lexicon.words_of(claim.claim)]
    return gives_away(" ".join(own), claim.claim) or any(
        word[:SHARED_STEM] == other[:SHARED_STEM]
        for word in own
        for other in said
        if len(word) > SHARED_STEM and len(other) >= SHARED_STEM
    )


def _form(label: str) -> tuple[bool, bool]:
    """Named after a person ("Burke's ..."); in capitals throughout ("Social Judgement Theory")."""
    words = label.split()
    return bool(re.match(r"[A-Z]\w*['\u2019]s$", words[0])), all(word[:1].isupper() for word in words)


def _question(claim: LabelledClaim, named: list[LabelledClaim]) -> tuple[LabelledClaim, Question]:
    others = [other.label for other in named if other is not claim]
    seed = zlib.crc32(claim.line.encode())
    random.Random(seed).shuffle(others)
    # names written like the key's first: "Burke's theory of identification" alone among "... Theory" names
    # would stand out, beside "Fish's reader-response theory" it does not
    others.sort(key=lambda other: _form(other) != _form(claim.label))
    choices = [claim.label, *others[:WRONG_ANSWERS]]
    random.Random(seed + 1).shuffle(choices)
    said = claim.claim.rstrip(".!")
    first = said.split(" ", 1)[0]
    if not (len(first) > 1 and first.isupper()) and (
        lexicon.is_function_word(first.lower()) or lexicon.pos_options(first.lower()) - {"PROPN"}
    ):
        said = said[:1].lower() + said[1:]  # "Language can ..." opened the line; "Darwin showed ..." stays
    return claim, Question(
        question=f"Which {claim.kind} says that {said}?",
        choices=choices,
        correct_answer=claim.label,
        explanation=f"The document says: “{claim.label}: {claim.claim}”",
        source=claim.line,
    )
