"""The packaged executable, built with PyInstaller from build.spec only when what goes into it changed.

A build is kept in `.cache/exe/<key>/` (git-ignored), where the key hashes every file under app/ and
assets/, main.py, build.spec, requirements*.txt, the Python version and the platform. It is built in a
private `.cache/exe/.building-…` folder and renamed into place only when complete, so an interrupted
build is never taken for a cached one. When a new build lands, the other keys' folders are deleted.
Used by the end-to-end tests (conftest's `built_executable`) and `make bench` (benchmarks/bench_exe.py).
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache" / "exe"
EXE_NAME = "epicycles.exe" if sys.platform == "win32" else "epicycles"
INPUT_FOLDERS = ("app", "assets")
INPUT_FILES = ("main.py", "build.spec")
INPUT_PATTERN = "requirements*.txt"
BUILD_TIMEOUT = 900  # seconds
STAGING_PREFIX = ".building-"
STALE_STAGING = 2 * BUILD_TIMEOUT  # seconds; an older staging folder belongs to no running build


class BuildError(RuntimeError):
    """PyInstaller failed; the message ends with the tail of its log."""


def input_files(root: Path = ROOT) -> list[Path]:
    """Every file that goes into the build, sorted (compiled Python caches left out)."""
    files = [root / name for name in INPUT_FILES] + list(root.glob(INPUT_PATTERN))
    for folder in INPUT_FOLDERS:
        files += [p for p in (root / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return sorted(files, key=lambda p: p.relative_to(root).as_posix())


def build_key(root: Path = ROOT) -> str:
    """A hash of what goes into the build: the input files (names, contents), Python, the platform."""
    digest = hashlib.sha256()
    build = (sys.version, sys.platform, platform.machine(), os.environ.get("EPICYCLES_CONSOLE"))
    digest.update(repr(build).encode())
    for path in input_files(root):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def cached_executable(say: Callable[[str], None] = print) -> Path:
    """The executable for the current inputs: the cached one if there is one, else a fresh build."""
    key = build_key()
    exe = CACHE / key / EXE_NAME
    if exe.is_file():
        say(f"using the cached executable {exe.relative_to(ROOT)}")
        return exe
    CACHE.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=CACHE))
    log = staging / "pyinstaller.log"
    say(f"building the executable with PyInstaller (a minute or so); log: {log}")
    start = time.perf_counter()
    # No --clean: the work folder is new anyway, and --clean would also empty PyInstaller's shared
    # cache under another build's feet (make exe, another worktree's tests).
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(staging / "dist")]
    command += ["--workpath", str(staging / "work"), str(ROOT / "build.spec")]
    with log.open("w") as sink:
        try:
            code = subprocess.run(
                command, cwd=ROOT, stdout=sink, stderr=subprocess.STDOUT, timeout=BUILD_TIMEOUT
            ).returncode
        except subprocess.TimeoutExpired:
            code = f"none: stopped after {BUILD_TIMEOUT} s"
    built = staging / "dist" / EXE_NAME
    if code != 0 or not built.is_file():
        for part in ("dist", "work"):  # keep only the log, for reading; prune() removes it later
            shutil.rmtree(staging / part, ignore_errors=True)
        tail = "\n".join(log.read_text(errors="replace").splitlines()[-30:])
        raise BuildError(f"PyInstaller failed (exit {code}); log {log}:\n{tail}")
    if build_key() != key:  # an input changed while PyInstaller read them: use this build once, cache none
        say("the inputs changed during the build: it is used for this run and not cached")
        return built
    ready = staging / key
    ready.mkdir()
    built.rename(ready / EXE_NAME)
    try:
        ready.rename(CACHE / key)  # atomic: the folder appears whole or not at all
    except OSError:
        if not exe.is_file():  # else another run landed the same build first: use that one
            raise
    shutil.rmtree(staging, ignore_errors=True)
    prune(keep=key)
    size = exe.stat().st_size / 1e6
    say(f"built {exe.relative_to(ROOT)} ({size:.1f} MB) in {time.perf_counter() - start:.0f} s")
    return exe


def prune(keep: str) -> None:
    """Delete the other keys' builds and staging folders left by builds that no longer run."""
    for entry in CACHE.iterdir():
        if entry.name == keep:
            continue
        if entry.name.startswith(STAGING_PREFIX) and time.time() - entry.stat().st_mtime < STALE_STAGING:
            continue  # perhaps another run's build in progress
        if entry.is_dir():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)
