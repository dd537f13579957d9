"""Strokes waiting for Enter and the view, through the real loop with real events: the wheel or a
right-drag took them off-screen under a hint that still only counted them, and F (or Fit) fitted the
curve alone, so a stroke drawn zoomed out beside it stayed off-screen while Enter would finish it."""

from __future__ import annotations

import numpy as np
import pygame
from test_app import canvas_point
from test_canvas_input import shift_drag
from test_canvas_tools import right_drag, settle, wheel
from test_undo_strokes import loop
from ui_driver import click, press_key, run_frames

from app import config
from app.i18n import tr
from app.model import intents
from app.ui.canvas.canvas_view import HINT_BETWEEN, canvas_words

AWAY_ONE = "1 stroke waiting, off-screen  ·  F shows it  ·  Enter finishes  ·  Esc drops it"
AWAY_TWO_KO = "획 2개 기다리는 중, 2개는 화면 밖  ·  F로 모두 보기  ·  Enter로 끝내기  ·  Esc로 버리기"


def stroke_pixels(app) -> int:
    """Pixels of the canvas in the waiting strokes' colour (nothing else there is that green)."""
    x, y, w, h = (int(v) for v in app.view.rect)
    pixels = pygame.surfarray.array3d(app.screen)[x : x + w, y : y + h].astype(int)
    return int((np.abs(pixels - np.array(config.STROKE)).sum(axis=2) < 60).sum())


def hint_shows(app, text: str) -> bool:
    """Whether the canvas draws that hint (its first line is the image of the first of its pieces, the fonts
    keeping one image per text)."""
    first = canvas_words(app.fonts, app.view, app.state)["hint"].key[1]
    pieces = text.split(HINT_BETWEEN)
    lines = [HINT_BETWEEN.join(pieces[:k]) for k in range(1, len(pieces) + 1)]
    return any(first is app.fonts.image(line, config.TEXT_DIM, 13) for line in lines)


def on_screen(app, z: np.ndarray) -> bool:
    """Whether every point of a stroke lies in the canvas as shown."""
    return all(pygame.Rect(app.view.rect).collidepoint(app.view.point(p)) for p in z)


def test_the_wheel_takes_a_stroke_off_screen_the_hint_says_so_and_f_brings_it_back(app) -> None:
    app.submit(intents.TogglePlay())  # (the chain still: only the stroke is that green)
    shift_drag(app, loop(app, 0.2, 0.7))
    run_frames(app, 2)
    assert stroke_pixels(app) > 20 and hint_shows(app, tr("en", "canvas.hint_pending_one"))
    wheel(app, canvas_point(app, 0.9, 0.1), 10)  # zoomed in far from it
    settle(app)
    z = app.state.pending[0][0]
    assert not any(pygame.Rect(app.view.rect).collidepoint(app.view.point(p)) for p in z)
    assert stroke_pixels(app) == 0
    assert hint_shows(app, AWAY_ONE)
    press_key(app, pygame.K_f, unicode="f")
    settle(app)
    assert on_screen(app, z) and stroke_pixels(app) > 20
    # Drawn in the fitted view beside the square: F keeps its scale, the two centred (fitting the whole
    # canvas the stroke was drawn in shrank the view to ×0.76).
    assert np.isclose(app.view.scale, app.fitted.scale) and app.view.centre.real < app.fitted.centre.real
    assert hint_shows(app, tr("en", "canvas.hint_pending_one"))


def test_f_fits_a_stroke_drawn_zoomed_out_beside_the_curve(app) -> None:
    app.submit(intents.TogglePlay())
    wheel(app, canvas_point(app, 0.5, 0.5), -6)  # zoomed out: room beside the square
    settle(app)
    shift_drag(app, loop(app, 0.12, 0.3))
    shift_drag(app, loop(app, 0.5, 0.5))
    far = app.state.pending[0][0]
    assert np.abs(far.real).min() > 2 * np.abs(app.state.epicycles.curve.samples.real).max()  # far off
    press_key(app, pygame.K_f, unicode="f")
    settle(app)
    assert on_screen(app, far) and on_screen(app, app.state.epicycles.curve.samples)
    assert app.status.text == "Fitted: the whole curve, its chain and the strokes waiting."
    press_key(app, pygame.K_RETURN)  # the drawing made of both, seen before Enter
    assert app.state.pending == [] and len(app.state.epicycles.curve.strokes) == 2


def test_a_right_drag_pans_them_off_the_hint_says_so_in_korean_and_fit_brings_them_back(app) -> None:
    app.submit(intents.TogglePlay())
    app.submit(intents.SetLanguage("ko"))
    shift_drag(app, loop(app, 0.3, 0.5))
    shift_drag(app, loop(app, 0.3, 0.3))
    start, end = canvas_point(app, 0.2, 0.5), canvas_point(app, 0.95, 0.5)
    for _ in range(2):  # two pans to the right, the strokes past the canvas' right edge
        right_drag(app, start, end)
    run_frames(app, 1)
    assert stroke_pixels(app) == 0
    assert hint_shows(app, AWAY_TWO_KO)
    click(app, app.tools.fit_button.rect.center)
    settle(app)
    assert all(on_screen(app, z) for z, _ in app.state.pending) and stroke_pixels(app) > 40
    assert hint_shows(app, tr("ko", "canvas.hint_pending", n=2))
