"""Document extraction speed per format: the product's extract_text against the plain library call.

    backend/.venv/bin/python bench/extraction_bench.py [--repeat 3] [--formats pdf,docx,...]

Reads every file of the shared corpus's good/ folder (../shared/corpus, or QUIZFORGE_CORPUS_DIR).
extract_text does everything an upload gets: checks of the first bytes and of zips, a worker process
with time and memory limits, column-aware PDF reading, text boxes and notes, normalising. The
plain call is what a bare implementation would run in-process:

    pdf   pdfplumber: page.extract_text() for every page
    docx  python-docx: paragraph and table cell text
    pptx  python-pptx: text frames, tables and notes of every slide
    doc   antiword (subprocess)
    ppt   catppt (subprocess; it misses the slide text of PowerPoint 2007+ files, see bench/README.md)
    txt   charset-normalizer's best decoding

Each file is timed `--repeat` times each way, interleaved, and the fastest run counts (the least
disturbed by other work on the machine). Goal: at most 10% overhead on the real documents.
"""

import argparse
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[1] / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

import django

django.setup()

import docx
import pdfplumber
from charset_normalizer import from_bytes
from pptx import Presentation
from quizforge.generation.extraction import extract_text
from quizforge.generation.extraction.sandbox import JobLimits, WorkerPool

CORPUS = Path(os.environ.get("QUIZFORGE_CORPUS_DIR", BACKEND.parents[1] / "shared" / "corpus"))
GOAL_OVERHEAD = 0.10


def plain_pdf(data: bytes) -> str:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


def plain_docx(data: bytes) -> str:
    document = docx.Document(io.BytesIO(data))
    texts = [paragraph.text for paragraph in document.paragraphs]
    texts += [cell.text for table in document.tables for row in table.rows for cell in row.cells]
    return "\n".join(texts)


def plain_pptx(data: bytes) -> str:
    texts = []
    for slide in Presentation(io.BytesIO(data)).slides:
        for shape in slide.shapes:
            if shape.has_text_frame:
                texts.append(shape.text_frame.text)
            if getattr(shape, "has_table", False):
                texts += [cell.text for row in shape.table.rows for cell in row.cells]
        if slide.has_notes_slide and slide.notes_slide.notes_text_frame is not None:
            texts.append(slide.notes_slide.notes_text_frame.text)
    return "\n".join(texts)


def tool(*command: str) -> Callable[[bytes], str]:
    def run(data: bytes) -> str:
        with tempfile.NamedTemporaryFile() as document:
            document.write(data)
            document.flush()
            finished = subprocess.run([*command, document.name], capture_output=True, check=False)
        return finished.stdout.decode("utf-8", errors="replace")

    return run


def plain_txt(data: bytes) -> str:
    return str(from_bytes(data).best())


PLAIN: dict[str, Callable[[bytes], str]] = {
    "pdf": plain_pdf,
    "doc": tool("antiword", "-m", "UTF-8.txt", "-w", "0"),
    "docx": plain_docx,
    "ppt": tool("catppt", "-d", "utf-8"),
    "pptx": plain_pptx,
    "txt": plain_txt,
}


def timed(function: Callable[[], object]) -> float:
    started = time.perf_counter()
    function()
    return time.perf_counter() - started


def bench_format(kind: str, files: list[Path], repeat: int) -> dict[str, float]:
    totals = dict.fromkeys(("plain", "product", "pages", "megabytes"), 0.0)
    for path in files:
        data = path.read_bytes()
        result = extract_text(filename=path.name, data=data)  # warm-up, and the page count
        PLAIN[kind](data)
        plain_runs, product_runs = [], []
        for _ in range(repeat):  # interleaved, so a busy moment hits both sides alike
            plain_runs.append(timed(lambda data=data: PLAIN[kind](data)))
            product_runs.append(
                timed(lambda data=data, path=path: extract_text(filename=path.name, data=data))
            )
        totals["plain"] += min(plain_runs)
        totals["product"] += min(product_runs)
        totals["pages"] += result.pages
        totals["megabytes"] += len(data) / 1024 / 1024
    return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="timed runs per file and side (fastest counts)",
    )
    parser.add_argument(
        "--formats",
        default="pdf,doc,docx,ppt,pptx,txt",
        help="comma-separated extensions",
    )
    options = parser.parse_args()
    if not (CORPUS / "good").is_dir():
        print(f"corpus not found at {CORPUS} (set QUIZFORGE_CORPUS_DIR)", file=sys.stderr)
        return 2

    echo, limits = WorkerPool(lambda request: request), JobLimits(seconds=10, memory_bytes=1 << 30)
    starts = [timed(lambda: (echo.run(None, limits=limits), echo.stop())) for _ in range(10)]
    round_trips = [timed(lambda: echo.run(None, limits=limits)) for _ in range(100)]
    echo.stop()
    print(
        f"a worker's start (fork) with its first job: median {statistics.median(starts) * 1000:.1f} ms; "
        f"a job on a running worker: median {statistics.median(round_trips) * 1000:.2f} ms\n"
    )

    header = (
        "| format | files | MB | pages | plain s | product s | plain pages/s | product pages/s | overhead |"
    )
    print(header)
    print("|---" * (header.count("|") - 1) + "|")
    overall_plain = overall_product = 0.0
    for kind in options.formats.split(","):
        files = sorted((CORPUS / "good").glob(f"*.{kind}"))
        if not files:
            continue
        row = bench_format(kind, files, options.repeat)
        overall_plain += row["plain"]
        overall_product += row["product"]
        print(
            f"| {kind} | {len(files)} | {row['megabytes']:.2f} | {row['pages']:.0f} | {row['plain']:.3f} | "
            f"{row['product']:.3f} | {row['pages'] / row['plain']:.1f} | {row['pages'] / row['product']:.1f} | "
            f"{row['product'] / row['plain'] - 1:+.1%} |"
        )
    overhead = overall_product / overall_plain - 1
    print(
        f"\nall files: plain {overall_plain:.2f} s, product {overall_product:.2f} s, overhead {overhead:+.1%} "
        f"(goal: at most {GOAL_OVERHEAD:+.0%})"
    )
    return 0 if overhead <= GOAL_OVERHEAD else 1


if __name__ == "__main__":
    sys.exit(main())
