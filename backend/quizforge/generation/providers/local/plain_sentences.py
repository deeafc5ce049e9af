"""Sentences of a document in any served language, by rules that need no language model: lines joined
where a paragraph was wrapped, split at . ! ? except after the language's abbreviations, and kept only
when they read as a whole statement (a sensible length, no slide heading, no table row, no formula but a
definition written in the document's notation, no reference to what comes before or to a figure)."""

import re

from quizforge.generation.providers.local import plain_definitions, sentences
from quizforge.generation.providers.local.languages import Language
from quizforge.generation.providers.local.sentences import Sentence

MIN_WORDS = 7
MAX_WORDS = 40
MAX_CHARS = 280
_WRAPPED_LINE = 50  # a line at least this long, without final punctuation, goes on in the next line
_TERMINAL = re.compile(r"[.!?…][\"'”»)\]]*$")
_BOUNDARY = re.compile(r"(?<=[.!?…])[\"'”»)\]]*\s+(?=[«„“\"'(]?[^\W_a-zà-ÿа-яё])")
_BULLET = re.compile(r"^\s*(?:[•·▪◦●○■□➢►▶\-\u2013—*]+|\(?\d{1,2}[.)]|\(?[a-hA-Hа-е][.)]|[IVX]{1,4}\.)\s+")
_WORD = re.compile(r"[^\W\d_]+(?:['’\-][^\W\d_]+)*")
_MATHS = re.compile(r"[=<>^{}\\~∑∫√≤≥≠±×÷∞∂∆∇∈∉⊂⊃⊆⊇∪∩∀∃→←↦⇒⇔∘≅≃≈|]|\s[+*/]\s")
_NOISE = re.compile(r"_{3,}|\.{4,}|…{2,}|https?://|www\.|@\w|©|\[pic\]|\(cid:\d+\)", re.IGNORECASE)
_TOC_LINE = re.compile(r"\s\d{1,3}$")
_SECTION_NUMBER = re.compile(r"^\d+(?:\.\d+)+\s")
# a line that is only a label: "Beweis:", "חשיבותה:", "Ответ:"
_LABEL_LINE = re.compile(r"^\s*[^\W\d_]+(?:\s[^\W\d_]+)?\s?:\s*$")
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
# a whole line that ends with the dates it is about: "... Льва Ивановича Давыдычева (1927-1988)"
_DATED_ENTRY = re.compile(r"\(\d{4}\s?[-–]\s?\d{4}\)$")


def split(text: str, language: Language) -> list[Sentence]:
    """Every readable sentence of the document, in order, with its relative position."""
    raw: list[str] = []
    for unit in _units(sentences.normalize(text)):
        raw.extend(piece for piece in _split_unit(unit, language) if piece)
    total = max(len(raw), 1)
    found: list[Sentence] = []
    for order, source in enumerate(raw):
        text = _cleaned(source)
        if order and _LABEL_LINE.match(raw[order - 1]):
            continue  # "חשיבותה:" then "שלילת האפשרות ...": the answer to a label, not a statement of its own
        asked = readable(text, language)
        if asked and _bare_subject(text, language):
            # "S heißt orientierbar, wenn ...": asked only with what S is, from the sentence that says it
            introduced = _introduced(text, _cleaned(raw[order - 1]), language) if order else None
            asked = introduced is not None and readable(introduced, language)
            text = introduced or text
        if asked:
            found.append(Sentence(index=len(found), position=order / total, source=source, text=text))
        elif plain_definitions.defined_keys(text, language) or plain_definitions.says_of(text, language):
            # not asked, but its term is a wrong answer for the definitions near it
            found.append(
                plain_definitions.DefiningSentence(index=-1, position=order / total, source=source, text=text)
            )
    return found


_VARIABLE = r"[^\W\d_](?:_?\d{1,2}|[′'])?"


def _bare_subject(text: str, language: Language) -> str:
    """The variable a definition opens with when nothing else stands before its marker ("S heißt ...")."""
    markers = "|".join(map(re.escape, language.definition_markers))
    match = re.match(rf"({_VARIABLE})\s+(?:{markers})\s", text)
    return match.group(1) if match else ""


