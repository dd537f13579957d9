"""Intents of the canvas: curves, strokes, the chain, time, the camera, the inspector (files, pictures,
words and saved drawings are in files.py). No pygame (see app/model/intents/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.geometry.view_transform import ViewTransform
from app.math.fourier import Order
from app.model.intents.base import Intent

Animation = Literal["canvas", "rope"]
Part = Literal["circles", "trail", "rope_circles", "rope_log_axis", "rope_bound"]

# ---------------------------------------------------------------- the canvas


@dataclass(frozen=True)
class ShowPreset(Intent):
    """Show a bundled preset curve by name, with up to MAX_DRAWN_ARROWS arrows."""

    name: str


@dataclass(frozen=True)
class ShowLastDrawing(Intent):
    """Show the last drawing again, where it was drawn."""


@dataclass(frozen=True)
class SetSamples(Intent):
    """The Samples choice (one of config.SAMPLE_CHOICES): the curve on screen and every curve after it are
    sampled at n (app/io/resample.py says how each kind of curve is)."""

    n: int


@dataclass(frozen=True)
class Stroke(Intent):
    """Drawing with the left button on the canvas: press ("start"), drag ("move"), release ("end").

    `pos` is in screen pixels of `view`, the view on screen when the event came, so each point is kept in
    math coordinates whatever the camera does meanwhile. On release the stroke becomes a curve, or with
    `add` (Shift held) one more stroke of a drawing that Enter finishes. `leaving`: its press took the
    keyboard from a text field, so a mere click only left the field (it is no stroke drawn too short).
    """

    pos: tuple[float, float]
    phase: Literal["start", "move", "end"] = "move"
    view: ViewTransform | None = None
    add: bool = False
    leaving: bool = False


@dataclass(frozen=True)
class StrokeCancel(Intent):
    """Esc while drawing: the stroke in progress, else the strokes waiting for Enter, are dropped."""


@dataclass(frozen=True)
class FinishDrawing(Intent):
    """Enter: the strokes added with Shift+drag become one drawing."""


@dataclass(frozen=True)
class CycleStrokeEnds(Intent):
    """How a new stroke's ends are treated: closed, open (traced there and back), or by their gap."""


# ---------------------------------------------------------------- the camera (not undo steps)


@dataclass(frozen=True)
class CanvasFitted(Intent):
    """The window's fitted view of the curve (its box in the canvas), which the camera is relative to;
    `covered`: the pixels at the canvas' foot a window lies over (the lesson box), which F fits above."""

    fitted: ViewTransform
    covered: int = 0


@dataclass(frozen=True)
class Zoom(Intent):
    """Zoom by `factor` about a pixel of the canvas (None: its centre); in follow mode, the follow zoom."""

    factor: float
    at: tuple[float, float] | None = None


@dataclass(frozen=True)
class Pan(Intent):
    """Move the picture by (dx, dy) pixels (right- or middle-drag)."""

    dx: float
    dy: float


@dataclass(frozen=True)
class FitView(Intent):
    """Fit the whole curve and chain in the canvas (and stop following the pen)."""


@dataclass(frozen=True)
class ToggleFollow(Intent):
    """Follow the pen, zoomed so that the last few arrows fill the view (on = None toggles)."""

    on: bool | None = None


@dataclass(frozen=True)
class SetArrows(Intent):
    """Draw the first n arrows of the chain (clamped to 1..all)."""

    n: int
    gesture: int | None = None


@dataclass(frozen=True)
class StepArrows(Intent):
    """One arrow more (by = 1) or fewer (by = -1)."""

    by: int


@dataclass(frozen=True)
class SetOrder(Intent):
    """Order the arrows by amplitude or by frequency."""

    order: Order


@dataclass(frozen=True)
class ToggleOrder(Intent):
    """Switch between amplitude and frequency order."""


@dataclass(frozen=True)
class SetSpeed(Intent):
    """How fast time runs: canvas periods per SECONDS_PER_PERIOD (negative runs back), or RoPE Δ per
    second; clamped to SPEED_RANGE or DELTA_SPEED_RANGE."""

    speed: float
    animation: Animation = "canvas"


@dataclass(frozen=True)
class Reverse(Intent):
    """Run time the other way at the same speed."""


@dataclass(frozen=True)
class TogglePlay(Intent):
    """Play or pause the canvas' t or the RoPE panel's Δ."""

    animation: Animation = "canvas"


@dataclass(frozen=True)
class StepTime(Intent):
    """Move t by `steps` × STEP_FRACTION of a period (negative: back), playing or not."""

    steps: int  # in STEP_FRACTION of a period; negative steps back


@dataclass(frozen=True)
class Show(Intent):
    """Show or hide a part of the picture (on = None toggles it)."""

    part: Part
    on: bool | None = None


# ---------------------------------------------------------------- the coefficient inspector (problem 8)


@dataclass(frozen=True)
class StartLater(Intent):
    """The same curve started one sample later: z'_n = z_{n+1} (every c_k turns by k·2π/N)."""


@dataclass(frozen=True)
class TraceBackwards(Intent):
    """The same curve traced backwards from the same start: z'_n = z_{-n} (c_k becomes c_{-k})."""


@dataclass(frozen=True)
class TranslateCurve(Intent):
    """The curve moved by a typed vector ("2, 1" or "2+1i"; apply reads it): only c_0 changes."""

    text: str


@dataclass(frozen=True)
class InspectorClosed(Intent):
    """The inspector was closed: an error line about its fields has nothing left to be about."""


@dataclass(frozen=True)
class InspectorAside(Intent):
    """I opened the inspector, or asked for it, in a lesson step that leaves it no room: it stands aside
    until one does, and the status line says so."""
