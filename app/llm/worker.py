"""The Model tab's work beside the window: a persistent child process that opens models and runs
sentences through them, the open model kept between jobs. No pygame: the child imports app.llm only.

Why a process, not a thread: the work holds Python's GIL for long stretches (the tokenizer built from a
49k vocabulary in one PyO3 call of ~60 ms, the GGUF header, numpy on small arrays), and a thread's every
stretch is a frame the window waits for (bench_model_tab prints the two side by side). The child is
started with "spawn" (a fork of a process running SDL is not safe), as a daemon, before the first job.

A job goes in as (ticket, path, text, layer, picks); the child sends (ticket, kind, value) back: "began",
"progress" (fraction), "head" (a HeldPass run to the layer shown), "layer" (each further LayerTrace),
"done" ((Usage, HeadPicks | None)), "failed" (ModelError), "ended". It looks between layers whether its
ticket is still the one wanted (a shared number): a replaced or cancelled job stops there.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import multiprocessing
import os
import queue
import sys
import threading
import time
from pathlib import Path
from typing import Any

from app.errors import as_clause, os_reason
from app.llm.errors import Cancelled, ModelError, part

KINDS = ("process", "thread")  # the thread is kept for bench_model_tab's side-by-side figures
WORKER_NICE = 10  # the work's priority below the window's
STOP_WAIT = 3.0  # seconds a replaced job may take to stop before its process is ended and started anew
CLOSE_WAIT = 2.0
PARENT_CHECK = 1.0  # seconds between the idle child's looks at whether the window is still there
log = logging.getLogger("epicycles")


@functools.lru_cache(maxsize=1)  # the open model: its layers, once dequantized, serve every sentence
def _opened(path: str, stamp: tuple[int, int]) -> object:
    from app.llm.model import Model

    return Model(Path(path))


def open_model(path: str) -> Any:
    """The model at path, opened once while the file stays the same (size and time)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise ModelError("unreadable", name=Path(path).name, reason=os_reason(exc)) from exc
    return _opened(path, (info.st_size, info.st_mtime_ns))


def resolve(path: str) -> str:
    """A job's file: the demo model's when path is "" (ModelError saying how to get it if absent)."""
    if path:
        return path
    from app.llm.places import demo_model
    from app.paths import own_models_folder

    found = demo_model()
    if found is None:
        raise ModelError("no_demo", folder=own_models_folder())  # (a Path: ours, not cut as a name)
    return str(found)


def serve(jobs: Any, out: Any, wanted: Any, kind: str = "process") -> None:
    """The child's loop: each job asked for, until None comes."""
    nicer(kind)
    parent = multiprocessing.parent_process()  # None for the thread
    gone = (lambda: False) if parent is None else (lambda: not parent.is_alive())
    while True:
        try:
            asked = jobs.get(timeout=PARENT_CHECK)
        except queue.Empty:
            if gone():  # the window was killed or crashed: its model (hundreds of MB) goes with it
                return
            continue
        if asked is None:
            return
        ticket = asked[0]
        if wanted.value != ticket:
            continue  # replaced or cancelled before it began
        out.put((ticket, "began", None))
        try:
            work(out, lambda t=ticket: wanted.value != t or gone(), *asked)
        except Exception as exc:  # a bug must not end the child: one line, and the next job is served
            log.exception("model work failed")
            out.put((ticket, "failed", ModelError("unreadable", name=Path(asked[1]).name, reason=repr(exc))))
        out.put((ticket, "ended", None))


def work(out: Any, stopped: Any, ticket: int, path: str, text: str, layer: int, picks: bool) -> None:
    """One job: open, run to the layer shown ("head"), then each further layer, then the usage map."""
    from app.llm import heads
    from app.llm.held import HeldPass, ModelFacts
    from app.llm.picks import pick_heads

    def send(kind: str, value: object) -> None:
        out.put((ticket, kind, value))

    try:
        model = open_model(resolve(path))
        run = heads.start_pass(model, text)
        last = model.config.layers - 1
        run.run_to(min(layer, last), stopped, lambda done, total: send("progress", done / max(total, 1)))
        send("head", HeldPass.of(run, ModelFacts.of(model)))
        while len(run.traces) <= last:
            run.run_to(len(run.traces), stopped)
            send("layer", run.traces[-1])
        use = heads.usage(run, stopped)
        send("done", (use, pick_heads(run, use) if picks else None))
    except Cancelled:
        pass
    except ModelError as exc:
        send("failed", exc)
    except (OSError, MemoryError, ValueError) as exc:  # a file that fails in a way the reader did not foresee
        send("failed", ModelError("unreadable", name=Path(path).name, reason=as_clause(str(exc))))


