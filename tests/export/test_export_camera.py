"""An export of the canvas shows it as the screen does: zoomed, panned or following the pen (it showed the
whole curve fitted, whatever the camera). Through the real loop: the camera's keys, the dialog's button."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest
from test_export_app import canvas_and_its_export
from ui_driver import press_key, run_frames

from app.model import intents as i


def settle(app, limit: int = 3000) -> None:
    """Frames until the camera comes to rest (a glide ended, following wholly)."""
    camera = app.state.camera
    for _ in range(limit):
        if camera.pose == camera.target and camera.blend in (0.0, 1.0):
            return
        run_frames(app)
    raise AssertionError("the camera did not come to rest")


@pytest.mark.parametrize(("camera", "ui"), [("zoomed", 1.0), ("following", 1.0), ("zoomed", 2.0)])
def test_a_still_as_on_screen_shows_the_camera_on_screen(app, tmp_path: Path, camera: str, ui: float) -> None:
    """(At 200 % on a 4K screen the still was drawn at its height / 720, not the screen's 2: its words larger,
    its curve smaller and elsewhere.)"""
    if ui != 1.0:
        app.submit_all([i.Resize((2560, 1600), (4000, 4000)), i.DisplayScale(ui)])
        run_frames(app, 2)
        assert app.layout.ui.factor == ui
    press_key(app, pygame.K_SPACE, unicode=" ")  # paused
    app.submit(i.ShowPreset("teacup"))  # t = 0
    for _ in range(64):  # t = 2π: the trail a whole period long, as an export draws it
        press_key(app, pygame.K_RIGHT)
    if camera == "zoomed":
        for _ in range(3):
            press_key(app, pygame.K_EQUALS, unicode="=")
    else:
        press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app)
    view, fitted = app.view, app.fitted  # (the screen shows it larger than fitted, or elsewhere)
    assert view.scale > 1.1 * fitted.scale or abs(view.centre - fitted.centre) * view.scale > 50
    x, y, w, h = app.view.rect
    shown, still = canvas_and_its_export(app, tmp_path / "teacup.png", "PNG still")
    diff = np.abs(still - shown).max(axis=2)
    for name in ("hint", "scale"):  # the window's own marks, which an export leaves out
        mark = app.painter.words[name].rect.move(-x, -y).clip((0, 0, w, h))
        diff[mark.top : mark.bottom, mark.left : mark.right] = 0
    assert diff.mean() < 2.0 and np.mean(diff > 48) < 0.002