def _introduced(text: str, previous: str, language: Language) -> str | None:
    """The definition with its variable's declaration from the sentence before as its subject: "Sei S ⊆ R3
    eine reguläre Fläche." makes "S heißt ..." into "Eine reguläre Fläche S ⊆ R3 heißt ...", "Sei X ein
    Raum und M ⊆ X." makes "M ⊆ X heißt ..."; None when the sentence before declares no such thing."""
    variable = _bare_subject(text, language)
    openers = "|".join(map(re.escape, language.declaration_openers))
    opened = re.match(rf"(?:{openers})\s+(.+?)\.?$", previous, re.IGNORECASE) if openers else None
    if not variable or not opened:
        return None
    joiner = rf"\s*,\s*|\s+{re.escape(language.and_word)}\s+" if language.and_word else r"\s*,\s*"
    for clause in re.split(joiner, opened.group(1)):
        declared = re.match(rf"{re.escape(variable)}(?![\w′'])((?:\s*[^\w\s,]+\s*\w+)*)(.*)$", clause)
        if not declared:
            continue
        relation, rest = declared.group(1), declared.group(2).strip()
        if not rest and relation:  # "M ⊆ X"
            return f"{variable}{relation} {text[len(variable) :].lstrip()}"
        described = re.fullmatch(r"([^\W\d_]+)((?:\s[^\W\d_]+){1,3})", rest)
        if described and described.group(1).lower() in language.definite_or_indefinite:
            article = described.group(1).capitalize()
            return f"{article}{described.group(2)} {variable}{relation} {text[len(variable) :].lstrip()}"
        return None
    return None


def headings(text: str) -> list[str]:
    """Short lines without final punctuation: titles and headings, whose words name what matters."""
    lines = [re.sub(r"\s+", " ", line).strip() for line in sentences.normalize(text).split("\n")]
    return [line for line in lines if 2 < len(line) <= 60 and not _TERMINAL.search(line)]


def _units(text: str) -> list[str]:
    """Paragraphs with wrapped lines joined; a short line without final punctuation stands alone."""
    found: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        current: list[str] = []
        for line in (re.sub(r"\s+", " ", line).strip() for line in block.split("\n")):
            if not line:
                continue
            bullet = _BULLET.match(line)
            if bullet:
                if current:
                    found.append(" ".join(current))
                current = [line[bullet.end() :]]
            else:
                current.append(line)
            if _TERMINAL.search(line) or len(line) < _WRAPPED_LINE or line.endswith((":", ")")):
                if not _TERMINAL.search(line) and len(current) > 1 and len(line) >= 0.4 * _WRAPPED_LINE:
                    continue  # the last line of a wrapped sentence that goes on
                found.append(" ".join(current))
                current = []
        if current:
            found.append(" ".join(current))
    return found


def _split_unit(unit: str, language: Language) -> list[str]:
    pieces: list[str] = []
    start = 0
    for boundary in _BOUNDARY.finditer(unit):
        before = unit[start : boundary.start()]
        last = re.split(r"[\[(«\"']", before.rsplit(" ", 1)[-1].lower())[-1]
        if last in language.abbreviations or re.fullmatch(r"\(?[^\W\d_]\.", last):
            continue  # an abbreviation or an initial ("В.А.", "J.")
        if (
            language.code == "ru"
            and re.fullmatch(r"[а-яё]{2}\.", last)
            and before.rsplit(" ", 1)[-1][:1].isupper()
        ):
            continue  # a shortened first name: "Ал. Алексин"
        if language.code == "de" and re.fullmatch(r"\d{1,2}\.", last):
            continue  # a German ordinal: "31. Dezember"
        pieces.append(unit[start : boundary.start()].strip())
        start = boundary.end()
    pieces.append(unit[start:].strip())
    return pieces


def _cleaned(source: str) -> str:
    text = sentences.clean(source)
    text = _EXTRACTED_NOT_EQUAL.sub("≠", text)
    return re.sub(r"\s+", " ", text).strip()


# "x 6= y": how text taken out of a typeset PDF often writes "x ≠ y" (the slash laid over "=" read as "6")
_EXTRACTED_NOT_EQUAL = re.compile(r"(?<=[^\W\d_] )6=(?= [^\W\d_])")


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def in_notation(text: str, language: Language) -> bool:
    """A sentence that writes symbols or variables of a formula: asked only for the term it defines."""
    return bool(_MATHS.search(text)) or any(
        len(word) == 1 and word.lower() not in language.one_letter_words for word in words(text)
    )


