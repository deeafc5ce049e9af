"""Plain text files: UTF-8 (with or without BOM), UTF-16 (with a BOM, or without one when the pattern of
its NUL bytes shows it: Notepad's "Unicode" saved by some tools), or a legacy code page such as cp1252."""

import codecs
import importlib

from charset_normalizer import from_bytes
from charset_normalizer.constant import IANA_SUPPORTED

from quizforge.generation.extraction.errors import UnsupportedFileType
from quizforge.generation.extraction.sniff import utf16_without_bom_encoding
from quizforge.generation.extraction.types import RawText

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# Control characters that real text does not use (it does use tab, line feed, vertical tab, form feed
# and carriage return); a file with more than a few is binary data named .txt.
_CONTROL_CHARACTERS = "".join(map(chr, [*range(0x00, 0x09), *range(0x0E, 0x20)]))
_BINARY_SAMPLE_CHARACTERS = 65536
_MAX_CONTROL_SHARE = 0.001
PREFERRED_CODE_PAGE = "cp1252"
UNKNOWN_ENCODING = (
    "This text file's character encoding could not be recognised. "
    "Please save it as UTF-8 (or Unicode) and upload it again."
)
CLOSE_ENOUGH_CHAOS = 0.1


def text_codecs_import() -> None:
    """Imports every codec charset-normalizer may try (about 20 ms, once).

    Workers are forked from a server that may run other threads; an import one of them was making at
    that moment leaves its lock held for good in the worker, which would hang on importing the same
    codec. Imported here first, no codec is imported in a worker."""
    for name in IANA_SUPPORTED:
        importlib.import_module(f"encodings.{name}")
    for encoding in (*(encoding for _, encoding in _BOMS), "utf-16-le", "utf-16-be"):
        codecs.lookup(encoding)


def unicode_text_decode(data: bytes) -> str | None:
    """The text of a file with a byte-order mark, of valid UTF-8 or of UTF-16 without a byte-order mark;
    None for anything else."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data.decode(encoding, errors="replace")
    utf16 = utf16_without_bom_encoding(data)  # first: its ASCII characters are valid UTF-8 with NULs
    if utf16 is not None:
        return data.decode(utf16, errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _legacy_text_decode(data: bytes) -> str:
    """The code page charset-normalizer finds likeliest, but Windows-1252 (Notepad's "ANSI" in the West)
    whenever it reads the bytes about as well: short texts often fit several code pages equally."""
    matches = from_bytes(data)
    best = matches.best()
    if best is None:
        raise UnsupportedFileType(UNKNOWN_ENCODING)
    for match in matches:
        if (
            match.chaos <= best.chaos + CLOSE_ENOUGH_CHAOS
            and PREFERRED_CODE_PAGE in match.could_be_from_charset
        ):
            return data.decode(PREFERRED_CODE_PAGE, errors="replace")
    return str(best)


def _is_binary(text: str) -> bool:
    sample = text[:_BINARY_SAMPLE_CHARACTERS]
    # One count per character: each is a scan at memory speed, unlike a character-class search.
    controls = sum(sample.count(character) for character in _CONTROL_CHARACTERS if character in sample)
    return controls > len(sample) * _MAX_CONTROL_SHARE


def text_checked(text: str) -> RawText:
    """Decoded text, unless it is binary data named .txt."""
    if _is_binary(text):
        raise UnsupportedFileType()
    return RawText(text)


def read_text(data: bytes) -> RawText:
    text = unicode_text_decode(data)
    return text_checked(_legacy_text_decode(data) if text is None else text)
