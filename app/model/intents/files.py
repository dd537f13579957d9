"""Intents of what comes in from outside: curve files, pictures (the Image window), words (Text…) and the
saved drawings. No pygame (see app/model/intents/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass

from app.errors import Problem
from app.io.curves import Curve
from app.io.drawings import SavedDrawing
from app.model.intents.app import WindowCommand
from app.model.intents.base import Intent


@dataclass(frozen=True)
class ShowFile(Intent):
    """A curve file that was read (reading is the window's job; a failure is FileFailed).

    `saved` names the saved drawing it is (its file name), "" for any other file.
    """

    curve: Curve
    file_name: str
    saved: str = ""


@dataclass(frozen=True)
class FileProgress(Intent):
    """A curve file is being read in the background: `done` of `total` bytes so far."""

    file_name: str
    done: int
    total: int


@dataclass(frozen=True)
class PictureShown(Intent):
    """A picture that was read is on show in the Image window, waiting for Use; `problem` says why it has
    nothing to trace, if so (what Use would say), and how many outlines Use would draw."""

    file_name: str
    problem: Problem | None = None
    outlines: int = 0


@dataclass(frozen=True)
class ShowText(Intent):
    """A word or a line made into a curve of its letters' outlines (app/io/text_outline.py)."""

    curve: Curve
    text: str


@dataclass(frozen=True)
class DroppedTogether(Intent):
    """Several files dropped at once, after the one that opened (if any): those that could not be read
    (their FileFailed, in order) and those left unread once one had opened (their names)."""

    failed: tuple[FileFailed, ...]
    unread: tuple[str, ...]
    opened: bool


@dataclass(frozen=True)
class FileOpened(Intent):
    """A file chosen with Open… (or dropped) was read: its absolute path goes to the top of Recent."""

    path: str


@dataclass(frozen=True)
class RecentFiles(Intent):
    """The files opened lately, as the preferences remembered them (newest first)."""

    paths: tuple[str, ...]


@dataclass(frozen=True)
class FileFailed(Intent):
    """A curve file could not be read (or a typed text drawn: `text`); `reason` says why in one line
    (English), `problem` in any language."""

    reason: str
    problem: Problem | None = None
    text: bool = False


@dataclass(frozen=True)
class CancelRead(WindowCommand):
    """Esc while a curve file is read: stop it (the loop's disk does; `apply` never sees this)."""


@dataclass(frozen=True)
class ReadCancelled(Intent):
    """The file being read was left unread: the curve on screen stays."""

    file_name: str


@dataclass(frozen=True)
class PictureClosed(Intent):
    """The Image window was closed without Use: the curve on screen stays."""

    file_name: str


@dataclass(frozen=True)
class PictureRetraced(Intent):
    """The Image window traced its picture again (a new threshold, Invert, mode): `outlines` found, and
    when none, `problem` says why (what Use would say)."""

    file_name: str
    outlines: int
    problem: Problem | None = None


# ---------------------------------------------------------------- saved drawings


@dataclass(frozen=True)
class DrawingsListed(Intent):
    """The saved drawings the window found on disk, newest first."""

    drawings: tuple[SavedDrawing, ...]


@dataclass(frozen=True)
class DrawingRenamed(Intent):
    """A saved drawing got a new title."""

    file_name: str
    title: str


@dataclass(frozen=True)
class DrawingDeleted(Intent):
    """A saved drawing was deleted from disk."""

    file_name: str


@dataclass(frozen=True)
class DrawingFileFailed(Intent):
    """Renaming or deleting a saved drawing failed; `reason` says why (English), `problem` in any language
    when it is a common error of the system's."""

    what: str
    reason: str
    problem: Problem | None = None


@dataclass(frozen=True)
class DrawingGone(Intent):
    """A saved drawing's file was not there to rename or delete (moved or deleted meanwhile)."""

    file_name: str


@dataclass(frozen=True)
class DrawingSaved(Intent):
    """The new drawing was written to the user's data folder as `file_name`."""

    file_name: str


@dataclass(frozen=True)
class DrawingNotSaved(Intent):
    """The new drawing could not be written; it stays on screen. `reason` and `problem` as in
    DrawingFileFailed."""

    reason: str
    problem: Problem | None = None
