"""Which sentences carry questions: informative, self-contained statements spread over the document."""

import re
from dataclasses import dataclass, replace

from quizforge.generation.providers.local import clauses, lexicon, statement_choices, wordnet
from quizforge.generation.providers.local.keys import (
    DocumentKeys,
    Key,
    KeyKind,
    keyness,
    loose_phrase,
    term_is_sound,
)
from quizforge.generation.providers.local.sentences import Sentence

# Openers that can be dropped without changing what the sentence states.
_DROPPABLE_OPENERS = re.compile(
    r"^(?:(?:Thus|Indeed|Hence|Therefore|Also|Now),?\s+|Note that\s+"
    r"|(?:However|Moreover|Furthermore|In addition|Finally|First|Second|Third|Thankfully|Initially|Ultimately"
    r"|In fact|Regardless|Alternatively|Anecdotally|Consequently|As a result|In contrast|Similarly|Likewise"
    r"|Nevertheless|Nonetheless|Instead|In return|Importantly|Notably|Clearly|Of course|In general"
    r"|In practice"
    r"|In particular|Accordingly|Biologically|Historically),\s+"
    # an answer key's "Yes—" or "No—" before the statement that answers the question
    r"|(?:Yes|No)\s?[—\u2013-]+\s?)"
    r"(?=[A-Za-z])"
)
_NEEDS_CONTEXT = lexicon.word_set(
    """
    this these that those it its they them their such both either neither another other others yes no so
    but and or nor which where whose whom i you your then here there same latter former above following
    what who why how whether thereupon thereafter whereupon
    """
)
# "No Person shall be a Senator who ...", "No State shall ...": a rule, not an answer's "No, ..."
_NO_RULE = re.compile(
    r"^No\s+(?!(?:it|they|he|she|we|you|I|this|that|there)\b)(?:[A-Za-z]+\s+){1,6}(?:shall|may|can|must|is|are|will)\b"
)
_ANAPHORA = re.compile(
    r"\b(?:this|these|those|such)\s+(?!is\b|was\b|are\b|were\b|has\b|have\b|the\b|a\b|an\b)[a-z]+"
    r"|\b(?:the|these|those)\s+(?:above|below|following|previous|latter|former|same)\b"
    r"|\b(?:figures?|diagrams?|graphs?|tables?|illustrations?|pages?|slides?|pictures?|panels?|insets?|ellipses?"
    r"|dashed|shaded|circles)\b|\b(?:black|white|red|blue|gr[ae]y|green)\s(?:circles?|lines?|bars?|squares?|dots?)\b"
    r"|\babove\b|\bbelow\b|\b(?:this|that)\b(?=\s*[,.;:])",
    re.IGNORECASE,
)
_POINTS_ELSEWHERE = re.compile(
    r"\b(?:this|these|those|such)\s+(?:\d+\s+)?(?!is\b|was\b|are\b|were\b|has\b|have\b|the\b|a\b|an\b|as\b)[a-z]+"
    r"|\b(?:the|these|those)\s+(?:above|below|following|previous|latter|former|same)\b",
    re.IGNORECASE,
)
_LEANS_ON_CONTEXT = re.compile(
    r"\bthe (?:next|previous|preceding|last) (?:illustration|figure|picture|diagram|slide|example|step)s?\b"
    r"|\b(?:the|an|one) other\b(?! than)|^(?:In fact|Also|Here|In this case|In that case|Again)\b"
    r"|\banother (?:that|which)\b",  # "equivalent to another that is simpler to state": which one?
    re.IGNORECASE,
)
# "Books I-IV and VI discuss plane geometry": parts of a work the sentence does not name (the slide's heading
# does), and which part covers what is no point to learn; "Books I-IV of the Elements" names it
_UNNAMED_PARTS = re.compile(
    r"^(?:The\s+)?(?:Books?|Chapters?|Parts?|Sections?|Volumes?|Units?|Modules?)\s+(?:[IVXLC]+|\d+)\b"
    r"(?:[\s,-]+(?:and\s+|to\s+)?(?:[IVXLC]+|\d+)\b)*+\s+"
    r"(?:discuss|deal|cover|describe|concern|present|treat|introduce|contain|explain|examine|explore"
    r"|address|review|focus|survey)(?:s|es|d|ed)?\b"
)
# "these Truths to be self-evident, that ...", "these steps: ...": the sentence itself says which
_CATAPHORA = re.compile(r"\b(?:this|these)\s+[a-z]+(?:\s+to be\s+[\w-]+)?(?:,?\s+that\b|:)", re.IGNORECASE)
_THEY = re.compile(r"\b(?:they|them)\b", re.IGNORECASE)  # not "Despite their small size, mitochondria ..."
_THIRD_PERSON = re.compile(r"\b(?:he|she|him|her|his)\b", re.IGNORECASE)
# an opening clause without a subject of its own, then a bare pronoun as the subject both share
_PARTICIPLE_THEN_PRONOUN = re.compile(
    r"^(?:(?:As well as|After|Before|Besides|In addition to|Apart from|By|On|While|When)\s+)?"
    r"[a-z]+ing\b[^,]*,\s+(?:they|he|she|it)\b",
    re.IGNORECASE,
)
_DETERMINERS = lexicon.word_set(
    """
    the a an each every any no this that its our their
    """
)
# a heading or speaker's shorthand before a dash: "SJT - doesn't mean ...", "Internal document - ..."
_SLIDE_HEADING = re.compile(r"^[^.;:!?]{1,80}? [\u2013\u2014-] (?=\S)")
_FIGURE = re.compile(
    r"\b(?:graphed|pictured|plotted|shown (?:below|above|here|in)|to the (?:right|left))\b"
    r"|\((?:black|white|red|blue|gr[ae]y|green|solid|dashed|open|filled)\s[a-z]+\)"
    r"|\b(?:dashed|shaded) (?:lines?|regions?|areas?|ellipses?|circles?)\b"
    r"|\bthe (?:top|bottom|left|right)(?: (?:two|three|four|row|panel|column))?\b"
    r"|\b(?:front|top|side|rear) view\b|\b(?:horizontal|vertical) (?:positions?|axis|axes)\b",
    re.IGNORECASE,
)
# a rubric's line: how many points an answer is worth, not what the subject says
_MARKING = re.compile(
    r"\b(?:worth|gets?|earns?|loses?) (?:\d+|one|two|three|half an?) (?:points?|pts|marks?)\b"
    r"|\b(?:the|your|an|each) answers? (?:must|should|needs? to)\b",
    re.IGNORECASE,
)
_PERSONAL = re.compile(r"\b(?:you|your|yours|yourself|me|my)\b|(?<![-\u2013])\bI\b(?![-\u2013.])")
_MID_CONNECTIVES = re.compile(
    r",\s(?:in contrast|however|therefore|thus|then|instead|as a result|in turn|respectively|for instance|"
    r"for example|in addition|on the other hand|likewise|similarly),",
    re.IGNORECASE,
)
_LABEL = re.compile(r"^(?P<label>[^:;,.]{1,40}?):\s+(?P<rest>[A-Z0-9].*)$")
# "..., Organ." where a column ran into a reference; "... the statistical 624." where a page number did
_RUN_INTO = re.compile(
    r",\s[A-Z][a-z]{1,6}\.$|(?<!\bin)(?<!\bof)(?<!\bby)(?<!\bto)(?<!\bfrom)(?<!\buntil)\s\d{1,4}\.$"
)
_IMPERATIVE_OBJECTS = lexicon.word_set(
    """
    the a an your this that these those each all one two some its their it
    """
)
_INSTRUCTION_VERBS = lexicon.INSTRUCTION_VERBS
_INSTRUCTION = re.compile(
    r",\s(?:(?:but|and|then)\s)?(?:" + "|".join(sorted(_INSTRUCTION_VERBS)) + r")\s"
    r"(?:whether|how|what|why|which|the|your|that|a|an|this|these|each|all|about)\b"
)
_LEADING_ADVERBS = lexicon.word_set(
    """
    first then now next finally also always never just
    """
)
_KIND_BONUS = {
    KeyKind.TERM: 0.0,
    KeyKind.YEAR: 0.2,
    KeyKind.NUMBER: 0.7,  # a stated quantity has one right answer and plausible wrong ones
    KeyKind.NUMBER_WORDS: -0.1,
    KeyKind.ORDINAL: -0.1,
    KeyKind.CALENDAR: -0.2,
}
MIN_SENTENCE_SCORE = 0.9
# "two Senators ... for six Years": a count the rule sets, as much a fact to learn as a figure in digits
_NEXT_WORDS = re.compile(r"^\s+([A-Za-z]+)(?:\s+([A-Za-z]+))?")


