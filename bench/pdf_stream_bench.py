"""How fast a PDF whose compressed stream inflates to gigabytes is refused.

    backend/.venv/bin/python bench/pdf_stream_bench.py [--megabytes 2048] [--limit-mb 200] [--pdftotext]

Builds a one-page PDF whose content stream (FlateDecode) inflates to `--megabytes` MB of text-drawing
operators, then times the check an upload gets before any reader inflates it (pdf_streams_check, at the
unpacked limit UPLOAD_MAX_UNPACKED_BYTES) and the whole extract_text. With `--pdftotext`, also times poppler's
pdftotext on the same file with no check in front, as a reader without the bound would spend.
"""

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "backend"))

MEGABYTE = 1024 * 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=int, default=2048)
    parser.add_argument("--limit-mb", type=int, default=200)
    parser.add_argument("--pdftotext", action="store_true")
    options = parser.parse_args()

    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")
    django.setup()
    from django.conf import settings

    from quizforge.generation.extraction.errors import DocumentTooLarge
    from quizforge.generation.extraction.pdf_streams import pdf_streams_check
    from quizforge.generation.extraction.pipeline import extract_text, extraction_workers_stop
    from quizforge.generation.testing.pdf_builders import pdf_flate_bomb

    started = time.perf_counter()
    data = pdf_flate_bomb(options.megabytes)
    print(
        f"built a {len(data) / MEGABYTE:.1f} MB PDF inflating to {options.megabytes} MB "
        f"in {time.perf_counter() - started:.1f} s"
    )

    limit = options.limit_mb * MEGABYTE
    started = time.perf_counter()
    try:
        pdf_streams_check(data, max_unpacked_bytes=limit)
        verdict = "passed"
    except DocumentTooLarge as refused:
        verdict = refused.message
    print(f"stream check at {options.limit_mb} MB: {time.perf_counter() - started:.2f} s ({verdict})")

    settings.UPLOAD_MAX_BYTES = max(settings.UPLOAD_MAX_BYTES, len(data) + 1)
    settings.UPLOAD_MAX_UNPACKED_BYTES = limit
    started = time.perf_counter()
    try:
        extract_text(filename="bomb.pdf", data=data)
        verdict = "read"
    except Exception as error:
        verdict = f"{type(error).__name__}: {getattr(error, 'message', error)}"
    print(f"extract_text: {time.perf_counter() - started:.2f} s ({verdict})")
    extraction_workers_stop()

    if options.pdftotext:
        with tempfile.NamedTemporaryFile(suffix=".pdf") as file:
            file.write(data)
            file.flush()
            started = time.perf_counter()
            subprocess.run(["pdftotext", "-q", file.name, "/dev/null"], check=False)  # noqa: S603,S607
            print(f"pdftotext alone: {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
