"""Math coordinates (y up) to screen pixels (y down) and back, for a view fitted in a rectangle. No pygame."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

Box = tuple[float, float, float, float]  # x_min, x_max, y_min, y_max in math units
Rect = tuple[int, int, int, int]  # x, y, width, height in pixels


@dataclass(frozen=True)
class ViewTransform:
    """Screen rectangle, the math point at its centre and pixels per math unit."""

    rect: Rect
    centre: complex
    scale: float

    def to_screen(self, z: np.ndarray) -> np.ndarray:
        """Complex math points as an (n, 2) array of pixel coordinates."""
        z = np.asarray(z, dtype=complex)
        x, y, w, h = self.rect
        out = np.empty((z.size, 2))
        out[:, 0] = x + w / 2 + (z.real.ravel() - self.centre.real) * self.scale
        out[:, 1] = y + h / 2 - (z.imag.ravel() - self.centre.imag) * self.scale
        return out

    def point(self, z: complex) -> tuple[float, float]:
        """One math point as a pixel coordinate pair: to_screen's sums in plain floats (the same pixels, at
        a few times less cost than a one-point array; the canvas places several a frame)."""
        z, (x, y, w, h), c = complex(z), self.rect, self.centre
        sx = x + w / 2 + (z.real - c.real) * self.scale
        sy = y + h / 2 - (z.imag - c.imag) * self.scale
        return sx, sy

    def to_math(self, pixels: np.ndarray) -> np.ndarray:
        """Pixel coordinates, shape (n, 2), as complex math points."""
        p = np.asarray(pixels, dtype=float).reshape(-1, 2)
        x, y, w, h = self.rect
        re = (p[:, 0] - x - w / 2) / self.scale + self.centre.real
        im = -(p[:, 1] - y - h / 2) / self.scale + self.centre.imag
        return re + 1j * im

    def to_math_point(self, pixel: tuple[float, float]) -> complex:
        """One pixel as a math point (plain floats: a long stroke converts one point per event)."""
        x, y, w, h = self.rect
        re = (pixel[0] - x - w / 2) / self.scale + self.centre.real
        im = -(pixel[1] - y - h / 2) / self.scale + self.centre.imag
        return complex(re, im)

    def visible_box(self) -> Box:
        """The math box the whole rectangle shows."""
        _, _, w, h = self.rect
        half_w, half_h = w / 2 / self.scale, h / 2 / self.scale
        c = self.centre
        return (c.real - half_w, c.real + half_w, c.imag - half_h, c.imag + half_h)


def bounding_box(*point_sets: np.ndarray) -> Box:
    """The smallest box holding every given complex point."""
    z = np.concatenate([np.asarray(p, dtype=complex).ravel() for p in point_sets])
    return (float(z.real.min()), float(z.real.max()), float(z.imag.min()), float(z.imag.max()))


def fit_box(box: Box, rect: Rect, margin: float, top: int = 0, bottom: int = 0) -> ViewTransform:
    """Show the box as large as fits in rect, centred, keeping `margin` of the rect free on each side.

    `top` and `bottom` pixels are kept free as well (for text), and the box is centred between them.
    """
    x_min, x_max, y_min, y_max = box
    _, _, w, h = rect
    inner_h = max(1, h - top - bottom)
    span_x = max(x_max - x_min, 1e-12)
    span_y = max(y_max - y_min, 1e-12)
    usable = 1.0 - 2.0 * margin
    scale = min(w * usable / span_x, inner_h * usable / span_y)
    # Shift the centre so that the box's middle lands in the middle of the band between top and bottom.
    centre = complex((x_min + x_max) / 2, (y_min + y_max) / 2 + (top - bottom) / 2 / scale)
    return ViewTransform(rect=rect, centre=centre, scale=scale)