@dataclass(frozen=True)
class Candidate:
    sentence: Sentence
    text: str  # the sentence as the question shows it (label or droppable opener removed)
    keys: tuple[tuple[float, Key], ...]  # (score of the question it would make, key), best first
    score: float


RESTATED_SHARE = 0.75  # of the shorter sentence's words, with the same opening: the same rule again


def restated_later(sentences: list[Sentence]) -> set[int]:
    """The sentences a later one restates with a change: an amendment's new wording of an article ("...,
    elected by the people thereof, ..." for "..., chosen by the Legislature thereof, ..."), a summary's
    corrected figure. The later wording is the one in force. Two rules of one pattern that set each their own
    counts for things of their own ("a Representative ... twenty five Years", "a Senator ... thirty Years")
    are two rules."""
    by_opening: dict[tuple[str, ...], list[Sentence]] = {}
    for sentence in sentences:
        by_opening.setdefault(tuple(lexicon.words_of(sentence.text)[:4]), []).append(sentence)
    superseded: set[int] = set()
    for group in by_opening.values():
        for position, earlier in enumerate(group):
            words = set(lexicon.words_of(earlier.text))
            for later in group[position + 1 :]:
                others = set(lexicon.words_of(later.text))
                if _own_counts(words, others) and _own_counts(others, words) and _own_things(words, others):
                    continue
                if words != others and len(words & others) >= RESTATED_SHARE * min(len(words), len(others)):
                    superseded.add(earlier.index)
                    break
    return superseded


