"""A saved drawing on screen whose file left the drawings folder while the window was elsewhere: coming
back (the window's focus regained lists the drawings again) it is what Rename… or Delete… would have found,
a drawing no longer on disk, said in the status line, with Rename… and Delete… greyed. (Its buttons stayed
enabled and did nothing, and the menu read "From file".)"""

from __future__ import annotations

import pygame
from pygame_gui.core.utility import translate
from ui_driver import finish_reading, post, run_frames

from app.io.drawings import save_drawing
from app.io.presets import preset_curve
from app.model import intents
from app.paths import user_data_dir


def saved_drawing_on_screen(app) -> str:
    """A drawing saved in the user's folder and opened as its menu entry opens it: its file name."""
    path = save_drawing(preset_curve("teacup"), user_data_dir() / "drawings")
    post(pygame.WINDOWFOCUSGAINED)
    run_frames(app, 1)
    app.submit(intents.OpenSavedDrawing(path.name))
    finish_reading(app)
    run_frames(app, 2)
    assert app.state.source == f"saved:{path.name}" and app.tools.delete_button.is_enabled
    return path.name


def test_a_drawing_moved_away_while_the_window_was_elsewhere_is_said_gone_on_coming_back(app, tmp_path):
    name = saved_drawing_on_screen(app)
    (user_data_dir() / "drawings" / name).rename(tmp_path / name)
    post(pygame.WINDOWFOCUSLOST)
    post(pygame.WINDOWFOCUSGAINED)
    run_frames(app, 2)
    assert app.state.source == "unsaved" and app.state.saved == ()
    assert app.status.error and f"{name} is no longer in the drawings folder" in app.status.text
    assert not app.tools.rename_button.is_enabled and not app.tools.delete_button.is_enabled
    assert translate(app.controls.preset_menu.selected_option[0]) == "Drawing not on disk"


def test_a_drawing_still_there_is_left_as_it_is(app) -> None:
    name = saved_drawing_on_screen(app)
    status = app.status.text
    post(pygame.WINDOWFOCUSGAINED)
    run_frames(app, 2)
    assert app.state.source == f"saved:{name}" and app.status.text == status
    assert app.tools.rename_button.is_enabled and app.tools.delete_button.is_enabled
