"""Runs document parsing in worker processes, each job with a time limit and a memory limit.

Parsers of untrusted files can loop, recurse or allocate without end. In a worker, that costs only the
worker: it is killed (with any program it started, such as pdftotext) when a job's time is up, and its
allocations fail with MemoryError once its resident memory would pass the job's memory limit (what it
inherited from the server included), after which it answers and exits. At most `max_running` jobs run
at once (more wait their turn for a while, then are turned away), so the memory all workers of a
process may hold is bounded too.

Workers are forked from the process that needs them and kept for the next jobs: forking a large server
process costs several milliseconds and every page the child then writes is copied, which would double
the time of a small document. A worker is retired after a failure it may not have recovered from
(memory, crash, time), after MAX_JOBS_PER_WORKER jobs, when more than `max_idle` wait unused, and when
a job left it holding more than MAX_KEPT_GROWTH_BYTES above its start: the worker says so after its
answer and exits, so an idle server does not keep what its largest document needed.

The server may run other threads when it forks a worker (a thread per request, say), and a lock one of
them held at that moment stays held in the worker. CPython renews the locks of logging and the global
import lock around a fork; a worker reads no settings and logs nothing; pipeline.py imports every
codec charset-normalizer may try before any worker exists, so a worker imports nothing (a test checks
it); and a worker freezes what it inherits from the garbage collector, so no finalizer of the parent's
garbage (a dropped connection) closes a descriptor number the worker has reused.

Requests go to a worker as pickles of plain values made by this process; answers come back the same
way but are read by an unpickler that accepts no classes, since the worker has read hostile input:
("ok", value), ("error", kind name, sentence, cause for the server log), ("memory",) or ("crash", why).
"""

import contextlib
import faulthandler
import fcntl
import gc
import io
import math
import os
import pickle
import resource
import select
import signal
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from quizforge.core.exceptions import ApplicationError

MAX_JOBS_PER_WORKER = 200
# What a job may always add, however much its worker inherited (the worker of a very large server).
MIN_JOB_BYTES = 64 * 1024 * 1024
# A worker whose resident memory grew by more than this over its jobs exits after answering: memory a
# parser freed often stays with the process (in its allocator's arenas), and an idle worker must not
# keep what its largest document needed.
MAX_KEPT_GROWTH_BYTES = 32 * 1024 * 1024
_LENGTH = struct.Struct("<Q")
# After each answer a worker says whether it takes the next job or exits.
_CONTINUING, _RETIRING = b"c", b"r"
_READ_CHUNK = 1024 * 1024
# A request (the document) that fits its pipe is written in one go, without waiting for the worker to
# read each 64 KB the default pipe holds (0.16 instead of 0.30 ms for 200 KB); Linux lets any process
# ask for up to 1 MB. Answers keep the default: pipe buffers count against a per-user budget.
_REQUEST_PIPE_BYTES = 1024 * 1024


@dataclass(frozen=True)
class JobLimits:
    seconds: float
    memory_bytes: int  # resident memory a worker may reach during a job, what it inherited included
    max_answer_bytes: int = 512 * 1024 * 1024


class JobTimedOut(Exception):
    pass


class PoolBusy(Exception):
    """Every worker the pool may run was busy for as long as the caller would wait."""


class JobOutOfMemory(Exception):
    pass


class JobCrashed(Exception):
    """The worker died or answered nothing usable (a crash in a C library, a kill from outside)."""


class JobRefused(Exception):
    """The job raised an ApplicationError; its kind and sentence travel back by name."""

    def __init__(self, kind: str, message: str, cause: str) -> None:
        super().__init__(kind, message, cause)
        self.kind, self.message, self.cause = kind, message, cause


class _PlainValuesUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed in a worker's answer")


# --- framing ----------------------------------------------------------------------------------------


def _write_message(fd: int, payload: bytes) -> None:
    view = memoryview(_LENGTH.pack(len(payload)) + payload)
    while view:
        view = view[os.write(fd, view) :]


def _read_exactly(fd: int, size: int, deadline: float | None) -> bytes:
    chunks: list[bytes] = []
    poller = select.poll()  # unlike select(), works for descriptors past 1024 in a busy server
    poller.register(fd, select.POLLIN)
    while size:
        if deadline is not None:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not poller.poll(remaining * 1000):
                raise JobTimedOut
        chunk = os.read(fd, min(size, _READ_CHUNK))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _read_message(fd: int, *, deadline: float | None = None, max_bytes: int | None = None) -> bytes:
    (size,) = _LENGTH.unpack(_read_exactly(fd, _LENGTH.size, deadline))
    if max_bytes is not None and size > max_bytes:
        raise JobOutOfMemory
    return _read_exactly(fd, size, deadline)


