"""The circle that stands still (circles_view.still_circle) is drawn into the canvas' backdrop: only the first
turning arrow's, when no arrow before it turns and the circles drawn anyway include it whole. A calm frame
then neither redraws its rim nor puts back the square round it, and the canvas looks as it did."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from support import pixels
from ui_driver import run_frames

from app import config
from app.math.fourier import Chain, chain_joints
from app.model import intents as i
from app.ui.canvas import circles_view
from app.ui.canvas.canvas_view import draw_canvas

RECT = (0, 0, 800, 600)
SCALE = 100.0  # pixels per unit, origin at the rect's centre


def rims_of(chain: Chain, t: float = 0.7) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every turning arrow's circle, as draw_canvas gathers them: which, centres and radii in pixels."""
    joints = chain_joints(chain, t)
    rims = np.flatnonzero(chain.turning)
    centres = np.column_stack([joints[rims].real, -joints[rims].imag]) * SCALE + (400.0, 300.0)
    return rims, centres, chain.radii[rims] * SCALE


def test_the_first_turning_circle_stands_still_wherever_the_fixed_offset_is() -> None:
    for k, c in (([0, 1, -3], [0.2, 1.0, 0.3]), ([1, 0, -3], [1.0, 0.2, 0.3]), ([0, 0, 2], [0, 0.5, 1.0])):
        chain = Chain(np.array(k), np.array(c, dtype=complex))
        circles = [circles_view.still_circle(chain, *rims_of(chain, t), RECT) for t in (0.3, 2.9)]
        _, centres, radii = rims_of(chain)
        assert circles[0] == circles[1] == (tuple(centres[0]), radii[0])


def test_no_circle_stands_still_when_an_arrow_before_it_turns() -> None:
    chain = Chain(np.array([1, -3, 2]), np.array([1.0, 0.3, 0.1], dtype=complex))
    rims, centres, radii = rims_of(chain)
    # The first circle out of sight: the next one's centre turns with the first arrow.
    assert circles_view.still_circle(chain, rims[1:], centres[1:], radii[1:], RECT) is None


def test_a_circle_the_budget_leaves_out_stays_out_of_the_backdrop() -> None:
    n = 20  # twenty circles of 150 px: the budget holds the sixteen nearest the pen
    chain = Chain(np.arange(1, n + 1), np.full(n, 1.5 + 0j))
    rims, centres, radii = rims_of(chain)
    centres = np.tile([400.0, 300.0], (n, 1))  # all of them in sight
    assert circles_view.still_circle(chain, rims, centres, radii, RECT) is None
    assert circles_view.still_circle(chain, rims[-16:], centres[-16:], radii[-16:], RECT) is None  # turns


def test_the_first_of_many_circles_stands_still_when_drawn_whole() -> None:
    """Past FEW_CIRCLES the choice is made in arrays (draw_circles' own): a long chain whose first circle
    fits the canvas and the budget keeps it in the backdrop, the same circle whatever the time."""
    n = 120
    chain = Chain(np.arange(1, n + 1), np.r_[1.5, np.full(n - 1, 0.005)].astype(complex))
    first = [circles_view.still_circle(chain, *rims_of(chain, t), RECT) for t in (0.3, 2.9)]
    _, centres, radii = rims_of(chain)
    assert first[0] == first[1] == ((400.0, 300.0), 150.0) == (tuple(centres[0]), radii[0])
    # Not when one arrow before it turns: the second circle's centre moves.
    assert circles_view.still_circle(chain, *(part[1:] for part in rims_of(chain)), RECT) is None


