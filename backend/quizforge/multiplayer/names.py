"""Players' names (CONTRACT §7): what a name may be, and when two names are the same to a reader.

A name is NFC-normalised and trimmed, 3..20 grapheme clusters long (what a person counts: an emoji ZWJ
family is one), at least 3 of them visible (blank-looking characters such as the Hangul fillers, the
braille blank and spaces do not count). Control characters, bidi controls and invisible characters are
refused, except the joiners a script needs: ZWJ inside an emoji sequence, ZWNJ or ZWJ between letters of a
script that uses them (Arabic, Persian, Indic scripts...) and the tag characters of a subdivision flag.
Two names clash when they are alike case-folded under NFKC (fullwidth "Sam", "SAM", "sam") or when they
share a Unicode TR39 confusable skeleton ("Alice" with a Cyrillic A); both are computed, as TR39 does,
without the default-ignorable characters (joiners, variation selectors, fillers) and with runs of spaces
read as one.
"""

import functools
import unicodedata
from typing import Any

import regex
from confusable_homoglyphs import confusables

from quizforge.core.exceptions import InvalidInput

NAME_MIN, NAME_MAX = 3, 20
NAME_MAX_CODE_POINTS = 64  # a cluster may hold many code points; this bounds a stacked-marks name
HOST_NAME = "Host"

NAME_TOO_SHORT = f"Name must be at least {NAME_MIN} characters"
NAME_TOO_BLANK = f"Name must have at least {NAME_MIN} visible characters"
NAME_TOO_LONG = f"Name must be at most {NAME_MAX} characters"
NAME_CONTROL = "Name must not contain control characters"
NAME_INVISIBLE = "Name must not contain invisible characters"
NAME_RESERVED = 'The name "Host" is kept for the room\'s host. Please choose another.'

ZWJ, ZWNJ = "\u200d", "\u200c"
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
EMOJI_MODIFIERS = frozenset("\ufe0f\ufe0e\U0001f3fb\U0001f3fc\U0001f3fd\U0001f3fe\U0001f3ff")
BLACK_FLAG = "\U0001f3f4"
_PICTOGRAPHIC = regex.compile(r"\p{Extended_Pictographic}")
_GRAPHEME = regex.compile(r"\X")
_IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}")
_SPACES = regex.compile(r"\s+")
# what does not show on its own: spaces, default-ignorable characters (fillers, joiners, selectors), the
# braille blank, and format or control characters
_BLANK = regex.compile(r"[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800\p{C}]")
# scripts that write ZWNJ/ZWJ between letters (TR31's joining and Indic scripts)
_JOINER_SCRIPTS = regex.compile(
    r"[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}"
    r"\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}"
    r"\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Myanmar}\p{scx=Khmer}\p{scx=Tibetan}]"
)


def _pictographic(char: str) -> bool:
    return bool(_PICTOGRAPHIC.match(char))


def _script_letter(char: str) -> bool:
    return unicodedata.category(char)[0] in ("L", "M") and bool(_JOINER_SCRIPTS.match(char))


def _joiner_fits(text: str, at: int) -> bool:
    """A ZWJ between two emoji (after any modifiers), or a ZWNJ or ZWJ between two letters of a script
    that writes them ("S\u200cam" is refused: Latin has no use for it)."""
    before = at - 1
    after = text[at + 1 : at + 2]
    if text[at] == ZWJ:
        emoji_before = before
        while emoji_before >= 0 and text[emoji_before] in EMOJI_MODIFIERS:
            emoji_before -= 1
        if emoji_before >= 0 and _pictographic(text[emoji_before]) and after and _pictographic(after):
            return True
    return before >= 0 and bool(after) and _script_letter(text[before]) and _script_letter(after)


