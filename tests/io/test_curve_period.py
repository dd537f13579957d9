"""A curve file's period of 0 or less is refused with a line naming it, the previous curve kept: it was
opened without a word, its period dropped (the time then read in radians, not seconds)."""

from __future__ import annotations

import pygame
import pytest
from curve_helpers import write
from ui_driver import finish_reading, post, run_frames

from app.errors import said
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError

SQUARE = [[0, 0], [1, 0], [1, 1], [0, 1]]


@pytest.mark.parametrize("period", [0, -3, -0.0, -1e308])
def test_a_period_not_above_zero_is_refused_in_both_languages(tmp_path, period) -> None:
    path = write(tmp_path, {"points": SQUARE, "period_seconds": period})
    with pytest.raises(CurveError) as caught:
        load_curve_file(path, 64)
    english, korean = said(caught.value, "en"), said(caught.value, "ko")
    assert english.startswith('curve.json: "period_seconds" must be a number of seconds above 0, not ')
    assert "0보다 큰 초 단위의 수여야" in korean


def test_a_period_above_zero_is_kept(tmp_path) -> None:
    path = write(tmp_path, {"points": SQUARE, "period_seconds": 2.5})
    assert load_curve_file(path, 64).period_seconds == 2.5


def test_the_window_keeps_its_curve_and_says_why(app, tmp_path) -> None:
    before = app.state.epicycles.curve
    path = write(tmp_path, {"points": SQUARE, "period_seconds": -3}, "minus.json")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    run_frames(app, 2)
    assert app.state.epicycles.curve is before and app.status.error
    assert 'minus.json: "period_seconds" must be a number of seconds above 0, not \u22123' in app.status.text
    assert "previous curve stays" in app.status.text
