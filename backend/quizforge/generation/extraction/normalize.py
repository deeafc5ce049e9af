"""One tidy form for extracted text, whatever the format it came from.

NFKC folds ligatures (ﬁ), half-width katakana and compatibility forms; invisible characters go; a word
hyphenated across a line end is joined; spaces are collapsed inside lines and blank lines kept as
paragraph breaks (at most one in a row). Code keeps its indentation, which is part of its meaning: a reader
that knows a line is code (set in a monospaced font) marks its indentation with `indent_kept`.

Every step first asks whether its characters occur at all (`in` and str.replace scan at memory speed),
so clean text costs a few fast scans instead of one regular-expression pass per step: text files are
decoded in a fraction of a millisecond, and normalising must not cost ten times more.
"""

import re
import unicodedata

_CR = "\r"
# Line breaks other than CR and CRLF.
_OTHER_LINE_BREAKS = "\x0b\x0c\x85\u2028\u2029"
# Zero-width spaces and stray byte-order marks separate words like a space does.
_ZERO_WIDTH_SPACES = "\u200b\u2060\ufeff"
_INVISIBLE = "\u00ad\ufffe\x7f" + "".join(map(chr, [*range(0x00, 0x09), *range(0x0E, 0x20)]))
# Every character str.isspace() accepts, but space and line feed (test_extraction_formats checks it).
OTHER_SPACES = (
    "\t\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
    "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
# Patterns that start with a fixed string are searched for at memory speed: "  +" or "\n{3,}" would be
# tried at every space or line break.
# NFKC turns most of them into a plain space: after it, only these can be left.
_SPACES_NFKC_KEEPS = "".join(space for space in OTHER_SPACES if unicodedata.normalize("NFKC", space) == space)
_SPACE_RUNS = re.compile("   *")
_MANY_BLANK_LINES = re.compile("\n\n\n+")
_HYPHEN_AT_LINE_END = re.compile("[-\u2010]\n")
_HYPHENS_AT_LINE_END = ("-\n", "\u2010\n")
# A code line's indentation, held through the steps that collapse and strip spaces as a character none of
# them touches (a noncharacter, which no document's text holds), and made spaces again at the end.
_INDENT_MARK = "\U000ffffe"
_TAB_WIDTH = 4
_LEADING_SPACE = re.compile(r"^[ \t\xa0\u2000-\u200a\u202f\u3000]+(?=\S)", re.MULTILINE)


def indent_kept(text: str) -> str:
    """The text with every line's indentation (tabs as four spaces) kept through `text_normalize`."""

    def mark(match: re.Match[str]) -> str:
        return _INDENT_MARK * sum(_TAB_WIDTH if char == "\t" else 1 for char in match.group())

    return _LEADING_SPACE.sub(mark, text)


def _replace_each(text: str, characters: str, by: str) -> str:
    for character in characters:
        if character in text:
            text = text.replace(character, by)
    return text


def _join_hyphenated(text: str) -> str:
    """ "infor-\nmation" -> "information"; "Jean-\nPaul" and "1990-\n1995" keep hyphen and line break."""

    def join(match: re.Match[str]) -> str:
        before, after = match.start() - 1, match.end()
        if before >= 0 and after < len(text) and text[before].isalpha() and text[after].islower():
            return ""
        return match.group()

    return _HYPHEN_AT_LINE_END.sub(join, text)


def text_normalize(text: str) -> str:
    if _CR in text:
        text = text.replace("\r\n", "\n").replace(_CR, "\n")
    text = _replace_each(text, _OTHER_LINE_BREAKS, "\n")
    if not text.isascii():  # NFKC leaves ASCII as it is
        text = unicodedata.normalize("NFKC", text)
        text = _replace_each(text, _ZERO_WIDTH_SPACES, " ")
    text = _replace_each(text, _INVISIBLE, "")
    # Horizontal space: any space but a plain one becomes one, then runs of spaces become one.
    text = _replace_each(text, _SPACES_NFKC_KEEPS, " ")
    if "  " in text:
        text = _SPACE_RUNS.sub(" ", text)
    if " \n" in text or "\n " in text:  # at most one space now, which strip(" ") takes off
        text = "\n".join([line.strip(" ") for line in text.split("\n")])
    if any(hyphen in text for hyphen in _HYPHENS_AT_LINE_END):
        text = _join_hyphenated(text)
    if "\n\n\n" in text:
        text = _MANY_BLANK_LINES.sub("\n\n", text)
    text = text.strip()
    return text.replace(_INDENT_MARK, " ") if _INDENT_MARK in text else text
