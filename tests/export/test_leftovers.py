"""An export killed while writing (SIGKILL, a crash, the window destroyed under it) leaves its hidden
temporary file; the next export to the same file removes it, and never one another export is writing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.export.temp_file import STALE_SECONDS, TempFile, parts
from app.export.writers import write_text

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="leftovers are found by their locks (flock)")
on_linux = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="open files are read from /proc")


def leftovers(target: Path) -> list[Path]:
    prefix, suffix = parts(target)
    return sorted(p for p in target.parent.iterdir() if p.name.startswith(prefix) and p.name.endswith(suffix))


def open_anywhere(path: Path) -> bool:
    """Some process has the file open (Linux: read from /proc)."""
    for fd in Path("/proc").glob("[0-9]*/fd/*"):
        try:
            if os.readlink(fd) == str(path):
                return True
        except OSError:  # the process or descriptor went meanwhile
            continue
    return False


def aged(path: Path) -> None:
    """As if written STALE_SECONDS and more ago (a leftover from a run before)."""
    then = time.time() - STALE_SECONDS - 5
    os.utime(path, (then, then))


@on_linux
def test_the_file_of_an_export_killed_mid_film_is_removed_by_the_next_export(tmp_path: Path) -> None:
    target = tmp_path / "heart.mp4"
    command = [sys.executable, "main.py", "export", "--preset", "heart", "--format", "mp4", "--size", "480p"]
    run = subprocess.Popen(
        [*command, "--frames", "3600", "--out", str(target)],
        cwd=ROOT,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while not any(p.stat().st_size for p in leftovers(target)):  # ffmpeg has written some of the film
        assert run.poll() is None and time.monotonic() < deadline, "the export never started writing"
        time.sleep(0.05)
    run.send_signal(signal.SIGKILL)
    run.wait(30)
    (left,) = leftovers(target)  # no cleanup ran: the file stays behind
    # ffmpeg outlives the app: on its stdin's end it finishes the film, which writes the file again.
    deadline = time.monotonic() + 60
    while open_anywhere(left):
        assert time.monotonic() < deadline, "ffmpeg never let go of the file"
        time.sleep(0.05)
    aged(left)
    written = write_text(target, "a later export to the same name")
    assert written > 0 and target.read_text() == "a later export to the same name"
    assert leftovers(target) == []


def test_a_file_another_export_is_writing_stays_and_goes_once_its_writer_is_gone(tmp_path: Path) -> None:
    target = tmp_path / "clip.gif"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, pathlib; from app.export.temp_file import TempFile; "
            "t = TempFile(pathlib.Path(sys.argv[1])); print(t.temp, flush=True); sys.stdin.read()",
            str(target),
        ],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdin is not None
    theirs = Path(holder.stdout.readline().strip())
    aged(theirs)
    ours = TempFile(target)  # a second export to the same name while the first is running
    assert theirs.exists()
    ours.discard()
    holder.stdin.close()  # the first ends without removing its file, as a killed one would
    holder.wait(30)
    TempFile(target).discard()
    assert not theirs.exists() and leftovers(target) == []


def test_only_old_unlocked_files_of_the_export_s_own_naming_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "clip.mp4"
    fresh = tmp_path / ".clip-abcd1234.mp4.part"  # made a moment ago, its lock not yet taken
    others = [
        tmp_path / name for name in (".clip-final.mp4.part", ".other-abcd1234.mp4.part", "clip.mp4.part")
    ]
    old = tmp_path / ".clip-zz_9zz_9.mp4.part"
    for path in (fresh, *others, old):
        path.write_bytes(b"x")
    for path in (*others, old):
        aged(path)
    TempFile(target).discard()
    assert not old.exists() and fresh.exists() and all(p.exists() for p in others)
