"""Files read safely, in one place: regular files only, bounded, never blocking. No pygame.

Devices, pipes and sockets are refused before a byte is read, so /dev/zero or a FIFO with no writer can
neither fill memory nor block; every failure is one CurveError line with catalogue words.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path

from app.config import MAX_NAME_CHARS, MAX_PATH_CHARS
from app.errors import CurveError, curve_problem, os_problem
from app.text import clean_name, clean_text

Progress = Callable[[int, int], None]  # (bytes read so far, file size)
PROGRESS_CHUNK = 1 << 22
GGUF = b"GGUF"  # a GGUF model's first bytes


def read_regular_file(
    path: str | Path, limit: int, progress: Progress | None = None, head: int | None = None
) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (only its first `head` bytes, if given);
    CurveError (one line) for anything else.

    Devices, pipes and sockets are refused before a byte is read (a link is judged by its target), so
    /dev/zero or a FIFO with no writer can neither fill memory nor block. At most limit + 1 bytes are read.
    """
    path = Path(path)
    shown = clean_name(str(path))
    where = clean_name(path.name) or shown
    encoded = os.fsencode(path)
    # (The system's limit of MAX_PATH_CHARS bytes counts the path's closing NUL.)
    if len(encoded) >= MAX_PATH_CHARS or any(len(part) > MAX_NAME_CHARS for part in encoded.split(b"/")):
        raise curve_problem("path_long", shown=shown[:60])
    try:
        _check_regular(os.stat(path), where, limit)
        # O_NONBLOCK: should the path have become a FIFO since the stat, opening it must not wait.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
        try:
            size = _check_regular(os.fstat(fd), where, limit)
            chunks = []
            total = 0
            # One read for a file that does not grow meanwhile; pieces when someone watches the progress.
            step = PROGRESS_CHUNK if progress is not None else limit + 1
            end = limit + 1 if head is None else min(head, limit + 1)  # read no further than this
            want = min(size + 1, end, step)
            while want > 0 and (chunk := os.read(fd, want)):
                chunks.append(chunk)
                total += len(chunk)
                if total > limit:
                    raise curve_problem("too_large", where=where, mb=limit // 1_000_000)
                if progress is not None:
                    progress(total, size)
                want = min(step, end - total)
        finally:
            os.close(fd)
    except (FileNotFoundError, NotADirectoryError):
        raise curve_problem("no_file", shown=shown) from None
    except OSError as exc:
        reason = os_problem(exc) or clean_text(exc.strerror or exc.__class__.__name__)
        raise curve_problem("unreadable", where=where, reason=reason) from None
    except ValueError as exc:  # a NUL in the path, say (CurveError is a ValueError too)
        if isinstance(exc, CurveError):
            raise
        raise curve_problem("bad_path", shown=shown) from None
    return b"".join(chunks)


def is_model(path: Path) -> bool:
    """path is a language model: named .gguf, or starting as GGUF does. CurveError if it cannot be read, by
    either: a .gguf name that is not there is said to be so, as any other name is in Open…"""
    head = read_regular_file(path, sys.maxsize, head=len(GGUF))
    return path.suffix.lower() == ".gguf" or head == GGUF


def refuse_model(path: Path, where: str) -> None:
    """CurveError if path is a language model (is_model), said before a curve file's size limit is held
    against it: the demo model opened as a curve was "larger than 50 MB", a smaller one "not UTF-8 text"
    (the window opens it in the Model tab instead; the command line says so)."""
    if is_model(path):
        raise curve_problem("model_file", where=where)


def not_empty(raw: bytes, where: str) -> bytes:
    """raw, unless it is nothing or only blank space: then a CurveError saying the file is empty (in every
    format: JSON said "not valid JSON (line 1, column 1)", SVG "not well-formed XML", a picture "damaged")."""
    if not raw.strip():
        raise curve_problem("empty", where=where)
    return raw


def _check_regular(info: os.stat_result, where: str, limit: int) -> int:
    """The size of a regular file of at most `limit` bytes, else CurveError saying what it is."""
    if stat.S_ISDIR(info.st_mode):
        raise curve_problem("folder", where=where)
    if not stat.S_ISREG(info.st_mode):
        raise curve_problem("not_regular", where=where)
    if info.st_size > limit:
        raise curve_problem("too_large", where=where, mb=limit // 1_000_000)
    return info.st_size
