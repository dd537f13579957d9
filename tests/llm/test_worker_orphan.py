"""The model's child process ends when the window dies without closing it (killed, crashed): else a
few hundred MB of model would stay behind with nobody to ask for it."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A window's side that starts the child, sees it serve a job (so it is up and idle), then dies at once.
PARENT = """
import os, signal, sys
from app.llm.worker import ModelProcess
if __name__ == "__main__":
    p = ModelProcess()
    p.ask("/no/such/model.gguf", "Hi.", 0, False)
    got = []
    while not any(kind == "failed" for kind, _ in got):
        p.wait(1.0)
        got += p.results()
    with open(sys.argv[1], "w") as f:
        f.write(str(p.pid))
    os.kill(os.getpid(), signal.SIGKILL)
"""


def alive(pid: int) -> bool:
    """Running (a zombie waiting for a parent that never reaps counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def test_the_child_goes_when_its_window_is_killed(tmp_path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    told = tmp_path / "pid"
    quiet = subprocess.DEVNULL  # (a pipe would be held open by the child and wait for it)
    subprocess.run([sys.executable, "-c", PARENT, str(told)], cwd=ROOT, env=env, stdout=quiet, stderr=quiet)
    pid = int(told.read_text())
    deadline = time.monotonic() + 20  # a bound on the wait, not a timing: it looks once a second
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    if alive(pid):
        os.kill(pid, 9)
        raise AssertionError("the model's process outlived its window")
