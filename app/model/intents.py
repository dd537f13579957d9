"""Every user action as a small frozen value. Keys and widgets make these; `apply` alone acts on them.

Intents carry what the user gave (a typed text stays text: `apply` parses it and says what was wrong).
Window commands (help, file dialog, Esc) change no state: the loop handles them itself.
`gesture` groups the events of one mouse drag on a slider into one undo step (None: a step of its own).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.geometry.view_transform import ViewTransform
from app.math.curves import Curve
from app.math.drawings import SavedDrawing
from app.math.errors import Problem
from app.math.fourier import Order
from app.model.history import Settings

Animation = Literal["canvas", "rope"]
Part = Literal["circles", "trail", "rope_circles", "rope_log_axis", "rope_bound"]

# ---------------------------------------------------------------- the canvas


@dataclass(frozen=True)
class ShowPreset:
    """Show a bundled preset curve by name, with up to MAX_DRAWN_ARROWS arrows."""

    name: str


@dataclass(frozen=True)
class ShowLastDrawing:
    """Show the last drawing again, where it was drawn."""


@dataclass(frozen=True)
class ShowFile:
    """A curve file that was read (reading is the window's job; a failure is FileFailed).

    `saved` names the saved drawing it is (its file name), "" for any other file.
    """

    curve: Curve
    file_name: str
    saved: str = ""


@dataclass(frozen=True)
class FileProgress:
    """A curve file is being read in the background: `done` of `total` bytes so far."""

    file_name: str
    done: int
    total: int


@dataclass(frozen=True)
class FileFailed:
    """A curve file could not be read; `reason` says why in one line (English), `problem` in any language."""

    reason: str
    problem: Problem | None = None


@dataclass(frozen=True)
class Stroke:
    """Drawing with the left button on the canvas: press ("start"), drag ("move"), release ("end").

    `pos` is in screen pixels of `view`, the view on screen when the event came, so each point is kept in
    math coordinates whatever the camera does meanwhile. On release the stroke becomes a curve, or with
    `add` (Shift held) one more stroke of a drawing that Enter finishes.
    """

    pos: tuple[float, float]
    phase: Literal["start", "move", "end"] = "move"
    view: ViewTransform | None = None
    add: bool = False


@dataclass(frozen=True)
class StrokeCancel:
    """Esc while drawing: the stroke in progress, else the strokes waiting for Enter, are dropped."""


@dataclass(frozen=True)
class FinishDrawing:
    """Enter: the strokes added with Shift+drag become one drawing."""


@dataclass(frozen=True)
class CycleStrokeEnds:
    """How a new stroke's ends are treated: closed, open (traced there and back), or by their gap."""


# ---------------------------------------------------------------- the camera (not undo steps)


@dataclass(frozen=True)
class CanvasFitted:
    """The window's fitted view of the curve (its box in the canvas), which the camera is relative to."""

    fitted: ViewTransform


@dataclass(frozen=True)
class Zoom:
    """Zoom by `factor` about a pixel of the canvas (None: its centre); in follow mode, the follow zoom."""

    factor: float
    at: tuple[float, float] | None = None


@dataclass(frozen=True)
class Pan:
    """Move the picture by (dx, dy) pixels (right- or middle-drag)."""

    dx: float
    dy: float


@dataclass(frozen=True)
class FitView:
    """Fit the whole curve and chain in the canvas (and stop following the pen)."""


@dataclass(frozen=True)
class ToggleFollow:
    """Follow the pen, zoomed so that the last few arrows fill the view (on = None toggles)."""

    on: bool | None = None


# ---------------------------------------------------------------- saved drawings


@dataclass(frozen=True)
class DrawingsListed:
    """The saved drawings the window found on disk, newest first."""

    drawings: tuple[SavedDrawing, ...]


@dataclass(frozen=True)
class DrawingRenamed:
    """A saved drawing got a new title."""

    file_name: str
    title: str


@dataclass(frozen=True)
class DrawingDeleted:
    """A saved drawing was deleted from disk."""

    file_name: str


@dataclass(frozen=True)
class DrawingFileFailed:
    """Renaming or deleting a saved drawing failed; `reason` says why."""

    what: str
    reason: str


@dataclass(frozen=True)
class DrawingSaved:
    """The new drawing was written to the user's data folder as `file_name`."""

    file_name: str


@dataclass(frozen=True)
class DrawingNotSaved:
    """The new drawing could not be written; it stays on screen."""

    reason: str


@dataclass(frozen=True)
class SetArrows:
    """Draw the first n arrows of the chain (clamped to 1..all)."""

    n: int
    gesture: int | None = None


@dataclass(frozen=True)
class StepArrows:
    """One arrow more (by = 1) or fewer (by = -1)."""

    by: int


@dataclass(frozen=True)
class SetOrder:
    """Order the arrows by amplitude or by frequency."""

    order: Order


@dataclass(frozen=True)
class ToggleOrder:
    """Switch between amplitude and frequency order."""


@dataclass(frozen=True)
class SetSpeed:
    """How fast time runs: canvas periods per SECONDS_PER_PERIOD (negative runs back), or RoPE Δ per
    second; clamped to SPEED_RANGE or DELTA_SPEED_RANGE."""

    speed: float
    animation: Animation = "canvas"


@dataclass(frozen=True)
class Reverse:
    """Run time the other way at the same speed."""


@dataclass(frozen=True)
class TogglePlay:
    """Play or pause the canvas' t or the RoPE panel's Δ."""

    animation: Animation = "canvas"


@dataclass(frozen=True)
class StepTime:
    """Move t by `steps` × STEP_FRACTION of a period (negative: back), playing or not."""

    steps: int  # in STEP_FRACTION of a period; negative steps back


@dataclass(frozen=True)
class Show:
    """Show or hide a part of the picture (on = None toggles it)."""

    part: Part
    on: bool | None = None


# ---------------------------------------------------------------- the coefficient inspector (problem 8)


@dataclass(frozen=True)
class StartLater:
    """The same curve started one sample later: z'_n = z_{n+1} (every c_k turns by k·2π/N)."""


@dataclass(frozen=True)
class TraceBackwards:
    """The same curve traced backwards from the same start: z'_n = z_{-n} (c_k becomes c_{-k})."""


@dataclass(frozen=True)
class TranslateCurve:
    """The curve moved by a typed vector ("2, 1" or "2+1i"; apply reads it): only c_0 changes."""

    text: str


# ---------------------------------------------------------------- the RoPE panel


@dataclass(frozen=True)
class RopeView:
    """The RoPE panel's lesson views: 2 arrows (ω = 1 and 0.01, d = 4) or 32 (d = 64), base 10000."""

    arrows: Literal[2, 32]


@dataclass(frozen=True)
class ToggleRopeView:
    """Switch between the 2- and 32-arrow views (any other chain goes to 2)."""


@dataclass(frozen=True)
class SetRopeArrows:
    """N arrows on the current base's ladder; Δ stays."""

    n: int
    gesture: int | None = None


@dataclass(frozen=True)
class SetRopeBase:
    """A new ladder base, as typed or picked ("10000", "5e5"); parsed by apply."""

    text: str  # as typed or picked: "10000", "5e5"


@dataclass(frozen=True)
class SetRopeModel:
    """A published model's head: its arrows and base (None: keep them, name no model)."""

    name: str | None  # None: keep arrows and base, stop naming a model


@dataclass(frozen=True)
class SetRopeContent:
    """What the arrows hold: "ones", "random" (q, k of the seed) or "q=k"."""

    mode: str


@dataclass(frozen=True)
class SetRopeSeed:
    """The seed of the random q and k, as typed."""

    text: str


@dataclass(frozen=True)
class NewRopeSeed:
    """The next seed (switching all-ones content to random)."""


@dataclass(frozen=True)
class SetRopeWindow:
    """The plotted Δ window's ends, as typed; None keeps that end."""

    lo: str | None = None  # typed text; None keeps that end
    hi: str | None = None


@dataclass(frozen=True)
class SetRopeSearch:
    """The ends of the window the best return is searched in, as typed; None keeps that end."""

    lo: str | None = None
    hi: str | None = None


@dataclass(frozen=True)
class SetRopeScaling:
    """RoPE scaling: its kind (none, linear, dynamic, yarn, llama3) and/or its factor as typed."""

    kind: str | None = None
    factor: str | None = None


@dataclass(frozen=True)
class GoToBest:
    """Pause at the best return's Δ."""


@dataclass(frozen=True)
class StepDelta:
    """Pause and move Δ by `by` whole tokens."""

    by: int


@dataclass(frozen=True)
class SetRopeDelta:
    """Pause at a typed whole Δ of the plotted window."""

    text: str


@dataclass(frozen=True)
class ScrubRope:
    """Press, drag and release on the plot: Δ follows; Δ is paused while the button is down."""

    delta: int
    phase: Literal["start", "move", "end"] = "move"


@dataclass(frozen=True)
class SetRopeTab:
    """Show the score tab or the invariance tab."""

    tab: Literal["score", "invariance"]


@dataclass(frozen=True)
class SetInvariance:
    """The invariance tab's positions m, n and shift s (None keeps one)."""

    m: int | None = None
    n: int | None = None
    shift: int | None = None


# ---------------------------------------------------------------- the app


@dataclass(frozen=True)
class SetTime:
    """Pause the canvas at time t (radians; one period is 2π)."""

    t: float


@dataclass(frozen=True)
class Lesson:
    """Lesson mode: start it where the user left off, go to the next or previous step, or leave it
    ("toggle": start, or leave if in it)."""

    action: Literal["start", "next", "back", "stop", "toggle"]


@dataclass(frozen=True)
class SetLanguage:
    """Show every word in this language ("en" or "ko")."""

    lang: str


@dataclass(frozen=True)
class Undo:
    """Bring back the settings before the last change."""


@dataclass(frozen=True)
class Redo:
    """Make the last undone change again."""


@dataclass(frozen=True)
class Tick:
    """dt seconds of wall-clock time passed: both animations move on (each by its own clock)."""

    dt: float


@dataclass(frozen=True)
class Recover:
    """Something failed unexpectedly while handling input or drawing: back to the last good settings."""

    settings: Settings
    what: str


@dataclass(frozen=True)
class Quit:
    """Close the window."""


@dataclass(frozen=True)
class Resize:
    """The window was resized to `size`; `largest` is the most the display can show."""

    size: tuple[int, int]
    largest: tuple[int, int]


# ---------------------------------------------------------------- exports (written by the window)


@dataclass(frozen=True)
class Exported:
    """An export was written whole: `count` frames or rows, `size` bytes."""

    file_name: str
    count: int
    size: int
    unit: str = "frames"


@dataclass(frozen=True)
class ExportFailed:
    """An export could not be made or written (nothing was left behind); `reason` in one line (English),
    `problem` in any language when it is one of ours."""

    file_name: str
    reason: str
    problem: Problem | None = None


@dataclass(frozen=True)
class ExportCancelled:
    """The export was cancelled; nothing was written."""

    file_name: str


@dataclass(frozen=True)
class Copied:
    """A table was put on the clipboard as text: `what` it holds and how many rows."""

    what: str
    rows: int


@dataclass(frozen=True)
class CopyFailed:
    """The clipboard could not take the table."""

    reason: str


# ---------------------------------------------------------------- window commands (no state change)


@dataclass(frozen=True)
class WindowCommand:
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


@dataclass(frozen=True)
class OpenExportDialog(WindowCommand):
    """Open the Export dialog (pictures, clips and tables of what is on screen)."""


@dataclass(frozen=True)
class StartExport(WindowCommand):
    """Start writing an export; `request` is an app.model.export_request.ExportRequest, already checked."""

    request: object


@dataclass(frozen=True)
class CancelExport(WindowCommand):
    """Stop the export in progress; nothing is written."""


@dataclass(frozen=True)
class CopyTable(WindowCommand):
    """Put a table on the clipboard as tab-separated text: the canvas' coefficients or ("rope") the
    RoPE score curve."""

    what: str = "canvas"


@dataclass(frozen=True)
class OpenSavedDrawing(WindowCommand):
    """Read a saved drawing (by file name) from the user's drawings folder."""

    file_name: str


@dataclass(frozen=True)
class RenameDialog(WindowCommand):
    """Ask for a new title for the saved drawing on the canvas."""


@dataclass(frozen=True)
class DeleteDialog(WindowCommand):
    """Ask to confirm deleting the saved drawing on the canvas."""


@dataclass(frozen=True)
class Escape(WindowCommand):
    """Cancel a stroke in progress, else close the topmost window."""


Intent = object  # any of the dataclasses above
