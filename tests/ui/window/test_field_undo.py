"""Ctrl+Z and Ctrl+Y in a focused text field undo and redo the field's own edits, through the real loop
and real key events (pygame_gui's fields keep no history: a Base typed wrong could only be typed again).
A word typed is one step, as a run of Backspaces is; the canvas behind is never undone; an edit undone
tells the field's listeners, so a refusal it fixes goes from the status line."""

from __future__ import annotations

import pygame
from ui_driver import click, drag, glide, press_key, run_frames, type_keys

CTRL = pygame.KMOD_LCTRL
SHIFT_CTRL = pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT


def undo(app, times: int = 1) -> None:
    for _ in range(times):
        press_key(app, pygame.K_z, CTRL, "\x1a")


def redo(app, times: int = 1, key: int = pygame.K_y, mod: int = CTRL) -> None:
    for _ in range(times):
        press_key(app, key, mod, "\x19" if key == pygame.K_y else "\x1a")


def base_field(app):
    field = app.rope_panel.widgets["base_entry"]
    click(app, field.get_abs_rect().center)
    assert field.is_focused
    press_key(app, pygame.K_END)
    return field


def test_ctrl_z_takes_back_what_was_typed_in_a_field_and_ctrl_y_puts_it_again(app) -> None:
    drag(app, glide((300, 300), (420, 380)) + glide((420, 380), (300, 420)) + [(300, 300)])
    run_frames(app, 3)
    drawn = app.state.source
    field = base_field(app)
    start = field.get_text()
    type_keys(app, "5")
    assert field.get_text() == start + "5"
    undo(app)
    assert field.get_text() == start and field.edit_position == len(start)
    redo(app)
    assert field.get_text() == start + "5"
    undo(app)
    redo(app, key=pygame.K_z, mod=SHIFT_CTRL)  # Ctrl+Shift+Z redoes too
    assert field.get_text() == start + "5"
    undo(app, 3)  # more than there is: the field's first text stays, the canvas behind is not undone
    assert field.get_text() == start and app.state.source == drawn and field.is_focused


def test_a_word_is_one_step_and_a_run_of_backspaces_another(app) -> None:
    field = base_field(app)
    start = field.get_text()
    type_keys(app, "12 34")
    for _ in range(3):
        press_key(app, pygame.K_BACKSPACE)
    assert field.get_text() == start + "12"
    undo(app)
    assert field.get_text() == start + "12 34"
    undo(app)
    assert field.get_text() == start + "12 "
    undo(app, 2)
    assert field.get_text() == start
    redo(app, 4)
    assert field.get_text() == start + "12"
    undo(app)
    type_keys(app, "9")  # an edit after an undo: what was undone cannot come back
    redo(app)
    assert field.get_text() == start + "12 349"


def test_the_history_is_the_focused_field_s(app) -> None:
    base_field(app)
    type_keys(app, "7")
    seed = app.rope_panel.widgets["seed_entry"]
    click(app, seed.get_abs_rect().center)
    assert seed.is_focused
    seed_text = seed.get_text()
    undo(app)  # the Base field's edit is not the Seed field's to undo
    assert seed.get_text() == seed_text
    press_key(app, pygame.K_END)
    type_keys(app, "3")
    undo(app)
    assert seed.get_text() == seed_text


def test_an_export_name_mended_by_ctrl_z_takes_its_refusal_away(app) -> None:
    press_key(app, pygame.K_e, CTRL, "\x05")
    dialog = app.exporting.dialog
    path = dialog.fields["path"]
    assert path.is_focused
    offered = path.get_text()
    press_key(app, pygame.K_a, CTRL, "\x01")
    press_key(app, pygame.K_BACKSPACE)
    assert path.get_text() == ""
    press_key(app, pygame.K_RETURN)
    assert app.status.error and app.exporting.dialog is dialog  # an empty name is refused
    undo(app)
    run_frames(app, 2)
    assert path.get_text() == offered
    assert not app.status.error  # the line of a fault fixed goes
