"""One tidy form for extracted text, whatever the format it came from.

NFKC folds ligatures (ﬁ), half-width katakana and compatibility forms; invisible characters go; a word
hyphenated across a line end is joined; spaces are collapsed inside lines and blank lines kept as
paragraph breaks (at most one in a row).
"""

import re
import unicodedata

# Every pattern matches only where something changes, so clean text passes through quickly.
_LINE_BREAKS = re.compile("\r\n?|[\x0b\x0c\x85\u2028\u2029]")
# Zero-width spaces and stray byte-order marks separate words like a space does.
_ZERO_WIDTH_SPACES = re.compile("[\u200b\u2060\ufeff]")
_INVISIBLE = re.compile("[\u00ad\ufffe\x00-\x08\x0e-\x1f\x7f]")
# Two or more spaces, or any other horizontal space (tab, NBSP...), with the run that follows it.
_HORIZONTAL_SPACE = re.compile(r"(?: [^\S\n]|[^\S \n])[^\S\n]*")
_SPACE_AROUND_NEWLINE = re.compile(r" \n ?|\n ")
_MANY_BLANK_LINES = re.compile(r"\n{3,}")
_HYPHEN_AT_LINE_END = re.compile("[-\u2010]\n")


def _join_hyphenated(text: str) -> str:
    """ "infor-\nmation" -> "information"; "Jean-\nPaul" and "1990-\n1995" keep hyphen and line break."""

    def join(match: re.Match[str]) -> str:
        before, after = match.start() - 1, match.end()
        if before >= 0 and after < len(text) and text[before].isalpha() and text[after].islower():
            return ""
        return match.group()

    return _HYPHEN_AT_LINE_END.sub(join, text)


def text_normalize(text: str) -> str:
    text = _LINE_BREAKS.sub("\n", text)
    text = unicodedata.normalize("NFKC", text)
    text = _ZERO_WIDTH_SPACES.sub(" ", text)
    text = _INVISIBLE.sub("", text)
    text = _HORIZONTAL_SPACE.sub(" ", text)
    text = _SPACE_AROUND_NEWLINE.sub("\n", text)
    text = _join_hyphenated(text)
    text = _MANY_BLANK_LINES.sub("\n\n", text)
    return text.strip()