def readable(text: str, language: Language) -> bool:
    """A whole statement a question can be made of."""
    found = words(text)
    if not MIN_WORDS <= len(found) <= MAX_WORDS or len(text) > MAX_CHARS:
        return False
    if len(words(_BRACKETED.sub(" ", text))) < MIN_WORDS:
        return False  # "בקרה פנימית (...), בקרה בלי הגורם (...)": a table's cell of items and their notes
    if not (_TERMINAL.search(text) or _DATED_ENTRY.search(text)) or text.endswith(("?", ":")) or "?" in text:
        return False
    noted = _definition_in_notation(text, language)
    first = text.lstrip("«„“\"'(")[:1]
    # "φ heißt Isomorphismus, wenn ...": a definition may open with its variable
    opens_with_variable = noted and len(found[0]) == 1 and text.startswith(found[0])
    if language.cased and not (first.isupper() or first.isdigit() or opens_with_variable):
        return False
    if _NOISE.search(text) or _TOC_LINE.search(text) or _SECTION_NUMBER.match(text):
        return False
    if _MATHS.search(text) and not noted:
        return False
    letters = sum(char.isalpha() for char in text)
    if sum(char.isdigit() for char in text) > 0.2 * letters:
        return False
    if language.cased and sum(char.isupper() for char in text) > 0.3 * letters:
        return False
    lowered = [word.lower() for word in found]
    if lowered[0] in language.dangling_openers or any(word in language.pointers for word in lowered):
        return False
    if any(phrase.search(text.lower()) for phrase in language.pointer_phrases):
        return False
    if any(re.search(rf"(?<!,)\s{word}\b", text) for word in language.conclusion_words):
        return False  # "Eine Isotopie ist also für Knoten definiert": concluded from the sentence before
    if any(f"{' '.join(lowered[:4])} ".startswith(f"{opening} ") for opening in language.leaning_openings):
        return False  # "Aux mêmes fins, les lois ...": which ends, the sentence before says
    if lowered[0] in language.instruction_openers or (language.code == "de" and "Sie" in found[1:]):
        return False  # an exercise's instruction: "Definieren Sie die Begriffe ..."
    if not noted and any(len(word) == 1 and word.lower() not in language.one_letter_words for word in found):
        return False  # a variable of a formula: "so ist X kompakt", "Betrachte nun z als Punkt"
    if not noted and re.search(r"(?<![\w(])[a-z]\)", text):
        return False  # an exercise's part "c)" or a list inside the sentence
    return not any(len(word) > 30 for word in found)


# "x 6= y": a "≠" the extraction broke into a digit and "="
_BROKEN_SYMBOL = re.compile(r"(?<!\S)\d=")
# "... eine Folge in X. x ∈ X heißt ...": a sentence that goes on after a variable's full stop
_UNSPLIT_AFTER_VARIABLE = re.compile(r"[.!?]\s+[^\W\d_]\s")
_BROKEN_SCRIPT = re.compile(r"(?<!\S)([^\W\d_])\s(\d|[^\W\d_])(?=[\s,.;)]|$)")
_NAMED_BY_LETTER = re.compile(r"(?<!\S)[^\W\d_]$")
_OPENING_BRACKETS = {")": "(", "]": "[", "}": "{"}
WORD_SHARE_OF_DEFINITION = 0.7
CONDITION_WORD_MIN = 4
CONDITION_MIN_WORDS = 3


def _definition_in_notation(text: str, language: Language) -> bool:
    """A definition whose subject and condition are written in the document's own notation ("A ⊆ X heißt
    abgeschlossen, wenn X \\ A offen ist"): it reads as a whole so long as words carry most of it, its
    brackets close and no formula is broken or cut off."""
    defined = plain_definitions.defined_keys(text, language)
    if not defined:
        return False  # "heißt TDiskret = P(X)": the notation, not a word, is what it names
    before = text[: defined[0].start].lower()
    marker_at = max((before.rfind(marker) for marker in language.definition_markers), default=-1)
    if marker_at < 0:
        return False
    subject = text[:marker_at].rstrip()
    found = words(text[defined[0].end :])
    condition = next(
        (place for place, word in enumerate(found) if word.lower() in plain_definitions.CONDITION_WORDS), None
    )
    if condition is None and _NAMED_BY_LETTER.search(subject):
        return False  # "Die Abbildung H heißt Isotopie ...": H was set up before; nothing is said of it here
    said = [word for word in found[condition + 1 :] if len(word) > 1] if condition is not None else []
    if condition is not None and (
        len(said) < CONDITION_MIN_WORDS
        and not any(
            len(word) >= CONDITION_WORD_MIN and word.lower() not in language.stopwords for word in said
        )
    ):
        # "M heißt dicht in X, wenn M = X ist": a condition in symbols alone, often with a bar or a
        # subscript the extraction lost
        return False
    if ":" in text or _BROKEN_SYMBOL.search(text) or _UNSPLIT_AFTER_VARIABLE.search(text):
        return False  # "f heißt stetig :⇔ ∀U ∈ TY ...": a formula defines it, not the words
    if any(
        not {base.lower(), script.lower()} & language.one_letter_words
        for base, script in _BROKEN_SCRIPT.findall(text)
    ):
        return False  # "der Klasse C k", "homöomorph zu S 1": an index or exponent pulled onto the line
    if not _brackets_close(text):
        return False
    signs = len(re.sub(r"\s", "", text))
    worded = sum(len(word) for word in words(text) if len(word) > 1)
    return worded >= WORD_SHARE_OF_DEFINITION * signs


def _brackets_close(text: str) -> bool:
    opened: list[str] = []
    for char in text:
        if char in "([{":
            opened.append(char)
        elif char in _OPENING_BRACKETS and (not opened or opened.pop() != _OPENING_BRACKETS[char]):
            return False
    return not opened
