"""Document extraction speed per format: the product's extract_text against the plain tool or library call.

    backend/.venv/bin/python bench/extraction_bench.py [--rounds 5] [--repeat 5] [--formats pdf,docx,...]

Reads every file of the shared corpus's good/ folder (../shared/corpus, or QUIZFORGE_CORPUS_DIR).
extract_text does everything an upload gets: checks of the first bytes and of zips, a worker process
with time and memory limits, the PDF page count checked first, text boxes and notes, normalising. The
plain call is what a bare implementation would run:

    pdf   poppler's pdftotext on a temporary file (subprocess)
    docx  python-docx: paragraph and table cell text
    pptx  python-pptx: text frames, tables and notes of every slide
    doc   antiword (subprocess)
    ppt   catppt (subprocess; it misses the slide text of PowerPoint 2007+ files, see bench/README.md)
    txt   charset-normalizer's best decoding

Each file is first read once each way (warm-up: workers forked, caches filled). Then, in each of
`--rounds` rounds, every file is timed `--repeat` times each way, interleaved so that a busy moment hits
both sides alike, and its median run counts; a format's figure for a round is the sum over its files,
and the table shows the median of the rounds (the machine may be shared: medians resist the outliers
that other work causes). Goal: at most 10% overhead on the real documents, and every PDF within 2x of
pdftotext's own time (a table per PDF file shows it).
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
from typing import Any

BACKEND = Path(__file__).resolve().parents[1] / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

import django  # noqa: E402

django.setup()

import docx  # noqa: E402
from charset_normalizer import from_bytes  # noqa: E402
from pptx import Presentation  # noqa: E402

from quizforge.generation.extraction.pipeline import extract_text  # noqa: E402
from quizforge.generation.extraction.sandbox import JobLimits, WorkerPool  # noqa: E402

CORPUS = Path(os.environ.get("QUIZFORGE_CORPUS_DIR", BACKEND.parents[1] / "shared" / "corpus"))
GOAL_OVERHEAD = 0.10
GOAL_PDF_RATIO = 2.0


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


def tool(*command: str, after: tuple[str, ...] = ()) -> Callable[[bytes], str]:
    def run(data: bytes) -> str:
        with tempfile.NamedTemporaryFile() as document:
            document.write(data)
            document.flush()
            finished = subprocess.run(  # noqa: S603
                [*command, document.name, *after], capture_output=True, check=False
            )
        return finished.stdout.decode("utf-8", errors="replace")

    return run


def plain_txt(data: bytes) -> str:
    return str(from_bytes(data).best())


PLAIN: dict[str, Callable[[bytes], str]] = {
    "pdf": tool("pdftotext", "-enc", "UTF-8", "-q", after=("-",)),
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


def bench_format(kind: str, files: list[Path], rounds: int, repeat: int) -> dict[str, Any]:
    documents = [(path.name, path.read_bytes()) for path in files]
    pages = 0
    for name, data in documents:  # warm-up, and the page count
        pages += extract_text(filename=name, data=data).pages
        PLAIN[kind](data)
    plain_rounds, product_rounds = [], []
    per_file: dict[str, dict[str, list[float]]] = {
        name: {"plain": [], "product": []} for name, _ in documents
    }
    for _ in range(rounds):
        plain = product = 0.0
        for name, data in documents:
            runs: dict[str, list[float]] = {"plain": [], "product": []}
            for _ in range(repeat):
                runs["plain"].append(timed(lambda data=data: PLAIN[kind](data)))
                runs["product"].append(
                    timed(lambda name=name, data=data: extract_text(filename=name, data=data))
                )
            for side in ("plain", "product"):
                per_file[name][side].append(statistics.median(runs[side]))
            plain += statistics.median(runs["plain"])
            product += statistics.median(runs["product"])
        plain_rounds.append(plain)
        product_rounds.append(product)
    return {
        "plain": statistics.median(plain_rounds),
        "product": statistics.median(product_rounds),
        "pages": pages,
        "megabytes": sum(len(data) for _, data in documents) / 1024 / 1024,
        "files": {
            name: (statistics.median(sides["plain"]), statistics.median(sides["product"]))
            for name, sides in per_file.items()
        },
    }


def print_pdf_files(files: dict[str, tuple[float, float]]) -> bool:
    """A row per PDF: pdftotext's time and the product's; True when every one is within the goal."""
    print(f"\n| PDF file | pdftotext s | product s | product / pdftotext (goal <= {GOAL_PDF_RATIO:.0f}x) |")
    print("|---|---|---|---|")
    for name, (plain, product) in files.items():
        print(f"| {name} | {plain:.3f} | {product:.3f} | {product / plain:.2f}x |")
    print()
    return all(product <= GOAL_PDF_RATIO * plain for plain, product in files.values())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds; the table shows their median")
    parser.add_argument(
        "--repeat",
        type=int,
        default=5,
        help="timed runs per file, side and round (the median counts)",
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
    pdf_files: dict[str, tuple[float, float]] = {}
    for kind in options.formats.split(","):
        files = sorted((CORPUS / "good").glob(f"*.{kind}"))
        if not files:
            continue
        row = bench_format(kind, files, options.rounds, options.repeat)
        overall_plain += row["plain"]
        overall_product += row["product"]
        if kind == "pdf":
            pdf_files = row["files"]
        print(
            f"| {kind} | {len(files)} | {row['megabytes']:.2f} | {row['pages']:.0f} | {row['plain']:.3f} | "
            f"{row['product']:.3f} | {row['pages'] / row['plain']:.1f} | "
            f"{row['pages'] / row['product']:.1f} | "
            f"{row['product'] / row['plain'] - 1:+.1%} |"
        )
    overhead = overall_product / overall_plain - 1
    print(
        f"\nall files: plain {overall_plain:.2f} s, product {overall_product:.2f} s, "
        f"overhead {overhead:+.1%} "
        f"(goal: at most {GOAL_OVERHEAD:+.0%})"
    )
    pdf_within_goal = print_pdf_files(pdf_files) if pdf_files else True
    return 0 if overhead <= GOAL_OVERHEAD and pdf_within_goal else 1


if __name__ == "__main__":
    sys.exit(main())
