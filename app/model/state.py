"""The one state object the views read: the canvas and RoPE states, the curve's source, a stroke in
progress, the status line, the undo history and the window's size. Only `apply` changes it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

import numpy as np

from app import config
from app.geometry.units import Scale
from app.geometry.view_transform import Box, Rect, ViewTransform, bounding_box, fit_box
from app.i18n import tr
from app.io.curves import Curve, Stroke
from app.io.drawings import SavedDrawing
from app.io.resample import resampled
from app.math.fourier import Chain, chain_joints, compute_coefficients, make_chain, pen_on_grid
from app.model.camera_state import Camera
from app.model.epicycle_state import EpicycleState
from app.model.history import History
from app.model.inspector import Change
from app.model.rope_state import RopeState

if TYPE_CHECKING:  # these modules read the state: only their types are needed here
    from app.model.apply_lesson import Return
    from app.model.export_request import Choices

StrokeEnds = Literal["closed", "open", "auto"]
START_HINT = "status.start"  # the catalogue key of the first status line


@dataclass(frozen=True)
class Status:
    """The status line: a message, whether it is an error, and what it is about (an error is cleared
    by the next successful change of the same topic)."""

    text: str
    error: bool = False
    topic: str = ""
    short: str = ""  # what a status bar too narrow for the text shows (the text is its tooltip)
    names: tuple[str, ...] = ()  # the file names it may show: a line too long is never cut inside one


SAVED = "saved:"  # a saved drawing's source is this and its file name
UNSAVED = "unsaved"  # a saved drawing deleted while on screen


@dataclass
class AppState:
    """Everything the window shows: the canvas' state, the RoPE panel's, and what is being drawn."""

    epicycles: EpicycleState
    rope: RopeState
    source: str  # a preset name, "drawing", "file", "text", SAVED + a saved drawing's file name, or UNSAVED
    view_box: Box  # the math box the canvas shows
    view_margin: float  # share of the canvas kept free round view_box
    stroke: list[complex] | None = None  # math points of a stroke being drawn
    drawing: tuple[Curve, Box] | None = None  # the last drawing and the box it was drawn in
    # Strokes added with Shift+drag, waiting for Enter: math points, whether closed; the box drawn in.
    pending: list[Stroke] = field(default_factory=list)
    pending_box: Box | None = None
    taken_back: list[Stroke] = field(default_factory=list)  # by Ctrl+Z, for Ctrl+Y
    stroke_ends: StrokeEnds = "closed"
    samples: int = config.DEFAULT_SAMPLES  # the Samples choice: every curve shown is sampled at it
    recent: tuple[str, ...] = ()  # files opened lately (absolute paths), newest first (RecentFiles)
    export_choices: Choices | None = None  # the last export's dialog fields (ExportChoices): the next's
    camera: Camera = field(default_factory=Camera)
    saved: tuple[SavedDrawing, ...] = ()  # the user's saved drawings, newest first (DrawingsListed)
    change: Change | None = None  # the last of problem 8's changes (start later, reverse, translate)
    running: bool = True
    status: Status = field(default_factory=lambda: Status(tr("en", START_HINT)))
    history: History = field(default_factory=History)
    window_size: tuple[int, int] = config.WINDOW_SIZE
    windowed_size: tuple[int, int] = config.WINDOW_SIZE  # the size out of fullscreen (what is remembered)
    window_place: tuple[int, int] | None = None  # the window's top left on the desktop, when SDL says
    fullscreen: bool = False
    maximized: bool = False  # as the window manager last said, out of fullscreen
    hidden: bool = False  # minimized, or on another desktop: nothing is drawn until it shows again
    ui_scale: float | None = None  # the UI scale chosen; None: the display's (see ui_shown)
    display_scale: float = 1.0  # the UI scale the display suggests
    lang: str = "en"  # every word shown: "en" or "ko"
    lang_chosen: str | None = None  # picked in the language menu (remembered); None: the system's
    lesson: int | None = None  # the lesson step shown, or None outside lesson mode
    lesson_place: int = 0  # where lesson mode starts again (remembered between runs)
    lesson_return: Return | None = (
        None  # apply_lesson.Return: what the user had before lesson mode, given back after
    )
    seconds: float = 0.0  # the loop's time: every Tick's dt summed (what paces things shown over time)

    @classmethod
    def for_preset(
        cls,
        curve: Curve,
        name: str,
        rope_view: str = "2",
        window_size: tuple[int, int] = config.WINDOW_SIZE,
        lang: str = "en",
        lesson_place: int = 0,
        lang_chosen: str | None = None,
    ) -> AppState:
        """Start on a preset with all its arrows (at most MAX_DRAWN_ARROWS) and a RoPE view, in lang, with
        the lesson step to start from; lang_chosen: the language the user picked before (None: none), which
        lang may not be (--lang is for one run)."""
        state = EpicycleState.for_curve(curve, config.MAX_DRAWN_ARROWS)
        rope = RopeState.for_view(rope_view)
        box = fitted_box(curve, state.chain)
        return cls(
            state,
            rope,
            name,
            box,
            config.FIT_MARGIN,
            window_size=window_size,
            windowed_size=window_size,  # what is remembered, though no Resize came (a 4K screen's 2560×1600)
            lang=lang,
            lang_chosen=lang_chosen,
            lesson_place=lesson_place,
            status=Status(tr(lang, START_HINT)),
        )

    def shows_as_picked(self, curve: Curve, source: str) -> bool:
        """The curve shown is `curve` from `source` as showing it makes it (the inspector's changes give it
        other samples and another title)."""
        shown, fresh = self.epicycles.curve, resampled(curve, self.samples)
        return (
            self.source == source
            and shown.title == fresh.title
            and np.array_equal(shown.samples, fresh.samples)
        )

    def show_curve(self, curve: Curve, source: str, view_boxes: tuple[Box, ...] = ()) -> None:
        """Replace the curve; a drawing keeps the first of `view_boxes` (the views it was seen in) that
        holds it, so it stays where it was drawn, as big; else it is fitted as any curve."""
        if source == "drawing":
            self.epicycles.order = "amplitude"  # a new drawing starts on its best approximation
        curve = resampled(curve, self.samples)
        self.epicycles.set_curve(curve)
        self.source = source
        # A drawing keeps the view it was drawn in (what the user was looking at, zoomed or following) when
        # the drawing itself fits there; its chain's first arrows from the origin may run off the canvas,
        # cut to it. (Fitted when its chain would leave it, a circle drawn at ×12 ended small in a corner.)
        drawn = fitted_box(curve, origin=False) if view_boxes else (0.0, 0.0, 0.0, 0.0)
        held = next((box for box in view_boxes if box_holds(grown(box, DRAWN_SLACK), drawn)), None)
        if held is None:
            self.view_box, self.view_margin = fitted_box(curve, self.epicycles.chain), config.FIT_MARGIN
        else:
            self.view_box, self.view_margin = held, 0.0
        self.camera.reset()
        if source == "drawing":
            self.drawing = (curve, self.view_box)


FIT_TIMES = 24  # the chain's joints are looked at this many times round the period when fitting
# A drawing's smooth path may pass the edge of the view it was drawn in by this share of it and still be
# shown there, that sliver cut: a shape drawn out to the canvas' edges overshot it by half a pixel between
# its samples, and was refitted with its chain round the origin at ×0.56, away from where it was drawn.
DRAWN_SLACK = 0.005


def fitted_box(curve: Curve, chain: Chain | None = None, origin: bool = True) -> Box:
    """The box round a curve: its samples, its smooth path, the origin the chain starts from (unless
    not `origin`: the curve alone) and, given a chain, its joints at FIT_TIMES moments."""
    spectrum = compute_coefficients(curve.samples)
    full = make_chain(spectrum, "frequency", spectrum.n_samples)
    smooth = pen_on_grid(full, max(config.TRAIL_STEPS, spectrum.n_samples))
    sets = [curve.samples, smooth, *([np.zeros(1)] if origin else [])]
    if chain is not None:
        sets += [chain_joints(chain, t) for t in np.linspace(0, 2 * np.pi, FIT_TIMES, endpoint=False)]
    return bounding_box(*sets)


def whole_view(
    curve: Curve,
    chain: Chain,
    rect: Rect,
    ui: float = 1.0,
    covered: int = 0,
    also: tuple[np.ndarray, ...] = (),
) -> ViewTransform:
    """What F shows: the whole curve and the chain round its period, fitted to the canvas rect at UI scale
    ui (the header and footer kept free as the fitted view keeps them, and the `covered` pixels at its foot
    that a window lies over: a lesson's box over the canvas hid the heart's lower half), and the points `also`
    (the strokes waiting: F left them off-screen while Enter would finish them)."""
    px, box = Scale(ui).px, fitted_box(curve, chain)
    if also:
        corners = np.array([complex(box[0], box[2]), complex(box[1], box[3])])
        box = bounding_box(corners, *also)
    footer = max(px(config.CANVAS_FOOTER), covered)
    return fit_box(box, rect, config.FIT_MARGIN, px(config.CANVAS_HEADER), footer)


def grown(box: Box, share: float) -> Box:
    """The box widened on every side by a share of its width and height."""
    dx, dy = (box[1] - box[0]) * share, (box[3] - box[2]) * share
    return (box[0] - dx, box[1] + dx, box[2] - dy, box[3] + dy)


def box_holds(outer: Box, inner: Box) -> bool:
    """Whether inner lies within outer."""
    return outer[0] <= inner[0] and inner[1] <= outer[1] and outer[2] <= inner[2] and inner[3] <= outer[3]
