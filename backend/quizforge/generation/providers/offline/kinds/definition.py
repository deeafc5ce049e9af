"""What a term is: "Term: definition" and "Term - definition" lines, and sentences "<Term> is a ..." (the
language's copulas and articles). Asked as "Which term matches this description: ...?" where the language
has the phrase, else as the line with the term left blank; wrong answers are the document's other terms."""

import re

from quizforge.generation.providers.offline.candidate import BLANK, Candidate
from quizforge.generation.providers.offline.segment import Doc, Unit
from quizforge.generation.providers.offline.vocabulary import Vocabulary

TERM_MAX_WORDS = 5
BODY_MIN_WORDS = 3
DEFINITION_WEIGHT = 1.4
BODY_MAX_WORDS = 30


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
    # without articles to mark a noun phrase, only a sentence opening on a short term reads as a definition
    most = TERM_MAX_WORDS if phrases.articles else 2
    if len(term.split()) > most or any(doc.profile.is_stop(word) for word in term.split()):
        return None
    if term[:1].isupper() and not re.search(rf"\b{re.escape(term.lower())}\b", doc.text):
        return None  # a name ("Paul is an engineer"), not a term the document uses in small letters
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
        words = body.split()
        if not BODY_MIN_WORDS <= len(words) <= BODY_MAX_WORDS or term.lower() in body.lower() or "?" in body:
            continue
        if doc.profile.part_of_speech(words[0]) == "verb" or any(
            doc.profile.part_of_speech(word) == "verb" for word in term.split()[1:]
        ):
            continue  # an instruction ("Hint: Construct ..."), a clause ("Evaluations must compete"), where
            # the language can tell
        if re.search(r"[.!?]\s|_{3,}", body) or body.endswith((",", "-", "–")):
            continue  # several sentences (instructions), or a line cut mid-sentence
        phrases = doc.profile.phrases
        stem = phrases.which_term.format(definition=body) if phrases else f"{BLANK}: {body}"
        # as important as the most telling term of its line, and more than a gap in it
        weight = max((vocabulary.weight(found_term) for found_term in vocabulary.of(unit)), default=1.0)
        importance = DEFINITION_WEIGHT * max(1.0, weight)
        found.append(Candidate("definition", unit, stem, term, "term", unit.text, importance=importance))
    for candidate in found:
        candidate.group = [other.key for other in found if other.key.casefold() != candidate.key.casefold()]
    return found
