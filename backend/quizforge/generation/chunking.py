"""Cuts a document into bounded passages and spreads a question count over them."""

import re
from dataclasses import dataclass

_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")
_SENTENCE_END = re.compile(r"(?<=[.!?\u3002\uff01\uff1f])\s+")


def _pieces(block: str, *, max_chars: int) -> list[str]:
    """Breaks one block that is too long: by lines, then sentences, then words, then characters."""
    if len(block) <= max_chars:
        return [block]
    for pattern in (re.compile(r"\n"), _SENTENCE_END, re.compile(r"\s+")):
        parts = [part for part in pattern.split(block) if part.strip()]
        if len(parts) > 1:
            return [piece for part in parts for piece in _pieces(part, max_chars=max_chars)]
    return [block[start : start + max_chars] for start in range(0, len(block), max_chars)]


def _paragraphs(text: str, *, max_chars: int) -> list[str]:
    """The paragraphs of the text, those longer than max_chars broken into pieces."""
    return [
        piece.strip()
        for paragraph in _PARAGRAPH_BREAK.split(text)
        if paragraph.strip()
        for piece in _pieces(paragraph.strip(), max_chars=max_chars)
    ]


def counts_spread(sizes: list[int], total: int) -> list[int]:
    """How many of `total` items each part gets: evenly spaced, so in proportion to size.

    Item k sits at the middle of the k-th equal slice of the document; the part holding that point gets it.
    """
    counts = [0] * len(sizes)
    length = sum(sizes)
    if not sizes or total <= 0 or length <= 0:
        return counts
    boundaries: list[int] = []
    running = 0
    for size in sizes:
        running += size
        boundaries.append(running)
    part = 0
    for k in range(total):
        point = (k + 0.5) * length / total
        while boundaries[part] <= point and part < len(sizes) - 1:
            part += 1
        counts[part] += 1
    return counts


@dataclass(frozen=True)
class Passage:
    """What one request is shown, and how many characters of the document it stands for."""

    text: str
    weight: int


def _middle(region: str, *, max_chars: int) -> str:
    """The paragraphs around the middle of the region, as many as fit in max_chars."""
    pieces = _paragraphs(region, max_chars=max_chars)
    centre, reached = 0, 0
    while centre < len(pieces) - 1 and reached + len(pieces[centre]) < len(region) / 2:
        reached += len(pieces[centre]) + 2
        centre += 1
    first = last = centre
    size = len(pieces[centre])
    while True:
        grown = False
        for index in (first - 1, last + 1):
            if 0 <= index < len(pieces) and size + 2 + len(pieces[index]) <= max_chars:
                size += 2 + len(pieces[index])
                first, last = min(first, index), max(last, index)
                grown = True
        if not grown:
            return "\n\n".join(pieces[first : last + 1])


def passages_plan(text: str, *, requests: int, min_chars: int, max_chars: int) -> list[Passage]:
    """Cuts the document into at most `requests` regions of about equal length, one passage each.

    Regions end at paragraph breaks and hold at least min_chars where the text allows. A region longer
    than max_chars is represented by its middle part, so a very long document still takes `requests`
    requests, spread from its start to its end.
    """
    pieces = _paragraphs(text, max_chars=max_chars)
    total = sum(len(piece) for piece in pieces)
    count = max(1, min(requests, total // max(1, min_chars)))
    regions: list[list[str]] = [[]]
    done = 0
    for piece in pieces:
        # A new region starts where the piece's middle passes the next equal share of the text.
        if regions[-1] and len(regions) < count and done + len(piece) / 2 > total * len(regions) / count:
            regions.append([])
        regions[-1].append(piece)
        done += len(piece)
    passages = []
    for region in regions:
        joined = "\n\n".join(region)
        shown = joined if len(joined) <= max_chars else _middle(joined, max_chars=max_chars)
        passages.append(Passage(text=shown, weight=len(joined)))
    return [passage for passage in passages if passage.text]


def passage_shrunk(passage: str, *, max_chars: int) -> str:
    """The middle of the passage, at most max_chars long, in whole paragraphs or sentences where possible."""
    if len(passage) <= max_chars:
        return passage
    return _middle(passage, max_chars=max(1, max_chars))
