"""The user's saved drawings on disk: save (never replacing another), list, rename, delete. No pygame.

A drawing is a curve file (app/io/curves.py) named drawing-YYYYmmdd-HHMMSS[-n].json whose first key
is its "title", so a list of them needs only each file's first bytes. Every write goes to a temporary
file that is flushed and then linked or renamed into place, so a file is whole or absent.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from app.config import MAX_FILE_BYTES, MAX_TEXT_CHARS
from app.errors import Problem, SaidOSError
from app.io.curves import Curve, CurveError
from app.io.json_keys import KeyTwice, once_each, said_key
from app.io.safe_read import not_empty, read_regular_file
from app.text import clean_name, clean_text

NAME = re.compile(r"drawing-(\d{8})-(\d{6})(?:-(\d{1,3}))?\.json")
MAX_LISTED = 20
HEAD_BYTES = 2048  # enough for the title, which comes first
DEFAULT_TITLE = "Your drawing"


@dataclass(frozen=True)
class SavedDrawing:
    """One saved drawing: its file name, its title (cleaned) and when it was saved (for the menu)."""

    file_name: str
    title: str
    saved: str  # "2026-11-29 14:03"


def untitled_as_empty(title: str) -> str:
    """A saved drawing's title, "" if it was never given one (each language then says its own name)."""
    return "" if title == DEFAULT_TITLE else title


def drawing_json(curve: Curve, title: str = DEFAULT_TITLE) -> dict[str, object]:
    """A drawing as a curve file: its samples (not resampled again), or its strokes if open or several."""
    head: dict[str, object] = {"title": clean_text(title, MAX_TEXT_CHARS) or DEFAULT_TITLE}
    if len(curve.strokes) > 1 or not all(curve.closed):  # (one closed stroke keeps its samples, and count)
        strokes = [[[round(float(z.real), 6), round(float(z.imag), 6)] for z in s] for s in curve.strokes]
        return {**head, "strokes": strokes, "closed": list(curve.closed)}
    points = [[round(float(z.real), 6), round(float(z.imag), 6)] for z in curve.samples]
    # The samples are already equally spaced in time: reloading them must not resample them again.
    return {**head, "resample": False, "points": points}


def save_drawing(curve: Curve, folder: Path, title: str = DEFAULT_TITLE) -> Path:
    """Write a drawing in folder under a new name; returns its path.

    The file appears whole or not at all (written to a temporary name, flushed to disk, then linked),
    and never replaces an existing drawing. OSError with the reason if it cannot be saved.
    """
    _make_folder(folder)
    temp = _write_temp(folder, drawing_json(curve, title))
    try:
        return _link_new_name(temp, folder, f"drawing-{time.strftime('%Y%m%d-%H%M%S')}")
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)


