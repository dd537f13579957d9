"""The lesson's pictures show what its words say: step 2's turned query and key meet in the score the
Invariance tab lists (the step spoke of R(0.2)·(1, 0) beside a table that never showed it), and step 12
says how to draw the decay over its whole window it speaks of (paused at Δ = 101, the curve stops there)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from ui_driver import press_key, run_frames

from app import config
from app.geometry.rope_layout import delta_y
from app.model import intents as i
from app.model.lesson import STEPS


def at_step(app, key: str) -> None:
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.Lesson("start"))
    while STEPS[app.state.lesson].key != key:
        app.submit(i.Lesson("next"))
    run_frames(app, 3)


def turn(v: np.ndarray, angle: float) -> np.ndarray:
    """v turned by angle with the 2×2 rotation matrix."""
    c, s = np.cos(angle), np.sin(angle)
    return np.array([[c, -s], [s, c]]) @ v


def test_step_2_s_number_is_the_rope_score_the_invariance_tab_shows(app) -> None:
    at_step(app, "rotation")
    r = app.state.rope
    assert (r.tab, r.inv_m, r.inv_n) == ("invariance", 2, 5)
    # q = (1, 0) and k = (0, 1) on the pair with θ = 0.1, turned by mθ and nθ, then the dot product.
    query, key = turn(np.array([1.0, 0.0]), 2 * 0.1), turn(np.array([0.0, 1.0]), 5 * 0.1)
    score = float(query @ key)
    assert r.invariance.rope_mn == pytest.approx(score, abs=1e-12)  # what the tab lists
    shown = " ".join(line for line, _ in app.windows.lesson_box.lines)
    for value in (*query, *key, score):
        assert f"{value:.5f}".replace("-", "\u2212") in shown, (value, shown)


def curve_below(app, delta: int) -> int:
    """The plot's pixels in the curve's colour from Δ = delta to the window's end."""
    r, layout = app.state.rope, app.rope_panel.whole
    curve = pygame.Rect(layout.curve)
    top = round(delta_y(layout, delta, r.lo, r.hi, r.log_axis))
    band = app.screen.subsurface(pygame.Rect(curve.left, top, curve.width, curve.bottom - top - 2))
    pixels = pygame.surfarray.pixels3d(band).reshape(-1, 3).astype(int)
    return int((np.abs(pixels - np.array(config.ROPE_CURVE)).sum(axis=1) < 60).sum())


def test_step_12_says_how_to_draw_the_decay_over_its_window_and_p_does(app) -> None:
    """Paused at the best return, Δ = 101, the curve stops there: the words say P draws the decay they
    speak of out to the window's end, and it does."""
    at_step(app, "return32")
    r = app.state.rope
    assert (r.best.delta, r.delta_int, r.hi) == (101, 101, 4096)
    assert curve_below(app, 1000) == 0
    text = " ".join(line for line, _ in app.windows.lesson_box.lines)
    assert "press P" in text and "4096" in text.split("press P")[1], text
    press_key(app, pygame.K_p, unicode="p")
    for _ in range(1000):  # (the loop's own time; at the window's end Δ starts again from 0)
        if r.delta_int >= 3500:
            break
        run_frames(app, 1, dt=0.05)
    assert r.delta_int >= 3500 and curve_below(app, 1000) > pygame.Rect(app.rope_panel.whole.curve).width
