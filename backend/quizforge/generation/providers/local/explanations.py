"""Explanations: the document's own sentence, and where false statements were made from other
sentences, the few words around each change ("It does not say “…0.2 μM AZT” but “…0.1 μM AZT”")."""

from collections.abc import Sequence

CONTEXT_WORDS = 4
ELLIPSIS = "\u2026"


def difference(changed: str, original: str) -> tuple[str, str]:
    """The stretch where two versions of a sentence differ, with a few words around it on each side."""
    changed_words, original_words = changed.split(), original.split()
    start = 0
    while (
        start < min(len(changed_words), len(original_words)) and changed_words[start] == original_words[start]
    ):
        start += 1
    end = 0
    while (
        end < min(len(changed_words), len(original_words)) - start
        and changed_words[-1 - end] == original_words[-1 - end]
    ):
        end += 1
    first = max(start - CONTEXT_WORDS, 0)
    return (
        _excerpt(changed_words, first, len(changed_words) - end + CONTEXT_WORDS),
        _excerpt(original_words, first, len(original_words) - end + CONTEXT_WORDS),
    )


def _excerpt(words: list[str], start: int, stop: int) -> str:
    stop = min(stop, len(words))
    text = " ".join(words[start:stop])
    return f"{ELLIPSIS if start > 0 else ''}{text}{ELLIPSIS if stop < len(words) else ''}"


def corrections(false: Sequence[tuple[str, str]]) -> str:
    """What the document says in place of each false statement (changed, original): "It does not say
    “…rose…” but “…dropped…”; nor “…outside…” but “…inside…”." A reader who picked any wrong choice sees
    why it is wrong."""
    parts = [
        " but ".join(f"“{words}”" for words in difference(changed, original)) for changed, original in false
    ]
    return f"It does not say {'; nor '.join(parts)}." if parts else ""
