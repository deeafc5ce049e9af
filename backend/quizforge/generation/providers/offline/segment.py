"""Cuts a document's text into the passages questions are asked from: sentences of running text, bullets
under their heading, "Term: definition" and "Term - definition" lines, table rows, numbered steps, code
with the output the document prints, and a quiz's own questions. Every passage is a stretch of the text as
it stands (`Unit.text == doc.text[unit.start:unit.end]`), so a question's source quotes it exactly.

Page furniture is no passage: lines repeated on many pages (headers, footers), page and slide numbers,
links (a video's address), copyright lines; they also end the paragraph they interrupt.
"""

import re
from collections import Counter
from dataclasses import dataclass, field

from quizforge.generation.providers.offline.languages import Profile

LETTER = r"[^\W\d_]"
_BULLET = re.compile(r"^\s*(?:[•▪◦‣●○■□➢➤►✓✔\-–—*·]|o(?=\s))\s+(?=\S)")
_STEP = re.compile(r"^\s*(\d{1,2})[.)]\s+(?=\S)")
_OPTION = re.compile(r"^\s*(\*?)\s*\(?([A-Fa-f])[.)]\s+(\S.*?)\s*(\*?)\s*$")
_LINK = re.compile(r"https?://|www\.|\.(?:com|org|net|edu)/", re.IGNORECASE)
_FURNITURE = re.compile(r"©|\(c\)\s*\d{4}|all rights reserved", re.IGNORECASE)
_DEFINITION = re.compile(r"^(?P<term>[^:;.!?()\[\]]{2,60}?)\s*(?::|\s[-–—]\s)\s*(?P<body>\S.{8,})$")
# A line of program code (or a formula written like one): no passage to ask about in words.
_CODE = re.compile(
    r"[;{}]\s*$|^\s*(?:%|//|#include|def |class |import |return\b|public |private |static |end\b)"
    r"|^\s*(?:if|while|for|elif|else|switch|function|print|printf)\b.*[(){}:]\s*$"
    r"|^\s*[\w.\[\]]+\s*(?:==|\+=|:=|=)\s*[\w'\"(\[{-]|\w\([^()\s]*\)\s*;?\s*$|\w\[[^\]]*\]"
)
_END = re.compile(r"[.!?…][\"'»”’)]*$")
_BOUNDARY = re.compile(r"(?<=[.!?…])[\"'»”’)]*\s+(?=[\"'«“‘(¿¡]?[^\W_])")
_LABEL = re.compile(r"^[^\W\d_]+\s+\d+[a-z]?\s*[:.)]\s+(?=\S)")
_CONTENTS = re.compile(r"^(?:\d+(?:\.\d+)*\.?\s+)?[^\W\d_].*[^\W\d_]\s+\d{1,3}$")
_LEADERS = re.compile(r"\.(?:\s?\.){3,}|…{2,}\s*\d")
CONTENTS_LINES = 3
REPEATED_LINE = 3  # a line seen this often (on as many pages) is a header or footer
TERM_MAX_WORDS = 6
WRAP_MIN_CHARS = 50
LABEL_ZIPF = 4.8
OUTPUT_LINES = 3


@dataclass
class Unit:
    text: str
    kind: str  # sentence | bullet | definition | row | step | quiz | code | heading
    start: int
    end: int
    heading: str = ""
    block: int = 0
    term: str = ""  # definition: the term, and its definition in `body`
    body: str = ""
    cells: tuple[str, ...] = ()
    options: tuple[str, ...] = ()  # quiz: its choices, `answer` the index of its key (-1: no key)
    answer: int = -1
    position: float = 0.0
    clarity: float = 1.0  # how well it stands alone (rank.py)


@dataclass
class Doc:
    text: str
    profile: Profile
    units: list[Unit] = field(default_factory=list)
    # a heading's bullets, numbered steps, table rows: groups of units that questions compare
    lists: list[tuple[str, list[Unit]]] = field(default_factory=list)
    steps: list[list[Unit]] = field(default_factory=list)
    tables: list[list[Unit]] = field(default_factory=list)
    headings: list[str] = field(default_factory=list)
    # the sentences and lines questions are asked from: the clearest, in a long document (pipeline.py)
    askable: list[Unit] = field(default_factory=list)

    def words(self) -> int:
        return sum(len(unit.text.split()) for unit in self.units if unit.kind in ("sentence", "bullet"))


