"""What the window tells of Ctrl+Z over strokes is what it does, in both languages: with strokes waiting the
hint along the canvas' foot says Ctrl+Z takes the last back, mid-stroke that Ctrl+Z cancels it, and the
help's Ctrl+Z row says both (it said "undo", and the hint only Esc), each then done by a real Ctrl+Z."""

from __future__ import annotations

import html
import re

import pygame
import pytest
from test_canvas_input import shift_drag
from test_undo_strokes import loop
from ui_driver import move_mouse, post, press_key, run_frames

from app.model import intents as i
from app.ui.canvas.canvas_view import hint_text
from app.ui.dialogs.help_window import help_box

CTRL = pygame.KMOD_LCTRL
STROKE = {"en": "stroke", "ko": "획"}


def ctrl_z_said(app) -> str:
    """The help window's Ctrl+Z row, as it shows it."""
    press_key(app, pygame.K_F1)
    shown = html.unescape(re.sub(r"<[^>]+>", "", help_box(app.windows.help).html_text.replace("<br>", "\n")))
    press_key(app, pygame.K_F1)
    return next(line for line in shown.split("\n") if line.startswith("Ctrl+Z —"))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_hint_and_the_help_say_what_ctrl_z_does_to_strokes(app, lang) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    row = ctrl_z_said(app)
    assert row.count(STROKE[lang]) >= 2, row  # the strokes waiting, and the stroke being drawn
    shift_drag(app, loop(app, 0.3, 0.5))
    shift_drag(app, loop(app, 0.6, 0.5))
    assert "Ctrl+Z" in hint_text(app.state)
    press_key(app, pygame.K_z, mod=CTRL)
    assert len(app.state.pending) == 1 and "Ctrl+Z" in hint_text(app.state)  # (as the hint said)
    points = loop(app, 0.5, 0.3)
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1, touch=False, window=None)
    for p in points[1:15]:
        move_mouse(p, buttons=(1, 0, 0))
    run_frames(app, 1)
    assert app.state.stroke is not None and "Ctrl+Z" in hint_text(app.state)
    press_key(app, pygame.K_z, mod=CTRL)
    assert app.state.stroke is None  # cancelled, as the hint said
    post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1, touch=False, window=None)
    run_frames(app, 2)
    assert not app.errors
