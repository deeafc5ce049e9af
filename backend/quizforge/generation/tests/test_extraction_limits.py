"""Parsing runs in worker processes: a file that hangs, crashes or eats memory costs a worker, not the
server, and the next document is read as usual."""

import contextlib
import mmap
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from quizforge.core.exceptions import ApplicationError
from quizforge.generation.extraction import pipeline
from quizforge.generation.extraction.errors import (
    DamagedDocument,
    DocumentTooComplex,
    EmptyFile,
    ExtractionBusy,
)
from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.extraction.sandbox import (
    JobCrashed,
    JobLimits,
    JobOutOfMemory,
    JobRefused,
    JobTimedOut,
    PoolBusy,
    WorkerPool,
)
from quizforge.generation.extraction.types import RawText
from quizforge.generation.tests.extraction_builders import docx_package, paragraph

MEGABYTE = 1024 * 1024
LIMITS = JobLimits(seconds=2, memory_bytes=256 * MEGABYTE)
GOOD_TEXT = "Osmosis is the movement of water across a membrane."
# Small Unicode text files are read without a worker; these tests need one, so they name a DOCX.
SLOW_DOCX = b"PK\x03\x04slow"


def spin_forever() -> None:
    while True:
        pass


def allocate(megabytes: int) -> int:
    return len(bytearray(megabytes * MEGABYTE))


def start_a_program_and_hang(pid_file: str) -> None:
    program = subprocess.Popen(["sleep", "300"])
    Path(pid_file).write_text(str(program.pid))
    spin_forever()


def refuse() -> None:
    raise EmptyFile()


_KEPT: list[bytearray] = []


def keep(megabytes: int) -> int:
    """Allocates and keeps memory (as a parser's allocator keeps what it freed); the worker's pid."""
    kept = bytearray(megabytes * MEGABYTE)
    kept[:: mmap.PAGESIZE] = b"x" * len(range(0, len(kept), mmap.PAGESIZE))  # every page made resident
    _KEPT.append(kept)
    return os.getpid()


def resident() -> int:
    with open("/proc/self/statm", "rb") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def are_open(*fds: int) -> list[bool]:
    def is_open(fd: int) -> bool:
        try:
            os.fstat(fd)
        except OSError:
            return False
        return True

    return [is_open(fd) for fd in fds]


def read_and_list_imports(request: tuple[str, bytes, pipeline.ReadLimits], known: list[str]) -> list[str]:
    """The modules a worker imports to read a document: none, since an import another thread of the
    server was making when the worker was forked would leave that module's lock held in the worker."""
    with contextlib.suppress(ApplicationError):
        pipeline._read_job(request)
    return sorted(set(sys.modules) - set(known))


# What a test pool's worker can be asked to do: requests are pickled, so they name a job.
JOBS: dict[str, Callable[..., Any]] = {
    "echo": lambda *values: values,
    "pid": os.getpid,
    "spin": spin_forever,
    "allocate": allocate,
    "start a program and hang": start_a_program_and_hang,
    "abort": os.abort,
    "refuse": refuse,
    "keep": keep,
    "resident": resident,
    "sleep": time.sleep,
    "answer an object": lambda: RawText("text"),
    "are open": are_open,
    "read and list imports": read_and_list_imports,
}


def process_is_gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in "ZX"  # a zombie waiting for init to reap it no longer runs


