"""A saved drawing opened through Open… (picked in the drawings folder) is the saved drawing it is: its menu
entry, its caption in the window's language, Rename… and Delete… for it. (It opened as "From file", greyed,
captioned "Your drawing" in a Korean window: the file keeps only the English default title.)"""

from __future__ import annotations

import pygame
from pygame_gui.core.utility import translate
from test_open_typed import open_dialog, type_over
from ui_driver import click, finish_reading, post, run_frames

from app.io.curves import curve_caption
from app.io.drawings import list_drawings, save_drawing
from app.io.presets import preset_curve
from app.model import intents
from app.paths import user_data_dir


def opened_through_open(app, path) -> None:
    dialog = open_dialog(app)
    type_over(app, dialog, str(path))
    click(app, dialog.ok_button.rect.center)
    run_frames(app, 2)
    finish_reading(app)
    run_frames(app, 2)


def test_a_saved_drawing_picked_in_open_is_the_saved_drawing_in_korean(app) -> None:
    folder = user_data_dir() / "drawings"
    path = save_drawing(preset_curve("teacup"), folder)
    app.submit(intents.SetLanguage("ko"))
    post(pygame.WINDOWFOCUSGAINED)
    run_frames(app, 2)
    opened_through_open(app, path)
    assert app.state.source == f"saved:{path.name}"
    caption = curve_caption(app.state.epicycles.curve, "ko")
    assert "내 그림" in caption and "Your drawing" not in caption
    (listed,) = list_drawings(folder)
    assert app.controls.preset_menu.selected_option[1] == f"saved:{path.name}"
    assert translate(app.controls.preset_menu.selected_option[0]).startswith(listed.saved[5:])
    assert app.tools.rename_button.is_enabled and app.tools.delete_button.is_enabled


def test_an_old_one_past_the_menu_s_twenty_is_listed_while_it_is_on_screen(app) -> None:
    """(Rename… and Delete… on a drawing the menu does not hold did nothing.)"""
    folder = user_data_dir() / "drawings"
    old = save_drawing(preset_curve("teacup"), folder)
    old = old.rename(folder / "drawing-20200101-120000.json")  # older than any saved today
    for _ in range(20):
        save_drawing(preset_curve("square8"), folder)
    opened_through_open(app, old)
    assert app.state.source == f"saved:{old.name}"
    assert app.controls.preset_menu.selected_option[1] == f"saved:{old.name}"
    click(app, app.tools.delete_button.rect.center)
    assert app.windows.dialogs.window is not None
