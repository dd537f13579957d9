"""`make bench`: run every benchmark module that exists and print one table each.

Each module runs in a process of its own (see main). Modules are imported by name, so a benchmark still
being written is skipped with a note rather than breaking the run. Each module has `run() -> list[Row]`;
this prints a header naming the machine first. `--quick` runs every module in quick mode (common.quick).
"""

from __future__ import annotations

import datetime
import importlib
import os
import platform
import subprocess
import sys
import traceback

import numpy as np

from benchmarks.common import QUICK_ENV, print_table

# (module, table title), in the order they run.
MODULES = (
    ("bench_rope_math", "RoPE math"),
    ("bench_canvas", "Canvas"),
    ("bench_floor", "Frame against the floor"),
    ("bench_present", "Presenting a frame in an X window"),
    ("bench_scale", "Default view at each screen size, automatic UI scale"),
    ("bench_live", "Frames after input at 4K"),
    ("bench_camera", "Camera and files in"),
    ("bench_pictures_words", "Pictures and words in"),
    ("bench_rope_panel", "RoPE panel"),
    ("bench_export", "Export"),
    ("bench_export_window", "Export from the window"),
    ("bench_typing", "Typing"),
    ("bench_dialogs", "Windows opening at 4K"),
    ("bench_heads", "Real heads"),
    ("bench_exe", "Packaged executable"),
)


def header() -> str:
    """One line: date, platform, CPU count, Python and numpy versions."""
    now = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    return (
        f"# Epicycles benchmarks, {now} · {platform.platform()} · {platform.machine()} · "
        f"{os.cpu_count()} CPUs · Python {platform.python_version()} · numpy {np.__version__}"
    )


def run_module(name: str, title: str) -> bool:
    """Run one module and print its table; False if it exists and failed."""
    qualified = f"benchmarks.{name}"
    try:
        module = importlib.import_module(qualified)
        if not hasattr(module, "run"):
            print(f"\n## {title}\n(skipped: benchmarks/{name}.py has no run() yet)")
            return True
        rows = module.run()
    except ModuleNotFoundError as exc:
        if exc.name != qualified:
            print(f"\n## {title}\nFAILED: {exc}")
            return False
        print(f"\n## {title}\n(skipped: benchmarks/{name}.py does not exist yet)")
        return True
    except Exception as exc:  # one broken benchmark must not hide the others
        traceback.print_exc()
        print(f"\n## {title}\nFAILED: {exc.__class__.__name__}: {exc}")
        return False
    print_table(title, rows)
    return True


def main() -> int:
    """Run each module present, each in a process of its own; returns 1 if one that exists failed, else 0.

    A fresh process per module, as the app starts in one. Measured in the process that had just run the
    canvas benchmarks (strokes of up to 100,000 points, dozens of windows), the floor's frames came out
    8-27% faster and the app's less so or slower: the smooth curve's ratio at 100 arrows went from
    1.24-1.29 to 1.53-1.62 (two runs of each, one after the other, on 2026-11-30).
    """
    print(header())
    print("Times are process CPU time unless a row says otherwise; p95 is the 95th percentile.")
    if os.environ.get(QUICK_ENV) == "1":
        print("Quick mode: every module's roads once, on the least work; these figures measure nothing.")
    sys.stdout.flush()
    failed = False
    for name, _ in MODULES:
        done = subprocess.run(
            [sys.executable, "-m", "benchmarks.run", "--module", name],
            env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
            check=False,
        )
        failed = failed or done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    if "--quick" in sys.argv:  # in the environment, so each module's process and its children have it
        sys.argv.remove("--quick")
        os.environ[QUICK_ENV] = "1"
    if len(sys.argv) == 3 and sys.argv[1] == "--module":
        titles = dict(MODULES)
        sys.exit(0 if run_module(sys.argv[2], titles[sys.argv[2]]) else 1)
    sys.exit(main())
