"""A function run under a time and memory budget: in a forked child on Linux, in-process elsewhere. No pygame.

Why a fork: a parse cannot be interrupted from outside in-process (the window reads on a thread, where no
signal lands), nor can its memory be capped. A forked child starts in a few ms with every module already
imported (nothing to import, so no lock another thread held at the fork can block it) and is killed at
the deadline, or as soon as its resident memory has grown by more than its budget (the parent looks every
20 ms; RLIMIT_AS caps its address space too, but that counts what the process had mapped and freed).
'spawn' and 'forkserver' would start a new interpreter (in the one-file executable, a whole unpacking of
it: seconds), and macOS and Windows have no safe fork of a process that runs SDL: there the function runs
in-process and the scan before it is the bound.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import sys
import time
from collections.abc import Callable
from typing import Any

FORK = sys.platform.startswith("linux")
WATCH_SECONDS = 0.02  # how often the parent looks at the child's memory


class OverBudget(Exception):  # noqa: N818 (a refusal, said by the caller)
    """The function took longer than its seconds (`memory` False) or more than its memory (True)."""

    def __init__(self, memory: bool) -> None:
        super().__init__("memory" if memory else "time")
        self.memory = memory


def run_bounded(fn: Callable[..., Any], *args: Any, seconds: float, extra_bytes: int) -> Any:
    """fn(*args), or OverBudget when it takes more than `seconds` or `extra_bytes` more memory than the
    process holds now; fn's own exceptions come back as they are (they must pickle)."""
    if not FORK:
        return fn(*args)
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns, never runs the parent's atexit or flushes its buffers
        os.close(read_end)
        _child(write_end, fn, args, seconds, extra_bytes)
    os.close(write_end)
    try:
        # The child's own start (a fork maps the parent's file pages lazily, so it starts below the parent).
        data = _read_until(read_end, pid, time.monotonic() + seconds, _resident(pid) + extra_bytes)
    finally:
        os.close(read_end)
        _reap(pid)
    if data is None:
        raise OverBudget(memory=False)
    if not data:  # the child died without a word: stopped at its memory budget
        raise OverBudget(memory=True)
    ok, value = pickle.loads(data)  # our own child's answer
    if ok:
        return value
    raise value


def _child(fd: int, fn: Callable[..., Any], args: tuple[Any, ...], seconds: float, extra: int) -> None:
    import resource

    try:
        with open("/proc/self/statm", "rb") as statm:  # the address space the fork inherited
            held = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        resource.setrlimit(resource.RLIMIT_AS, (held + extra, held + extra))
        cpu = int(seconds) + 2  # should the parent be gone, the child still ends
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
        try:
            answer = (True, fn(*args))
        except MemoryError:
            answer = (False, OverBudget(memory=True))
        except Exception as exc:
            answer = (False, exc)
        try:
            data = pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # an answer that does not pickle is a bug; say which
            data = pickle.dumps((False, RuntimeError(f"unpicklable answer: {exc.__class__.__name__}")))
        with os.fdopen(fd, "wb") as out:
            out.write(data)
    finally:
        os._exit(0)


def _resident(pid: int | str = "self") -> int:
    """A process's resident memory in bytes (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/statm", "rb") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, IndexError, ValueError):
        return 0


def _read_until(fd: int, pid: int, deadline: float, most_resident: int) -> bytes | None:
    """Everything the child writes until it closes the pipe; None at the deadline, b"" (after killing
    it) once its resident memory passes most_resident."""
    chunks = []
    # poll, not select: select refuses a descriptor past 1023, which a long test run (or a session holding
    # many fonts and files) reaches.
    watch = select.poll()
    watch.register(fd, select.POLLIN)
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        if not watch.poll(min(left, WATCH_SECONDS) * 1000):
            if _resident(pid) > most_resident:
                os.kill(pid, signal.SIGKILL)
                return b""
            continue
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def _reap(pid: int) -> None:
    """Kill the child if it still runs, and wait for it (no zombie stays)."""
    try:
        if os.waitpid(pid, os.WNOHANG) == (0, 0):
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    except ChildProcessError:  # already reaped
        pass