@dataclass
class _Line:
    text: str  # stripped
    start: int
    end: int
    block: int
    kind: str = ""


def _lines(text: str) -> list[_Line]:
    lines: list[_Line] = []
    block = offset = 0
    for raw in text.split("\n"):
        stripped = raw.strip().lstrip("\ufeff").strip()
        if not stripped:
            block += 1
        else:
            start = offset + raw.index(stripped)
            lines.append(_Line(stripped, start, start + len(stripped), block))
        offset += len(raw) + 1
    return lines


def _is_furniture(line: str, repeated: set[str]) -> bool:
    if line in repeated or _LINK.search(line) or _FURNITURE.search(line):
        return True
    words = re.findall(LETTER + "+", line)
    # a page or slide number, with at most one short word ("Page 3", "3 / 12", "- 3 -")
    return (bool(re.search(r"\d", line)) and len(words) <= 1 and len(line) <= 16) or not words


def _quiz_items(lines: list[_Line], doc: Doc, profile: Profile) -> set[int]:
    """A quiz's own questions: a numbered question, lettered choices, a key marked "*" or "Answer: B"."""
    answer_words = {"answer", *(profile.phrases.answer_words if profile.phrases else ())}
    answer_line = re.compile(
        r"^(?:" + "|".join(re.escape(word) for word in answer_words) + r")\s*[:.\-]?\s*\(?([A-Fa-f])\b",
        re.IGNORECASE,
    )
    used: set[int] = set()
    for index, line in enumerate(lines):
        if not _STEP.match(line.text) and not line.text.endswith(("?", ":")):
            continue
        options: list[str] = []
        key = -1
        last = index
        for follow in range(index + 1, min(index + 8, len(lines))):
            match = _OPTION.match(lines[follow].text)
            if match and ord(match.group(2).lower()) - ord("a") == len(options):
                if match.group(1) or match.group(4):
                    key = len(options)
                options.append(match.group(3))
                last = follow
                continue
            answered = answer_line.match(lines[follow].text)
            if answered and options:
                key = ord(answered.group(1).lower()) - ord("a")
                last = follow
            break
        if len(options) >= 2 and key < len(options):
            question = _STEP.sub("", line.text)
            doc.units.append(
                Unit(
                    doc.text[line.start : lines[last].end],
                    "quiz",
                    line.start,
                    lines[last].end,
                    term=question,
                    options=tuple(options),
                    answer=key,
                    block=line.block,
                )
            )
            used.update(range(index, last + 1))
    return used


def _code_outputs(lines: list[_Line], doc: Doc) -> set[int]:
    """Interpreter sessions: the `>>>` and `...` lines so far, and what the last of them prints."""
    used: set[int] = set()
    first: int | None = None
    for index, line in enumerate(lines):
        prompt = line.text.startswith((">>>", "..."))
        if not prompt:
            continue
        if first is None or lines[first].block != line.block or index - 1 not in used:
            first = index
        used.add(index)
        output = index + 1
        while (
            output < len(lines)
            and output - index <= OUTPUT_LINES
            and lines[output].block == line.block
            and not lines[output].text.startswith((">>>", "..."))
        ):
            output += 1
        if output == index + 1:
            continue
        doc.units.append(
            Unit(
                doc.text[lines[first].start : lines[output - 1].end],
                "code",
                lines[first].start,
                lines[output - 1].end,
                term=doc.text[lines[first].start : line.end],
                body=doc.text[lines[index + 1].start : lines[output - 1].end],
                block=line.block,
            )
        )
        used.update(range(index + 1, output))
        first = None
    return used


def _classify(line: _Line, profile: Profile) -> str:
    text = line.text
    if "\t" in text.strip("\t") or text.count(" | ") >= 1:
        return "row"
    if _CODE.search(text):
        return "code"
    if _BULLET.match(text):
        return "bullet"
    if _STEP.match(text):
        return "step"
    match = _DEFINITION.match(text)
    if match and _is_term(match.group("term"), profile) and len(match.group("body").split()) >= 3:
        return "definition"
    if text.endswith("?"):
        return "question"
    return "text"


def _is_term(term: str, profile: Profile) -> bool:
    words = term.split()
    # one everyday word before a colon labels a line ("Example:", "Given:"), and so does a numbered one
    # ("Question 4:"); a term is rarer
    if (len(words) == 1 and profile.zipf(term) > LABEL_ZIPF) or re.search(r"\d", term):
        return False
    return (
        1 <= len(words) <= TERM_MAX_WORDS
        and not profile.is_stop(words[-1])
        and not profile.is_stop(words[0])
        and bool(re.match(LETTER, term))
    )


