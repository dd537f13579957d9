"""A real head's chain waits paused at its pair's Δ (m − n), and the plot traces S(Δ) only up to Δ: with a
previous-token head (m − n = 1) the plot showed nothing of S(Δ) until P. Its whole curve now shows
faintly ahead of Δ, with a caption saying so; a made-up chain's plot still draws itself as Δ plays."""

from __future__ import annotations

import numpy as np
import pygame

from app.geometry.rope_layout import caption_row, delta_y, panel_layout
from app.llm.heads import HeadReading
from app.llm.tokenizer import Token
from app.math import rope as rope_math
from app.model.rope_state import RopeState
from app.ui.fonts import Fonts
from app.ui.rope.rope_plot import AHEAD_CURVE, plot_layout
from app.ui.rope.rope_view import ScoreView
from app.ui.window.scene import RopeScene

SIZE = (486, 772)


def head_state(distance: int) -> RopeState:
    """The panel showing a made head of 32 pairs paused at its pair's distance, as show_chain leaves it."""
    state = RopeState.for_view("32")
    omega = rope_math.view_32()
    h = np.random.default_rng(7).normal(size=(32, 2)) @ np.array([1.0, 1j])
    tokens = tuple(Token(n, f"t{n}") for n in range(distance + 1))
    state.head = HeadReading(0, 0, distance, 0, tokens, omega, h, 0.0, np.zeros(0), np.zeros(0), np.zeros(1))
    state.content = "head"
    state.set_playing(False)
    state.refresh()
    state.delta = float(distance)
    return state


def ahead_rows(state: RopeState) -> tuple[int, int]:
    """Drawn whole: rows of the plot below Δ's row holding the faint curve's colour, and those holding any
    colour but the plot's background."""
    lay = panel_layout((0, 0, *SIZE))
    surface = pygame.Surface(SIZE)
    ScoreView(Fonts()).draw(surface, RopeScene.of(state, "en", lay))
    below = delta_y(lay, state.delta_int, state.lo, state.hi, state.log_axis) + 4
    x, _, w, h = lay.curve
    pixels = pygame.surfarray.array3d(surface.subsurface((x, below, w, lay.curve[1] + h - below)))
    faint = (pixels == AHEAD_CURVE).all(axis=2).any(axis=0)
    return int(faint.sum()), int(faint.size)


def test_a_real_head_paused_at_its_pair_shows_its_whole_curve_ahead(display) -> None:
    found, rows = ahead_rows(head_state(1))
    assert found > rows // 2  # (the curve runs down the whole plot, a row at least every other)


def test_a_made_up_chain_still_draws_itself_as_delta_plays(display) -> None:
    state = RopeState.for_view("32")
    state.delta = 1.0
    assert ahead_rows(state)[0] == 0


def caption_pixels(state: RopeState) -> int:
    """Drawn whole, in the layout the panel gives it: pixels of the faint curve's colour along the plot's
    foot, where its name is written."""
    lay = plot_layout(state, panel_layout((0, 0, *SIZE)), 1.0)
    surface = pygame.Surface(SIZE)
    ScoreView(Fonts()).draw(surface, RopeScene.of(state, "en", lay))
    pixels = pygame.surfarray.array3d(surface.subsurface(caption_row(lay)))
    return int((pixels == AHEAD_CURVE).all(axis=2).sum())


def test_the_curve_ahead_is_named_only_where_some_of_it_is_ahead(display) -> None:
    """Standing at the window's end the whole curve is swept: "faint: S(Δ) ahead" named nothing there (a
    Model tab still, taken at the end, said it beside a curve drawn whole)."""
    state = head_state(1)
    assert caption_pixels(state) > 20
    state.go_to(state.hi)
    assert caption_pixels(state) == 0
    assert (
        plot_layout(state, panel_layout((0, 0, *SIZE)), 1.0).curve
        == plot_layout(head_state(1), panel_layout((0, 0, *SIZE)), 1.0).curve
    )  # (its row stays: the plot does not move as Δ reaches the end)
