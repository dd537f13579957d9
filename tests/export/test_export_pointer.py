"""A film of the whole window is not lit by the window's own pointer: its offscreen widgets (a manager of
their own) took the real mouse position, so the widget under the pointer (the "2 arrows" button where
the Export button had been clicked, say) was hovered in every frame."""

from __future__ import annotations

import numpy as np
import pygame
from ui_driver import move_mouse, run_frames

from app.model.export_request import ExportRequest, snapshot
from app.ui.export.export_frames import FrameRenderer


def test_the_film_s_widgets_are_not_lit_by_the_window_s_pointer(app, tmp_path) -> None:
    request = ExportRequest("window", "png", app.layout.size, tmp_path / "w.png")  # the window's layout
    renderer = FrameRenderer(snapshot(app.state), request, app.fonts, app.presets)
    button = renderer.window.rope_panel.widgets["button_2"]
    away = renderer.draw(0).copy()  # (the pointer where the fixture left it, on no widget)
    move_mouse(button.rect.center)
    run_frames(app, 1)
    assert pygame.mouse.get_pos() == button.rect.center
    over = renderer.draw(0)
    assert not button.hovered
    assert np.array_equal(over, away)