def _own_counts(words: set[str], others: set[str]) -> bool:
    return any(_a_count(word) for word in words - others)


def _own_things(words: set[str], others: set[str]) -> bool:
    """Each sentence names something the other does not ("Representative", "Senator"): two rules, not one
    figure corrected ("shall consist of twelve members" restated as "nine members")."""
    return all(
        any(not _a_count(word) and not lexicon.is_function_word(word) for word in one - two)
        for one, two in ((words, others), (others, words))
    )


def _a_count(word: str) -> bool:
    return lexicon.parse_number_words([word]) is not None or word.isdigit()


def candidates(
    sentences: list[Sentence], document: DocumentKeys, *, min_score: float = MIN_SENTENCE_SCORE
) -> list[Candidate]:
    """The sentences worth a question; a lower `min_score` also lets in those whose keys are weaker, which
    can still be shown whole as a choice of a true-statement question. Such a sentence keeps the keys a
    blank would make trivial (set wording, a generic noun): shown whole, it needs its phrases to be
    turned round."""
    found = []
    previous = ""
    blanked = min_score >= MIN_SENTENCE_SCORE
    superseded = restated_later(sentences)
    for sentence in sentences:
        if sentence.index in superseded:
            previous = sentence.text
            continue
        candidate = _candidate(sentence, document, min_score, previous=previous, blanked=blanked)
        if candidate is not None:
            found.append(candidate)
        previous = sentence.text
    return found


def _candidate(
    sentence: Sentence, document: DocumentKeys, min_score: float, *, previous: str = "", blanked: bool = True
) -> Candidate | None:
    text, shift, definition = _without_label(sentence.text)
    aside = _ASIDE.search(text) is not None
    text, dropped = _without_droppable_opener(text)
    shift += dropped
    text, named = _pronoun_named(text, previous)
    shift -= named
    first = re.match(r"[\w'\u2019]+", text)
    if first is None or text.endswith("!"):
        return None
    if first.group(0).lower() in _NEEDS_CONTEXT and not _NO_RULE.match(text):
        return None
    if lexicon.is_verb_only(first.group(0)) and lexicon.verb_lemma(first.group(0)) != first.group(0).lower():
        return None  # "Wrote the famous book Elements": a slide line without its subject
    if not definition and not _states_something(text):
        return None
    if (
        _PERSONAL.search(text)
        or _MID_CONNECTIVES.search(text)
        or _RUN_INTO.search(text)
        or _MARKING.search(text)
    ):
        return None
    if _FIGURE.search(text):
        return None  # it points at a picture the quiz cannot show
    if _POINTS_ELSEWHERE.search(_without_cataphora(text)) or _LEANS_ON_CONTEXT.search(text):
        return None  # "The other arm", "these three groups", "this issue": the reader cannot tell which
    if _UNNAMED_PARTS.match(text):
        return None
    if _SLIDE_HEADING.match(text):
        return None  # "SJT - doesn't mean ...", "Internal document - external document forced ..."
    if formula_scrap(text):
        return None  # "parents with kp, 3": a formula the PDF's text lost its symbols from
    if slide_fragment(text) or _cut_short(text) or _verbless_list(text):
        return None
    document.statements.add(sentence.index)
    if _misspelt(text):
        return None  # "the interation of the current with the magnetic fiedl": not to copy into a quiz
    if _pronoun_without_antecedent(text):
        return None  # "..., he will also receive ...": the reader cannot tell who
    if blanked and statement_choices.personal(text):
        return None  # "Aoife works in the home ...": asking the name or the age tests nothing of the subject
    if _METHOD.search(text):
        return None  # a paper's method ("We focus here on the 7,259 mathematicians ..."): true, not its point
    if aside:
        return None  # "Perhaps mentors spend fewer resources ...": a guess, no fact to recall or to deny
    keys = [
        _shifted(key, shift) for key in document.by_sentence.get(sentence.index, []) if key.start >= shift
    ]
    scored = [
        (keyness(key, document) + _kind_bonus(key, text) + (1.0 if definition and key.start == 0 else 0), key)
        for key in keys
        if _worth_asking(key, text, document) and (not blanked or not _trivial_blank(key, text, document))
    ]
    # a finding's figure is its point, as is the count a rule sets ("the Age of twenty five Years"): asked
    # before the terms the sentence is about, however central
    best = max((score for score, _ in scored), default=0.0)
    scored = sorted(
        (
            (
                max(score + FINDING_BONUS, best + 0.1)
                if _a_finding(key, text) or _a_rule_count(key, text)
                else score,
                key,
            )
            for score, key in scored
        ),
        key=lambda pair: (-pair[0], pair[1].start),
    )
    quality = _quality(text)
    worthy = tuple((score + quality, key) for score, key in scored if score + quality >= min_score)
    if not worthy:
        return None
    return Candidate(sentence, text, worthy, worthy[0][0])


