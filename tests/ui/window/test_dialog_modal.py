"""A dialog waits for its answer, through the real loop and real events: a press beside it, on the canvas,
the plot or a button, goes nowhere (a stroke drew and saved a new curve under Export…, and Open… opened
over it); in a focused text field Ctrl+Z is the field's (it undid the canvas behind), the shortcuts of a
dialog's field wait as the dialog's do, F11 still fills the screen; Esc closes the window on top."""

from __future__ import annotations

from dataclasses import replace

import pygame
from test_router import type_keys
from ui_driver import click, drag, glide, move_mouse, post, press_key, run_frames

CTRL = pygame.KMOD_LCTRL


def export_open(app):
    press_key(app, pygame.K_e, CTRL, "\x05")
    dialog = app.exporting.dialog
    assert dialog is not None and dialog.fields["path"].is_focused
    return dialog


def test_a_press_beside_an_open_dialog_goes_nowhere(app) -> None:
    dialog = export_open(app)
    source, zoom, saved = app.state.source, replace(app.state.camera), app.state.saved
    canvas = pygame.Rect(app.layout.canvas)
    away = canvas.left + 40, canvas.top + 40
    drag(app, glide(away, (away[0] + 200, away[1] + 120)))
    run_frames(app, 3)
    post(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0, touch=False, window=None)
    run_frames(app, 2)
    click(app, app.controls.open_button.get_abs_rect().center)
    assert (app.state.source, app.state.camera, app.state.saved) == (source, zoom, saved)
    assert app.state.stroke is None and app.windows.open_dialog.window is None
    assert app.exporting.dialog is dialog and not app.status.error
    click(app, dialog.cancel_button.get_abs_rect().center)  # the dialog's own buttons still answer
    assert app.exporting.dialog is None
    click(app, app.controls.open_button.get_abs_rect().center)  # and then the window's work again
    assert app.windows.open_dialog.window is not None


def test_nothing_behind_an_open_dialog_lights_up_under_the_pointer(app) -> None:
    """(The buttons behind lit up as if a click would press them.)"""
    behind = app.controls.open_button
    move_mouse(behind.get_abs_rect().center)
    run_frames(app, 3)
    assert behind.hovered  # (so the hover looked for below is the button's own)
    dialog = export_open(app)
    for target in (behind, dialog.cancel_button, behind):
        move_mouse(target.get_abs_rect().center)
        run_frames(app, 3)
        assert target.hovered == (target is dialog.cancel_button)
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 3)
    assert app.exporting.dialog is None and behind.hovered  # once it is answered, as ever


def test_ctrl_keys_in_a_dialog_s_field_wait_and_f11_fills_the_screen(app) -> None:
    drag(app, glide((300, 300), (420, 380)) + glide((420, 380), (300, 420)) + [(300, 300)])
    run_frames(app, 3)
    drawn = app.state.source
    dialog = export_open(app)
    for key, ch in ((pygame.K_z, "\x1a"), (pygame.K_t, "\x14"), (pygame.K_o, "\x0f")):
        press_key(app, key, CTRL, ch)
    assert app.state.source == drawn and app.windows.text_dialog is None
    assert app.windows.open_dialog.window is None and dialog.fields["path"].is_focused
    press_key(app, pygame.K_F11)
    run_frames(app, 2)
    assert app.state.fullscreen and app.exporting.dialog is dialog


def test_ctrl_z_in_a_field_of_the_panel_is_the_field_s(app) -> None:
    drag(app, glide((300, 300), (420, 380)) + glide((420, 380), (300, 420)) + [(300, 300)])
    run_frames(app, 3)
    drawn = app.state.source
    click(app, app.rope_panel.widgets["base_entry"].get_abs_rect().center)
    type_keys(app, "5")
    press_key(app, pygame.K_z, CTRL, "\x1a")
    assert app.state.source == drawn and app.rope_panel.widgets["base_entry"].is_focused


def test_esc_closes_the_window_on_top_first(app) -> None:
    press_key(app, pygame.K_h, unicode="h")
    press_key(app, pygame.K_i, unicode="i")
    assert app.windows.help is not None and app.windows.inspector is not None
    assert app.windows.windows()[0] is app.windows.inspector.window
    press_key(app, pygame.K_ESCAPE)
    assert app.windows.inspector is None and app.windows.help is not None
    press_key(app, pygame.K_ESCAPE)
    assert app.windows.help is None
