"""Hostile command lines as a user runs them: devices, pipes, huge sizes, a closed stdout, Ctrl+C.

Each ends promptly (a timeout guards every run) with its exit code and at most one line on stderr,
and, where it reads, in bounded memory.
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app import config
from app.cli.common import STDOUT_CLOSED_EXIT

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
# Runs the command given as arguments and adds its peak memory (KiB) as a last line on stderr: a fresh
# parent, so the figure is that child's alone.
MEASURE = (
    "import resource, subprocess, sys\n"
    "done = subprocess.run(sys.argv[1:])\n"
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)\n"
    "sys.exit(done.returncode)\n"
)
MAX_RSS_KIB = 300_000  # numpy and the app's imports take ~60 MB; reading 50 MB of zeros would show


def run_measured(*argv: str, timeout: float = 30) -> tuple[int, list[str], str, int]:
    """Exit code, stderr lines (without the measurement), stdout and peak memory in KiB."""
    done = subprocess.run(
        [sys.executable, "-c", MEASURE, sys.executable, "main.py", *argv],
        cwd=ROOT,
        env=ENV,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    *lines, peak = done.stderr.splitlines()
    return done.returncode, lines, done.stdout, int(peak)


def assert_refused(argv: list[str], *fragments: str) -> None:
    code, lines, out, peak = run_measured(*argv)
    assert code == 2, lines
    assert out == ""
    assert len(lines) == 1 and lines[0].startswith("epicycles: error: "), lines
    for fragment in fragments:
        assert fragment in lines[0]
    assert peak < MAX_RSS_KIB


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)  # nobody ever writes to it: opening it for reading the usual way would block for ever
    return path


def test_coeffs_from_a_fifo(fifo: Path) -> None:
    assert_refused(["coeffs", "--file", str(fifo), "--json"], "pipe.json", "not a regular file")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_coeffs_from_a_device(device: str, tmp_path: Path) -> None:
    assert_refused(["coeffs", "--file", device, "--json"], "not a regular file")
    link = tmp_path / "curve.json"
    link.symlink_to(device)
    assert_refused(["path", "--file", str(link), "--t", "0", "--json"], "curve.json", "not a regular file")


def test_a_file_of_the_largest_size_is_read_no_further(tmp_path: Path) -> None:
    path = tmp_path / "zeros.json"
    with path.open("wb") as f:
        f.truncate(config.MAX_FILE_BYTES)  # 50 MB of NUL bytes (sparse): read, then refused as not JSON
    assert_refused(["coeffs", "--file", str(path), "--json"], "zeros.json")


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["render", "--frames", str(10**30), "--out", "OUT/x.png"], "--frames"),
        (["render", "--frames", str(config.MAX_RENDER_FRAMES + 1), "--out", "OUT/x.png"], "--frames"),
        (["render", "--size", "8192x8192", "--out", "OUT/x.png"], "--size"),
        (
            ["path", "--preset", "square", "--samples", "131072", "--t", ",".join(["1"] * 200), "--json"],
            "times",
        ),
        (["rope", "--arrows", "4096", "--window", "0:9999999", "--json"], "--window offsets"),
        (["rope", "--window", f"0:{2**53 + 1}", "--json"], "2**53"),
        (["rope", "--arrows", str(2**64), "--json"], "--arrows"),
        (["coeffs", "--preset", "heart", "--samples", str(10**40), "--json"], "samples"),
    ],
)
def test_requests_beyond_the_limits(argv: list[str], fragment: str, tmp_path: Path) -> None:
    assert_refused([a.replace("OUT", str(tmp_path)) for a in argv], fragment)
    assert list(tmp_path.iterdir()) == []


def test_stdout_whose_reader_is_gone() -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # closed before the first write, so every write meets EPIPE
    try:
        done = subprocess.run(
            [sys.executable, "main.py", "--list-presets"],
            cwd=ROOT,
            env=ENV,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=30,
        )
    finally:
        os.close(write_end)
    assert done.returncode == STDOUT_CLOSED_EXIT
    assert done.stderr == ""


def handles(pid: int, signum: int) -> bool:
    """Whether process pid has installed a handler for signum (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) >> (signum - 1) & 1)
    return False


def stop_once_handling(child: subprocess.Popen, signum: int) -> tuple[str, float]:
    """Send signum once the child handles SIGTERM (i.e. its work has started); its stderr and the seconds
    it took to end after the signal."""
    try:
        deadline = time.monotonic() + 30
        # SIGTERM is caught only once the work starts; Python catches SIGINT from the start, so wait
        # for SIGTERM's handler in both cases.
        while not handles(child.pid, signal.SIGTERM):
            assert child.poll() is None and time.monotonic() < deadline
            with pytest.raises(subprocess.TimeoutExpired):
                child.wait(timeout=0.02)  # a poll interval, not a timing assumption
        child.send_signal(signum)
        stopped_at = time.monotonic()
        _, err = child.communicate(timeout=30)
        return err, time.monotonic() - stopped_at
    finally:
        child.kill()


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_render_stops_on_a_signal_and_leaves_no_file(signum: int, tmp_path: Path) -> None:
    out = tmp_path / "frame.png"
    argv = ["render", "--frames", str(config.MAX_RENDER_FRAMES), "--out", str(out)]
    child = subprocess.Popen(
        [sys.executable, "main.py", *argv], cwd=ROOT, env=ENV, stderr=subprocess.PIPE, text=True
    )
    err, stopped_in = stop_once_handling(child, signum)
    # All 3600 frames take ~20 s; a stop checked between frames comes within a few frames.
    assert stopped_in < 5
    assert child.returncode == 128 + signum
    lines = err.splitlines()
    assert len(lines) == 1 and "stopped" in lines[0] and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_render_writes_the_whole_png_and_nothing_else(tmp_path: Path) -> None:
    out = tmp_path / "frame.png"
    done = subprocess.run(
        [sys.executable, "main.py", "render", "--frames", "2", "--size", "960x600", "--out", str(out)],
        cwd=ROOT,
        env=ENV,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["frame.png"]
    assert out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_render_gives_the_png_the_mode_a_new_file_gets(tmp_path: Path) -> None:
    """Not mkstemp's 0600, which kept others from reading the picture, even one that replaced a 0644 file."""
    out = tmp_path / "frame.png"
    out.write_bytes(b"old")
    out.chmod(0o644)
    umask = os.umask(0o022)  # what the child inherits; reading it means setting it
    try:
        argv = [sys.executable, "main.py", "render", "--frames", "1", "--size", "960x600", "--out", str(out)]
        done = subprocess.run(argv, cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)
    finally:
        os.umask(umask)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["frame.png"]