def _kind_bonus(key: Key, text: str) -> float:
    if key.kind is KeyKind.NUMBER_WORDS and key.value not in (None, 1) and _counts_things(key, text):
        return _KIND_BONUS[KeyKind.NUMBER]
    return _KIND_BONUS[key.kind]


def _counts_things(key: Key, text: str) -> bool:
    """'two Senators', 'six Years', 'three consecutive terms': the number word counts the noun after it."""
    following = _NEXT_WORDS.match(text[key.end :])
    if following is None:
        return False
    first, second = following.group(1).lower(), (following.group(2) or "").lower()
    return lexicon.is_plural(first) or (lexicon.is_adjective_like(first) and lexicon.is_plural(second))


def _without_label(text: str) -> tuple[str, int, bool]:
    """'Hint: ...', 'Rubric: 2pts (full credit): ...' lose their labels. A definition ('Postulate: A
    statement that ...') keeps it, since the defined word is the best key.
    Returns (text, shift, is_definition)."""
    shift = 0
    for _ in range(2):
        match = _LABEL.match(text[shift:])
        if not match or len(match.group("label").split()) > 3:
            break
        rest = match.group("rest")
        if not shift and re.match(r"(?:An?|The)\s", rest) and not re.search(r"\b(?:is|are|was|were)\b", rest):
            return text, 0, True
        shift += match.start("rest")
    return text[shift:], shift, False


# "Patrick is single ... He will gain €970": the person the sentence before is about, named in full
_SUBJECT_NAMED = re.compile(
    r"^(?P<name>[A-Z][a-z]{2,}(?P<pair> and [A-Z][a-z]{2,})?) (?:is|are|was|were|has|have)\b"
)
_OPENING_PRONOUN = re.compile(r"^(?P<pronoun>He|She|They) (?=[a-z])")


def _pronoun_named(text: str, previous: str) -> tuple[str, int]:
    """The sentence with its opening pronoun replaced by the name the sentence before opens with, and how
    many characters longer that made it; unchanged where the name is not a person's or does not agree."""
    pronoun, name = _OPENING_PRONOUN.match(text), _SUBJECT_NAMED.match(previous)
    if pronoun is None or name is None:
        return text, 0
    if (pronoun.group("pronoun") == "They") != (name.group("pair") is not None):
        return text, 0
    if not all(_a_first_name(word) for word in name.group("name").split(" and ")):
        return text, 0
    named = name.group("name") + text[pronoun.end("pronoun") :]
    return named, len(named) - len(text)


_LOWER_WORD = re.compile(r"(?<![\w'\u2019-])[a-z]{5,}(?![\w'\u2019-])")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
COMMON_ZIPF = 3.0


def _misspelt(text: str) -> bool:
    """A word no dictionary knows, one slip away from a common word ("fiedl", "interation")."""
    return any(lexicon.zipf(word) == 0 and _slip_from_common(word) for word in _LOWER_WORD.findall(text))


def _slip_from_common(word: str) -> bool:
    splits = [(word[:cut], word[cut:]) for cut in range(len(word) + 1)]
    slips = [left + right[1:] for left, right in splits if right]
    slips += [left + right[1] + right[0] + right[2:] for left, right in splits if len(right) > 1]
    slips += [left + letter + right[1:] for left, right in splits if right for letter in _LETTERS]
    slips += [left + letter + right for left, right in splits for letter in _LETTERS]
    return any(lexicon.zipf(slip) >= COMMON_ZIPF for slip in slips if slip != word)


def _without_cataphora(text: str) -> str:
    return _CATAPHORA.sub(" ", text)


def _pronoun_without_antecedent(text: str) -> bool:
    """A 'he', 'she' or 'his' before the sentence names anyone it could stand for: 'As well as gaining €90
    ..., he will also receive ...', 'He has refused his Assent ...'. A name or a capitalised title before it
    ('The President shall ... his Services') or a person with a determiner ('a Senator ... he') will do;
    a capitalised thing ('the Health Levy threshold ... she') will not."""
    if _PARTICIPLE_THEN_PRONOUN.match(text):
        return True  # "As well as gaining €180 ..., they will also receive ...": who gains, it never says
    plural = _THEY.search(text)
    if plural is not None and not any(
        "NOUN" in lexicon.pos_options(word.lower())
        for word in re.findall(r"[A-Za-z]+", text[: plural.start()])
    ):
        return True  # "Immediately after they shall be assembled ...": who, the sentence before said
    pronoun = _THIRD_PERSON.search(text)
    if pronoun is None:
        return False
    words = re.findall(r"[A-Za-z][\w'\u2019-]*", text[: pronoun.start()])
    for position, word in enumerate(words):
        if (
            word[:1].isupper()
            and (position or not lexicon.is_function_word(word.lower()))
            and wordnet.noun_class(lexicon.noun_lemma(word.lower())) in (None, "person")
        ):
            return False  # a name ("Patrick") or a title ("the President"), not "the Health Levy"
        if (
            position
            and words[position - 1].lower() in _DETERMINERS
            and wordnet.noun_class(lexicon.noun_lemma(word.lower())) == "person"
        ):
            return False
    return True


