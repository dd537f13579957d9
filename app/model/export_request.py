"""What an export asks for, checked against the limits, and the state each of its frames shows. No pygame.

Frames are at exact times: for one period, frame i of F shows t = 2π·i/F, so frame F would be frame 0
again and the clip loops seamlessly; for N seconds t runs at the live rate (one period in
SECONDS_PER_PERIOD). The RoPE panel's Δ runs over [lo, hi] the same way: Δ = lo + (hi − lo)·i/F.
A frame's state is a shallow copy of the live one with only t (and Δ) set, so the live window runs on.
"""

from __future__ import annotations

import copy
import math
import os
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Literal, NamedTuple

from app import config
from app.errors import Problem
from app.geometry.view_transform import ViewTransform
from app.model.epicycle_state import TAU, EpicycleState
from app.model.rope_state import RopeState
from app.model.signs import minus
from app.model.state import AppState

View = Literal["canvas", "rope", "window"]
Format = Literal["png", "gif", "mp4", "csv", "json"]
VIEWS: tuple[View, ...] = ("canvas", "rope", "window")
FORMATS: tuple[Format, ...] = ("png", "gif", "mp4", "csv", "json")
ANIMATED = ("gif", "mp4")
DATA = ("csv", "json")
SEPARATORS = tuple({"/", os.sep, os.altsep or "/"})  # a name ending in one names a folder


class Typed(NamedTuple):
    """The dialog's numbers as typed, which its refusals quote ("1e7" was said 1e+07, "-5" with a hyphen)."""

    fps: str
    lo: str
    hi: str


@dataclass(frozen=True)
class ExportRequest:
    """One export: what (view), how (format, size in pixels, frames, fps, quality) and where (path).

    `seconds` None means one period of the curve (a seamless loop); `deltas` is the RoPE panel's Δ range.
    A still (PNG) is one frame of the state as it is; data (CSV, JSON) has no frames at all.
    """

    view: View
    format: Format
    size: tuple[int, int]
    path: Path
    frames: int = 1
    fps: float = 15.0
    seconds: float | None = None
    deltas: tuple[float, float] | None = None
    quality: str = config.EXPORT_QUALITY  # an MP4's: a key of config.MP4_QUALITY
    on_screen: bool = False  # Size "As on screen": drawn at the screen's UI scale too, as it shows
    window: tuple[int, int] | None = None  # the RoPE panel's plotted Δ, which `deltas` must lie in
    typed: Typed | None = None  # the dialog's: its refusals name them so, with a true minus (the CLI's "-")

    @property
    def animated(self) -> bool:
        return self.format in ANIMATED

    def check(self) -> None:
        """ValueError with one line saying what is beyond the limits (config's Limits section)."""
        w, h = self.size
        if self.view not in VIEWS:
            raise Problem("problem.export.view", views=", ".join(VIEWS), view=repr(self.view))
        if self.format not in FORMATS:
            raise Problem("problem.export.format", formats=", ".join(FORMATS), format=repr(self.format))
        if (
            self.format == "csv" and self.view == "window"
        ):  # (the dialog wrote the coefficients: the CLI refuses)
            raise Problem("problem.export.table_window")
        if self.format == "json" and self.view == "window":  # (it was given the RoPE's advice)
            raise Problem("problem.export.json_window")
        if self.quality not in config.MP4_QUALITY:
            raise Problem(
                "problem.export.quality", qualities=", ".join(config.MP4_QUALITY), quality=repr(self.quality)
            )
        if min(w, h) < 1 or w * h > config.MAX_EXPORT_PIXELS:
            raise Problem("problem.export.size", w=w, h=h, most=f"{config.MAX_EXPORT_PIXELS:,}")
        if self.view == "window" and (w < config.MIN_WINDOW_SIZE[0] or h < config.MIN_WINDOW_SIZE[1]):
            least = "x".join(map(str, config.MIN_WINDOW_SIZE))  # (its layout's least: smaller, it was shrunk)
            raise Problem("problem.export.window_small", w=w, h=h, least=least)
        if self.format == "mp4" and (w % 2 or h % 2):
            raise Problem("problem.export.mp4_even", w=w, h=h)
        # (before the frames it makes: a rate of 1e7 was refused as "frames …, not 80000000")
        if not (math.isfinite(self.fps) and 1 <= self.fps <= config.MAX_EXPORT_FPS):
            raise Problem("problem.export.fps", most=config.MAX_EXPORT_FPS, fps=self._said("fps", self.fps))
        if not 1 <= self.frames <= config.MAX_EXPORT_FRAMES:
            raise Problem("problem.export.frames", most=config.MAX_EXPORT_FRAMES, n=self.frames)
        self._check_deltas()
        if self.format == "gif" and self.frames * w * h > config.MAX_GIF_WORK:
            raise Problem(
                "problem.export.gif_work",
                n=self.frames,
                w=w,
                h=h,
                pixels=f"{self.frames * w * h:,}",
                most=f"{config.MAX_GIF_WORK:,}",
            )

    def _check_deltas(self) -> None:
        """A film's Δ range runs forwards inside the panel's plotted window (Δ from 5000 to 4096 was filmed
        as Δ = 4096 in every frame: the panel holds Δ in its window)."""
        if self.deltas is None or not self.animated or self.view == "canvas":
            return
        lo, hi = self.deltas
        said = {"lo": self._said("lo", lo), "hi": self._said("hi", hi)}
        if lo >= hi:
            raise Problem("problem.export.delta_order", **said)
        if self.window is not None and not self.window[0] <= lo < hi <= self.window[1]:
            sign = str if self.typed is None else minus
            first, last = self.window
            raise Problem("problem.export.delta_outside", **said, first=sign(first), last=sign(last))

    def _said(self, name: str, value: float) -> str:
        """A number as a refusal names it: as typed in the dialog, with a true minus; else ":g"."""
        return f"{value:g}" if self.typed is None else minus(getattr(self.typed, name).strip())

    def time_at(self, i: int, t0: float) -> float:
        """The canvas' t in frame i: one period from t0 in `frames` steps, or the live rate."""
        if self.seconds is None:
            return t0 + TAU * i / self.frames
        return t0 + TAU * i / (self.fps * config.SECONDS_PER_PERIOD)

    def delta_at(self, i: int, now: float) -> float:
        """The RoPE panel's Δ in frame i: through the Δ range in `frames` steps (else Δ as it is)."""
        if self.deltas is None or not self.animated:
            return now
        lo, hi = self.deltas
        return lo + (hi - lo) * i / self.frames


