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
from app.math.fourier import Order

# ---------------------------------------------------------------- the canvas


@dataclass(frozen=True)
class ShowPreset:
    name: str


@dataclass(frozen=True)
class ShowLastDrawing:
    pass


@dataclass(frozen=True)
class ShowFile:
    """A curve file that was read (reading is the window's job; a failure is FileFailed)."""

    curve: Curve
    file_name: str


@dataclass(frozen=True)
class FileFailed:
    reason: str


@dataclass(frozen=True)
class StrokeStart:
    pos: tuple[int, int]  # screen pixels


@dataclass(frozen=True)
class StrokeTo:
    pos: tuple[int, int]


@dataclass(frozen=True)
class StrokeEnd:
    """Release: the stroke becomes a curve, in the math coordinates `view` shows."""

    pos: tuple[int, int]
    view: ViewTransform


@dataclass(frozen=True)
class StrokeCancel:
    pass


@dataclass(frozen=True)
class DrawingSaved:
    file_name: str


@dataclass(frozen=True)
class DrawingNotSaved:
    reason: str


@dataclass(frozen=True)
class SetArrows:
    n: int
    gesture: int | None = None


@dataclass(frozen=True)
class StepArrows:
    by: int


@dataclass(frozen=True)
class SetOrder:
    order: Order


@dataclass(frozen=True)
class ToggleOrder:
    pass


@dataclass(frozen=True)
class SetSpeed:
    speed: float


@dataclass(frozen=True)
class Reverse:
    pass


@dataclass(frozen=True)
class TogglePlay:
    pass


@dataclass(frozen=True)
class StepTime:
    steps: int  # in STEP_FRACTION of a period; negative steps back


@dataclass(frozen=True)
class SetCircles:
    on: bool | None = None  # None toggles


@dataclass(frozen=True)
class SetTrail:
    on: bool | None = None


# ---------------------------------------------------------------- the RoPE panel


@dataclass(frozen=True)
class RopeView2:
    pass


@dataclass(frozen=True)
class RopeView32:
    pass


@dataclass(frozen=True)
class ToggleRopeView:
    pass


@dataclass(frozen=True)
class SetRopeArrows:
    n: int
    gesture: int | None = None


@dataclass(frozen=True)
class SetRopeBase:
    text: str  # as typed or picked: "10000", "5e5"


@dataclass(frozen=True)
class SetRopeModel:
    name: str | None  # None: keep arrows and base, stop naming a model


@dataclass(frozen=True)
class SetRopeContent:
    mode: str


@dataclass(frozen=True)
class SetRopeSeed:
    text: str


@dataclass(frozen=True)
class NewRopeSeed:
    pass


@dataclass(frozen=True)
class SetRopeWindow:
    lo: str | None = None  # typed text; None keeps that end
    hi: str | None = None


@dataclass(frozen=True)
class SetRopeSpeed:
    speed: float


@dataclass(frozen=True)
class ToggleRopePlay:
    pass


@dataclass(frozen=True)
class ScrubRope:
    """Press, drag and release on the plot: Δ follows; Δ is paused while the button is down."""

    delta: int
    phase: Literal["start", "move", "end"] = "move"


@dataclass(frozen=True)
class SetRopeCircles:
    on: bool | None = None


@dataclass(frozen=True)
class SetRopeLogAxis:
    on: bool | None = None


@dataclass(frozen=True)
class SetRopeTab:
    tab: Literal["score", "invariance"]


@dataclass(frozen=True)
class SetInvariance:
    m: int | None = None
    n: int | None = None
    shift: int | None = None


# ---------------------------------------------------------------- the app


@dataclass(frozen=True)
class Undo:
    pass


@dataclass(frozen=True)
class Redo:
    pass


@dataclass(frozen=True)
class Tick:
    """dt seconds of wall-clock time passed: both animations move on (each by its own clock)."""

    dt: float


@dataclass(frozen=True)
class Quit:
    pass


@dataclass(frozen=True)
class Resize:
    """The window was resized to `size`; `largest` is the most the display can show."""

    size: tuple[int, int]
    largest: tuple[int, int]


# ---------------------------------------------------------------- window commands (no state change)


@dataclass(frozen=True)
class WindowCommand:
    """Opens or closes a window of the UI; the loop handles these, `apply` never sees them."""


@dataclass(frozen=True)
class ToggleHelp(WindowCommand):
    pass


@dataclass(frozen=True)
class OpenFileDialog(WindowCommand):
    pass


@dataclass(frozen=True)
class Escape(WindowCommand):
    """Cancel a stroke in progress, else close the topmost window."""


Intent = object  # any of the dataclasses above