# --- the worker side --------------------------------------------------------------------------------


def _memory() -> tuple[int, int]:
    """This process's address space and resident memory, in bytes."""
    with open("/proc/self/statm", "rb") as statm:
        size, resident = statm.read().split()[:2]
    return int(size) * resource.getpagesize(), int(resident) * resource.getpagesize()


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _set_soft_limit(kind: int, wanted: int) -> None:
    hard = resource.getrlimit(kind)[1]
    resource.setrlimit(kind, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard))


def _limit_job(limits: JobLimits) -> None:
    # Memory a job touches is resident and mapped alike: capping the address space it may add at what
    # the limit leaves above today's resident size caps the resident size at the limit.
    address_space, resident = _memory()
    budget = max(limits.memory_bytes - resident, MIN_JOB_BYTES)
    _set_soft_limit(resource.RLIMIT_AS, address_space + budget)
    # A backstop should this process lose its parent: the kernel stops a job that spins past its time.
    _set_soft_limit(resource.RLIMIT_CPU, math.ceil(_cpu_seconds() + limits.seconds) + 1)


def _caused_by_memory(error: BaseException) -> bool:
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, MemoryError):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _job_answer(handler: Callable[[Any], Any], request: Any) -> tuple[Any, ...]:
    try:
        return ("ok", handler(request))
    except MemoryError:
        return ("memory",)
    except ApplicationError as error:
        if _caused_by_memory(error):
            return ("memory",)
        cause = error.__cause__
        return ("error", type(error).__name__, error.message, repr(cause) if cause else "")
    except BaseException as error:
        return ("memory",) if _caused_by_memory(error) else ("crash", repr(error))


def _close_inherited_files(keep: tuple[int, ...]) -> None:
    """The worker needs none of its parent's files; holding a sibling's pipe would hide that sibling's
    end from the parent, and holding sockets would keep connections the parent closes alive."""
    highest = os.sysconf("SC_OPEN_MAX")
    start = 3
    for fd in sorted(keep):
        os.closerange(start, fd)
        start = fd + 1
    os.closerange(start, highest)


def _worker_main(handler: Callable[[Any], Any], requests_fd: int, answers_fd: int) -> None:
    # What the parent left for the garbage collector (a dropped connection, say) is never finalized
    # here: its finalizer would close a descriptor number this process has since reused.
    gc.freeze()
    _close_inherited_files(keep=(requests_fd, answers_fd))
    os.setpgid(0, 0)  # its own process group, so a kill reaches the programs it starts too
    for signal_number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signal_number, signal.SIG_DFL)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    faulthandler.disable()  # a crash here is reported by the parent, not by a dump of inherited stacks
    _, resident_at_start = _memory()
    for _ in range(MAX_JOBS_PER_WORKER):
        try:
            limits, request = pickle.loads(_read_message(requests_fd))  # noqa: S301 - from the parent
        except EOFError:
            return  # the parent is gone or retired this worker
        _limit_job(limits)
        answer = _job_answer(handler, request)
        try:
            payload = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as error:
            answer = ("crash", f"answer could not be pickled: {error!r}")
            payload = pickle.dumps(answer)
        _write_message(answers_fd, payload)
        if answer[0] in ("memory", "crash"):
            return  # its heap may be in any state
        del answer, request, payload  # before measuring what the worker keeps
        gc.collect()
        retiring = _memory()[1] - resident_at_start > MAX_KEPT_GROWTH_BYTES
        _write_message(answers_fd, _RETIRING if retiring else _CONTINUING)
        if retiring:
            return


# --- the parent side --------------------------------------------------------------------------------


@dataclass
class _Worker:
    pid: int
    requests_fd: int
    answers_fd: int
    jobs: int = 0

    def has_exited(self) -> bool:
        return os.waitpid(self.pid, os.WNOHANG)[0] != 0

    def retire(self, *, kill: bool) -> None:
        for fd in (self.requests_fd, self.answers_fd):
            with contextlib.suppress(OSError):
                os.close(fd)
        if kill:
            for kill_call in (os.killpg, os.kill):  # its group when it made one, the worker anyway
                with contextlib.suppress(ProcessLookupError):
                    kill_call(self.pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.pid, 0)  # without kill, closing its request pipe makes it exit


