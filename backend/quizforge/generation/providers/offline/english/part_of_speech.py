"""A word's usual part of speech, from how often WordNet's tagged corpus saw its lemma as a noun, verb,
adjective or adverb (the index files of /usr/share/wordnet, searched in place; nothing is loaded)."""

import os
from functools import lru_cache
from pathlib import Path

WORDNET_DIR = Path(os.environ.get("WORDNET_DIR", "/usr/share/wordnet"))
PARTS = ("noun", "verb", "adj", "adv")


def _line(path: Path, lemma: bytes) -> list[bytes]:
    """The index line of a lemma: binary search in the byte-sorted file."""
    with path.open("rb") as index:
        low, high = 0, index.seek(0, os.SEEK_END)
        while low < high:
            middle = (low + high) // 2
            index.seek(middle)
            if middle:
                index.readline()
            line = index.readline()
            if line and line.split(b" ", 1)[0] < lemma:
                low = middle + 1
            else:
                high = middle
        index.seek(low)
        if low:
            index.readline()
        for _ in range(2):
            fields = index.readline().split()
            if fields and fields[0] == lemma:
                return fields
    return []


@lru_cache(maxsize=50_000)
def part_of_speech(lemma: str) -> str | None:
    """ "noun", "verb", "adj" or "adv" (the most often seen, a listed one where none was seen); None when
    WordNet does not know the word or is not installed."""
    best: tuple[int, int, str] | None = None
    key = lemma.lower().replace(" ", "_").encode("utf-8")
    for order, part in enumerate(PARTS):
        path = WORDNET_DIR / f"index.{part}"
        if not path.is_file():
            return None
        fields = _line(path, key)
        if fields:
            tagged = int(fields[-int(fields[2]) - 1])
            if best is None or (tagged, -order) > (best[0], -best[1]):
                best = (tagged, order, part)
    return best[2] if best else None