def frames_for(fps: float, seconds: float | None) -> int:
    """How many frames a clip of `seconds` (None: one period) has at fps."""
    length = config.SECONDS_PER_PERIOD if seconds is None else seconds
    return max(1, round(fps * length))


def frame_state(state: AppState, request: ExportRequest, i: int) -> AppState:
    """A copy of the state showing frame i; the live state is untouched. A still is the state as it is,
    with the trail of a whole period behind the pen (as a clip's frames have), however long it ran, and
    the RoPE panel at its Δ, standing: its plot draws the score curve ahead of Δ faintly (a still at the
    window's end, once taken so the curve was drawn whole, said Δ = 4096 of a panel paused at 11)."""
    frame = copy.copy(state)
    if request.animated:  # (moving: the film's play buttons say Pause, as the window's do while it plays)
        frame.epicycles = canvas_at(state.epicycles, request.time_at(i, 0.0))
        frame.epicycles.clock = replace(state.epicycles.clock, playing=True)
        frame.rope = rope_at(state.rope, request.delta_at(i, state.rope.delta))
        if request.deltas is not None:
            frame.rope.clock = replace(state.rope.clock, playing=True)
    else:
        frame.epicycles = canvas_at(state.epicycles, state.epicycles.t)
        frame.rope = rope_at(state.rope, state.rope.delta)
        frame.rope.still = True
    frame.rope.framed = True
    frame.stroke = None
    return frame


def refitted(state: AppState, fitted: ViewTransform) -> AppState:
    """A copy of a frame's state whose camera is fitted to a film's canvas, another size than the window's:
    its zoom is then said as the window says it (×1 where F's view is shown; ×0.9994 had been said of the
    window's own fit)."""
    frame, cam = copy.copy(state), state.camera
    known = cam.whole is not None and cam.fitted is not None
    whole = cam.whole * fitted.scale / cam.fitted.scale if known else None  # type: ignore[operator,union-attr]
    frame.camera = replace(cam, fitted=fitted, whole=whole)
    return frame


def canvas_at(state: EpicycleState, t: float) -> EpicycleState:
    """The canvas at time t with the trail of a whole period behind the pen (as after one loop)."""
    frame = copy.copy(state)
    frame.t, frame.traced, frame.direction = t, TAU, 1
    return frame


def rope_at(state: RopeState, delta: float) -> RopeState:
    frame = copy.copy(state)
    frame.delta = delta
    frame.say_at_once()  # (a film's read-outs say each frame's Δ, not the window's paced one)
    return frame


def snapshot(state: AppState) -> AppState:
    """A copy of what an export reads, detached from the live state (its parts are replaced, not changed);
    the camera as it comes to rest (the zoom, pan and Follow on screen, not half-way through a glide)."""
    frame = copy.copy(state)
    frame.epicycles, frame.rope = copy.copy(state.epicycles), copy.copy(state.rope)
    frame.camera = state.camera.settled()
    return frame


@dataclass(frozen=True)
class Choices:
    """The Export dialog's fields as picked and typed (text stays text until read here)."""

    view: str
    format: str
    size: str  # "480p", "720p", "1080p" or "window"
    length: str  # "period" or "seconds"
    seconds: str
    fps: str
    lo: str
    hi: str
    path: str
    quality: str = config.EXPORT_QUALITY


CHOICE_FIELDS = tuple(f.name for f in fields(Choices))


def remembered_choices(value: object) -> Choices | None:
    """Choices as the preferences gave them back, if they are choices the dialog could have made: every
    field text, each pick one of its options, the typed numbers short and printable, the path absolute;
    else None (a hand-edited file may hold anything). Whether the folder still exists is looked at when
    the dialog opens."""
    if not isinstance(value, dict) or not all(isinstance(value.get(f), str) for f in CHOICE_FIELDS):
        return None
    c = Choices(**{f: value[f] for f in CHOICE_FIELDS})
    picks = (
        c.view in VIEWS,
        c.format in FORMATS,
        c.size in (*config.EXPORT_SIZES, "window"),
        c.length in ("period", "seconds"),
        c.quality in config.MP4_QUALITY,
    )
    typed = all(len(t) <= config.MAX_SHORT_CHARS and t.isprintable() for t in (c.seconds, c.fps, c.lo, c.hi))
    path = 0 < len(c.path) <= config.MAX_PATH_CHARS and c.path.isprintable() and Path(c.path).is_absolute()
    return c if all(picks) and typed and path else None


def blank_name(name: str) -> bool:
    """Whether a file's name is no name: nothing but spaces before its ending ("   ", "   .png", ".png"),
    the one rule for the dialog, `export` and `render`."""
    return not name.rsplit(".", 1)[0].strip()
