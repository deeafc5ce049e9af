"""Memory of document extraction: peak resident memory of the workers and the programs they run.

    backend/.venv/bin/python bench/extraction_memory_bench.py [--bomb-mb 200] [--seconds 20] [--uploads 6]

Runs the product's extract_text in this process (as the server does) with the settings' memory limit
(EXTRACTION_MEMORY_LIMIT_MB, default 1024) and concurrency (EXTRACTION_CONCURRENCY, default 2), while a
thread samples every 20 ms the resident memory (RSS) of every process this one started: extraction
workers and the pdftotext/antiword they run. It prints, for each case, the peak RSS of one process,
the peak of all of them together, the most processes alive at once, and what is left after the job:

- a flate bomb: one PDF page whose 0.7 MB content stream inflates to --bomb-mb MB of text operators
  (the time limit is lowered to --seconds, since pdftotext works through it slowly);
- a 100,000-page PDF (refused by its page count; the figure is also its time);
- --uploads parallel uploads of the largest corpus PDF (117 pages) and of the flate bomb, alternately.

RSS counts the pages a forked worker shares with this process, so a worker is never below the server's
own size; the server's RSS is printed first for comparison. The goal: no process above the memory
limit, at most EXTRACTION_CONCURRENCY workers (each with its program) at once, and nothing but idle
workers of about the server's size left afterwards; the script exits non-zero when the first two are
missed.
"""

import argparse
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[1] / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402

from quizforge.core.exceptions import ApplicationError  # noqa: E402
from quizforge.generation.extraction.pipeline import extract_text, extraction_workers_stop  # noqa: E402
from quizforge.generation.testing.pdf_builders import pdf_flate_bomb, pdf_with_pages  # noqa: E402

CORPUS = Path(os.environ.get("QUIZFORGE_CORPUS_DIR", BACKEND.parents[1] / "shared" / "corpus"))
MEGABYTE = 1024 * 1024
PAGE = os.sysconf("SC_PAGE_SIZE")


def _resident(pid: int | str) -> int:
    try:
        with open(f"/proc/{pid}/statm", "rb") as statm:
            return int(statm.read().split()[1]) * PAGE
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return 0


def _descendants(root: int) -> list[int]:
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as stat:
                    parents[int(entry)] = int(stat.read().rsplit(b")", 1)[1].split()[1])
            except (FileNotFoundError, ProcessLookupError, IndexError):
                continue
    found, frontier = [], [root]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent]
        found += children
        frontier += children
    return found


class Sampler:
    def __init__(self) -> None:
        self.peak_one = self.peak_all = self.most_processes = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            sizes = [_resident(pid) for pid in _descendants(os.getpid())]
            sizes = [size for size in sizes if size]
            self.peak_one = max(self.peak_one, *sizes, 0)
            self.peak_all = max(self.peak_all, sum(sizes))
            self.most_processes = max(self.most_processes, len(sizes))
            self._stop.wait(0.02)

    def __enter__(self) -> "Sampler":
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()


def _outcome(name: str, data: bytes) -> str:
    try:
        extracted = extract_text(filename=name, data=data)
    except ApplicationError as error:
        return f"refused: {error.message}"
    return f"{extracted.characters:,} characters"


def _left_after() -> str:
    time.sleep(0.5)  # a retiring worker exits right after its answer
    sizes = [_resident(pid) for pid in _descendants(os.getpid())]
    sizes = [size for size in sizes if size]
    return f"{len(sizes)} process(es), {sum(sizes) / MEGABYTE:.0f} MB"


def case(title: str, run: Callable[[], list[str]]) -> bool:
    """Runs and prints one case; True when no process passed the memory limit and no more ran at once
    than the concurrency allows (a worker and the program it runs each)."""
    extraction_workers_stop()
    started = time.monotonic()
    with Sampler() as sampler:
        outcomes = run()
    seconds = time.monotonic() - started
    print(f"## {title}")
    for outcome in sorted(set(outcomes)):
        print(f"   {outcomes.count(outcome)} x {outcome}")
    print(
        f"   {seconds:.2f} s; peak RSS of one process {sampler.peak_one / MEGABYTE:.0f} MB, of all "
        f"together {sampler.peak_all / MEGABYTE:.0f} MB, most processes at once {sampler.most_processes}; "
        f"left after: {_left_after()}\n"
    )
    limit = settings.EXTRACTION_MEMORY_LIMIT_MB * MEGABYTE
    return sampler.peak_one <= limit and sampler.most_processes <= 2 * settings.EXTRACTION_CONCURRENCY


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bomb-mb", type=int, default=200, help="inflated size of the bomb's page")
    parser.add_argument("--seconds", type=int, default=20, help="extraction time limit for this run")
    parser.add_argument("--uploads", type=int, default=6, help="parallel uploads")
    options = parser.parse_args()
    settings.EXTRACTION_TIME_LIMIT_SECONDS = options.seconds
    bomb = pdf_flate_bomb(options.bomb_mb)
    many_pages = pdf_with_pages(100_000)
    lecture = (CORPUS / "good" / "geotopo_lecture_notes_de.pdf").read_bytes()
    print(
        f"server (this process) RSS {_resident(os.getpid()) / MEGABYTE:.0f} MB; memory limit "
        f"{settings.EXTRACTION_MEMORY_LIMIT_MB} MB, {settings.EXTRACTION_CONCURRENCY} extractions at once, "
        f"time limit {options.seconds} s\n"
    )
    within = case(
        f"flate bomb ({len(bomb) / MEGABYTE:.1f} MB, inflating to {options.bomb_mb} MB)",
        lambda: [_outcome("bomb.pdf", bomb)],
    )
    within &= case("100,000-page PDF", lambda: [_outcome("many.pdf", many_pages)])
    uploads = [
        ("bomb.pdf", bomb) if index % 2 else ("lecture.pdf", lecture) for index in range(options.uploads)
    ]
    settings.EXTRACTION_QUEUE_SECONDS = options.seconds * options.uploads  # all of them wait their turn
    with ThreadPoolExecutor(options.uploads) as pool:
        within &= case(
            f"{options.uploads} parallel uploads (the 117-page lecture notes and the bomb, alternately)",
            lambda: list(pool.map(lambda upload: _outcome(*upload), uploads)),
        )
    extraction_workers_stop()
    print("goals met" if within else "a goal was missed (a process over the limit, or too many at once)")
    return 0 if within else 1


if __name__ == "__main__":
    sys.exit(main())
