"""F11's status line stays when the UI scale follows the new size: on a screen whose own scale is 200 %,
F11 from a 1280×800 window said only "UI scale 200 %, the screen's.", and "F11 gives the window back" was
never seen; F11 back said only the scale again, not "Back in a window.". Now the scale's line follows
F11's."""

from __future__ import annotations

import pygame
from ui_driver import press_key, run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.apply_ui_scale import ui_shown


def test_f11_says_how_to_leave_full_screen_when_the_scale_changes_with_it(app) -> None:
    app.submit(i.DisplayScale(2.0, None))  # a screen of 200 %: the 1280×800 window fits 125 %
    run_frames(app, 2)
    windowed = ui_shown(app.state)
    press_key(app, pygame.K_F11)
    run_frames(app, 2)  # the driver's resize comes back as an event
    assert app.state.fullscreen and ui_shown(app.state) != windowed  # (the scale did change)
    text = app.status.text
    assert text.startswith(tr("en", "status.window.fullscreen")), text
    assert f"{round(ui_shown(app.state) * 100)} %" in text  # and the scale's own line after it
    press_key(app, pygame.K_F11)
    run_frames(app, 2)
    assert not app.state.fullscreen and ui_shown(app.state) == windowed
    text = app.status.text
    assert text.startswith(tr("en", "status.window.windowed")) and "125 %" in text, text
    assert not app.state.status.error


def test_a_resize_alone_still_says_only_the_scale(app) -> None:
    app.submit(i.DisplayScale(2.0, None))
    run_frames(app, 2)
    app.submit(i.Resize((960, 600), (4000, 4000)))
    run_frames(app, 2)
    assert app.status.text.startswith("UI scale 100 %"), app.status.text
