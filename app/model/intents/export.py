"""Intents of exports (a film, a picture, a table written by the window) and of the clipboard, with their
window commands. No pygame (see app/model/intents/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass

from app.errors import Problem
from app.model.intents.app import WindowCommand
from app.model.intents.base import Intent


@dataclass(frozen=True)
class Exported(Intent):
    """An export was written whole: `count` frames or rows, `size` bytes; `replaced`: over a file of that
    name that was there; `choices`: the dialog's fields it came from (what the next dialog opens with);
    `folder`: where it went, when that is not the folder the dialog offered ("" when it is)."""

    file_name: str
    count: int
    size: int
    unit: str = "frames"
    replaced: bool = False
    choices: object = None
    folder: str = ""


@dataclass(frozen=True)
class ExportFailed(Intent):
    """An export could not be made or written (nothing was left behind); `reason` in one line (English),
    `problem` in any language when it is one of ours."""

    file_name: str  # "" when the name field was left empty
    reason: str
    problem: Problem | None = None


@dataclass(frozen=True)
class ExportFieldsFine(Intent):
    """The Export dialog's fields, refused before, read without fault now: the refusal's line goes."""


@dataclass(frozen=True)
class ExportStarted(Intent):
    """A film's or a still's frames are being made: `count` of them into `file_name` (the status line says
    so, instead of what the last export ended with); `choices`: the dialog's fields it came from, which the
    next dialog opens with however the film ends (cancelled, it forgot them)."""

    file_name: str
    count: int
    choices: object = None


@dataclass(frozen=True)
class ExportCancelled(Intent):
    """The export was cancelled; nothing was written."""

    file_name: str


@dataclass(frozen=True)
class ExportTooLate(Intent):
    """Cancel asked once every frame was in: the file is being completed and will be saved (the loop does
    not wait for it)."""

    file_name: str


@dataclass(frozen=True)
class ExportQuitsOnceWritten(Intent):
    """The window was closed once every frame was in: the file is being completed and will be saved, and
    the window closes by itself once it is (the loop does not wait for it, frozen)."""

    file_name: str


@dataclass(frozen=True)
class Copied(Intent):
    """A table was put on the clipboard as text: `what` it holds and how many rows."""

    what: str
    rows: int


@dataclass(frozen=True)
class CopyFailed(Intent):
    """The clipboard could not take the table."""

    reason: str


@dataclass(frozen=True)
class OpenExportDialog(WindowCommand):
    """Open the Export dialog (pictures, clips and tables of what is on screen)."""


@dataclass(frozen=True)
class StartExport(WindowCommand):
    """Start writing an export; `request` is an app.model.export_request.ExportRequest, already checked,
    and `choices` the dialog's fields it was read from (the next dialog opens with them). A file already
    there is replaced only once the user said so (`replace`)."""

    request: object
    choices: object = None
    replace: bool = False


@dataclass(frozen=True)
class ExportChoices(Intent):
    """The Export dialog's fields as the preferences remembered them (an app.model.export_request.Choices):
    the next dialog opens with them (later, those of each export written: Exported)."""

    choices: object


@dataclass(frozen=True)
class CancelExport(WindowCommand):
    """Stop the export in progress; nothing is written."""


@dataclass(frozen=True)
class CopyTable(WindowCommand):
    """Put a table on the clipboard as tab-separated text: the canvas' coefficients or ("rope") the
    RoPE score curve."""

    what: str = "canvas"
