"""What a term is: "Term: definition" and "Term - definition" lines, and sentences "<Term> is a ..." (the
language's copulas and articles). Asked as "Which term matches this description: ...?" where the language
has the phrase, else as the line with the term left blank; wrong answers are the document's other terms."""

import re

from quizforge.generation.providers.offline.candidate import BLANK, Candidate
from quizforge.generation.providers.offline.segment import Doc, Unit
from quizforge.generation.providers.offline.vocabulary import Vocabulary

TERM_MAX_WORDS = 5
BODY_MIN_WORDS = 3


def _copula_split(unit: Unit, doc: Doc) -> tuple[str, str] | None:
    phrases = doc.profile.phrases
    if not phrases or not phrases.copulas:
        return None
    copulas = "|".join(re.escape(word) for word in phrases.copulas)
    articles = "|".join(re.escape(word) for word in phrases.articles)
    lead = rf"(?:(?:{articles})\s+)?" if articles else ""
    match = re.match(
        rf"^{lead}(?P<term>[^\W\d_][\w\-’' ]*?)\s+(?:{copulas})\s+(?P<body>(?:{articles})\s+\w.+?)[.!]?$"
        if articles
        else rf"^(?P<term>[^\W\d_][\w\-’' ]*?)\s+(?:{copulas})\s+(?P<body>\w.+?)[.!]?$",
        unit.text,
        re.IGNORECASE,
    )
    if not match:
        return None
    term = match.group("term").strip()
    if len(term.split()) > TERM_MAX_WORDS or any(doc.profile.is_stop(word) for word in term.split()):
        return None
    return term, match.group("body").strip()


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    found: list[Candidate] = []
    for unit in doc.units:
        if unit.kind == "definition":
            term, body = unit.term, unit.body
        elif unit.kind == "sentence" and (split := _copula_split(unit, doc)):
            term, body = split
        else:
            continue
        body = body.rstrip(" .;")
        if len(body.split()) < BODY_MIN_WORDS or term.lower() in body.lower() or "?" in body:
            continue
        phrases = doc.profile.phrases
        stem = phrases.which_term.format(definition=body) if phrases else f"{BLANK}: {body}"
        found.append(Candidate("definition", unit, stem, term, "term", unit.text, importance=1.4))
    for candidate in found:
        candidate.group = [other.key for other in found if other.key.casefold() != candidate.key.casefold()]
    return found
