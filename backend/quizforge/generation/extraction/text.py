"""Plain text files: UTF-8 (with or without BOM), UTF-16 with BOM, or a legacy code page such as cp1252."""

import codecs
import re

from charset_normalizer import from_bytes

from quizforge.generation.extraction.errors import UnsupportedFileType
from quizforge.generation.extraction.types import RawText

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# Control characters that real text does not use (it does use tab, line feed, vertical tab, form feed
# and carriage return); a file with more than a few is binary data named .txt.
_CONTROL_CHARACTERS = re.compile("[\x00-\x08\x0e-\x1f]")
_MAX_CONTROL_SHARE = 0.001
PREFERRED_CODE_PAGE = "cp1252"
CLOSE_ENOUGH_CHAOS = 0.1


def _decode(data: bytes) -> str:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data.decode(encoding, errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    return _decode_legacy(data)


def _decode_legacy(data: bytes) -> str:
    """The code page charset-normalizer finds likeliest, but Windows-1252 (Notepad's "ANSI" in the West)
    whenever it reads the bytes about as well: short texts often fit several code pages equally."""
    matches = from_bytes(data)
    best = matches.best()
    if best is None:
        raise UnsupportedFileType()
    for match in matches:
        if (
            match.chaos <= best.chaos + CLOSE_ENOUGH_CHAOS
            and PREFERRED_CODE_PAGE in match.could_be_from_charset
        ):
            return data.decode(PREFERRED_CODE_PAGE, errors="replace")
    return str(best)


def _is_binary(text: str) -> bool:
    sample = text[:65536]
    return len(_CONTROL_CHARACTERS.findall(sample)) > len(sample) * _MAX_CONTROL_SHARE


def read_text(data: bytes) -> RawText:
    text = _decode(data)
    if _is_binary(text):
        raise UnsupportedFileType()
    return RawText(text)
