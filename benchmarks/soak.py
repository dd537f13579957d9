"""`make soak`: 200,000 frames of random input and hostile acts through the real loop (headless, the fuzz
of tests/fuzz_driver.py in a 960×600 window), with the memory the process holds every 10,000 frames.

Each figure is taken in a state to compare: dialogs closed, no lesson, the starting size, freed memory
given back (what is kept, not what happens to be open), settled again (three times at least) until two
figures in a row agree within STEADY_MB: a figure taken four or eight seconds after the last random act
still held up to 11 MB more than one taken four seconds later, after which it held (C memory: no Python
object, Surface or array of the window's holds it). The first settle's figure is printed beside it.
Passes when no frame reaches the error boundary and, after warm-up (the first 20,000 frames fill
pygame_gui's and our caches), memory stays within ±10% of its level (the first figure after warm-up) and
under 400 MB."""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from fuzz_acts import throwaway_home
from fuzz_driver import kept, run_session, settle

from app.memory import release_free_memory
from app.ui.app import EpicyclesApp
from benchmarks.common import quick
from benchmarks.memory_parts import object_arenas, resident_parts

FRAMES, EVERY = quick(200_000, 60), quick(10_000, 60)
WARM_UP = quick(20_000, 0)
TOLERANCE = 0.10
CEILING_MB = 400.0
SIZE = (960, 600)  # the smallest window: the audit that found memory growing fuzzed at this size
STEADY_MB = 1.0  # two figures in a row this close: the memory has stopped moving
# Four seconds of quiet frames each; what goes, goes in the first two.
MIN_SETTLES, MAX_SETTLES = quick((3, 6), (2, 2))


def rss_mb() -> float:
    """Resident memory of this process now (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/status") as status:
            line = next(line for line in status if line.startswith("VmRSS"))
        return int(line.split()[1]) / 1024
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def steady_rss(app) -> tuple[float, float, int]:
    """(the first figure, the steady one, settles taken): what the process holds, not what is open or
    what glibc happens to keep free: settle, give back, measure; again until two figures in a row agree
    within STEADY_MB, after MIN_SETTLES at least (at most MAX_SETTLES)."""
    figures: list[float] = []
    while len(figures) < MAX_SETTLES:
        settle(app, SIZE)
        release_free_memory()
        figures.append(rss_mb())
        if len(figures) >= MIN_SETTLES and abs(figures[-1] - figures[-2]) <= STEADY_MB:
            break
    return figures[0], figures[-1], len(figures)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=FRAMES)
    parser.add_argument("--every", type=int, default=EVERY)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    home = throwaway_home()  # drawings, preferences, logs and exports stay out of the user's folders
    app = EpicyclesApp(size=SIZE)
    figures: list[tuple[int, float]] = []
    start = time.perf_counter()

    firsts: list[float] = []

    def report(frame: int) -> None:
        first, mb, settles = steady_rss(app)
        firsts.append(first)
        figures.append((frame, mb))
        rate = frame / (time.perf_counter() - start)
        counts = "  ".join(f"{name} {n}" for name, n in kept(app).items())
        parts = " ".join(f"{name} {part:.1f}" for name, part in sorted(resident_parts().items()))
        print(
            f"frame {frame:>7,}  RSS {mb:7.1f} MB (first settle {first:.1f}, {settles} settles; {parts}; "
            f"object arenas {object_arenas()})  errors {len(app.errors)}  ({rate:.0f} frames/s)  {counts}"
        )
        sys.stdout.flush()

    print(f"soak: {args.frames:,} frames of random input, seed {args.seed}")
    run_session(app, args.frames, args.seed, home.name, args.every, report)
    settled = [mb for frame, mb in figures if frame > WARM_UP] or [figures[-1][1]]
    level = settled[0]
    spread = max(abs(mb - level) / level for mb in settled)
    low, high = min(settled), max(settled)
    print(f"after warm-up: {low:.1f}..{high:.1f} MB, at most {100 * spread:.1f}% from {level:.1f} MB")
    first = [mb for (frame, _), mb in zip(figures, firsts, strict=True) if frame > WARM_UP] or firsts[-1:]
    first_spread = max(abs(mb - first[0]) / first[0] for mb in first)
    low1, high1 = min(first), max(first)
    print(f"(first settles after warm-up: {low1:.1f}..{high1:.1f} MB, at most {100 * first_spread:.1f}%)")
    print(f"errors caught by the boundary: {len(app.errors)}")
    for line in app.errors[:10]:
        print("  " + line)
    flat, under = spread <= TOLERANCE, high < CEILING_MB
    ok = not app.errors and flat and under and app.state.running
    print(
        f"soak: {'PASS' if ok else 'FAIL'}: {args.frames:,} frames, {len(app.errors)} errors, after warm-up "
        f"{low:.1f}..{high:.1f} MB ({'within' if flat else 'beyond'} ±{100 * TOLERANCE:.0f}%, "
        f"{'under' if under else 'over'} {CEILING_MB:.0f} MB)"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
