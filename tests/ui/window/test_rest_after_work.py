"""With both animations paused the loop sleeps until input (app.run), so the window may rest only once
what is under way has ended: a zoom's, Fit's or Follow's glide stopped part-way (×1.302 of ×1.5³) until
the mouse moved, and a drawing made while paused was not saved ("Saved as …", Rename…, the file on disk)
until the next input. Here the loop is run as run() runs it: frames while not at rest."""

from __future__ import annotations

import pygame
from test_app import blob
from ui_driver import drag, press_key, run_frames

from app.paths import user_data_dir

FRAMES = 600  # ten seconds at 60 Hz: far more than a glide or a save takes


def run_until_rest(app) -> int:
    """Frames as run() draws them until the window may rest; how many."""
    for n in range(FRAMES):
        if app.at_rest():
            return n
        run_frames(app)
    raise AssertionError("the window never came to rest")


def paused(app) -> None:
    press_key(app, pygame.K_SPACE)
    press_key(app, pygame.K_p)
    run_until_rest(app)


def test_a_zoom_fit_and_follow_glide_to_their_end_while_everything_is_paused(app) -> None:
    paused(app)
    camera = app.state.camera
    for key, unicode in ((pygame.K_EQUALS, "="), (pygame.K_EQUALS, "="), (pygame.K_f, "f")):
        press_key(app, key, unicode=unicode)
        assert not app.at_rest()  # (it rested here, the glide part-way)
        run_until_rest(app)
        assert camera.pose == camera.target
    press_key(app, pygame.K_f, pygame.KMOD_LSHIFT, "F")  # Follow: the view eases into following the pen
    run_until_rest(app)
    assert camera.follow and camera.blend == 1.0


def test_a_drawing_made_while_paused_is_saved_before_the_window_rests(app) -> None:
    paused(app)
    folder = user_data_dir() / "drawings"
    before = set(folder.glob("*.json")) if folder.is_dir() else set()
    drag(app, blob(app), frames_between=10)
    run_until_rest(app)
    assert len(set(folder.glob("*.json")) - before) == 1 and "Saved as" in app.status.text
    assert app.tools.rename_button.is_enabled
