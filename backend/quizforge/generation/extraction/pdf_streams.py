"""A PDF's compressed streams, measured before any reader inflates them.

A few megabytes of FlateDecode data can inflate to gigabytes (a 4 MB file with one 2 GB stream kept a
reader busy for most of a minute). Each Flate stream is inflated here a chunk at a time, counting the
output only and keeping none of it, and the count stops as soon as the file's streams together pass the
limit: the file is refused in a fraction of a second, before pdftotext sees it.
"""

import re
import zlib

from quizforge.generation.extraction.errors import DocumentTooLarge

_STREAM_START = re.compile(rb"(?<!end)stream\r?\n")
_STREAM_END = b"endstream"
_FLATE = re.compile(rb"/(?:FlateDecode|Fl)(?![A-Za-z])")
# How far back from its `stream` keyword a stream's dictionary is looked for.
_DICTIONARY_WINDOW = 4096
_CHUNK = 1024 * 1024


def _dictionary_before(data: bytes, start: int) -> bytes:
    window_start = max(0, start - _DICTIONARY_WINDOW)
    opener = data.rfind(b"obj", window_start, start)
    return data[opener if opener >= 0 else window_start : start]


def _inflated_bytes(compressed: bytes, *, ceiling: int) -> int:
    """How many bytes the data inflates to, counted no further than just past `ceiling`. A stream that is
    not valid zlib data counts what came out before the error (readers treat it the same way)."""
    inflater = zlib.decompressobj()
    total, pending = 0, compressed
    try:
        while pending and total <= ceiling:
            out = inflater.decompress(pending, _CHUNK)
            total += len(out)
            pending = inflater.unconsumed_tail
            if not out:
                break
    except zlib.error:
        pass
    return total


def pdf_streams_check(data: bytes, *, max_unpacked_bytes: int) -> None:
    """Raises DocumentTooLarge when the file's Flate streams inflate past `max_unpacked_bytes` together."""
    total = 0
    for match in _STREAM_START.finditer(data):
        if not _FLATE.search(_dictionary_before(data, match.start())):
            continue
        end = data.find(_STREAM_END, match.end())
        body = data[match.end() : end if end >= 0 else len(data)]
        total += _inflated_bytes(body, ceiling=max_unpacked_bytes - total)
        if total > max_unpacked_bytes:
            limit_mb = max_unpacked_bytes // (1024 * 1024)
            raise DocumentTooLarge(f"This PDF is too large once unpacked (more than {limit_mb} MB).")
