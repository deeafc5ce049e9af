"""A PDF's compressed streams, measured before any reader inflates them.

A few megabytes of FlateDecode data can inflate to gigabytes (a 4 MB file with one 2 GB stream kept a
reader busy for most of a minute). The file is walked once, front to back: each stream's dictionary is
the text between the end of the previous stream and its `stream` keyword, with name escapes (`#6c`)
decoded. A stream whose filters start with Flate is inflated a chunk at a time, counting the output only,
until the deflate data itself ends (a stored block holding the bytes `endstream` does not end it early).
A filter chain the check cannot follow (an indirect filter, Flate behind another filter) counts as the
most deflate can inflate its bytes to. Images are not counted: pdftotext never decodes them. The count
stops as soon as the file's streams together pass the limit, and the check gives up, refusing the file,
at the extraction's deadline.
"""

import binascii
import re
import time
import zlib
from base64 import a85decode
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from quizforge.generation.extraction.errors import DocumentTooComplex, DocumentTooLarge

_STREAM_START = re.compile(rb"(?<!end)stream\r?\n")
_STREAM_END = b"endstream"
_OBJECT_START = re.compile(rb"\d+\s+\d+\s+obj")
_NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")
_FILTER = re.compile(rb"/Filter\s*(\[[^\]]*\]|/[^\s/\[\]<>()%]+|\d+\s+\d+\s+R)")
_FILTER_PART = re.compile(rb"/([^\s/\[\]<>()%]+)|(\d+\s+\d+\s+R)")
_LENGTH = re.compile(rb"/Length\s+(\d+)(\s+\d+\s+R)?")
_IMAGE = re.compile(rb"/Subtype\s*/Image(?![A-Za-z0-9])")
_FLATE = {b"FlateDecode", b"Fl"}
_HEX = {b"ASCIIHexDecode", b"AHx"}
_A85 = {b"ASCII85Decode", b"A85"}
_UNKNOWN = b"?"  # an indirect reference where a filter name should be
# The most one byte of deflate data can inflate to (258 bytes per half-byte code, zlib's own figure).
_DEFLATE_MAX_RATIO = 1032
_IN_CHUNK = 64 * 1024
_OUT_CHUNK = 1024 * 1024
_DEFAULT_SECONDS = 10.0


@dataclass
class StreamsWork:
    """What one check did: bytes handed to the inflater and bytes searched for keywords (for tests and
    benches: both grow with the file's size, never with its square)."""

    inflater_input: int = 0
    searched: int = 0


@dataclass
class _Walk:
    data: bytes
    limit: int
    deadline: float
    work: StreamsWork
    total: int = 0
    no_end_from: int = 2**63  # no `endstream` follows this position

    def add(self, count: int) -> None:
        self.total += count
        if self.total > self.limit:
            limit_mb = self.limit // (1024 * 1024)
            raise DocumentTooLarge(f"This PDF is too large once unpacked (more than {limit_mb} MB).")

    def in_time(self) -> None:
        if time.monotonic() > self.deadline:
            raise DocumentTooComplex()


def _filters(region: bytes, dictionary: bytes) -> list[bytes] | None:
    """The filter chain of the stream whose dictionary ends `region`; None when it names none. Any /Filter
    in the region naming Flate, or an indirect one, wins over the dictionary's own: a string holding
    `1 0 obj` must not hide the real dictionary's start."""
    chains = [
        [name or _UNKNOWN for name, reference in _FILTER_PART.findall(found.group(1))]
        for found in _FILTER.finditer(region)
    ]
    risky = [chain for chain in chains if _UNKNOWN in chain or _FLATE.intersection(chain)]
    if risky:
        return risky[-1]
    return chains[-1] if _FILTER.search(dictionary) else None


def _last(matches: Iterator[re.Match[bytes]]) -> re.Match[bytes] | None:
    last = deque(matches, maxlen=1)
    return last[0] if last else None


def _direct_length(dictionary: bytes) -> int | None:
    found = _last(_LENGTH.finditer(dictionary))
    if found is None or found.group(2):
        return None
    return int(found.group(1))