def _sentences(text: str, start: int, profile: Profile) -> list[tuple[int, int]]:
    """Spans of the sentences of a paragraph, after the abbreviations pySBD lists for the language."""
    spans: list[tuple[int, int]] = []
    begin = 0
    for match in _BOUNDARY.finditer(text):
        before = text[begin : match.start()].rstrip("\"'»”’)")
        token = before.rsplit(None, 1)[-1] if before.strip() else ""
        word = token.rstrip(".").lower()
        if (
            token.endswith(".")
            and (word in profile.abbreviations or len(word) <= 1 or "." in word or word.isdigit())
            and len(word) <= 4
        ):
            continue
        end = match.start() + len(match.group(0).rstrip())
        spans.append((start + begin, start + end))
        begin = match.end()
    if text[begin:].strip():
        spans.append((start + begin, start + len(text.rstrip())))
    return spans


def _joins(previous: _Line, line: _Line, widest: dict[int, int], profile: Profile) -> bool:
    """Whether a line goes on the previous one's sentence (a paragraph wrapped to the page's width). A
    capital after a full-width line continues it only where that line cannot end (a comma, a function
    word): slides' bullets are long lines that start with capitals too."""
    if previous.block != line.block or _END.search(previous.text) or previous.text.endswith(":"):
        return False
    first = line.text[0]
    if first.islower() or first in ",;)":
        return True
    return _wide(previous, widest) and _unfinished(previous.text, profile)


def _wide(line: _Line, widest: dict[int, int]) -> bool:
    """As long as the lines of its block are wrapped to (a line that went on to the next)."""
    return len(line.text) >= WRAP_MIN_CHARS and len(line.text) >= 0.7 * widest[line.block]


def _unfinished(line: str, profile: Profile) -> bool:
    """A line that cannot end a sentence or a bullet: a comma, a hyphen, a function word last."""
    last = re.findall(LETTER + "+", line[-30:])
    return line.endswith((",", "-")) or bool(last and profile.is_stop(last[-1]))