def _a_first_name(word: str) -> bool:
    """'Patrick', 'Siobhan': a capitalised word that is no common English word (not 'The', 'Each')."""
    lowered = word.lower()
    return not lexicon.is_function_word(lowered) and not lexicon.pos_options(lowered) - {"PROPN"}


def _without_droppable_opener(text: str) -> tuple[str, int]:
    match = _DROPPABLE_OPENERS.match(text)
    if not match:
        return text, 0
    rest = text[match.end() :]
    return rest[0].upper() + rest[1:], match.end()


def _shifted(key: Key, shift: int) -> Key:
    if not shift:
        return key
    text = key.text
    if key.start == shift and key.kind is KeyKind.TERM and not key.proper and not text.split()[0].isupper():
        text = text[0].lower() + text[1:]
    return replace(key, text=text, start=key.start - shift, end=key.end - shift)


def _states_something(text: str) -> bool:
    """A statement: not an instruction, a title or a list entry without a main verb."""
    return not _is_imperative(text) and _INSTRUCTION.search(text) is None and clauses.has_main_verb(text)


def _is_imperative(text: str) -> bool:
    """'Record the mass of ...', 'Plot your results': instructions, not statements."""
    words = re.findall(r"[\w'\u2019]+", text)
    while words and (words[0].lower() in _LEADING_ADVERBS or lexicon.is_adverb(words[0])):
        words = words[1:]  # "Clearly articulate ...", "First use ..."
    if len(words) < 2:
        return False
    verb, following = words[0].lower(), words[1].lower()
    if verb in _INSTRUCTION_VERBS or verb in ("never", "always", "do", "don't", "please"):
        return True
    options = lexicon.pos_options(verb)
    base_form = "VERB" in options and lexicon.verb_lemma(verb) == verb
    return base_form and (following in _IMPERATIVE_OBJECTS or following.isdigit() or "NOUN" not in options)


def _quality(text: str) -> float:
    words = len(re.findall(r"\w+", text))
    score = -0.7 * len(_ANAPHORA.findall(_without_cataphora(text)))
    if words > 35:
        score -= 0.3
    if words < 8:
        score -= 0.3
    if "(" in text:
        score -= 0.2
    if re.match(r"(?:He|She)\b", text):
        score -= 0.6
    return score


# a guess, a hearsay or an open question rather than what the document finds or states: "Perhaps mentors
# ...", "Anecdotally, mathematicians are thought to ...", "it will be important to determine whether ..."
_ASIDE = re.compile(
    r"^(?:Perhaps|Possibly|Presumably|Conceivably|Arguably|Anecdotally|Speculatively)\b"
    r"|\b(?:it (?:will|would) be (?:important|interesting|useful|necessary) to"
    r" (?:determine|know|see|study|test)"
    r"|(?:has|have) yet to be|remains? to be (?:seen|determined|explored|tested)|we are unaware of)\b",
    re.IGNORECASE,
)

# what the authors did ("We focus here on ...", "we perform comparisons of ..."), not what they found;
# "We define X as ..." is a definition and stays
_METHOD = re.compile(
    r"\bwe (?:(?:also|then|here|further|first|next) )?"
    r"(?:focus|consider|restrict|use|perform|compare|analy[sz]e|collect(?:ed)?|appl(?:y|ied)|construct|generate"
    r"|test(?:ed)? whether|ask(?:ed)? whether)\b"
    # ... or said of the data ("Random networks for each ensemble are generated by attempting 100 switches")
    r"|\b(?:is|are|was|were) (?:generated|computed|calculated|simulated|sampled|constructed|fitted|estimated)"
    r" (?:by|using|with|from)\b",
    re.IGNORECASE,
)


# a variable of one or two letters next to a number ("kp, 3", "tc 3 tp"), or a relation sign
_FORMULA = re.compile(r"(?<![\w\-'\u2019])([A-Za-z]{1,2})\s?,?\s(\d)|\d\s([a-z]{1,2})\b(?![\-.])|[=<>≤≥±∑√]")
_SHORT_WORDS = frozenset(
    {
        *("a", "an", "am", "as", "at", "be", "by", "do", "go", "he", "if", "in", "is", "it", "me", "my"),
        *("no", "of", "on", "or", "so", "to", "up", "us", "we", "vs", "ph", "mr", "dr", "st", "pp"),
    }
)


def formula_scrap(text: str) -> bool:
    for found in _FORMULA.finditer(text):
        short = found.group(1) or found.group(3)
        if short is None or short.lower() not in _SHORT_WORDS:
            return True
    return False