def wait_until_gone(pid: int) -> bool:
    deadline = time.monotonic() + 10
    while not process_is_gone(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return process_is_gone(pid)


@pytest.fixture
def pool() -> Iterator[WorkerPool]:
    workers = WorkerPool(lambda request: JOBS[request[0]](*request[1:]))
    yield workers
    workers.stop()


def run(pool: WorkerPool, job: str, *arguments: Any) -> Any:
    return pool.run((job, *arguments), limits=LIMITS)


class TestWorkers:
    def test_plain_values_come_back_and_the_worker_is_reused(self, pool):
        worker = run(pool, "pid")

        assert run(pool, "echo", "text", 3, [1.5, None]) == ("text", 3, [1.5, None])
        assert worker != os.getpid()
        assert run(pool, "pid") == worker

    def test_a_job_that_does_not_finish_in_time_is_stopped_with_its_worker(self, pool):
        worker = run(pool, "pid")

        with pytest.raises(JobTimedOut):
            run(pool, "spin")

        assert wait_until_gone(worker)
        assert run(pool, "echo", "next") == ("next",)

    def test_programs_the_worker_started_are_stopped_with_it(self, pool):
        with tempfile.TemporaryDirectory() as folder:
            pid_file = Path(folder) / "pid"

            with pytest.raises(JobTimedOut):
                run(pool, "start a program and hang", str(pid_file))

            assert wait_until_gone(int(pid_file.read_text()))

    def test_a_job_that_allocates_past_its_limit_fails_alone(self, pool):
        with pytest.raises(JobOutOfMemory):
            run(pool, "allocate", 1024)

        assert run(pool, "allocate", 64) == 64 * MEGABYTE

    def test_the_limit_counts_what_the_worker_holds_from_its_parent(self, pool):
        limits = JobLimits(seconds=10, memory_bytes=512 * MEGABYTE)
        inherited = pool.run(("resident",), limits=limits)
        assert inherited < 400 * MEGABYTE  # else this test process is too large to show it

        with pytest.raises(JobOutOfMemory):
            pool.run(("allocate", (512 * MEGABYTE - inherited) // MEGABYTE + 32), limits=limits)

        assert pool.run(("allocate", 16), limits=limits) == 16 * MEGABYTE

    def test_a_worker_left_larger_by_its_job_exits_after_answering(self, pool):
        quiet = run(pool, "pid")
        assert run(pool, "pid") == quiet  # a job that leaves nothing behind keeps its worker

        grown = pool.run(("keep", 100), limits=JobLimits(seconds=10, memory_bytes=1024 * MEGABYTE))

        assert wait_until_gone(grown)
        assert run(pool, "pid") not in (grown, os.getpid())

    def test_jobs_beyond_the_running_limit_wait_their_turn_then_are_turned_away(self):
        one_at_a_time = WorkerPool(lambda request: JOBS[request[0]](*request[1:]), max_running=1)
        busy = threading.Thread(target=one_at_a_time.run, args=(("sleep", 1.5),), kwargs={"limits": LIMITS})
        try:
            busy.start()
            time.sleep(0.3)

            with pytest.raises(PoolBusy):
                one_at_a_time.run(("echo", "turned away"), limits=LIMITS, wait_seconds=0.2)
            assert one_at_a_time.run(("echo", "waited"), limits=LIMITS, wait_seconds=10) == ("waited",)
        finally:
            busy.join()
            one_at_a_time.stop()

    def test_a_worker_that_dies_without_answering_is_reported_and_replaced(self, pool):
        with pytest.raises(JobCrashed):
            run(pool, "abort")

        assert run(pool, "echo", "next") == ("next",)

    def test_an_application_error_travels_back_by_kind_and_sentence(self, pool):
        with pytest.raises(JobRefused) as refused:
            run(pool, "refuse")

        assert (refused.value.kind, refused.value.message) == ("EmptyFile", "The file is empty.")

    def test_an_answer_that_is_not_plain_values_is_not_trusted(self, pool):
        with pytest.raises(JobCrashed):
            run(pool, "answer an object")

    def test_a_worker_holds_none_of_its_parents_files(self, pool):
        """Else a worker forked by another thread could keep this pipe open and hide its end."""
        read_end, write_end = os.pipe()
        try:
            assert run(pool, "are open", read_end, write_end) == [False, False]
        finally:
            os.close(read_end)
            os.close(write_end)

    def test_stopping_the_pool_ends_its_idle_workers(self, pool):
        worker = run(pool, "pid")

        pool.stop()

        assert wait_until_gone(worker)


@pytest.mark.corpus
def test_reading_documents_of_every_kind_imports_nothing_in_the_worker(pool, corpus_dir):
    """The corpus files of up to 300 KB (every kind, good and bad), and a text in a legacy code page."""
    documents = [
        (path.name, path.read_bytes())
        for path in sorted(corpus_dir.glob("*/*.*"))
        if pipeline.document_kind_from_filename(path.name) and path.stat().st_size <= 300 * 1024
    ]
    documents.append(("rules.txt", "Курсовая работа является самостоятельной работой.".encode("cp1251")))
    assert {name.rsplit(".", 1)[1] for name, _ in documents} == {"pdf", "doc", "docx", "ppt", "pptx", "txt"}

    for name, data in documents:
        kind = pipeline.document_kind_from_filename(name)
        assert kind is not None
        request, _ = pipeline._job(kind, data)
        job = ("read and list imports", request, sorted(sys.modules))

        assert pool.run(job, limits=JobLimits(seconds=60, memory_bytes=1024 * MEGABYTE)) == [], name


@pytest.mark.usefixtures("fresh_workers")
class TestExtractionLimits:
    def test_a_document_that_takes_too_long_is_refused_and_the_next_one_is_read(self, settings, monkeypatch):
        settings.EXTRACTION_TIME_LIMIT_SECONDS = 1
        real_read = pipeline._read

        def slow_on_request(kind: Any, data: bytes, limits: Any) -> RawText:
            if data == SLOW_DOCX:
                spin_forever()
            return real_read(kind, data, limits)

        monkeypatch.setattr(pipeline, "_read", slow_on_request)

        with pytest.raises(DocumentTooComplex) as refused:
            extract_text(filename="slow.docx", data=SLOW_DOCX)

        assert refused.value.status_code == 400
        assert (
            refused.value.message
            == "This document took too long to read. Please upload a smaller or simpler file."
        )
        good = docx_package(paragraph(GOOD_TEXT))
        assert extract_text(filename="good.docx", data=good).content == GOOD_TEXT

    def test_a_document_that_needs_too_much_memory_is_refused(self, settings, monkeypatch):
        settings.EXTRACTION_MEMORY_LIMIT_MB = 128
        monkeypatch.setattr(pipeline, "_read", lambda kind, data, limits: RawText("x" * allocate(2048)))

        with pytest.raises(DocumentTooComplex, match="needs too much memory"):
            extract_text(filename="huge.docx", data=b"PK\x03\x04huge")

    def test_a_parser_failure_nobody_foresaw_is_a_damaged_file(self, monkeypatch):
        def broken(kind: Any, data: bytes, limits: Any) -> RawText:
            raise KeyError("word/document.xml")

        monkeypatch.setattr(pipeline, "_read", broken)

        with pytest.raises(DamagedDocument, match="This Word document is damaged or incomplete"):
            extract_text(filename="broken.docx", data=b"PK\x03\x04rest")

    def test_a_crash_inside_the_parser_is_a_damaged_file(self, monkeypatch):
        monkeypatch.setattr(pipeline, "_read", lambda kind, data, limits: os.abort())

        with pytest.raises(DamagedDocument, match="This PDF file is damaged or incomplete"):
            extract_text(filename="crash.pdf", data=b"%PDF-1.7 rest")

    @staticmethod
    def _refused(kind: type[Exception], filename: str, data: bytes) -> None:
        with pytest.raises(kind):
            extract_text(filename=filename, data=data)

    def test_an_upload_beyond_the_extractions_at_once_is_turned_away_with_a_sentence(
        self, settings, monkeypatch
    ):
        settings.EXTRACTION_TIME_LIMIT_SECONDS = 2
        settings.EXTRACTION_QUEUE_SECONDS = 0.2
        real_read = pipeline._read

        def slow_on_request(kind: Any, data: bytes, limits: Any) -> RawText:
            if data == SLOW_DOCX:
                spin_forever()
            return real_read(kind, data, limits)

        monkeypatch.setattr(pipeline, "_read", slow_on_request)
        monkeypatch.setattr(pipeline, "_WORKERS", WorkerPool(pipeline._read_job, max_running=1))
        slow = threading.Thread(target=lambda: self._refused(DocumentTooComplex, "slow.docx", SLOW_DOCX))
        slow.start()
        time.sleep(0.3)
        try:
            with pytest.raises(ExtractionBusy) as refused:
                extract_text(filename="good.docx", data=docx_package(paragraph(GOOD_TEXT)))
        finally:
            slow.join()
            pipeline._workers().stop()

        assert refused.value.status_code == 503
        assert refused.value.message == (
            "The server is busy reading other documents. Please try again in a minute."
        )
