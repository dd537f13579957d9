"""Where an export goes: the Export dialog's fields read into a request, its file's path checked against the
disk (the folder is there, the name is no folder's and no device's). The one place the dialog, `export` and
`render` ask the file system about a target; the request itself (app/model/export_request.py) is pure.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

from app import config
from app.errors import Problem, Term, quoted
from app.model.export_request import (
    ANIMATED,
    FORMATS,
    SEPARATORS,
    Choices,
    ExportRequest,
    Typed,
    blank_name,
    frames_for,
)
from app.model.signs import minus
from app.paths import free_name


def read_choices(
    c: Choices,
    part_sizes: dict[str, tuple[int, int]],
    folder: Path | None = None,
    window: tuple[int, int] | None = None,
) -> ExportRequest:
    """The request the dialog's fields describe; ValueError saying which field is wrong.

    `part_sizes` gives the on-screen size of each view, for size "window"; `folder` is the one the dialog
    offered, which a name typed without one goes into (`typed_path`); `window` the RoPE panel's plotted
    window of Δ, which the film's Δ range must lie in.
    """
    size = part_sizes[c.view] if c.size == "window" else config.EXPORT_SIZES[c.size]
    if c.format == "mp4":
        size = (size[0] // 2 * 2, size[1] // 2 * 2)  # H.264 in yuv420p wants even sides
    fps = _number(c.fps, Term("problem.export.field_fps"))
    seconds = None
    if c.length == "seconds" and c.format in ANIMATED:
        seconds = _number(c.seconds, Term("problem.export.field_seconds"))
        if not 0 < seconds <= config.MAX_EXPORT_SECONDS:
            raise Problem(
                "problem.export.seconds", most=config.MAX_EXPORT_SECONDS, text=minus(c.seconds.strip())
            )
    lo, hi = _number(c.lo, Term("problem.export.field_lo")), _number(c.hi, Term("problem.export.field_hi"))
    text = c.path.strip()
    if not text:
        raise Problem("problem.export.no_name")
    path = typed_path(text, folder)
    if text.endswith(SEPARATORS):  # a folder, not a file (Path drops the slash: it was written beside it)
        _check_folder(path)
        raise Problem("problem.export.no_name")
    path = out_path(path, c.format)
    frames = frames_for(fps, seconds) if c.format in ANIMATED else 1
    request = ExportRequest(
        c.view,
        c.format,
        size,
        path,
        frames,
        fps,
        seconds,
        (lo, hi),
        c.quality,
        c.size == "window",  # type: ignore[arg-type]
        window,
        Typed(c.fps, c.lo, c.hi),
    )
    request.check()
    return request


def typed_path(text: str, folder: Path | None) -> Path:
    """The path a dialog's typed name means: a relative one is in the folder the dialog offered (a window has
    no working folder to the user: "win960" was written beside the program), "~" the home folder."""
    path = Path(text.strip()).expanduser()
    return path if folder is None or path.is_absolute() else folder / path


def out_path(path: Path, fmt: str) -> Path:
    """Where an export in format fmt goes, or Problem: a name of another format's file is refused, a name
    with no format's ending gets fmt's (the dialog's and the command line's alike), its folder must be
    there and the name, with or without the ending, not a folder's nor a blank one (`blank_name`)."""
    if str(path) == "-" or (os.path.exists(path) and not os.path.isfile(path) and not os.path.isdir(path)):
        # (a device or "-" got the format's ending: a stray "/dev/full.json" was written)
        raise Problem("problem.export.not_a_file", name=str(path))
    if blank_name(path.name):  # ("   " was written as "   .png", "   .png" as itself)
        raise Problem("problem.export.no_name")
    if os.path.isdir(path):  # a folder named without "/" (its name and the ending were written beside it)
        raise Problem("problem.export.is_folder", name=path.name)
    named = path.suffix.lower().lstrip(".")
    if named in FORMATS and named != fmt:  # "abc.gif" for an MP4 was written as "abc.gif.mp4"
        raise Problem("problem.export.other_format", named=named.upper(), format=fmt.upper(), ext=fmt)
    if named != fmt:
        path = path.with_name(path.name + f".{fmt}")
    _check_folder(path.parent)
    if os.path.isdir(path):  # (it asked whether to replace it, then said "Is a directory")
        raise Problem("problem.export.is_folder", name=path.name)
    return path


def into_folder(folder: Path, stem: str, fmt: str) -> Path:
    """A name ending in "/" names a folder: the export goes into it under stem, with fmt's ending and not
    over a file already there (as the dialog's name offered there); Problem unless the folder is there."""
    _check_folder(folder)
    return free_name(folder, stem, f".{fmt}")


def _check_folder(folder: Path) -> None:
    """Problem unless the folder is there: a file where a folder on the way should be is named as one."""
    if os.path.isdir(folder):  # (Path.is_dir raises where the system refuses to look)
        return
    there = next((up for up in (folder, *folder.parents) if os.path.lexists(up)), None)
    if there is not None and not os.path.isdir(there):  # (…/epicycles.png/sub: "no folder …/epicycles.png")
        raise Problem("problem.export.a_file", path=str(there))
    raise Problem("problem.export.no_folder", folder=str(folder))


def _number(text: str, what: Term) -> float:
    try:
        value = float(text.strip())
    except ValueError:
        raise Problem("problem.export.nan", what=what, text=quoted(text.strip()[:20])) from None
    if not math.isfinite(value):
        raise Problem("problem.export.infinite", what=what)
    return value