def test_the_choice_without_the_still_circle_is_the_choice_among_the_rest() -> None:
    """The frame chooses once (whole_circles) and, with the first circle in the backdrop, draws the rest by
    Choice.rest: the same as choosing among the rest afresh."""
    n = 120
    chain = Chain(np.arange(1, n + 1), np.r_[1.5, np.full(n - 1, 0.005)].astype(complex))
    for t in (0.3, 2.9):
        _, centres, radii = rims_of(chain, t)
        choice = circles_view.whole_circles(centres, radii, RECT)
        assert choice.whole[-1] == 0
        afresh = circles_view.whole_circles(centres[1:], radii[1:], RECT)
        rest = choice.rest()
        np.testing.assert_array_equal(rest.whole, afresh.whole)
        np.testing.assert_array_equal(rest.visible, afresh.visible)
        assert rest.dropped == afresh.dropped


def test_none_of_many_circles_stands_still_when_some_are_dropped_by_count() -> None:
    """More circles in sight than config.MAX_CIRCLES: leaving the first out would let another in, so none
    goes into the backdrop."""
    n = config.MAX_CIRCLES + 10
    chain = Chain(np.arange(1, n + 1), np.r_[1.5, np.full(n - 1, 0.05)].astype(complex))
    rims, centres, radii = rims_of(chain)
    centres = np.tile([400.0, 300.0], (n, 1))
    assert circles_view.whole_circles(centres, radii, RECT).dropped
    assert circles_view.still_circle(chain, rims, centres, radii, RECT) is None


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("arrows", [None, 200])
def test_the_backdrop_with_its_circle_draws_what_the_canvas_drew_directly(app, arrows) -> None:
    """The window's canvas (the backdrop copied, its circle in it) against the same canvas drawn directly
    (as on a surface with alpha, an export's): the same pixels, with the default arrows and with 200 (whose
    circles are chosen in arrays)."""
    if arrows is not None:  # the heart: the square has eight arrows at most
        app.submit(i.ShowPreset("heart"))
        app.submit(i.SetArrows(arrows))
    run_frames(app, 30)
    rims = np.flatnonzero(app.state.epicycles.chain.turning)
    assert len(rims) > circles_view.FEW_CIRCLES if arrows else len(rims) <= circles_view.FEW_CIRCLES
    copied = app.screen.copy()
    draw_canvas(copied, app.view, app.state, app.fonts)
    direct = pygame.Surface(copied.get_size(), pygame.SRCALPHA)
    direct.blit(copied, (0, 0))
    draw_canvas(direct, app.view, app.state, app.fonts)
    x, y, w, h = app.view.rect
    np.testing.assert_array_equal(pixels(copied)[x : x + w, y : y + h], pixels(direct)[x : x + w, y : y + h])


@pytest.mark.parametrize("arrows", [None, 200])
def test_a_calm_frame_pushes_neither_the_still_circle_nor_the_square_round_it(app, arrows) -> None:
    if arrows is not None:  # the heart: the square has eight arrows at most
        app.submit(i.ShowPreset("heart"))
        app.submit(i.SetArrows(arrows))
    run_frames(app, 200)  # input settled: calm frames
    assert app.painter.pushed is not None
    state = app.state.epicycles
    rims = np.flatnonzero(state.chain.turning)
    radius = state.chain.radii[rims[0]] * app.view.scale
    square = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    square.center = app.view.point(state.joints()[rims[0]])
    canvas = pygame.Rect(app.view.rect)
    on_canvas = [pygame.Rect(r) for r in app.painter.pushed if canvas.contains(r)]
    assert on_canvas and not any(r.contains(square.inflate(-8, -8)) for r in on_canvas)
    # Its rim is put back only where a moving part crosses it (before, boxes along all of it were).
    turns = np.linspace(0, 2 * np.pi, 360, endpoint=False)
    rim = np.column_stack([np.cos(turns), np.sin(turns)]) * radius + square.center
    pushed = [any(r.collidepoint(point) for r in on_canvas) for point in rim.tolist()]
    assert np.mean(pushed) < 0.25
    if arrows is None:  # two arrows: little moves
        assert sum(r.w * r.h for r in on_canvas) < square.w * square.h / 2
