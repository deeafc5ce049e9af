"""PDFs written object by object: one with a great many pages, and a flate bomb."""

import zlib

_PAGE_SIZE = b"/MediaBox [0 0 612 792]"
_FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def pdf_of_objects(objects: list[bytes]) -> bytes:
    """A PDF whose object n is objects[n - 1] (object 1 the catalog), with its cross-reference table."""
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def _stream(content: bytes, *, compressed: bytes | None = None) -> bytes:
    if compressed is None:
        return b"<< /Length %d >>\nstream\n%s\nendstream" % (len(content), content)
    return b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(compressed), compressed)


def pdf_with_pages(count: int, text: str = "Osmosis moves water across a membrane.") -> bytes:
    """count pages that all draw the same line of text (a few hundred bytes per page)."""
    content = b"BT /F1 12 Tf 72 720 Td (%s) Tj ET" % text.encode("latin-1")
    kids = b" ".join(b"%d 0 R" % (number + 5) for number in range(count))
    page = b"<< /Type /Page /Parent 2 0 R %s /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>"
    return pdf_of_objects(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, count),
            _stream(content),
            _FONT,
            *[page % _PAGE_SIZE] * count,
        ]
    )


def pdf_flate_bomb(megabytes: int) -> bytes:
    """One page whose content stream, a few kilobytes per 1 MB compressed, inflates to `megabytes` MB
    of text-drawing operators."""
    line = b"BT /F1 12 Tf 72 720 Td (Osmosis moves water across a membrane.) Tj ET\n"
    chunk = line * (1024 * 1024 // len(line))
    compressor = zlib.compressobj(9)
    compressed = b"".join(compressor.compress(chunk) for _ in range(megabytes)) + compressor.flush()
    page = b"<< /Type /Page /Parent 2 0 R %s /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>"
    return pdf_of_objects(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [5 0 R] /Count 1 >>",
            _stream(b"", compressed=compressed),
            _FONT,
            page % _PAGE_SIZE,
        ]
    )
