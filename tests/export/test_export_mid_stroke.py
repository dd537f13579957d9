"""Ctrl+E while a stroke is drawn (the button still down): the stroke ends there first, as its release
would end it, and Export… offers the name of the drawing it then exports. It offered the old preset's
name, and the release under the dialog then made a new drawing, exported under the preset's name. Through
the real loop with real events."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest
from test_app import canvas_point
from ui_driver import move_mouse, post, press_key, run_frames

HALF = 20  # the points drawn before Ctrl+E


@pytest.mark.parametrize("add", [False, True])
def test_ctrl_e_mid_stroke_ends_it_and_names_what_is_exported(app, add: bool) -> None:
    assert app.state.source == "square8"
    stroke = [canvas_point(app, 0.5 + 0.1 * np.cos(u), 0.5 + 0.15 * np.sin(u)) for u in np.linspace(0, 6, 40)]
    move_mouse(stroke[0])
    run_frames(app)
    mods = pygame.KMOD_LSHIFT if add else 0
    pygame.key.set_mods(mods)  # (Shift+drag adds a stroke to those waiting)
    post(pygame.MOUSEBUTTONDOWN, pos=stroke[0], button=1, touch=False, window=None)
    run_frames(app)
    pygame.key.set_mods(0)
    for p in stroke[1:HALF]:
        move_mouse(p, buttons=(1, 0, 0))
        run_frames(app)
    press_key(app, pygame.K_e, mod=pygame.KMOD_LCTRL)
    dialog = app.exporting.dialog
    assert dialog is not None and app.state.stroke is None  # the stroke ended with Ctrl+E
    for p in stroke[HALF:]:  # (the pointer goes on under the dialog, and is let go)
        move_mouse(p, buttons=(1, 0, 0))
        run_frames(app)
    post(pygame.MOUSEBUTTONUP, pos=stroke[-1], button=1, touch=False, window=None)
    run_frames(app, 3)
    offered = Path(dialog.fields["path"].get_text()).stem
    if add:  # one more stroke waiting: the canvas still shows the preset, which is what is exported
        assert len(app.state.pending) == 1 and app.state.source == "square8"
        assert offered == "square8"
        assert len(app.state.pending[0][0]) == HALF  # the stroke as drawn until Ctrl+E
    else:  # the stroke is the drawing on the canvas, and the name is a drawing's, not the preset's
        assert app.state.source != "square8" and app.state.epicycles.curve.name != "square8"
        assert offered == "epicycles"
        drawn = np.array([app.view.to_math_point(p) for p in stroke[:HALF]])
        samples = app.state.epicycles.curve.samples
        for got, want in ((samples.real, drawn.real), (samples.imag, drawn.imag)):  # up to Ctrl+E only
            np.testing.assert_allclose(
                [got.min(), got.max()], [want.min(), want.max()], atol=0.02 * np.ptp(want)
            )
