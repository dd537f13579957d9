"""RoPE math speed: the score curve for Δ = 0..131072 at 64 arrows (d = 128), and its peak extra memory."""

from __future__ import annotations

import tracemalloc

import numpy as np

from app.math import rope
from benchmarks.common import Row, cpu_times_ms, print_table, row

N_ARROWS = 64
MAX_DELTA = 131072
REPEAT = 20
CURVE_TARGET = "≤ 100 ms"
# The output alone is (MAX_DELTA + 1) float64 ≈ 1 MB; the working set should stay near that.
MEMORY_TARGET = "≤ 16 MB"


def _setup() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Δ range, speeds (base 1e4) and random content for the benchmark."""
    omega = rope.ladder_frequencies(N_ARROWS)
    h = rope.content_from_qk(*rope.random_qk(N_ARROWS, seed=0))
    return np.arange(MAX_DELTA + 1), omega, h


def peak_memory_mb() -> float:
    """Peak memory traced while computing one curve, in MB (numpy allocations included)."""
    deltas, omega, h = _setup()
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        rope.scores(deltas, omega, h)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 1e6


def run() -> list[Row]:
    """Time the curve and the window search, and measure the curve's peak memory."""
    deltas, omega, h = _setup()
    curve = cpu_times_ms(lambda: rope.scores(deltas, omega, h), REPEAT)
    window = cpu_times_ms(lambda: rope.window_search(0, MAX_DELTA, omega, h), REPEAT)
    peak = peak_memory_mb()
    return [
        row(f"score curve Δ=0..{MAX_DELTA}, {N_ARROWS} arrows", curve, CURVE_TARGET),
        row(f"window search Δ=0..{MAX_DELTA}, {N_ARROWS} arrows", window, CURVE_TARGET),
        Row(f"score curve peak memory, {N_ARROWS} arrows", peak, peak, "MB", MEMORY_TARGET),
    ]


if __name__ == "__main__":
    print_table("RoPE math", run())
