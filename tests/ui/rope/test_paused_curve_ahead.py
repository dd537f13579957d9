"""A paused plot shows where the score goes: after 2 or 32 arrows (or a preset) while paused, Δ stands at
0 and the plot, traced only as far as Δ has swept, sat empty, as if broken. The curve ahead of Δ now shows
faintly, named along the plot's foot, while Δ stands; while Δ plays the plot draws itself as before."""

from __future__ import annotations

import numpy as np
import pygame
from ui_driver import click, press_key, run_frames

from app.geometry.layout import Rect
from app.geometry.rope_layout import caption_row, delta_y
from app.ui.rope.rope_plot import AHEAD_CURVE


def faint(app, rect: Rect) -> np.ndarray:
    """Which pixels of the window's rect are the faint curve's colour."""
    x, y, w, h = (round(v) for v in rect)
    pixels = pygame.surfarray.pixels3d(app.screen)[x : x + w, y : y + h]
    return (pixels == AHEAD_CURVE).all(axis=2)


def below_delta(app) -> Rect:
    """The plot's curve below Δ's row (in the layout it is drawn in now)."""
    lay, r = app.rope_panel.layout, app.state.rope
    top = delta_y(lay, r.delta_int, r.lo, r.hi, r.log_axis) + 4
    x, y, w, h = lay.curve
    return (x, top, w, y + h - top)


def test_a_paused_plot_shows_the_curve_ahead_after_32_arrows(app) -> None:
    press_key(app, pygame.K_p, unicode="p")  # pause Δ
    click(app, app.rope_panel.widgets["button_32"].rect.center)
    r = app.state.rope
    assert (r.n_arrows, r.playing, r.delta_int) == (32, False, r.lo)
    rows = faint(app, below_delta(app)).any(axis=0)
    assert rows.sum() > rows.size // 2  # (the curve runs down the whole plot)
    assert faint(app, caption_row(app.rope_panel.layout)).any()  # "faint: S(Δ) ahead"

    click(app, app.rope_panel.widgets["button_2"].rect.center)
    assert (app.state.rope.n_arrows, app.state.rope.playing) == (2, False)
    rows = faint(app, below_delta(app)).any(axis=0)
    assert rows.sum() > rows.size // 2


def test_while_delta_plays_the_plot_draws_itself_as_before(app) -> None:
    press_key(app, pygame.K_p, unicode="p")
    press_key(app, pygame.K_p, unicode="p")  # and on again
    run_frames(app, 30)
    assert app.state.rope.playing
    assert not faint(app, below_delta(app)).any()
    assert not faint(app, caption_row(app.rope_panel.layout)).any()


def test_the_plot_stays_put_as_delta_pauses_and_plays_in_both_tabs(app) -> None:
    """The row for "faint: S(Δ) ahead" came while paused and went while playing: the chain and the plot
    moved by 7 px at each P or press of the panel's Play/Pause. The row is kept while Δ plays."""
    for tab in ("score", "model"):  # (the Model tab without a model draws the same chain)
        click(app, app.rope_panel.widgets[f"tab_{tab}"].rect.center)
        playing = app.rope_panel.layout
        assert app.state.rope.playing
        press_key(app, pygame.K_p, unicode="p")
        assert not app.state.rope.playing and app.rope_panel.layout == playing
        play = app.rope_panel.widgets.get("play")  # (the Score tab's; the Model tab has P only)
        if play is not None:
            click(app, play.rect.center)
        else:
            press_key(app, pygame.K_p, unicode="p")
        assert app.state.rope.playing and app.rope_panel.layout == playing
