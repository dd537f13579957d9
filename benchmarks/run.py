"""`make bench`: run every benchmark module that exists and print one table each.

Modules are imported by name, so a benchmark still being written is skipped with a note rather than
breaking the run. Each module has `run() -> list[Row]`; this prints a header naming the machine first.
"""

from __future__ import annotations

import datetime
import importlib
import os
import platform
import sys
import traceback

import numpy as np

from benchmarks.common import print_table

# (module, table title), in the order they run.
MODULES = (
    ("bench_rope_math", "RoPE math"),
    ("bench_canvas", "Canvas"),
    ("bench_floor", "Frame against the floor"),
    ("bench_camera", "Camera and files in"),
    ("bench_rope_panel", "RoPE panel"),
    ("bench_export", "Export"),
    ("bench_exe", "Packaged executable"),
)


def header() -> str:
    """One line: date, platform, CPU count, Python and numpy versions."""
    now = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    return (
        f"# Epicycles benchmarks, {now} · {platform.platform()} · {platform.machine()} · "
        f"{os.cpu_count()} CPUs · Python {platform.python_version()} · numpy {np.__version__}"
    )


def main() -> int:
    """Run each module present; returns 1 if one that exists failed, else 0."""
    print(header())
    print("Times are process CPU time unless a row says otherwise; p95 is the 95th percentile.")
    failed = False
    for name, title in MODULES:
        qualified = f"benchmarks.{name}"
        try:
            module = importlib.import_module(qualified)
            if not hasattr(module, "run"):
                print(f"\n## {title}\n(skipped: benchmarks/{name}.py has no run() yet)")
                continue
            rows = module.run()
        except ModuleNotFoundError as exc:
            if exc.name != qualified:
                failed = True
                print(f"\n## {title}\nFAILED: {exc}")
            else:
                print(f"\n## {title}\n(skipped: benchmarks/{name}.py does not exist yet)")
            continue
        except Exception as exc:  # one broken benchmark must not hide the others
            failed = True
            traceback.print_exc()
            print(f"\n## {title}\nFAILED: {exc.__class__.__name__}: {exc}")
            continue
        print_table(title, rows)
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
