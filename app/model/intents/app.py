"""Intents of the whole app (undo, time, lessons, language, window size, exports) and the window
commands. No pygame (see app/model/intents/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from app.errors import Problem
from app.model.history import Settings
from app.model.intents.base import Intent

# ---------------------------------------------------------------- the app


@dataclass(frozen=True)
class SetTime(Intent):
    """Pause the canvas at time t (radians; one period is 2π)."""

    t: float


@dataclass(frozen=True)
class Lesson(Intent):
    """Lesson mode: start it where the user left off, go to the next, previous, first or last step, leave
    it, or finish it (the next start is at the first step; "toggle": start, or leave if in it)."""

    action: Literal["start", "next", "back", "first", "last", "stop", "finish", "toggle"]


@dataclass(frozen=True)
class SetLanguage(Intent):
    """Show every word in this language ("en" or "ko")."""

    lang: str


@dataclass(frozen=True)
class Undo(Intent):
    """Bring back the settings before the last change."""


@dataclass(frozen=True)
class Redo(Intent):
    """Make the last undone change again."""


@dataclass(frozen=True)
class GivenUp(Intent):
    """What an error line is about was given up: a refused entry left (Esc, a click away: its field shows
    the value kept again) or the dialog that refused it closed. A line about it is no longer true: it
    gives way to one saying the typed text was dropped for the value `kept` the field shows again."""

    topic: str
    typed: str = ""  # the refused entry's text ("": its dialog was closed)
    kept: str = ""  # what its field shows again
    typed_to: str | None = None  # a window's last end, when both went back (typed and kept: its first)
    kept_to: str = ""


@dataclass(frozen=True)
class Tick(Intent):
    """dt seconds of wall-clock time passed: both animations move on (each by its own clock)."""

    dt: float


@dataclass(frozen=True)
class Recover(Intent):
    """Something failed unexpectedly while handling input or drawing: back to the last good settings."""

    settings: Settings
    what: str


@dataclass(frozen=True)
class Quit(Intent):
    """Close the window."""


@dataclass(frozen=True)
class Resize(Intent):
    """The window was resized to `size`; `largest` is the most the display can show."""

    size: tuple[int, int]
    largest: tuple[int, int]


@dataclass(frozen=True)
class WindowMaximized(Intent):
    """The window was maximized (True) or given back its own size (False) by the window manager; normal:
    its own size, where the state's is not it (a start maximized: the size remembered, not the screen's)."""

    on: bool
    normal: tuple[int, int] | None = None


@dataclass(frozen=True)
class WindowShown(Intent):
    """The window can be seen (True) or not (False: minimized, or on another desktop)."""

    shown: bool


@dataclass(frozen=True)
class WindowMoved(Intent):
    """The window's top left is now at `place` on the desktop."""

    place: tuple[int, int]


@dataclass(frozen=True)
class ToggleFullscreen(Intent):
    """F11: fill the screen, or back to the window."""


@dataclass(frozen=True)
class FullscreenFailed(Intent):
    """The video driver would not change the window (`reason`, one line): it stays as it was."""

    reason: str


@dataclass(frozen=True)
class PrefsNotSaved(Intent):
    """The preferences could not be written to `path`: `reason` (English), `problem` in any language when
    it is a common error of the system's. They hold until the window closes."""

    path: str
    reason: str
    problem: Problem | None = None


@dataclass(frozen=True)
class PrefsSaved(Intent):
    """The preferences were written after a save had failed: the line saying so is true no longer."""


@dataclass(frozen=True)
class PrefsUnread(Intent):
    """The preferences file at `path` could not be read, so the defaults hold; it was set aside as `aside`
    ("": left where it is)."""

    path: str
    aside: str


@dataclass(frozen=True)
class PrefsKeysTwice(Intent):
    """The preferences file at `path` gives `keys` (quoted, at most a few) twice: each was left out and its
    default holds; the file stays as it is until a setting changes."""

    path: str
    keys: tuple[str, ...]


@dataclass(frozen=True)
class StepUiScale(Intent):
    """Ctrl+= / Ctrl+-: the UI scale one step up (1) or down (-1) from the one shown."""

    direction: int


