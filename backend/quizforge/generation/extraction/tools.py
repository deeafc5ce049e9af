"""External programs a worker runs on a document (pdftotext, antiword, catdoc), each held to limits.

The document goes in as a seekable standard input (an in-memory file, named /dev/stdin on the command
line: these tools want to seek and to know the size). The program gets an address-space limit of its
own, since the limit it inherits from its worker's job counts from the worker's size, not from zero; its
output is read up to a cap, and it is stopped at the deadline.

The limit is set with prlimit() as soon as the program has started, not between fork and exec: a
`preexec_fn` makes Python fork the whole worker instead of using vfork, which costs 90 ms on a
server-sized process, ten times the run of antiword on a small document. In the moment before, the
program is loading its libraries, and the limit it inherited still holds.
"""

import contextlib
import os
import resource
import selectors
import subprocess
import time
from dataclasses import dataclass

from quizforge.generation.extraction.errors import DocumentTooComplex

STDIN_PATH = "/dev/stdin"
_READ_CHUNK = 65536


@dataclass(frozen=True)
class ToolLimits:
    deadline: float  # time.monotonic() by which the program must have finished
    memory_bytes: int  # address space the program may map, its libraries included
    max_output_bytes: int


@dataclass(frozen=True)
class ToolOutput:
    returncode: int
    stdout: bytes
    stderr: bytes


def _limit_address_space(pid: int, memory_bytes: int) -> None:
    hard = resource.getrlimit(resource.RLIMIT_AS)[1]  # what the program inherited from this process
    wanted = memory_bytes if hard == resource.RLIM_INFINITY else min(memory_bytes, hard)
    with contextlib.suppress(ProcessLookupError):  # it has already finished
        resource.prlimit(pid, resource.RLIMIT_AS, (wanted, hard))


def tool_start(command: list[str], data: bytes, limits: ToolLimits) -> subprocess.Popen[bytes]:
    """Starts command (its last argument may be STDIN_PATH) with the document as its standard input."""
    document = os.memfd_create("quizforge-document")
    try:
        unwritten = memoryview(data)
        while unwritten:
            unwritten = unwritten[os.write(document, unwritten) :]
        os.lseek(document, 0, os.SEEK_SET)
        tool = subprocess.Popen(  # noqa: S603 - a fixed program reading the file we wrote
            command, stdin=document, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
    finally:
        os.close(document)
    _limit_address_space(tool.pid, limits.memory_bytes)
    return tool


def _remaining(deadline: float) -> float:
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise DocumentTooComplex()
    return remaining


def tool_finish(tool: subprocess.Popen[bytes], limits: ToolLimits) -> ToolOutput:
    """What the program wrote once it has exited, by the deadline; the program is killed on any failure.

    Popen.communicate() with a timeout polls for the exit in sleeps of half a millisecond and more,
    which costs a small document a third of its time; a pidfd says at once when the program is gone."""
    assert tool.stdout is not None and tool.stderr is not None  # both are pipes (tool_start)
    written: dict[int, list[bytes]] = {tool.stdout.fileno(): [], tool.stderr.fileno(): []}
    total = 0
    try:
        with selectors.PollSelector() as selector:
            for fd in written:
                selector.register(fd, selectors.EVENT_READ)
            while selector.get_map():
                for key, _ in selector.select(_remaining(limits.deadline)):
                    chunk = os.read(key.fd, _READ_CHUNK)
                    if not chunk:
                        selector.unregister(key.fd)
                        continue
                    total += len(chunk)
                    if total > limits.max_output_bytes:
                        raise DocumentTooComplex.memory()
                    written[key.fd].append(chunk)
        exit_watch = os.pidfd_open(tool.pid)  # readable once the program has exited
        try:
            with selectors.PollSelector() as selector:
                selector.register(exit_watch, selectors.EVENT_READ)
                if not selector.select(_remaining(limits.deadline)):
                    raise DocumentTooComplex()
        finally:
            os.close(exit_watch)
    except BaseException:
        tool.kill()
        raise
    tool.wait()
    stdout, stderr = (b"".join(chunks) for chunks in written.values())
    return ToolOutput(tool.returncode, stdout, stderr)
