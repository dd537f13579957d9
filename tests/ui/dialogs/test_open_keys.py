"""Open… with the keyboard alone, through the real loop and real key events: Tab reaches the file list
(and the Recent column), ↑/↓ move the chosen entry, its name going to the path line as a click puts it,
and Enter opens it (a folder is entered). Down and Up did nothing, and Tab only chose the path's text
again."""

from __future__ import annotations

import os

import pygame
from test_recent_files import open_through_dialog, triangle
from ui_driver import finish_reading, press_key, run_frames

from app.io.drawings import save_drawing
from app.io.presets import preset_curve
from app.paths import user_data_dir

SHIFT = pygame.KMOD_LSHIFT


def open_dialog(app):
    press_key(app, pygame.K_o, pygame.KMOD_LCTRL, "\x0f")
    dialog = app.windows.open_dialog.window
    assert dialog is not None
    return dialog


def listed_has_keys(app, dialog) -> bool:
    return dialog.file_selection_list in (app.manager.get_focus_set() or ())


def test_tab_reaches_the_list_the_arrows_choose_and_enter_opens(app) -> None:
    folder = user_data_dir() / "drawings"
    save_drawing(preset_curve("teacup"), folder)
    (folder / "sub").mkdir()
    triangle(folder / "sub", 1)
    dialog = open_dialog(app)
    line = dialog.file_path_text_line
    press_key(app, pygame.K_TAB)
    assert listed_has_keys(app, dialog)
    names = [item["text"] for item in dialog.file_selection_list.item_list]
    assert names[0] == "sub" + os.sep and len(names) == 2
    assert dialog.file_selection_list.get_single_selection() == names[0]  # the first entry chosen
    assert line.get_text() == str(folder) + os.sep  # (a folder chosen, as by a click: the line stays)
    press_key(app, pygame.K_DOWN)
    assert line.get_text() == str(folder / names[1]) and dialog.ok_button.is_enabled
    press_key(app, pygame.K_UP)
    press_key(app, pygame.K_RETURN)  # a folder: entered
    run_frames(app, 2)
    assert dialog.current_directory_path == str(folder / "sub") and app.windows.open_dialog.window is dialog
    assert listed_has_keys(app, dialog)
    press_key(app, pygame.K_DOWN)
    assert line.get_text() == str(folder / "sub" / "tri01.json")
    press_key(app, pygame.K_RETURN)  # a file: opened, as a double-click opens it
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is None and app.state.source == "file"
    assert app.state.epicycles.curve.title == "tri01"


def test_tab_reaches_a_recent_entry_and_enter_opens_it(app, tmp_path) -> None:
    path = triangle(tmp_path, 2)
    open_through_dialog(app, path)
    dialog = open_dialog(app)
    (entry,) = dialog.recent.entries
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_TAB)
    assert entry in (app.manager.get_focus_set() or ()) and entry.is_selected  # drawn chosen
    press_key(app, pygame.K_TAB, SHIFT)
    assert listed_has_keys(app, dialog) and not entry.is_selected
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is None and app.state.epicycles.curve.title == "tri02"
