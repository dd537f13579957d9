"""The canvas camera: zoom and centre relative to the fitted view, gliding, and following the pen. No pygame.

A Pose is (zoom, offset): the view shows the fitted view's scale × zoom, centred offset (math units)
away from the fitted centre, so it survives a resize. Moves glide: each Tick takes the pose part of
the way to its target along the one path that keeps fixed the screen point both views share (zooming
about the cursor keeps the cursor's point under it all the way). Follow mode centres the view on the
tail of the chain's last few visible arrows and zooms until they fill it; `blend` eases between the
free view and that one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from app.geometry.view_transform import ViewTransform

MIN_ZOOM, MAX_ZOOM = 1e-3, 1e3  # of the fitted view, for the wheel and the keys
FOLLOW_ZOOM_RANGE = (1e-3, 1e9)  # follow mode may go far deeper: the last arrows can be tiny
FOLLOW_ARROWS = 5  # the last few (non-zero) arrows that fill the view in follow mode
FOLLOW_FILL = 0.42  # their reach is this share of the smaller side of the canvas
GLIDE_SECONDS = 0.12  # time constant of a camera glide
BLEND_SECONDS = 0.35  # time constant of easing into and out of follow mode
WHEEL_STEP = 1.25  # zoom factor per wheel notch or key press


@dataclass(frozen=True)
class Pose:
    """Zoom (× the fitted scale) and offset of the centre from the fitted centre, in math units."""

    zoom: float = 1.0
    offset: complex = 0j


FITTED = Pose()


def view_of(fitted: ViewTransform, pose: Pose) -> ViewTransform:
    """The view a pose shows, in the fitted view's rectangle."""
    return ViewTransform(fitted.rect, fitted.centre + pose.offset, fitted.scale * pose.zoom)


def pose_of(fitted: ViewTransform, view: ViewTransform) -> Pose:
    """The pose that shows `view` (inverse of view_of)."""
    return Pose(view.scale / fitted.scale, view.centre - fitted.centre)


def clamp_zoom(zoom: float, low: float = MIN_ZOOM, high: float = MAX_ZOOM) -> float:
    return float(min(max(zoom, low), high))


def zoom_about(fitted: ViewTransform, pose: Pose, pixel: tuple[float, float], factor: float) -> Pose:
    """Zoom by factor (clamped to MIN_ZOOM..MAX_ZOOM) keeping the math point under `pixel` fixed."""
    before = view_of(fitted, pose)
    anchor = complex(before.to_math(np.array([pixel]))[0])
    zoom = clamp_zoom(pose.zoom * factor)
    x, y, w, h = fitted.rect
    scale = fitted.scale * zoom
    from_centre = complex(pixel[0] - x - w / 2, -(pixel[1] - y - h / 2))
    return Pose(zoom, anchor - from_centre / scale - fitted.centre)


def pan_by(fitted: ViewTransform, pose: Pose, dx: float, dy: float) -> Pose:
    """Move the picture by (dx, dy) pixels (the view's centre goes the other way)."""
    return replace(pose, offset=pose.offset - complex(dx, -dy) / (fitted.scale * pose.zoom))


def between(a: Pose, b: Pose, s: float) -> Pose:
    """The pose a share s of the way from a to b, zooming geometrically about the point both keep fixed."""
    if s >= 1.0:
        return b
    if s <= 0.0:
        return a
    zoom = a.zoom ** (1.0 - s) * b.zoom**s
    ratio = b.zoom / a.zoom
    if abs(ratio - 1.0) < 1e-9:  # a pure pan: no fixed point, move straight
        return Pose(zoom, a.offset + (b.offset - a.offset) * s)
    # A screen offset u shows c + u/S in both poses when c_a + u/S_a = c_b + u/S_b.
    u = (b.offset - a.offset) / (1.0 / a.zoom - 1.0 / b.zoom)
    fixed = a.offset + u / a.zoom
    return Pose(zoom, fixed - u / zoom)


def glide(a: Pose, target: Pose, dt: float, seconds: float = GLIDE_SECONDS) -> Pose:
    """Move a toward target for dt seconds (exponential approach); arrive once within a hair of it."""
    if dt <= 0.0:
        return a
    s = 1.0 - math.exp(-dt / seconds)
    out = between(a, target, s)
    close = abs(math.log(out.zoom / target.zoom)) < 1e-4
    if close and abs(out.offset - target.offset) * target.zoom < 1e-4 * abs(target.zoom) + 1e-12:
        return target
    return out


def views_between(a: ViewTransform, b: ViewTransform, s: float) -> ViewTransform:
    """A view a share s of the way from a to b (same rectangle), as `between` moves poses."""
    pose = between(Pose(a.scale, a.centre), Pose(b.scale, b.centre), s)
    return ViewTransform(a.rect, pose.offset, pose.zoom)


def follow_view(
    rect: tuple[int, int, int, int],
    joints: np.ndarray,
    lengths: np.ndarray,
    factor: float = 1.0,
    turning: np.ndarray | None = None,
) -> ViewTransform:
    """Centred on the tail of the chain's last FOLLOW_ARROWS non-zero turning arrows, zoomed so that their
    reach (the sum of their lengths) is FOLLOW_FILL of the canvas' smaller side, times factor.

    `joints` are the chain's N+1 joints (complex), `lengths` its N arrow lengths, `turning` which of them
    turn (k ≠ 0; all if None): c₀ stands still, and with five arrows or fewer it had been one of those
    followed, so the view sat on the origin, zoomed out, while the pen went round elsewhere.
    """
    _, _, w, h = rect
    if turning is not None:
        lengths = np.where(turning, lengths, 0.0)
    peak = float(lengths.max()) if len(lengths) else 0.0
    nonzero = np.flatnonzero(lengths > peak * 1e-12) if peak > 0 else np.zeros(0, int)
    if len(nonzero) == 0:
        return ViewTransform(rect, complex(joints[-1]), 1.0)
    last = nonzero[-FOLLOW_ARROWS:]
    reach = float(lengths[last].sum())
    scale = FOLLOW_FILL * min(w, h) / reach * factor
    return ViewTransform(rect, complex(joints[last[0]]), scale)


def ease(s: float) -> float:
    """Smoothstep: starts and ends gently."""
    s = min(max(s, 0.0), 1.0)
    return s * s * (3.0 - 2.0 * s)


def scale_bar(scale: float, target_px: float = 110.0) -> tuple[float, float]:
    """A round length (1, 2 or 5 × 10^n math units) near target_px pixels long, and its pixel length; (0, 0)
    for a scale that is not a positive finite number, whatever put it there: drawing never raises."""
    raw = target_px / scale if scale > 0 else math.inf
    if not 0 < raw < math.inf:
        return 0.0, 0.0
    power = 10.0 ** math.floor(math.log10(raw))
    length = max((m * power for m in (1.0, 2.0, 5.0) if m * power <= raw), default=power)
    return length, length * scale


def format_zoom(zoom: float) -> str:
    """A zoom factor as the scale bar says it: 0.5, 1.95, 123.4, and whole with separators from a thousand
    on (12,450: follow mode goes to 1e9, where .4g said 1.245e+04)."""
    return f"{zoom:,.0f}" if zoom >= 999.5 else f"{zoom:.4g}"


def format_length(length: float) -> str:
    """A scale bar's label: 0.001, 20, 5e-7, 1e6 (as a base is written, not 1e+06; the canvas draws "-" as
    the minus sign −)."""
    if 1e-4 <= length < 1e6:
        return f"{length:.10g}"
    mantissa, exponent = f"{length:.0e}".split("e")
    return f"{mantissa}e{int(exponent)}"
