"""RoPE math speed: the score curve for Δ = 0..131072 at 64 arrows (d = 128), scaled and bounded too."""

from __future__ import annotations

import tracemalloc

import numpy as np

from app.math import rope, rope_decay, rope_scaling, rope_window
from benchmarks.common import Row, cpu_times_ms, print_table, quick, row

N_ARROWS = 64
MAX_DELTA = quick(131072, 1024)
REPEAT = quick(20, 1)
CURVE_TARGET = "≤ 100 ms"
# The output alone is (MAX_DELTA + 1) float64 ≈ 1 MB; the working set should stay near that.
MEMORY_TARGET = "≤ 16 MB"


def _setup() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Δ range, speeds (base 1e4) and random content for the benchmark."""
    omega = rope.ladder_frequencies(N_ARROWS)
    h = rope.content_from_qk(*rope.random_qk(N_ARROWS, seed=0))
    return np.arange(MAX_DELTA + 1), omega, h


def scaled_curve_and_bound(deltas: np.ndarray, h: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """What the panel draws for Llama-3.1-8B: speeds scaled as its config says, the curve, Su's bound."""
    preset = next(p for p in rope.MODEL_PRESETS if p.name == "Llama-3.1-8B")
    omega, attention = rope_scaling.scaled_frequencies(N_ARROWS, preset.base, preset.scaling)
    curve = rope.scores(deltas, omega, rope_scaling.scaled_content(h, attention))
    return curve, rope_decay.decay_bound(deltas, omega)


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
    window = cpu_times_ms(lambda: rope_window.window_search(0, MAX_DELTA, omega, h), REPEAT)
    scaled = cpu_times_ms(lambda: scaled_curve_and_bound(deltas, h), REPEAT)
    peak = peak_memory_mb()
    return [
        row(f"score curve Δ=0..{MAX_DELTA}, {N_ARROWS} arrows", curve, CURVE_TARGET),
        row(f"score curve + scaling + bound Δ=0..{MAX_DELTA}, {N_ARROWS} arrows", scaled, CURVE_TARGET),
        row(f"window search Δ=0..{MAX_DELTA}, {N_ARROWS} arrows", window, CURVE_TARGET),
        Row(f"score curve peak memory, {N_ARROWS} arrows", peak, peak, "MB", MEMORY_TARGET),
    ]


if __name__ == "__main__":
    print_table("RoPE math", run())
