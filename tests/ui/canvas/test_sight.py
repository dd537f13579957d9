"""Culling at a deep zoom: the arrows and rims kept are a superset of those that show (checked by dense
sampling), the broken chain joins exactly the kept arrows, and the canvas looks the same with it."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ui_driver import run_frames

from app import config
from app.geometry.clip import Sight, in_sight
from app.geometry.view_transform import ViewTransform
from app.io.curves import curve_from_stroke
from app.model import intents as i
from app.ui.canvas import arrows_view, canvas_view
from app.ui.canvas.arrows_view import broken_path, chain_path
from app.ui.canvas.canvas_view import draw_canvas


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.floats(1e-3, 10.0), st.floats(1e-4, 1.0))
def test_what_can_reach_the_view_is_kept(seed, spread, reach) -> None:
    rng = np.random.default_rng(seed)
    n = 200
    radii = spread * rng.random(n) ** 3
    joints = np.concatenate([[0], np.cumsum(radii * np.exp(2j * np.pi * rng.random(n)))])
    centre = joints[-1] + complex(*rng.normal(0, reach, 2))
    seen = in_sight(joints, radii, centre, reach)
    s = np.linspace(0, 1, 401)[:, None]
    along = joints[:-1] + s * (joints[1:] - joints[:-1])  # points on every arrow
    shows = (np.abs(along - centre) <= reach).any(axis=0)
    assert not (shows & ~seen.arrows).any()
    rim = joints[:-1] + radii * np.exp(2j * np.pi * np.linspace(0, 1, 2001))[:, None]
    rim_shows = (np.abs(rim - centre) <= reach * (1 - 1e-9)).any(axis=0)
    assert not (rim_shows & ~seen.rims).any()


def test_a_broken_chain_joins_neighbours_and_parts_the_rest() -> None:
    joints = np.array([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]], dtype=float)
    index = np.array([1, 2, 4])  # arrows 1→2, 2→3 join; 4→5 stands alone
    path = broken_path(joints[index], joints[index + 1], index)
    expected = [[1, 0], [2, 0], [3, 0], [np.nan, np.nan], [4, 0], [5, 0]]
    np.testing.assert_array_equal(path, np.array(expected))
    none = np.array([], dtype=int)
    assert broken_path(joints[none], joints[none + 1], none).shape == (0, 2)  # panned away from the chain


def test_a_view_far_from_the_chain_draws_the_canvas_without_it(app) -> None:
    s = app.state.epicycles
    far = ViewTransform(app.view.rect, complex(1e6, 1e6), app.view.scale)
    assert not canvas_view.arrows_in_sight(far, s.joints(), s.chain.radii).arrows.any()
    surface = pygame.Surface(app.screen.get_size())
    draw_canvas(
        surface, far, app.state, app.fonts
    )  # nothing to draw but the backdrop and the words: no error


def test_following_the_pen_draws_the_same_picture_with_and_without_culling(app, monkeypatch) -> None:
    t = np.linspace(0, 2 * np.pi, 3000, endpoint=False)
    star = (2 + np.sign(np.sin(7 * t)) * 0.6) * np.exp(1j * t)  # corners: slowly shrinking arrows
    app.state.show_curve(curve_from_stroke(star, n_samples=2048), "drawing", (app.view.visible_box(),))
    s = app.state.epicycles
    s.set_arrows(s.max_arrows)
    app.submit(i.ToggleFollow(True))
    run_frames(app, 1, config.SECONDS_PER_PERIOD)  # follow mode eased in, a whole trail
    assert app.view.scale > 100 * app.fitted.scale
    seen = canvas_view.arrows_in_sight(app.view, s.joints(), s.chain.radii)
    assert not seen.arrows.all()  # the case culling is for

    def picture() -> np.ndarray:
        surface = pygame.Surface(app.screen.get_size())
        draw_canvas(surface, app.view, app.state, app.fonts)
        return pygame.surfarray.array3d(surface)

    culled = picture()
    monkeypatch.setattr(
        canvas_view,
        "arrows_in_sight",
        lambda view, joints, radii: Sight(np.ones(len(radii), bool), np.ones(len(radii), bool)),
    )
    np.testing.assert_array_equal(culled, picture())


def distances_to_polyline(points: np.ndarray, line: np.ndarray) -> np.ndarray:
    """Each point's distance to the open polyline (brute force over its segments)."""
    a, b = line[:-1], line[1:]
    ab = b - a
    best = np.full(len(points), np.inf)
    for start in range(0, len(a), 512):  # in blocks: points × segments at once
        sa, sab = a[start : start + 512], ab[start : start + 512]
        rel = points[:, None, :] - sa[None]
        t = np.clip((rel * sab).sum(-1) / np.maximum((sab * sab).sum(-1), 1e-300), 0.0, 1.0)
        gap = rel - t[..., None] * sab
        best = np.minimum(best, np.hypot(gap[..., 0], gap[..., 1]).min(axis=1))
    return best


@pytest.mark.slow
@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(4_200, 5_000))
def test_a_long_chain_is_drawn_within_a_pixel_of_every_joint(seed, n) -> None:
    rng = np.random.default_rng(seed)
    steps = rng.normal(size=(n, 2)) * np.geomspace(80.0, 0.02, n)[:, None]  # long arrows, then a tangle
    steps[n // 2 :: 3] = rng.choice([-0.4, 0.4], (len(steps[n // 2 :: 3]), 1)) * [0.001, 1.0]  # up or down
    points = np.vstack([[400.0, 300.0], 400.0 + np.cumsum(steps, axis=0)])
    path = chain_path(points, np.hypot(steps[:, 0], steps[:, 1]))
    assert len(path) < len(points)  # thinned
    np.testing.assert_array_equal(path[0], points[0])
    np.testing.assert_array_equal(path[-1], points[-1])
    assert distances_to_polyline(points, path).max() <= math.sqrt(2)  # within the pixel it was drawn in


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(20, 400))
def test_a_wide_chain_leaves_out_only_joints_within_a_quarter_pixel_cell(seed, n) -> None:
    """A chain drawn wider than a pixel (a call a segment) keeps fewer joints, and every joint left out lies
    within a quarter pixel's diagonal of the line drawn; a thin one keeps them all."""
    rng = np.random.default_rng(seed)
    steps = rng.normal(size=(n, 2)) * np.geomspace(200.0, 0.01, n)[:, None]  # as a curve's c_k fall off
    points = np.vstack([[400.0, 300.0], 400.0 + np.cumsum(steps, axis=0)])
    length = np.hypot(steps[:, 0], steps[:, 1])
    np.testing.assert_array_equal(chain_path(points, length), np.vstack([points, points[-1:]]))
    path = chain_path(points, length, wide=True)
    np.testing.assert_array_equal(path[[0, -1]], points[[0, -1]])
    assert distances_to_polyline(points, path).max() <= math.sqrt(2) * arrows_view.WIDE_CELL_PX
    if (length < arrows_view.WIDE_CELL_PX / 4).sum() > n // 4:  # many arrows far under the cell
        assert len(path) - 1 < len(points)  # (it ends on the pen twice: one joint out gave 21 of 21)
