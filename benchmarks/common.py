"""Timing helpers shared by the benchmarks: CPU time, median and 95th percentile, one table."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np

T = TypeVar("T")


@dataclass(frozen=True)
class Row:
    """One printed line: what was measured, its figures and the target it is held to."""

    name: str
    median: float
    p95: float
    unit: str = "ms"
    target: str = ""


X_SERVER_ENV = "EPICYCLES_BENCH_X_SERVER"  # the X server's pid, for a child that draws in its window
# "1": quick mode (`python -m benchmarks.run --quick`, tests/test_benchmarks.py). Every module walks each of
# its roads once on the least work that still takes it, so a broken call shows in seconds; its figures mean
# nothing. Children inherit it with the environment.
QUICK_ENV = "EPICYCLES_BENCH_QUICK"


def quick(full: T, small: T) -> T:
    """full, or small in quick mode (rounds, frames, sizes, seconds; read when the module is imported)."""
    return small if os.environ.get(QUICK_ENV) == "1" else full


def process_cpu(pid: int | None) -> float:
    """CPU seconds process pid has used so far (user and system, from /proc); 0 without one."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_times_ms(fn: Callable[[], object], repeat: int, warmup: int = 2) -> np.ndarray:
    """Run fn `repeat` times after `warmup` calls (none in quick mode); return each call's CPU time in ms."""
    for _ in range(quick(warmup, 0)):
        fn()
    out = np.empty(repeat)
    for i in range(repeat):
        start = time.process_time()
        fn()
        out[i] = (time.process_time() - start) * 1000.0
    return out


def wall_times_ms(fn: Callable[[], object], repeat: int, warmup: int = 1) -> np.ndarray:
    """Like cpu_times_ms but wall-clock time, for things that wait on other processes."""
    for _ in range(quick(warmup, 0)):
        fn()
    out = np.empty(repeat)
    for i in range(repeat):
        start = time.perf_counter()
        fn()
        out[i] = (time.perf_counter() - start) * 1000.0
    return out


def row(name: str, samples_ms: np.ndarray, target: str = "", unit: str = "ms") -> Row:
    """Summarise samples as median and 95th percentile."""
    return Row(name, float(np.median(samples_ms)), float(np.percentile(samples_ms, 95)), unit, target)


def print_table(title: str, rows: list[Row]) -> None:
    """Print rows as an aligned table."""
    print(f"\n## {title}")
    width = max(len(r.name) for r in rows)
    print(f"{'measure'.ljust(width)}  {'median':>10}  {'p95':>10}  target")
    for r in rows:
        print(f"{r.name.ljust(width)}  {r.median:>8.2f}{r.unit:>2}  {r.p95:>8.2f}{r.unit:>2}  {r.target}")


def main_or_child(title: str, run: Callable[[], list[Row]], child: Callable[[int, int], None]) -> None:
    """A bench module's entry: `--child W H` runs one size in this process (its parent times it), else
    the whole bench prints its table."""
    if "--child" in sys.argv:
        at = sys.argv.index("--child")
        child(int(sys.argv[at + 1]), int(sys.argv[at + 2]))
    else:
        print_table(title, run())
