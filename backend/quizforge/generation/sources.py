"""Finds a quoted passage in a document, tolerant of case, spacing, punctuation and small slips."""

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from quizforge.quizzes.questions import comparable

_WORD = re.compile(r"\w+")
MIN_QUOTE_WORDS = 3
# Share of the quote's words that must line up with the document, in order.
FUZZY_MIN_RATIO = 0.85
_CANDIDATE_STARTS = 5


@dataclass
class SourceIndex:
    """The words of one text with their character offsets, so a match can be cut out verbatim."""

    text: str
    words: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    positions: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def of(cls, text: str) -> "SourceIndex":
        index = cls(text=text)
        for match in _WORD.finditer(text):
            index.positions[comparable(match.group())].append(len(index.words))
            index.words.append(comparable(match.group()))
            index.spans.append(match.span())
        return index

    def passage(self, first: int, last: int) -> str:
        """The document's own text from word `first` to word `last` (inclusive)."""
        return re.sub(r"\s+", " ", self.text[self.spans[first][0] : self.spans[last][1]]).strip()


def _quote_words(quote: str) -> list[str]:
    return [comparable(word) for word in _WORD.findall(quote)]


def _exact(words: list[str], index: SourceIndex) -> int | None:
    for start in index.positions.get(words[0], []):
        if index.words[start : start + len(words)] == words:
            return start
    return None


def _likely_starts(words: list[str], index: SourceIndex) -> list[int]:
    """Alignments where many quote words fall on the same diagonal: word j of the quote at document word i."""
    votes: Counter[int] = Counter()
    for j, word in enumerate(words):
        for i in index.positions.get(word, []):
            votes[i - j] += 1
    return [start for start, _ in votes.most_common(_CANDIDATE_STARTS)]


def source_locate(quote: str, index: SourceIndex) -> str | None:
    """The document passage the quote stands for, or None when the document does not say it."""
    words = _quote_words(quote)
    if len(words) < min(MIN_QUOTE_WORDS, len(index.words)) or not words:
        return None
    start = _exact(words, index)
    if start is not None:
        return index.passage(start, start + len(words) - 1)
    slack = max(2, len(words) // 5)
    best: tuple[float, int, int] | None = None
    for candidate in _likely_starts(words, index):
        low = max(0, candidate - slack)
        window = index.words[low : candidate + len(words) + slack]
        matcher = SequenceMatcher(None, words, window, autojunk=False)
        blocks = [block for block in matcher.get_matching_blocks() if block.size]
        matched = sum(block.size for block in blocks)
        ratio = matched / len(words)
        if blocks and (best is None or ratio > best[0]):
            best = (ratio, low + blocks[0].b, low + blocks[-1].b + blocks[-1].size - 1)
    if best is None or best[0] < FUZZY_MIN_RATIO:
        return None
    return index.passage(best[1], best[2])
