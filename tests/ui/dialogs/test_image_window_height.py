"""The Image window is as tall as what it holds: at 125 % an empty band ~60 px tall lay under the picture,
the row kept for why nothing could be traced. That reason now shows over the picture's foot, on a plate,
only while there is one."""

from __future__ import annotations

import pygame
import pytest
from PIL import Image
from test_image_window import move_slider, two_greys
from test_seams import open_through_dialog
from ui_driver import post, run_frames

from app.model import intents as i


def opened(app, path, factor: float):
    post(pygame.VIDEORESIZE, size=(3840, 2160), w=3840, h=2160)  # room for the window at 300 %
    run_frames(app, 2)
    app.submit(i.SetUiScale(factor))
    run_frames(app, 3)
    open_through_dialog(app, path)
    return app.windows.image_window


@pytest.mark.parametrize("factor", [1.0, 1.25, 2.0, 3.0])
def test_no_empty_band_under_the_picture(app, tmp_path, factor) -> None:
    window = opened(app, two_greys(tmp_path), factor)
    assert window.traced.strokes and not window.why.visible
    assert abs(window.window.rect.width - 560 * factor) <= 2  # at the scale asked
    picture, row = window.preview.get_abs_rect(), window.slider.get_abs_rect()
    assert row.top - picture.bottom <= 10 * factor, (picture, row)
    inside = window.window.get_container().get_rect()
    assert inside.bottom - window.use_button.get_abs_rect().bottom <= 14 * factor


@pytest.mark.parametrize("factor", [1.0, 2.0])
def test_why_shows_over_the_pictures_foot_while_nothing_can_be_traced(app, tmp_path, factor) -> None:
    path = tmp_path / "white.png"
    Image.new("RGB", (120, 80), "white").save(path)
    window = opened(app, path, factor)
    why, picture = window.why.get_abs_rect(), window.preview.get_abs_rect()
    assert window.why.visible and window.why.text.startswith("Nothing to trace")
    assert picture.contains(why) and why.bottom == picture.bottom
    assert why.bottom <= window.slider.get_abs_rect().top  # clear of the row under the picture
    move_slider(app, window, 0.99)  # all of it is ink then: still nothing, still said
    assert window.why.visible
