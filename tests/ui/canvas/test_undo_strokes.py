"""Ctrl+Z and Ctrl+Y over strokes, through the real loop with real events: the strokes waiting for Enter
are taken back and given back one at a time before the curve under them, and Ctrl+Z in the middle of a
stroke cancels it (it undid the drawing before, and the stroke went on to replace it)."""

from __future__ import annotations

import math

import numpy as np
import pygame
from test_app import blob, canvas_point
from test_canvas_input import shift_drag
from ui_driver import drag, move_mouse, post, press_key, run_frames

CTRL = pygame.KMOD_LCTRL


def loop(app, x: float, y: float) -> list[tuple[int, int]]:
    """A small closed loop round a share of the canvas."""
    return [canvas_point(app, x + 0.06 * math.cos(u), y + 0.08 * math.sin(u)) for u in np.linspace(0, 6, 30)]


def test_ctrl_z_takes_back_the_last_waiting_stroke_and_ctrl_y_gives_it_back(app) -> None:
    drawn = app.state.epicycles.curve
    for x in (0.25, 0.5, 0.75):
        shift_drag(app, loop(app, x, 0.5))
    third = app.state.pending[2][0]
    assert len(app.state.pending) == 3
    press_key(app, pygame.K_z, mod=CTRL)
    assert len(app.state.pending) == 2 and app.state.epicycles.curve is drawn  # the curve under them stays
    assert app.status.text.startswith("Stroke 3 taken back; 2 strokes still waiting.")
    press_key(app, pygame.K_z, mod=CTRL)
    press_key(app, pygame.K_z, mod=CTRL)
    assert app.state.pending == [] and "no strokes are waiting" in app.status.text
    assert app.state.epicycles.curve is drawn
    for n in (1, 2, 3):
        press_key(app, pygame.K_y, mod=CTRL)
        assert len(app.state.pending) == n and app.status.text.startswith(f"Stroke {n} given back")
    assert app.state.pending[2][0] is third
    press_key(app, pygame.K_y, mod=CTRL)
    assert app.status.text == "Nothing to redo." and len(app.state.pending) == 3
    press_key(app, pygame.K_RETURN)  # the strokes given back make the drawing
    assert len(app.state.epicycles.curve.strokes) == 3


def test_a_new_stroke_forgets_those_taken_back(app) -> None:
    shift_drag(app, loop(app, 0.3, 0.5))
    shift_drag(app, loop(app, 0.6, 0.5))
    press_key(app, pygame.K_z, mod=CTRL)
    shift_drag(app, loop(app, 0.7, 0.3))
    press_key(app, pygame.K_z, mod=CTRL | pygame.KMOD_LSHIFT)
    assert len(app.state.pending) == 2 and app.status.text == "Nothing to redo."


def test_ctrl_z_in_the_middle_of_a_stroke_cancels_it(app) -> None:
    drag(app, blob(app))
    run_frames(app, 2)
    drawing = app.state.epicycles.curve
    assert app.state.source != "square8"
    second = loop(app, 0.5, 0.5)
    post(pygame.MOUSEBUTTONDOWN, pos=second[0], button=1, touch=False, window=None)
    for p in second[1:15]:
        move_mouse(p, buttons=(1, 0, 0))
    run_frames(app, 1)
    press_key(app, pygame.K_y, mod=CTRL)  # redo waits while the button is down
    assert app.state.stroke is not None and app.status.text.startswith("Redo waits while you draw")
    press_key(app, pygame.K_z, mod=CTRL)
    assert app.state.stroke is None and app.state.epicycles.curve is drawing  # the drawing is not undone
    assert app.status.text == "Stroke cancelled. The previous curve stays."
    for p in second[15:]:
        move_mouse(p, buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=second[-1], button=1, touch=False, window=None)
    run_frames(app, 2)
    assert app.state.epicycles.curve is drawing and app.status.text.startswith("Stroke cancelled")
    press_key(app, pygame.K_z, mod=CTRL)  # the next Ctrl+Z undoes the drawing, as ever
    assert app.state.source == "square8"


def test_redo_gives_back_a_stroke_taken_back_before_the_curve_under_it_was_undone(app) -> None:
    """Ctrl+Z twice (the stroke waiting, then the drawing under it), Ctrl+Y twice: back where the user was.
    (The second Ctrl+Y said "Nothing to redo." and the stroke was gone.)"""
    drag(app, blob(app))
    run_frames(app, 2)
    drawing = app.state.epicycles.curve
    shift_drag(app, loop(app, 0.3, 0.3))
    stroke, box = app.state.pending[0], app.state.pending_box
    press_key(app, pygame.K_z, mod=CTRL)
    press_key(app, pygame.K_z, mod=CTRL)
    assert app.state.source == "square8" and app.state.pending == []
    press_key(app, pygame.K_y, mod=CTRL)
    assert app.state.epicycles.curve is drawing and app.state.pending == []
    press_key(app, pygame.K_y, mod=CTRL)
    assert app.status.text.startswith("Stroke 1 given back: 1 stroke waiting.")
    assert app.state.pending == [stroke] and app.state.pending_box == box
    press_key(app, pygame.K_y, mod=CTRL)
    assert app.status.text == "Nothing to redo." and app.state.pending == [stroke]
    press_key(app, pygame.K_RETURN)  # (the stroke given back makes the drawing, where it was drawn)
    assert app.state.epicycles.curve is not drawing and len(app.state.epicycles.curve.samples) > 0


def test_redoing_enter_does_not_say_the_strokes_were_set_aside(app) -> None:
    """Enter made them the drawing: Ctrl+Z gives them back waiting, and Ctrl+Y's line said "the strokes
    waiting set aside", as if they were kept apart for a Ctrl+Z to bring back."""
    for x in (0.3, 0.6):
        shift_drag(app, loop(app, x, 0.5))
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_z, mod=CTRL)
    assert "2 strokes waiting" in app.status.text and len(app.state.pending) == 2
    press_key(app, pygame.K_y, mod=CTRL)
    assert app.state.pending == [] and len(app.state.epicycles.curve.strokes) == 2
    assert app.status.text.startswith("Redone: curve ") and "set aside" not in app.status.text