_ABBREVIATION = re.compile(r"(?<![\w\-])[A-Z][A-Z0-9\-]*[A-Z0-9](?![\w\-])")
_LEADING_CAPITALS = re.compile(r"(?:[A-Z][\w\-]*\s+){5}")
# a capitalised determiner in mid-sentence with no stop before it: where the next bullet began
_BULLET_SEAM = re.compile(
    r"(?<=[\w)\]]) (?:The|A|An|Both|This|These|Those|Each|All|Some|Our|We|It|They) [A-Za-z]"
)


def slide_fragment(text: str) -> bool:
    """Slide lines run together: shorthand thick with abbreviations ("OMB M-04-04 determines required
    authN LOA"), or a slide title run into its first bullet ("E-Authentication Federation Membership
    Requirements Credential service providers ...")."""
    if len(set(_ABBREVIATION.findall(text))) >= 3 or text.count(":") >= 2:
        return True  # table rows read as one line have a label each: "sable: 29.3% ... white: 12.3%"
    return _LEADING_CAPITALS.match(text) is not None or _BULLET_SEAM.search(text) is not None


def _verbless_list(text: str) -> bool:
    """'Some assurance of identity; assertion-based identity authentication or policy-thin PKI': a slide's
    items joined by semicolons, one of them without a verb."""
    parts = text.split(";")
    return len(parts) > 1 and not all(clauses.has_main_verb(part.strip()) for part in parts if part.strip())


def _cut_short(text: str) -> bool:
    """The sentence stops where a word is still owed: "E-Auth is requiring InC to.", "displayed in.", or
    a clause it opened has no verb: "we are confident that the kind of analysis." (a column break)."""
    last = re.search(r"([^\W\d_]+)\W*$", text)
    if last is not None and last.group(1).lower() in _OWING_WORDS:
        return True
    clause = _LAST_THAT_CLAUSE.search(text)
    return clause is not None and not any(
        "VERB" in lexicon.pos_options(word) or lexicon.looks_like_verb(word)
        for word in lexicon.words_of(clause.group(1))[1:]
    )


# "... that the kind of analysis.": a clause opened by "that" and a noun phrase, up to the end
_LAST_THAT_CLAUSE = re.compile(r"\bthat\s+((?:the|a|an|this|these|our|its|their)\s[^,;:]*?)[.!?]?$")


_OWING_WORDS = frozenset(
    {"to", "in", "of", "the", "a", "an", "and", "or", "with", "that", "he", "she", "for", "from", "by", "at"}
    | {"than", "which", "whose", "are", "is", "was", "were"}
)


# a quantity a finding turns on: "fecundities 29% higher than expected", "increased by 40 percent"
_COMPARED = re.compile(
    r"\s*(?:percent\s+|per cent\s+|times\s+)?(?:higher|lower|more|less|greater|fewer|larger|smaller"
    r"|increase|decrease|rise|drop|faster|slower)\b",
    re.IGNORECASE,
)
FINDING_BONUS = 1.5


# "We also find that the average fecundity of mentors remains stable over 60 years": what the authors found
_REPORTED = re.compile(
    r"\bwe (?:also |further |next |then )?(?:find|found|show|showed|observe|observed|discover|discovered"
    r"|demonstrate|demonstrated)\b",
    re.IGNORECASE,
)


def _a_rule_count(key: Key, text: str) -> bool:
    """'No Person shall be a Senator who shall not have attained to the Age of thirty Years': the number a
    rule sets is what a reader of the rule has to remember."""
    return (
        key.kind in (KeyKind.NUMBER, KeyKind.NUMBER_WORDS)
        and bool(lexicon.RULE_VERBS & set(lexicon.words_of(text)))
        and (_counts_things(key, text) or key.text.split()[-1].lower() in lexicon.FRACTION_WORDS)
    )


def finding_figures(pool: list[Candidate]) -> set[str]:
    """The figures the document's findings turn on ("37% higher", "29% higher"): each the answer to its own
    question, so none a wrong answer to another."""
    return {key.text for candidate in pool for _, key in candidate.keys if _a_finding(key, candidate.text)}


def _a_finding(key: Key, text: str) -> bool:
    if key.kind is not KeyKind.NUMBER:
        return False
    return (
        key.text.endswith("%")
        or _COMPARED.match(text, key.end) is not None
        or _REPORTED.search(text[: key.start]) is not None
    )


_PAIRED_BEFORE = re.compile(r"\b([A-Za-z]{3,}) (?:and|or) $")
_PAIRED_AFTER = re.compile(r" (?:and|or) ([A-Za-z]{3,})\b(?! of\b)")
_CLAUSE_NOUNS = lexicon.word_set(
    """
    hypothesis idea fact notion claim view belief evidence possibility assumption conclusion observation
    argument theory suggestion principle
    """
)
_EVERYDAY_PAIR_ZIPF = (
    3.0  # "streptomycin and tetracycline" are terms to know; "shape or composition" a phrase
)


def _everyday_pair(key: Key, text: str) -> bool:
    other = _PAIRED_BEFORE.search(text[: key.start]) or _PAIRED_AFTER.match(text[key.end :])
    return (
        other is not None
        and lexicon.zipf(other.group(1).lower()) >= _EVERYDAY_PAIR_ZIPF
        and lexicon.zipf(key.lemma) >= _EVERYDAY_PAIR_ZIPF
    )