def nicer(kind: str) -> None:
    """The work gives way to the window: the whole child process, or (Linux) the one thread."""
    with contextlib.suppress(OSError, AttributeError):
        if kind == "process":
            os.nice(WORKER_NICE)
        elif sys.platform.startswith("linux"):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), WORKER_NICE)


class _Wanted:
    """The thread kind's stand-in for the process's shared number."""

    value = 0


class ModelProcess:
    """The window's side of the work: asks jobs, hands back their messages, ends the child."""

    def __init__(self, kind: str = "process") -> None:
        assert kind in KINDS
        self.kind = kind
        self.ticket = 0  # of the job asked for last (0: none yet)
        self.job: tuple[Any, ...] | None = None  # that job while it is wanted
        self.at_work: int | None = None  # the ticket the child is on
        self._child: Any = None
        self._stop_asked = 0.0

    @property
    def alive(self) -> bool:
        return self._child is not None and self._child.is_alive()

    @property
    def pid(self) -> int | None:
        return self._child.pid if self.kind == "process" and self._child is not None else None

    def start(self) -> None:
        """Start the child ahead of its first job (starting one holds the window ~0.1 s)."""
        if not self.alive:
            self._start()

    def _start(self) -> None:
        if self.kind == "process":
            ctx = multiprocessing.get_context("spawn")
            self._jobs, self._out, self._wanted = ctx.Queue(), ctx.Queue(), ctx.RawValue("q", 0)
            args = (self._jobs, self._out, self._wanted)
            self._child = ctx.Process(target=serve, args=args, daemon=True, name="epicycles-model")
        else:
            self._jobs, self._out, self._wanted = queue.Queue(), queue.Queue(), _Wanted()
            args = (self._jobs, self._out, self._wanted, "thread")
            self._child = threading.Thread(target=serve, args=args, daemon=True, name="model-work")
        self.at_work = None
        self._child.start()

    def ask(self, path: str, text: str, layer: int, picks: bool) -> None:
        """A new job: the one under way (if any) stops at its next layer."""
        self.ticket += 1
        self.job = (self.ticket, path, text, layer, picks)
        if not self.alive:
            self._start()
        self._wanted.value = self.ticket
        self._stop_asked = time.monotonic()
        self._jobs.put(self.job)

    def stop(self) -> None:
        """No job wanted: the one under way stops at its next layer, and what it still sends is dropped."""
        self.job = None
        if self._child is not None:
            self._wanted.value = 0
            self._stop_asked = time.monotonic()

    def results(self) -> list[tuple[str, object]]:
        """The messages (kind, value) of the job wanted that came since the last call; a child that does
        not stop a job no longer wanted within STOP_WAIT is ended (and started anew for the job wanted)."""
        found = []
        while self._child is not None:
            try:
                ticket, kind, value = self._out.get_nowait()
            except queue.Empty:
                break
            if kind in ("began", "ended"):
                self.at_work = ticket if kind == "began" else None
            elif self.job is not None and ticket == self.job[0]:
                found.append((kind, value))
        stale = self.at_work is not None and (self.job is None or self.at_work != self.job[0])
        if stale and self.kind == "process" and time.monotonic() - self._stop_asked > STOP_WAIT:
            self._end()
            if self.job is not None:
                self._start()
                self._wanted.value = self.job[0]
                self._jobs.put(self.job)
        if self.job is not None and self._child is not None and not self.alive:
            found.append(("failed", ModelError("worker_gone", name=Path(self.job[1]).name or part("demo"))))
            self.job, self._child = None, None
        return found

    def wait(self, timeout: float) -> None:
        """Block until a message comes or timeout passes (tests and the benchmark, never the loop)."""
        if self._child is not None and self.kind == "process":
            multiprocessing.connection.wait([self._out._reader], timeout)  # type: ignore[attr-defined]
        else:
            threading.Event().wait(timeout)

    def close(self) -> None:
        """The child ends with the window: asked to, and ended if it does not within CLOSE_WAIT."""
        if self._child is None:
            return
        self.job = None
        self._wanted.value = 0
        self._jobs.put(None)
        self._child.join(CLOSE_WAIT)
        self._end()

    def _end(self) -> None:
        child, self._child, self.at_work = self._child, None, None
        if child is not None and self.kind == "process" and child.is_alive():
            child.terminate()
            child.join(CLOSE_WAIT)
            if child.is_alive():  # (stopped, or deaf to SIGTERM)
                child.kill()
                child.join(CLOSE_WAIT)