class WorkerPool:
    """Runs handler(request) in a worker process and returns its value, made of plain values only."""

    def __init__(self, handler: Callable[[Any], Any], *, max_running: int = 2, max_idle: int = 2) -> None:
        self._handler = handler
        self._max_running = max_running
        self._max_idle = max_idle
        self._idle: list[_Worker] = []
        self._lock = threading.Lock()
        self._running = threading.BoundedSemaphore(max_running)
        os.register_at_fork(after_in_child=self._forget_workers)

    def _forget_workers(self) -> None:
        """A forked process (a worker included) does not own its parent's workers."""
        self._idle = []
        self._lock = threading.Lock()
        self._running = threading.BoundedSemaphore(self._max_running)

    def _spawn(self) -> _Worker:
        requests_read, requests_write = os.pipe()
        answers_read, answers_write = os.pipe()
        with contextlib.suppress(OSError):  # a smaller pipe only costs more wake-ups
            fcntl.fcntl(requests_write, fcntl.F_SETPIPE_SZ, _REQUEST_PIPE_BYTES)
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the worker, which never returns
            try:
                _worker_main(self._handler, requests_read, answers_write)
            finally:
                os._exit(0)
        os.close(requests_read)
        os.close(answers_write)
        with contextlib.suppress(OSError):  # fails only when the worker already did it
            os.setpgid(pid, pid)  # also here, so a kill right after the fork reaches the group
        return _Worker(pid, requests_write, answers_read)

    def _take(self) -> _Worker:
        with self._lock:
            while self._idle:
                worker = self._idle.pop()
                if not worker.has_exited():
                    return worker
                worker.retire(kill=False)
        return self._spawn()

    def _give_back(self, worker: _Worker, *, continuing: bool) -> None:
        with self._lock:
            if continuing and worker.jobs < MAX_JOBS_PER_WORKER and len(self._idle) < self._max_idle:
                self._idle.append(worker)
                return
        worker.retire(kill=False)

    def stop(self) -> None:
        """Retires every idle worker (the next job forks a fresh one)."""
        with self._lock:
            idle, self._idle = self._idle, []
        for worker in idle:
            worker.retire(kill=False)

    def run(self, request: Any, *, limits: JobLimits, wait_seconds: float = 0) -> Any:
        """The handler's value for the request, or JobRefused / JobTimedOut / JobOutOfMemory / JobCrashed.

        At most max_running jobs run at once; a job waits up to wait_seconds for its turn, then PoolBusy."""
        if not self._running.acquire(timeout=wait_seconds):
            raise PoolBusy
        try:
            return self._run(request, limits)
        finally:
            self._running.release()

    def _run(self, request: Any, limits: JobLimits) -> Any:
        worker = self._take()
        try:
            _write_message(
                worker.requests_fd, pickle.dumps((limits, request), protocol=pickle.HIGHEST_PROTOCOL)
            )
            payload = _read_message(
                worker.answers_fd,
                deadline=time.monotonic() + limits.seconds,
                max_bytes=limits.max_answer_bytes,
            )
            answer = _PlainValuesUnpickler(io.BytesIO(payload)).load()
            continuing = (
                answer[0] in ("ok", "error")
                and _read_message(worker.answers_fd, deadline=time.monotonic() + limits.seconds, max_bytes=1)
                == _CONTINUING
            )
        except BaseException as error:
            worker.retire(kill=True)
            if isinstance(error, JobTimedOut | JobOutOfMemory):
                raise
            if isinstance(error, Exception):
                raise JobCrashed(f"no usable answer: {error!r}") from error
            raise  # KeyboardInterrupt and the like
        worker.jobs += 1
        match answer:
            case ("ok", value):
                self._give_back(worker, continuing=continuing)
                return value
            case ("error", str(kind), str(message), str(cause)):
                self._give_back(worker, continuing=continuing)
                raise JobRefused(kind, message, cause)
            case ("memory",):
                worker.retire(kill=False)
                raise JobOutOfMemory
            case ("crash", str(reason)):
                worker.retire(kill=False)
                raise JobCrashed(reason)
        worker.retire(kill=True)
        raise JobCrashed(f"unexpected answer {answer!r:.200}")
