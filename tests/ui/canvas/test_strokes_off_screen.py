"""Strokes waiting for Enter and the view, through the real loop with real events: F (or Fit) fitted the
curve alone, so a stroke drawn zoomed out beside it stayed off-screen while Enter would finish it."""

from __future__ import annotations

import numpy as np
import pygame
from test_app import canvas_point
from test_canvas_input import shift_drag
from test_canvas_tools import settle, wheel
from test_undo_strokes import loop
from ui_driver import press_key

from app.model import intents


def on_screen(app, z: np.ndarray) -> bool:
    """Whether every point of a stroke lies in the canvas as shown."""
    return all(pygame.Rect(app.view.rect).collidepoint(app.view.point(p)) for p in z)


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
    assert app.status.text.startswith("Fitted")
    press_key(app, pygame.K_RETURN)  # the drawing made of both, seen before Enter
    assert app.state.pending == [] and len(app.state.epicycles.curve.strokes) == 2