def segment(text: str, profile: Profile) -> Doc:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    doc = Doc(text=text, profile=profile)
    lines = _lines(text)
    counts = Counter(line.text for line in lines if len(line.text) <= 80)
    blocks_of: dict[str, set[int]] = {}
    for line in lines:
        blocks_of.setdefault(line.text, set()).add(line.block)
    repeated = {
        line for line, count in counts.items() if count >= REPEATED_LINE and len(blocks_of[line]) >= 3
    }
    # a quiz's choices and a program's output ("B. 1/6", "[1, 2, 3]") are read before furniture is dropped
    found = _quiz_items(lines, doc, profile) | _code_outputs(lines, doc)
    used = {lines[index].start for index in found}
    # a table of contents: lines ending in a page number, or drawn out with dot leaders
    contents = [line.text for line in lines if _CONTENTS.search(line.text)]
    if len(contents) >= CONTENTS_LINES:
        repeated.update(contents)
    repeated.update(line.text for line in lines if _LEADERS.search(line.text))
    lines = [line for line in lines if line.start in used or not _is_furniture(line.text, repeated)]
    # the width a block's text is wrapped to: the length most of its long lines reach
    lengths: dict[int, list[int]] = {}
    for line in lines:
        lengths.setdefault(line.block, []).append(len(line.text))
    widest = {block: sorted(found)[int(0.8 * (len(found) - 1))] for block, found in lengths.items()}
    heading = ""
    paragraph: list[_Line] = []
    current: list[Unit] = []  # the bullets under the current heading
    steps: list[Unit] = []
    table: list[Unit] = []
    item: Unit | None = None  # the bullet or step the next line may go on

    def close_paragraph() -> None:
        if not paragraph:
            return
        start, end = paragraph[0].start, paragraph[-1].end
        for a, b in _sentences(text[start:end], start, profile):
            label = _LABEL.match(text[a:b])
            if label and label.end() < b - a:
                a += label.end()  # "Slide 6: ...", "Level 3: ..." name the place, not the point
            piece = text[a:b]
            kind = "sentence" if _END.search(piece) and len(piece.split()) >= 4 else "bullet"
            doc.units.append(Unit(piece, kind, a, b, heading, paragraph[0].block))
        paragraph.clear()

    def close_groups(keep_steps: bool = False, keep_table: bool = False) -> None:
        if len(current) >= 3:
            doc.lists.append((heading, list(current)))
        current.clear()
        if not keep_steps:
            if len(steps) >= 3:
                doc.steps.append(list(steps))
            steps.clear()
        if not keep_table:
            if len(table) >= 3:
                doc.tables.append(list(table))
            table.clear()

    for index, line in enumerate(lines):
        if line.start in used:
            close_paragraph()
            continue
        kind = _classify(line, profile)
        following = lines[index + 1] if index + 1 < len(lines) else None
        previous = lines[index - 1] if index > 0 else None
        if kind in ("text", "question") and paragraph and _joins(paragraph[-1], line, widest, profile):
            paragraph.append(line)
            continue
        if (
            kind in ("text", "question")
            and item
            and previous
            and _joins(previous, line, widest, profile)
            and (_unfinished(previous.text, profile) or _wide(previous, widest))
        ):
            # a bullet or numbered item wrapped onto the next line
            item.end = line.end
            item.text = text[item.start : item.end]
            if item.kind == "definition":
                item.body = f"{item.body} {line.text}"
            continue
        item = None
        close_paragraph()
        new_block = previous is None or previous.block != line.block
        if kind == "text" and _looks_like_heading(line, following, new_block):
            close_groups()
            heading = line.text.rstrip(":").strip()
            doc.headings.append(heading)
            continue
        if new_block:
            close_groups()
        if kind == "text":
            paragraph.append(line)
            if not _END.search(line.text):
                current.append(Unit(line.text, "bullet", line.start, line.end, heading, line.block))
            continue
        if kind in ("question", "code"):
            continue
        body = _BULLET.sub("", _STEP.sub("", line.text)) if kind in ("bullet", "step") else line.text
        start = line.end - len(body)
        unit = Unit(body, "bullet" if kind == "bullet" else kind, start, line.end, heading, line.block)
        if kind == "definition":
            match = _DEFINITION.match(body)
            assert match
            unit.term, unit.body = match.group("term").strip(), match.group("body").strip()
        if kind == "row":
            unit.cells = tuple(
                cell.strip() for cell in re.split(r"\t+| \| ", body.strip("| ")) if cell.strip()
            )
            table.append(unit)
        elif kind == "step":
            close_groups(keep_steps=True)
            steps.append(unit)
        elif kind == "bullet":
            current.append(unit)
        doc.units.append(unit)
        item = unit if kind in ("bullet", "step", "definition") else None
    close_paragraph()
    close_groups()
    _finish(doc)
    return doc


def _looks_like_heading(line: _Line, following: _Line | None, new_block: bool) -> bool:
    words = line.text.split()
    if len(words) > 10 or _END.search(line.text) or line.text.endswith((",", ";")):
        return False
    if following is None or following.block != line.block:
        return False
    return new_block or line.text.endswith(":")


def _finish(doc: Doc) -> None:
    """Units in the order of the text, numbered by position; "Term: definition" lines a document uses as
    labels (the same term again and again: "Example:", "Answer:") are plain lines."""
    terms = Counter(unit.term.lower() for unit in doc.units if unit.kind == "definition")
    for unit in doc.units:
        if unit.kind == "definition" and terms[unit.term.lower()] > 1:
            unit.kind, unit.term, unit.body = "bullet", "", ""
    # a bullet or numbered item of several sentences: its first sentence stays the item, the others
    # are sentences of their own ("4. A box has five sides ... . What is ...?")
    for unit in list(doc.units):
        if unit.kind not in ("bullet", "step"):
            continue
        spans = _sentences(unit.text, unit.start, doc.profile)
        if len(spans) < 2:
            continue
        unit.end = spans[0][1]
        unit.text = doc.text[unit.start : unit.end]
        for a, b in spans[1:]:
            piece = doc.text[a:b]
            kind = "sentence" if _END.search(piece) and len(piece.split()) >= 4 else "bullet"
            doc.units.append(Unit(piece, kind, a, b, unit.heading, unit.block))
    doc.units.sort(key=lambda unit: unit.start)
    length = max(len(doc.text), 1)
    for unit in doc.units:
        unit.position = unit.start / length
    doc.askable = list(doc.units)
