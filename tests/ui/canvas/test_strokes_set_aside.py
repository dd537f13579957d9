"""Strokes waiting for Enter when another curve comes in (Text…, a file dropped), through the real loop with
real events: the new curve replaces the drawing in progress, the strokes are set aside and said so, and
Ctrl+Z brings them back as they were. They stayed waiting off-screen under a hint that still counted
them, and Enter replaced the new curve with them."""

from __future__ import annotations

import json

import pygame
from test_canvas_input import drop, shift_drag
from test_router import type_keys
from test_undo_strokes import loop
from ui_driver import press_key, run_frames

from app.ui.canvas.canvas_view import hint_text

CTRL = pygame.KMOD_LCTRL


def two_waiting(app) -> list:
    shift_drag(app, loop(app, 0.3, 0.5))
    shift_drag(app, loop(app, 0.6, 0.5))
    assert hint_text(app.state).startswith("2 strokes waiting")
    return [z for z, _ in app.state.pending]


def test_text_sets_the_waiting_strokes_aside_and_ctrl_z_brings_them_back(app) -> None:
    square, box = app.state.epicycles.curve, app.state.view_box
    strokes = two_waiting(app)
    press_key(app, pygame.K_t, CTRL, "\x14")  # Text…, typed over what it offers
    press_key(app, pygame.K_a, CTRL, "\x01")
    type_keys(app, "A")
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    text = app.state.epicycles.curve
    assert app.state.source == "text" and app.state.pending == []
    assert app.status.text.endswith("The 2 strokes waiting were set aside: Ctrl+Z brings them back.")
    assert not hint_text(app.state).startswith("2 strokes")  # no strokes said to wait, none shown
    assert not app.tools.finish_button.is_enabled
    press_key(app, pygame.K_RETURN)  # Finish: nothing waits, the letters stay
    assert app.state.epicycles.curve is text and app.status.text.startswith("No strokes are waiting")
    press_key(app, pygame.K_z, mod=CTRL)
    assert app.state.epicycles.curve is square and app.state.view_box == box
    assert all(z is was for (z, _), was in zip(app.state.pending, strokes, strict=True))  # as they were
    assert app.status.text.startswith("Undone: back to curve 8-point square, arrows 8, 2 strokes waiting.")
    assert hint_text(app.state).startswith("2 strokes waiting")
    press_key(app, pygame.K_z, mod=CTRL | pygame.KMOD_LSHIFT)  # redone: set aside again
    assert app.state.epicycles.curve is text and app.state.pending == []
    assert "curve “A”" in app.status.text and "the strokes waiting set aside" in app.status.text
    press_key(app, pygame.K_z, mod=CTRL)
    press_key(app, pygame.K_RETURN)  # the strokes brought back make the drawing
    assert app.state.source.startswith("saved:") and len(app.state.epicycles.curve.strokes) == 2


def test_a_file_dropped_sets_them_aside_too_in_korean(app, tmp_path) -> None:
    app.state.lang = "ko"  # (both catalogues say it)
    shift_drag(app, loop(app, 0.3, 0.5))
    path = tmp_path / "far.json"
    path.write_text(json.dumps({"points": [[40, 40], [60, 40], [50, 55]]}))
    drop(app, path)
    assert app.state.source == "file" and app.state.pending == []
    assert app.status.text.endswith("기다리던 획 1개는 치워 두었습니다: Ctrl+Z로 다시 꺼낼 수 있습니다.")
    assert not hint_text(app.state).startswith("획 1개 기다리는 중")
    press_key(app, pygame.K_z, mod=CTRL)
    assert app.state.source == "square8" and len(app.state.pending) == 1
    assert hint_text(app.state).startswith("획 1개 기다리는 중")


def test_a_stroke_added_after_an_undo_is_not_dropped_by_a_redo(app) -> None:
    """(Ctrl+Shift+Z redid the letters over it: the redone step holds no strokes, so it would be lost.)"""
    press_key(app, pygame.K_t, CTRL, "\x14")
    press_key(app, pygame.K_a, CTRL, "\x01")
    type_keys(app, "A")
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    press_key(app, pygame.K_z, mod=CTRL)
    assert app.state.source == "square8"
    shift_drag(app, loop(app, 0.3, 0.5))
    press_key(app, pygame.K_z, mod=CTRL | pygame.KMOD_LSHIFT)
    assert app.status.text == "Nothing to redo." and app.state.source == "square8"
    assert len(app.state.pending) == 1
