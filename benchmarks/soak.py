"""`make soak`: 200,000 frames of random input through the real loop (headless), with the memory the
process holds every 10,000 frames. Passes when no frame reaches the error boundary and memory stays
within ±10% of its level after warm-up (the first 20,000 frames fill pygame_gui's and our caches)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_DATA = tempfile.TemporaryDirectory(prefix="epicycles-soak-")  # drawings and logs stay out of the real folder
os.environ["XDG_DATA_HOME"] = _DATA.name
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from fuzz_driver import run_session  # noqa: E402

from app.memory import release_free_memory  # noqa: E402
from app.ui.app import EpicyclesApp  # noqa: E402

WARM_UP = 20_000
TOLERANCE = 0.10


def rss_mb() -> float:
    """Resident memory of this process now (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/status") as status:
            line = next(line for line in status if line.startswith("VmRSS"))
        return int(line.split()[1]) / 1024
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=200_000)
    parser.add_argument("--every", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    app = EpicyclesApp()
    figures: list[tuple[int, float]] = []
    start = time.perf_counter()

    def report(frame: int) -> None:
        # What the process holds, not what glibc happens to keep free at this moment: give it back first.
        release_free_memory()
        figures.append((frame, rss_mb()))
        rate = frame / (time.perf_counter() - start)
        mb, errors = figures[-1][1], len(app.errors)
        print(f"frame {frame:>7,}  RSS {mb:7.1f} MB  errors {errors}  ({rate:.0f} frames/s)")
        sys.stdout.flush()

    print(f"soak: {args.frames:,} frames of random input, seed {args.seed}")
    run_session(app, args.frames, args.seed, args.every, report)
    settled = [mb for frame, mb in figures if frame > WARM_UP] or [figures[-1][1]]
    level = settled[0]
    spread = max(abs(mb - level) / level for mb in settled)
    low, high = min(settled), max(settled)
    print(f"after warm-up: {low:.1f}..{high:.1f} MB, at most {100 * spread:.1f}% from {level:.1f} MB")
    print(f"errors caught by the boundary: {len(app.errors)}")
    for line in app.errors[:10]:
        print("  " + line)
    ok = not app.errors and spread <= TOLERANCE and app.state.running
    print("soak: PASS" if ok else "soak: FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