# nouns that take their meaning from the words around them: the point stays in the stem
_GENERIC_KEYS = lexicon.word_set(
    """
    circumstance circumstances measure measures aspect situation matter manner means detail instance variety
    range issue respect sort kind way thing area item
    """
)
_AFTER_GENERIC_OF = re.compile(
    r"\b(?:a|the) (?:matter|kind|sort|way|means|lot|part|state) of (?:the )?$", re.IGNORECASE
)
# abstract classes: a noun of these before "of" is said of what follows ("Privilege of the Writ")
_RELATIONAL_CLASSES = frozenset(
    {"attribute", "state", "act", "relation", "quantity", "possession", "cognition", "Tops", None}
)


def _heads_an_of_phrase(key: Key, text: str) -> bool:
    """'The ______ of the Writ of Habeas Corpus', 'the ______ of the Senate': an abstract common noun
    whose "of" phrase carries the point, so the blank takes the wording, not the rule."""
    return (
        not key.proper
        and key.words == 1
        # the sense the sentence suggests, or the word's most frequent one ("benefits": possession)
        and (
            key.noun_class in _RELATIONAL_CLASSES
            or any(
                noun_class in _RELATIONAL_CLASSES for noun_class in wordnet.noun_classes(key.lemma, senses=1)
            )
        )
        and re.match(r"\s+of\b", text[key.end :]) is not None
    )


def _trivial_blank(key: Key, text: str, document: DocumentKeys) -> bool:
    """A blank that takes the sentence's wording while its point stays in the stem."""
    if key.kind is not KeyKind.TERM:
        return False
    if _thin_stem(key, text):
        return True  # "______ is important to our clients.": "context" would do as well
    if _SETTING.search(text[: key.start]):
        return True  # "Whenever there is a ______ in the office of ...": the rule's occasion, not the rule
    if text[key.start - 1 : key.start] in _QUOTES and text[key.end : key.end + 1] in _QUOTES:
        return True  # 'the apparent "______" of the magnet': the quotes mark a set phrase ("apparent weight")
    if _list_item(key, text):
        return True  # "observable: ______, basic assumptions, decision-making style, ...": "traits" fits too
    if key.words == 1 and key.lemma in _GENERIC_KEYS:
        return True  # "the ______ of our Emigration", "other ______ of academic success"
    if _heads_an_of_phrase(key, text):
        return True  # "The ______ of the Writ of Habeas Corpus shall not be suspended"
    if _everyday_possession(key, text):
        return True  # "throughout a mathematician's ______" (career), "important to our ______" (clients)
    if _AFTER_GENERIC_OF.search(text[: key.start]):
        return True  # "a matter of ______": the idiom asks for "importance"
    if _stem_repeats(key, text):
        return True  # "the ______ shall nominate a Vice President" for "Vice President"
    if _partner_shown(key, document):
        return True  # "______ receive fulfilment by improving the welfare of their protégés": mentors
    # "refusing his ______ to Laws" (twice in the document), "amendment to the ______" (this Constitution)
    return document.set_wording(key) or document.names_itself(key)


def _partner_shown(key: Key, document: DocumentKeys) -> bool:
    """The stem names the term the document keeps naming with the key ("mentors and protégés")."""
    partners = document.partners(key.lemma)
    return bool(partners) and any(
        other.lemma in partners for other in document.by_sentence.get(key.sentence, []) if other is not key
    )


MIN_STEM_CONTENT_WORDS = 4
_SETTING = re.compile(
    r"^(?:Whenever|When|If|Where|Unless|In case)\s+there\s+(?:is|are|be)\s+(?:an?\s+|no\s+|any\s+)?$"
)
_QUOTES = frozenset("\"'\u201c\u201d\u2018\u2019")


def _thin_stem(key: Key, text: str) -> bool:
    """Too few content words left around the blank to pin one answer down."""
    rest = lexicon.words_of(text[: key.start] + " " + text[key.end :])
    return sum(1 for word in rest if not lexicon.is_function_word(word) and not word.isdigit()) < (
        MIN_STEM_CONTENT_WORDS
    )


# an item of a list of three or more: the items before or after it, each up to a separator
_SEPARATOR = r"(?:[,;]\s(?:(?:and|or)\s)?|\s(?:and|or)\s)"
_ITEMS_BEFORE = re.compile(rf"[,;]\s([^,;:.()]{{1,40}}){_SEPARATOR}((?:\S+\s){{0,2}})$", re.IGNORECASE)
_ITEMS_AFTER = re.compile(rf"^[,;]\s([^,;:.()]{{1,40}}?){_SEPARATOR}(\S+)", re.IGNORECASE)
# the only small words a list's item has
_ITEM_BETWEEN = re.compile(r"[:,;]\s([^,;:.()]{1,40})[,;]\s(?:\S+\s){0,2}$")
_ITEM_WORDS = frozenset({"the", "a", "an", "of", "its", "their", "his", "her", "our"})


