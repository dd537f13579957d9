"""A picture's outlines traced as strokes (its grey levels read by app/io/image_read.py).
No pygame; the picture's pixels never leave this process.

Ink is what is darker than a threshold (Otsu's, unless given), or, for *edges*, where the grey changes
fastest. Outlines of the ink come from contourpy's marching squares on the padded mask (so every outline
closes; ink everywhere has none), specks under MIN_SPECK of the picture's area are dropped, outlines are
simplified (Ramer–Douglas–Peucker, SIMPLIFY_PX) and ordered into one tour by nearest ends, each closed
outline entered at the point nearest where the last one ended, so the tour's jumps are short.
Coordinates: x to the right, y up, the picture's longer side 2 units, centred on 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

Mode = Literal["outlines", "edges"]
MIN_SPECK = 2e-4  # outlines enclosing less than this share of the picture are dust, not drawing
SIMPLIFY_PX = 0.6  # an outline's points may move this far when simplified
MAX_OUTLINES = 300  # the largest are kept: a photo's thousand specks would make no tour worth watching
# The level the 0/1 ink mask is contoured at. contourpy parts a saddle square (two ink pixels touching only
# at a corner) by the mean of its corners, 0.5: at 0.5 the paper went through and a one-pixel diagonal line
# fell apart into specks. A shade under it the ink joins at corners, as ink does for the eye, and every
# other outline moves by that shade, 0.01 pixel.
CONTOUR_LEVEL = 0.49


@dataclass(frozen=True)
class Traced:
    """A picture's grey levels (0 black .. 1 white, from image_read.py), its automatic threshold, the
    strokes one threshold gave, the share of the traced field darker than it (before Invert: 0 all
    paper, 1 all ink), the mode and whether Invert traced the paper instead."""

    grey: np.ndarray
    threshold: float
    strokes: tuple[np.ndarray, ...]
    dark: float
    mode: Mode
    invert: bool = False

    @property
    def ink(self) -> float:
        """The share of the field traced as ink: the dark share, or with Invert the light one."""
        return 1.0 - self.dark if self.invert else self.dark


def otsu(values: np.ndarray) -> float:
    """Otsu's threshold: the level that best splits the values (in [0, 1]) into two classes."""
    counts, edges = np.histogram(values, bins=256, range=(0.0, 1.0))
    p = counts / max(counts.sum(), 1)
    omega, mu = np.cumsum(p), np.cumsum(p * (edges[:-1] + edges[1:]) / 2)
    with np.errstate(divide="ignore", invalid="ignore"):
        between = (mu[-1] * omega - mu) ** 2 / (omega * (1 - omega))
    between[~np.isfinite(between)] = -1.0
    # Every level between two greys with nothing between them splits alike: take the middle of that run,
    # not its first level, so a two-tone picture's threshold is halfway (the slider sat at its left end).
    top = between.max()
    best = np.flatnonzero(between >= top - abs(top) * 1e-9)
    first = best[0]
    last = first + int(np.argmin(np.diff(np.append(best, -1)) == 1))
    return float((edges[first + 1] + edges[last + 1]) / 2)


def edge_strength(grey: np.ndarray) -> np.ndarray:
    """How fast the grey changes at each pixel (Sobel's gradient magnitude), scaled to [0, 1]."""
    g = np.pad(grey, 1, mode="edge")
    gx = (g[:-2, 2:] + 2 * g[1:-1, 2:] + g[2:, 2:]) - (g[:-2, :-2] + 2 * g[1:-1, :-2] + g[2:, :-2])
    gy = (g[2:, :-2] + 2 * g[2:, 1:-1] + g[2:, 2:]) - (g[:-2, :-2] + 2 * g[:-2, 1:-1] + g[:-2, 2:])
    magnitude = np.hypot(gx, gy)
    top = magnitude.max()
    return 1.0 - magnitude / top if top > 0 else np.ones_like(grey)  # strong edges dark, like ink


def simplify(points: np.ndarray, tolerance: float) -> np.ndarray:
    """Ramer–Douglas–Peucker on a polyline of complex points: the fewest points within tolerance of it."""
    keep = np.zeros(len(points), bool)
    keep[[0, -1]] = True
    stack = [(0, len(points) - 1)]
    while stack:
        a, b = stack.pop()
        if b - a < 2:
            continue
        chord = points[b] - points[a]
        middle = points[a + 1 : b] - points[a]
        far = np.abs((middle * np.conj(chord)).imag) / abs(chord) if abs(chord) > 0 else np.abs(middle)
        k = int(np.argmax(far))
        if far[k] > tolerance:
            keep[a + 1 + k] = True
            stack += [(a, a + 1 + k), (a + 1 + k, b)]
    return points[keep]


def outlines(ink: np.ndarray) -> list[np.ndarray]:
    """The closed outlines of a mask of ink in pixels (x right, y down as complex x + iy), largest first.
    None for ink everywhere: its one outline, the picture's border, is none of its drawing."""
    from contourpy import LineType, contour_generator

    if ink.all():
        return []
    mask = np.pad(ink.astype(float), 1)  # a margin of paper: every outline closes inside it
    lines = contour_generator(z=mask, line_type=LineType.Separate).lines(CONTOUR_LEVEL)
    h, w = ink.shape
    out = []
    for line in lines:
        z = (line[:, 0] - 1) + 1j * (line[:, 1] - 1)
        area = 0.5 * abs(float(np.sum(z.real * np.roll(z.imag, -1) - np.roll(z.real, -1) * z.imag)))
        if len(z) >= 4 and area >= MIN_SPECK * w * h:
            out.append((area, simplify(z[:-1] if z[0] == z[-1] else z, SIMPLIFY_PX)))
    out.sort(key=lambda pair: -pair[0])
    return [z for _, z in out[:MAX_OUTLINES] if len(z) >= 3]


def tour_order(strokes: list[np.ndarray]) -> list[np.ndarray]:
    """The outlines in an order of short jumps: from the largest, always the outline with a point nearest
    the last one's end, entered (rolled to start) at that point."""
    if not strokes:
        return []
    left = list(range(1, len(strokes)))
    ordered = [strokes[0]]
    end = strokes[0][0]
    while left:
        nearest = [(float(np.min(np.abs(strokes[j] - end))), j) for j in left]
        _, j = min(nearest)
        left.remove(j)
        start = int(np.argmin(np.abs(strokes[j] - end)))
        ordered.append(np.roll(strokes[j], -start))
        end = ordered[-1][0]
    return ordered


def to_math(strokes: list[np.ndarray], shape: tuple[int, int]) -> list[np.ndarray]:
    """Pixel outlines (y down) in math coordinates: y up, the longer side 2, centred on 0."""
    h, w = shape
    scale = 2.0 / max(w, h)
    return [((z.real - w / 2) - 1j * (z.imag - h / 2)) * scale for z in strokes]


def trace(
    grey: np.ndarray, threshold: float | None = None, invert: bool = False, mode: Mode = "outlines"
) -> Traced:
    """The picture's strokes at a threshold (None: Otsu's of what is traced), in tour order."""
    field = edge_strength(grey) if mode == "edges" else grey
    auto = otsu(field)
    dark = field < (auto if threshold is None else threshold)
    strokes = to_math(tour_order(outlines(dark != invert)), grey.shape)
    return Traced(grey, auto, tuple(strokes), float(dark.mean()), mode, invert)
