"""What several test files use, written once: independent math references (a brute-force DFT, explicit
2×2 rotations), a headless pygame display, and pixels of a surface. The `display` fixture in conftest.py
is `headless_display` below."""

from __future__ import annotations

import cmath
import itertools
import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import pygame

TAU = 2.0 * math.pi
# math.md's 8-point square: the middle of the right side first, counter-clockwise.
SQUARE8 = np.array([1, 1 + 1j, 1j, -1 + 1j, -1, -1 - 1j, -1j, 1 - 1j])


# ---------------------------------------------------------------- independent references


def symmetric_ks(n: int) -> list[int]:
    """-N/2+1 .. N/2 for even N, -(N-1)/2 .. (N-1)/2 for odd N (math.md section 1)."""
    if n % 2 == 0:
        return list(range(-n // 2 + 1, n // 2 + 1))
    return list(range(-(n - 1) // 2, (n - 1) // 2 + 1))


def brute_dft(z: np.ndarray) -> dict[int, complex]:
    """c_k = (1/N) Σ_n z_n e^{-ik·2πn/N}, one term at a time, over the symmetric k range."""
    n = len(z)
    return {
        k: sum(complex(z[j]) * cmath.exp(-1j * k * TAU * j / n) for j in range(n)) / n
        for k in symmetric_ks(n)
    }


def rotate_pairs(x: np.ndarray, position: float, omega: np.ndarray) -> np.ndarray:
    """Rotate each interleaved pair (x[2j], x[2j+1]) by the 2x2 matrix R(position·ω_j)."""
    out = np.empty_like(x)
    for j, w in enumerate(omega):
        a = position * w
        rotation = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])
        out[2 * j : 2 * j + 2] = rotation @ x[2 * j : 2 * j + 2]
    return out


# ---------------------------------------------------------------- pygame (imported only when used)


@contextmanager
def headless_display(window: tuple[int, int] | None = None) -> Iterator[None]:
    """pygame's display and fonts on SDL's dummy driver (conftest sets it), and a window of that size
    if asked; everything shut down after."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    if window is not None:
        pygame.display.set_mode(window)
    try:
        yield
    finally:
        pygame.quit()


def pixels(
    surface: pygame.Surface, area: tuple[int, int, int, int] | pygame.Rect | None = None
) -> np.ndarray:
    """A copy of the surface's RGB pixels (of `area` in it if given), indexed [x, y, channel]."""
    import pygame

    shown = surface if area is None else surface.subsurface(pygame.Rect(area))
    return pygame.surfarray.array3d(shown).copy()


def ink(images: Iterable[pygame.Surface]) -> int:
    """How much text images cover: the sum of their alpha (the same words cover as much wherever they
    stand, so a wrapped text covers what its words drawn one by one do)."""
    import pygame

    return sum(int(pygame.surfarray.pixels_alpha(image).sum()) for image in images)


def question_gaps(dialog) -> tuple[int, int, int]:
    """A question's (pygame_gui's confirmation dialog) words and the room round them: (the margin above
    its words, the room between its words and its buttons, how far down its words reach in their box)."""
    box = dialog.confirmation_text
    words = box.text_box_layout.layout_rows[-1].bottom  # (its words, from the box top, padding included)
    above = box.rect.top - dialog.get_container().rect.top  # (the margin above, less the box's padding)
    below = dialog.confirm_button.rect.top - (box.rect.top + words)
    assert box.scroll_bar is None  # (all its words in sight)
    return above, below, words


def densify(points: np.ndarray, step: float = 1.0, closed: bool = True) -> np.ndarray:
    """The polyline through points (closed: back to the first), sampled every `step` pixels or closer."""
    ends = np.vstack([points, points[:1]]) if closed else points
    out = [] if closed else [points[-1:]]
    for a, b in itertools.pairwise(ends):
        n = max(1, math.ceil(float(np.hypot(*(b - a))) / step))
        out.append(a + (b - a) * np.arange(n)[:, None] / n)
    return np.vstack(out)


def nearest_distance(points: np.ndarray, to: np.ndarray) -> np.ndarray:
    """For each of points, the distance to the nearest of `to` (both (n, 2))."""
    if len(to) == 0:
        return np.full(len(points), np.inf)
    out = np.empty(len(points))
    for i in range(0, len(points), 2048):
        chunk = points[i : i + 2048]
        out[i : i + 2048] = np.sqrt(((chunk[:, None, :] - to[None, :, :]) ** 2).sum(-1).min(1))
    return out