def _an_item(phrase: str) -> bool:
    """'basic assumptions', 'Corruption of Blood': a noun phrase, not a clause or an adverb ('indeed',
    'from whatever source derived', 'subject to the jurisdiction thereof')."""
    words = lexicon.words_of(phrase)
    return bool(words) and all(
        word in _ITEM_WORDS or (not lexicon.is_function_word(word) and not lexicon.is_adverb(word))
        for word in words
    )


def _list_item(key: Key, text: str) -> bool:
    """One item of a list of three or more ("X, Y and Z", "a; b; c"): the others tell its kind, and which
    one is asked is seldom the point."""
    before, after = text[: key.start], text[key.end :]
    behind = _ITEMS_BEFORE.search(before)
    if behind is not None and _an_item(behind.group(1)) and _an_item(behind.group(2) or "item"):
        return True  # the last item: "..., Bribery, or other high ______"
    ahead = _ITEMS_AFTER.match(after)
    after_separator = re.search(r"(?:^|[:,;]\s)((?:\S+\s){0,2})$", before)
    if after_separator is None or not _an_item(after_separator.group(1) or "item"):
        return False
    if ahead is not None and _an_item(ahead.group(1)) and _an_item(ahead.group(2)):
        return True  # the first or a middle item: "observable: ______, basic assumptions, ..."
    between = _ITEM_BETWEEN.search(before)
    next_item = re.match(r"[,;]\s([^,;:.()]{1,40})", after)
    if between is not None and next_item is not None:
        # a middle item: "values, ______, decision-making style"
        return _an_item(between.group(1)) and _an_item(next_item.group(1))
    return bool(before.strip()) and re.match(r",?\s(?:and|or)\s\w", after) is not None  # "X, ______ and Z"


_POSSESSOR = re.compile(r"(?:\b(?:our|his|her|their|its|my|your)|\w['\u2019]s?)\s+$", re.IGNORECASE)
EVERYDAY_POSSESSION_ZIPF = 4.3  # "career", "clients", "findings": whose they are says what they must be


def _everyday_possession(key: Key, text: str) -> bool:
    """An everyday word right after its owner: the owner's everyday belongings are few, so the stem
    names the answer, and the point stays in the rest of the sentence."""
    return (
        key.words == 1
        and not key.proper
        and lexicon.zipf(key.lemma) >= EVERYDAY_POSSESSION_ZIPF
        and _POSSESSOR.search(text[: key.start]) is not None
    )


def _stem_repeats(key: Key, text: str) -> bool:
    """The key's words stand elsewhere in the sentence: the stem shows the answer."""
    rest = text[: key.start] + " " + text[key.end :]
    lemmas = {lexicon.noun_lemma(word) for word in lexicon.words_of(rest)}
    return lexicon.noun_lemma(key.lemma.split()[-1]) in lemmas


def _worth_asking(key: Key, text: str, document: DocumentKeys) -> bool:
    if text[: key.start].count("(") > text[: key.start].count(")"):
        return False  # inside an aside in brackets
    if text[: key.start].count("\u201c") > text[: key.start].count("\u201d"):
        return False  # inside a quoted title ("Criteria & Methodology" document)
    if re.search(r"\bper\s*$", text[: key.start]):
        return False  # "per annum", "per cent": a unit's set phrase
    if key.lemma in _CLAUSE_NOUNS and re.match(r"\s+that\b", text[key.end :]):
        return False  # "consistent with the ______ that ...": the clause after it says what it must be
    if key.words == 1 and lexicon.zipf(key.lemma) >= 4.0 and re.search(r"\w-\w+ed\s+$", text[: key.start]):
        return False  # "HIV-infected ______": an everyday word its compound modifier predicts
    if key.words == 1 and _everyday_pair(key, text):
        return False  # "shape or ______", "Friends and ______": the pair's other half gives it away
    if key.kind is not KeyKind.TERM:
        return True
    if loose_phrase(key, document):
        return False  # "notoriously complicated and risky affairs": an adjective and a noun, not a term
    if key.noun_class == "Tops" and key.words == 1:
        return False  # "Person", "thing"
    if key.words == 1 and key.text.endswith("ing") and "VERB" in lexicon.pos_options(key.text.lower()):
        return False  # "work by binding to": a verb in disguise
    if not term_is_sound(
        key, count=document.term_counts[key.lemma], phrase_count=document.phrase_counts[key.lemma]
    ):
        return False
    return len(key.text) >= 3 or key.text.isupper()


def spread(found: list[Candidate], wanted: int) -> list[list[Candidate]]:
    """Candidates grouped into `wanted` stretches of the document, each stretch best first."""
    segments: list[list[Candidate]] = [[] for _ in range(max(wanted, 1))]
    for candidate in found:
        segment = min(int(candidate.sentence.position * len(segments)), len(segments) - 1)
        segments[segment].append(candidate)
    return [
        sorted(segment, key=lambda candidate: (-candidate.score, candidate.sentence.index))
        for segment in segments
    ]