def _stream_end(walk: _Walk, start: int, length: int | None) -> int:
    """Where the stream's bytes end: after /Length when that is followed by `endstream`, else at the next
    `endstream`; with neither, the walk goes on right after the `stream` keyword."""
    data = walk.data
    if length is not None and start + length <= len(data):
        after = start + length
        rest = data[after : after + 64].lstrip()
        if rest.startswith(_STREAM_END):
            return after
    if start >= walk.no_end_from:
        return start
    end = data.find(_STREAM_END, start)
    walk.work.searched += (end if end >= 0 else len(data)) - start
    if end < 0:
        walk.no_end_from = start
        return start
    return end


def _inflate_from(walk: _Walk, start: int, stop: int, inflater_input: bytes | None = None) -> int:
    """Inflates the deflate data starting at `start` until it ends, counting its output into the walk;
    answers where the deflate data ended (its start when it is not deflate data). `inflater_input`, when
    given, is fed instead of the file."""
    source = memoryview(walk.data if inflater_input is None else inflater_input)
    end = stop if inflater_input is None else len(source)
    position = start if inflater_input is None else 0
    inflater = zlib.decompressobj()
    pending: bytes | memoryview = b""
    try:
        while not inflater.eof:
            if not pending:
                if position >= end:
                    break
                pending = source[position : position + _IN_CHUNK]
                position += len(pending)
                walk.work.inflater_input += len(pending)
            out = inflater.decompress(pending, _OUT_CHUNK)
            walk.add(len(out))
            pending = inflater.unconsumed_tail
            walk.in_time()
    except zlib.error:
        return start
    return position - len(pending) - len(inflater.unused_data)


def _text_decoded(chain: list[bytes], raw: bytes) -> bytes | None:
    """The data once its ASCII filters before Flate are undone; None when one is unknown or invalid."""
    try:
        for name in chain:
            if name in _HEX:
                raw = binascii.unhexlify(b"".join(raw.split(b">", 1)[0].split()).ljust(1, b"0"))
            elif name in _A85:
                raw = a85decode(raw.split(b"~>", 1)[0].strip(), adobe=False, ignorechars=b" \t\n\r\x0b\x0c")
            else:
                return None
    except ValueError:
        return None
    return raw


def _measure(walk: _Walk, region: bytes, dictionary: bytes, start: int) -> int:
    """Counts one stream's inflated size into the walk; answers where the walk goes on."""
    chain = _filters(region, dictionary)
    if chain is None or _IMAGE.search(dictionary):
        return _stream_end(walk, start, _direct_length(dictionary))
    flate_at = next((index for index, name in enumerate(chain) if name in _FLATE), None)
    if flate_at is None and _UNKNOWN not in chain:
        return _stream_end(walk, start, _direct_length(dictionary))
    stop = _stream_end(walk, start, _direct_length(dictionary))
    if flate_at == 0:
        ended = _inflate_from(walk, start, len(walk.data))
        # A reader goes on after the `endstream` it found, even one inside the deflate data: so does the walk.
        return stop if stop > start else ended
    decoded = _text_decoded(chain[:flate_at], walk.data[start:stop]) if flate_at is not None else None
    if decoded is None:
        walk.add((stop - start) * _DEFLATE_MAX_RATIO)
    else:
        _inflate_from(walk, 0, len(decoded), inflater_input=decoded)
    return stop


def pdf_streams_check(
    data: bytes,
    *,
    max_unpacked_bytes: int,
    deadline: float | None = None,
    work: StreamsWork | None = None,
) -> None:
    """Raises DocumentTooLarge when the file's Flate streams inflate past `max_unpacked_bytes` together,
    DocumentTooComplex when the check itself is still running at `deadline` (time.monotonic())."""
    walk = _Walk(
        data,
        max_unpacked_bytes,
        deadline if deadline is not None else time.monotonic() + _DEFAULT_SECONDS,
        work if work is not None else StreamsWork(),
    )
    cursor = 0
    while cursor < len(data):
        match = _STREAM_START.search(data, cursor)
        if match is None:
            walk.work.searched += len(data) - cursor
            return
        walk.work.searched += match.end() - cursor
        region = _NAME_ESCAPE.sub(
            lambda escape: bytes([int(escape.group(1), 16)]), data[cursor : match.start()]
        )
        opener = _last(_OBJECT_START.finditer(region))
        dictionary = region[opener.start() :] if opener is not None else region
        cursor = max(match.end(), _measure(walk, region, dictionary, match.end()))
        walk.in_time()
