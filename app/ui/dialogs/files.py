"""The disk, as the window meets it: reading a curve file, saving, listing, renaming and deleting
drawings (the Open… dialog is file_dialog.py).

Each ends in an intent, so what happened reaches the state (and the status line) by the one road.
A curve file is read on a worker thread, so a large one never freezes the window; the loop polls it.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

from app.errors import os_said
from app.io.curve_file import file_limit, load_curve_file
from app.io.curves import PICTURE_KINDS, Curve, CurveError
from app.io.drawings import delete_drawing, is_drawing_name, list_drawings, rename_drawing, save_drawing
from app.io.image_read import read_grey
from app.io.safe_read import Progress, is_model, read_regular_file
from app.math.file_kind import HEAD_BYTES, file_kind
from app.model import intents as i
from app.model.state import SAVED
from app.paths import user_data_dir, user_data_place
from app.text import clean_name


class ReadStoppedError(Exception):
    """The read was cancelled: its worker stops at the next piece it reads."""


class CurveReader:
    """Reads one curve file on a daemon thread; `poll` gives the intents that say how it goes.

    `saved` is the file name of a saved drawing being opened from the menu ("" for any other file).
    """

    def __init__(self, path: Path, saved: str = "") -> None:
        self.path = path
        self.saved = saved
        self.name = clean_name(path.name)
        self.done, self.total = 0, 0
        self.result: object | None = None
        self._reported = (-1, -1)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._read, name="curve-reader", daemon=True)
        self._thread.start()

    def _read(self) -> None:
        def progress(done: int, total: int) -> None:
            if self._stop.is_set():
                raise ReadStoppedError
            self.done, self.total = done, total

        try:
            self.result = read_curve(self.path, progress, self.saved)
        except ReadStoppedError:
            pass  # (no one polls a cancelled reader)
        except Exception as exc:  # MemoryError, say: a reader thread must never die without a word
            logging.getLogger("epicycles").exception("reading %s", self.path)
            self.result = i.FileFailed(f"{self.name}: {exc.__class__.__name__}")

    def poll(self) -> list[object]:
        """FileProgress while the share read has changed, then the result (ShowFile or FileFailed)."""
        if self.result is not None:
            return [self.result]
        out: list[object] = []
        if self.total and (self.done, self.total) != self._reported:
            self._reported = (self.done, self.total)
            out.append(i.FileProgress(self.name, self.done, self.total))
        return out

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout: float) -> None:
        """Block until the file is read (tests and scripts; the loop polls instead)."""
        self._thread.join(timeout)

    @property
    def finished(self) -> bool:
        return self.result is not None


def read_curve(path: Path, progress: Progress | None = None, saved: str = "") -> object:
    """ShowFile with the curve read from path (PictureRead for a picture, which its window traces), or
    FileFailed saying why it could not be read; OpenModelFile for a GGUF model (the Model tab opens it)."""
    try:
        name = clean_name(path.name)
        if is_model(path):  # (the demo model was refused as "larger than 50 MB")
            return i.OpenModelFile(path)
        limit = file_limit(path)  # (an SVG's, as the command line's: the head is read against it)
        if file_kind(read_regular_file(path, limit, head=HEAD_BYTES)) in PICTURE_KINDS:
            grey = read_grey(read_regular_file(path, limit, progress), name)
            return i.PictureRead(name, grey, os.path.abspath(path))
        return i.ShowFile(load_curve_file(path, progress=progress), name, saved)
    except CurveError as exc:
        return i.FileFailed(str(exc), exc.problem)


def drawings_folder() -> Path:
    return user_data_dir() / "drawings"


def save_new_drawing(curve: Curve) -> object:
    """Save a new drawing in the user's data folder: DrawingSaved with its name, or DrawingNotSaved."""
    try:  # (the folder made by save_drawing, which names a file in its way)
        saved = save_drawing(curve, user_data_place() / "drawings")
    except OSError as exc:
        return i.DrawingNotSaved(*os_said(exc))
    return i.DrawingSaved(saved.name)


def list_saved(keep: str = "") -> object:
    """DrawingsListed: the newest saved drawings, and the one named `keep` (on screen) however old (none
    if the folder cannot be read)."""
    try:
        folder = drawings_folder()
    except OSError:
        return i.DrawingsListed(())
    return i.DrawingsListed(tuple(list_drawings(folder, keep=keep)))


def saved_name(path: Path) -> str:
    """The file name of the saved drawing at path, picked as any file (Open…, Recent, dropped): "" if it is
    not one (a drawing opened so is still the saved drawing: its menu entry, Rename… and Delete…)."""
    try:
        folder = drawings_folder()
        there = is_drawing_name(path.name) and os.path.samefile(path.parent, folder)
    except OSError:  # (no such folder, say)
        return ""
    return path.name if there else ""


def listed_again(source: str) -> list[object]:
    """The saved drawings listed again; and DrawingGone if the one on screen (source) has left the folder
    meanwhile (moved while the window was elsewhere: as Rename… or Delete… would have found it)."""
    if not source.startswith(SAVED):
        return [list_saved()]
    name = source.removeprefix(SAVED)
    listed = list_saved(name)
    try:
        there = (drawings_folder() / name).is_file()
    except OSError:  # (the folder cannot be looked in: nothing is said gone)
        there = True
    return [listed] if there else [listed, i.DrawingGone(name)]


def rename_saved(file_name: str, title: str) -> object:
    """DrawingRenamed, or DrawingGone, or DrawingFileFailed saying why not."""
    try:
        return i.DrawingRenamed(file_name, rename_drawing(drawings_folder(), file_name, title))
    except FileNotFoundError:
        return i.DrawingGone(file_name)
    except OSError as exc:
        return i.DrawingFileFailed("rename", *os_said(exc))


def delete_saved(file_name: str) -> object:
    """DrawingDeleted, or DrawingGone, or DrawingFileFailed saying why not."""
    try:
        delete_drawing(drawings_folder(), file_name)
    except FileNotFoundError:
        return i.DrawingGone(file_name)
    except OSError as exc:
        return i.DrawingFileFailed("delete", *os_said(exc))
    return i.DrawingDeleted(file_name)
