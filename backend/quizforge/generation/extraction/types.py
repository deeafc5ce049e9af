"""What extraction hands back: the document's text and how long it is."""

import math
from dataclasses import dataclass

# Characters on a printed page of prose, to give a page count to formats that have no pages.
CHARACTERS_PER_PAGE = 3000


@dataclass(frozen=True)
class Extracted:
    content: str
    characters: int
    pages: int


@dataclass(frozen=True)
class RawText:
    """A format reader's output, before normalising: the text and the pages it knows (None: estimate)."""

    text: str
    pages: int | None = None


def estimated_pages(text: str) -> int:
    return max(1, math.ceil(len(text) / CHARACTERS_PER_PAGE))
