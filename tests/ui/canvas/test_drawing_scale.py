"""The drawing scale (app/ui/scale.py) through real drawing: at scale 2 the canvas' words are about twice as
tall and its chain's lines about twice as wide as at scale 1 (the window's, whose pixels the other tests
pin)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from support import headless_display, pixels

from app import config
from app.geometry.view_transform import ViewTransform
from app.io.presets import preset_curve
from app.model.state import AppState
from app.ui.canvas.arrows_view import draw_arrows
from app.ui.canvas.canvas_view import draw_canvas
from app.ui.fonts import Fonts
from app.ui.scale import Scale
from app.ui.window.layout import fitted_view

SIZE = (1600, 1000)


@pytest.fixture(autouse=True)
def display():
    with headless_display(window=(1, 1)):
        yield


def ink_rows(rgb: np.ndarray, background: tuple[int, int, int]) -> int:
    """How many rows lie between the first and the last row holding a pixel far from the background
    (rgb indexed [x, y, channel])."""
    far = (np.abs(rgb.astype(int) - background).max(axis=2) > 40).any(axis=0)
    rows = np.flatnonzero(far)
    return int(rows[-1] - rows[0] + 1) if len(rows) else 0


def caption_height(state: AppState, size: tuple[int, int], scale: Scale, window: bool = True) -> int:
    """The height in pixels of the canvas' caption block (caption and read-out), as drawn: the ink in the
    top left, where no curve or axis runs (a fitted curve keeps clear of the header)."""
    surface = pygame.Surface(size)
    fonts = Fonts(scale)
    view = fitted_view(state, (0, 0, *size), scale)
    draw_canvas(surface, view, state, fonts, window=window)
    header = scale.px(config.CANVAS_HEADER)
    return ink_rows(pixels(surface, (0, 0, size[0] // 4, header)), config.CANVAS_BG)


def test_the_caption_is_about_twice_as_tall_at_scale_2() -> None:
    state = AppState.for_preset(preset_curve("square8"), "square8", "2")
    one, two = caption_height(state, SIZE, Scale(1.0)), caption_height(state, SIZE, Scale(2.0))
    assert one > 20  # (a caption line and the read-out)
    assert 1.7 < two / one < 2.3


def line_weight(joints: np.ndarray, scale: Scale) -> float:
    """The ink of a horizontal chain across one column near a third of its length (in full pixels)."""
    surface = pygame.Surface((400, 200))
    view = ViewTransform((0, 0, 400, 200), 0j, 100.0)
    radii = np.abs(np.diff(joints))
    draw_arrows(surface, view, joints, radii, np.ones(len(radii), dtype=bool), scale)
    column = pixels(surface, (152, 0, 1, 200))[0, :, 0].astype(float)  # (between joints)
    return float(column.sum() / config.ARROW[0])


@pytest.mark.parametrize(
    "joints",
    [
        np.array([-1.5 + 0.005j, 1.5 + 0.005j]),  # one long arrow: its bold shaft
        np.linspace(-1.5, 1.5, 61) + 0.005j,  # arrows of 5 px, too short for heads: the thin chain line
    ],
    ids=["shaft", "thin line"],
)
def test_chain_lines_are_about_twice_as_wide_at_scale_2(joints: np.ndarray) -> None:
    one, two = line_weight(joints, Scale(1.0)), line_weight(joints, Scale(2.0))
    assert one > 0.8
    assert 1.6 < two / one < 2.5


def test_a_line_of_two_points_is_drawn_once_and_alike_every_time() -> None:
    # pygame-ce's aalines reads past its points when there are two and draws the segment twice: an end
    # pixel came out brighter or not from one call to the next (a calm frame then differed from a whole one).
    from app.ui.scale import polyline

    def drawn(points) -> np.ndarray:
        surface = pygame.Surface((80, 80))
        surface.fill(config.CANVAS_BG)
        polyline(surface, config.TRAIL, points)
        return pixels(surface)

    once = pygame.Surface((80, 80))
    once.fill(config.CANVAS_BG)
    pygame.draw.aaline(once, config.TRAIL, (40.6, 70.3), (41.2, 12.7))  # the segment, drawn one time
    for points in ([(40.6, 70.3), (41.2, 12.7)], np.array([[40.6, 70.3], [41.2, 12.7]])):
        np.testing.assert_array_equal(drawn(points), pixels(once))