def _make_folder(folder: Path) -> None:
    """folder, made if it is not there; a file in its way is named (the system says only "a file of that
    name is there already", or "not a folder", and not which)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        in_way = next((p for p in (folder, *folder.parents) if p.is_file()), None)
        if in_way is None:
            raise
        raise SaidOSError(
            errno.ENOTDIR, Problem("problem.write.not_folder", path=clean_name(str(in_way)))
        ) from None


def _write_temp(folder: Path, data: dict[str, object]) -> Path:
    """A new, flushed temporary file in folder holding data as JSON."""
    content = (json.dumps(data) + "\n").encode("utf-8")
    fd, temp = tempfile.mkstemp(prefix=".drawing-", suffix=".part", dir=folder)
    try:
        try:
            view = memoryview(content)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    return Path(temp)


def _link_new_name(temp: Path, folder: Path, stem: str) -> Path:
    """Give the finished temporary file a name of its own: stem.json, else stem-2.json, stem-3.json, ..."""
    for n in range(1, 1000):
        path = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        try:
            os.link(temp, path)  # fails rather than replace a file of that name
            return path
        except FileExistsError:
            continue
        except OSError:  # no hard links here (some network or FAT drives): claim the name, then fill it
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            except FileExistsError:
                continue
            try:
                os.replace(temp, path)
            except OSError:
                os.unlink(path)  # the empty name we claimed must not stay behind as a broken drawing
                raise
            return path
    raise OSError(errno.EEXIST, f"no free name for {stem}.json in {folder}")


def list_drawings(folder: Path, limit: int = MAX_LISTED, keep: str = "") -> list[SavedDrawing]:
    """The newest `limit` drawings in folder, newest first (by the time in their names), and the drawing
    named `keep` last if it is there but older (the one on screen: its menu entry, Rename… and Delete…)."""
    try:
        names = [e.name for e in os.scandir(folder) if NAME.fullmatch(e.name) and e.is_file()]
    except OSError:
        return []
    names.sort(key=_sort_key, reverse=True)
    kept = names[:limit] + ([keep] if keep in names[limit:] else [])
    return [SavedDrawing(name, _title(folder / name), _when(name)) for name in kept]


def is_drawing_name(name: str) -> bool:
    """Whether a file of this name in the drawings folder is a saved drawing."""
    return NAME.fullmatch(name) is not None


def _sort_key(name: str) -> tuple[str, str, int]:
    day, clock, n = NAME.fullmatch(name).groups()  # type: ignore[union-attr]
    return day, clock, int(n or 1)


def _when(name: str) -> str:
    day, clock, _ = NAME.fullmatch(name).groups()  # type: ignore[union-attr]
    return f"{day[:4]}-{day[4:6]}-{day[6:]} {clock[:2]}:{clock[2:4]}"


def _title(path: Path) -> str:
    """The title at the head of a drawing file (cleaned), or the default if there is none to read."""
    try:
        # Read as a curve file is (a FIFO or device in the folder must neither block nor fill memory).
        head = read_regular_file(path, MAX_FILE_BYTES, head=HEAD_BYTES).decode("utf-8", errors="replace")
        found = re.match(r'\s*\{\s*"title"\s*:\s*"', head)
        if found:
            text, _ = json.decoder.scanstring(head, found.end())
            return clean_text(text, MAX_TEXT_CHARS) or DEFAULT_TITLE
    except (OSError, ValueError):  # CurveError among them: not a regular file, too large, unreadable
        pass
    return DEFAULT_TITLE


def _drawing_path(folder: Path, file_name: str) -> Path:
    if not NAME.fullmatch(file_name):
        raise OSError(errno.EINVAL, f"{clean_text(file_name, 60)} is not a saved drawing")
    return folder / file_name


def rename_drawing(folder: Path, file_name: str, title: str) -> str:
    """Give a saved drawing a new title (the file is rewritten whole, in place); returns the title."""
    path = _drawing_path(folder, file_name)

    def unreadable(key: str, **params: object) -> Problem:  # as the curve reader says it
        return Problem(f"problem.curve.{key}", where=file_name, **params)

    try:
        # Each key once: the file is written back, and json would keep only the last of a key given twice.
        data = json.loads(
            not_empty(read_regular_file(path, MAX_FILE_BYTES), file_name), object_pairs_hook=once_each
        )
    except CurveError as exc:
        if exc.problem is None:
            raise OSError(errno.EIO, str(exc)) from None
        if exc.problem.key == "problem.curve.no_file":  # gone (moved or deleted): ENOENT, as a delete's
            raise FileNotFoundError(errno.ENOENT, str(exc)) from None
        raise SaidOSError(errno.EIO, exc.problem) from None  # the reader's own words (not "disk error")
    except KeyTwice as twice:
        raise SaidOSError(errno.EIO, unreadable("key_twice", field=said_key(twice.key))) from None
    except json.JSONDecodeError as exc:
        raise SaidOSError(errno.EIO, unreadable("not_json", line=exc.lineno, column=exc.colno)) from None
    except (ValueError, RecursionError):  # a number too long, nesting too deep
        raise SaidOSError(errno.EIO, unreadable("json_limits")) from None
    if not isinstance(data, dict):
        raise SaidOSError(errno.EIO, unreadable("not_object"))
    title = clean_text(title, MAX_TEXT_CHARS) or DEFAULT_TITLE
    data.pop("title", None)
    temp = _write_temp(folder, {"title": title, **data})
    try:
        os.replace(temp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
    return title


def delete_drawing(folder: Path, file_name: str) -> None:
    """Remove a saved drawing (OSError if it cannot be)."""
    os.unlink(_drawing_path(folder, file_name))