def _problem(text: str) -> str | None:
    for cluster_start, cluster in ((m.start(), m.group()) for m in _GRAPHEME.finditer(text)):
        for offset, char in enumerate(cluster):
            category = unicodedata.category(char)
            if category == "Cc" or category in ("Zl", "Zp") or char in BIDI_CONTROLS:
                return NAME_CONTROL
            if category[0] != "C":
                continue
            at = cluster_start + offset
            if char in (ZWJ, ZWNJ) and _joiner_fits(text, at):
                continue
            if "\U000e0020" <= char <= "\U000e007f" and cluster.startswith(BLACK_FLAG):
                continue
            return NAME_INVISIBLE
    return None


def player_name_clean(name: Any) -> str:
    """The name as it is kept and shown; else InvalidInput with `details.name`."""
    text = unicodedata.normalize("NFC", name).strip() if isinstance(name, str) else ""
    problem = _problem(text)
    if problem is None:
        clusters = _GRAPHEME.findall(text)
        if len(clusters) < NAME_MIN:
            problem = NAME_TOO_SHORT
        elif len(clusters) > NAME_MAX or len(text) > NAME_MAX_CODE_POINTS:
            problem = NAME_TOO_LONG
        elif sum(1 for cluster in clusters if _visible(cluster)) < NAME_MIN:
            problem = NAME_TOO_BLANK
    if problem:
        raise InvalidInput(problem, details={"name": [problem]})
    return text


def _visible(cluster: str) -> bool:
    return any(not _BLANK.match(char) for char in cluster)


def _bare(text: str) -> str:
    """Without default-ignorable characters, runs of spaces as one (what a reader compares)."""
    return _SPACES.sub(" ", _IGNORABLE.sub("", text)).strip()


def name_key(name: str) -> str:
    """Names alike under NFKC and case folding share a key (fullwidth "Sam" and "sam"), whatever
    invisible characters they hold ("Sam" with a filler or a variation selector)."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", _bare(name)).casefold())
    return _bare(folded)


@functools.cache
def _prototypes() -> dict[str, str]:
    """Each confusable character's prototype, from the TR39 confusables data that confusable_homoglyphs
    ships. That data lists every pair both ways; a source is always one code point, so each group is a
    prototype with its sources: the group's sequence of several characters if it has one, else its most
    connected member (ASCII first on a tie)."""
    neighbours: dict[str, set[str]] = {}
    for source, glyphs in confusables.confusables_data.items():
        a = source.replace("\u200e", "")
        for glyph in glyphs:
            b = glyph["c"].replace("\u200e", "")
            if a and b and a != b:
                neighbours.setdefault(a, set()).add(b)
                neighbours.setdefault(b, set()).add(a)
    group_of: dict[str, int] = {}
    groups: list[list[str]] = []
    for start in neighbours:
        if start in group_of:
            continue
        group, todo = [], [start]
        group_of[start] = len(groups)
        while todo:
            item = todo.pop()
            group.append(item)
            for other in neighbours[item]:
                if other not in group_of:
                    group_of[other] = len(groups)
                    todo.append(other)
        groups.append(group)
    prototypes: dict[str, str] = {}
    for group in groups:
        sequences = [m for m in group if len(m) > 1]
        prototype = min(
            sequences or group,
            key=lambda m: (-len(neighbours[m]) if not sequences else 0, not m.isascii(), len(m), m),
        )
        for member in group:
            if len(member) == 1:
                prototypes[member] = prototype
    return prototypes


def name_skeleton(name: str) -> str:
    """The TR39 skeleton of a name (of its NFKC form), case-folded: names that a reader cannot tell apart
    share one ("Alice" with a Cyrillic A, "H0st")."""
    prototypes = _prototypes()
    decomposed = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", _bare(name)))
    mapped = "".join(prototypes.get(char, char) for char in decomposed)
    return _bare(unicodedata.normalize("NFD", unicodedata.normalize("NFD", mapped).casefold()))


def name_reserved(name: str) -> bool:
    """The host's name, or one that looks like it, is not a pupil's."""
    return name_key(name) == name_key(HOST_NAME) or name_skeleton(name) == name_skeleton(HOST_NAME)