@dataclass(frozen=True)
class SetUiScale(Intent):
    """The UI scale chosen (a factor of app.geometry.units.UI_STEPS), or None: the display's (Ctrl+0)."""

    factor: float | None


@dataclass(frozen=True)
class DisplayScale(Intent):
    """At the start: the UI scale the display suggests (app.geometry.units.auto_scale) and the one the
    preferences remember (None: the display's)."""

    factor: float
    chosen: float | None = None


@dataclass(frozen=True)
class KeysWait(Intent):
    """A shortcut pressed while a dialog waits for its answer: it does nothing, and the status line says
    so, in the past tense (still true once the dialog is closed): it changed nothing and said nothing, as
    if the key were broken. The next shortcut that acts takes the line away (ShortcutActed)."""


@dataclass(frozen=True)
class ShortcutActed(Intent):
    """A shortcut acted (no dialog held it): KeysWait's line, of one before it, goes (opening a window
    writes no line of its own, and Ctrl+T's Text… came up under "That shortcut did nothing")."""


@dataclass(frozen=True)
class TextCut(Intent):
    """What was typed or pasted into a text field was cut to the field's `limit` characters; `problem`
    says so in the field's own words, if it has them."""

    limit: int
    problem: Problem | None = None


# ---------------------------------------------------------------- window commands (no state change)


@dataclass(frozen=True)
class WindowCommand(Intent):
    """Opens or closes a window of the UI; the loop handles these, `apply` never sees them."""


@dataclass(frozen=True)
class ToggleHelp(WindowCommand):
    """Open or close the help window."""


@dataclass(frozen=True)
class ToggleInspector(WindowCommand):
    """Open or close the coefficient inspector."""


@dataclass(frozen=True)
class OpenFileDialog(WindowCommand):
    """Open the file dialog to read a curve file."""


@dataclass(frozen=True, eq=False)
class PictureRead(WindowCommand):
    """A picture file was read (`grey`: its grey levels, app/io/image_read.py): the Image window opens.
    `path`: the file's absolute path, which goes to Recent once the picture is used."""

    file_name: str
    grey: object
    path: str = ""


@dataclass(frozen=True)
class OpenTextDialog(WindowCommand):
    """Open the Text… window: a word or a line drawn as its letters' outlines."""


@dataclass(frozen=True)
class CloseWindow(WindowCommand):
    """The window's × or Ctrl+Q: Quit, but a film being exported is asked about first (quitting stops it),
    and once its every frame is in the window closes when the file is written. A stop signal (Ctrl+C in
    the terminal, SIGTERM) is a Quit at once."""


@dataclass(frozen=True)
class OpenSavedDrawing(WindowCommand):
    """Read a saved drawing (by file name) from the user's drawings folder."""

    file_name: str


@dataclass(frozen=True)
class Repaint(WindowCommand):
    """The window's pixels were lost (uncovered, shown again, fullscreen changed): the next frame is drawn
    and pushed whole, since calm frames push only what changed."""


@dataclass(frozen=True)
class ListDrawings(WindowCommand):
    """List the saved drawings again (the window is back in focus: files may have moved meanwhile)."""


@dataclass(frozen=True)
class OpenPath(WindowCommand):
    """Read a curve file (a pick in Open…, a dropped file, a saved drawing: then its file name); `together`:
    the files dropped with it, read in turn until one opens."""

    path: Path
    saved: str = ""
    together: tuple[Path, ...] = ()


@dataclass(frozen=True)
class OpenModelFile(WindowCommand):
    """A file given as a curve (dropped, or picked in Open…) was found to be a GGUF model: the Model tab
    opens it, as its own Open model… would."""

    path: Path


@dataclass(frozen=True)
class RenameDialog(WindowCommand):
    """Ask for a new title for the saved drawing on the canvas."""


@dataclass(frozen=True)
class DeleteDialog(WindowCommand):
    """Ask to confirm deleting the saved drawing on the canvas."""


@dataclass(frozen=True)
class Escape(WindowCommand):
    """Cancel a stroke in progress, else close the topmost window."""
