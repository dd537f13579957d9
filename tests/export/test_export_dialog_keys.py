"""Export… with the keyboard alone, through the real loop and real key events: Tab and Shift+Tab walk every
control in reading order (Tab had reached only the text fields, so What, Format, Size, Quality and Length
could not be changed), the control reached is drawn chosen at 100 % and 200 %, Space, Enter or Alt+↓ open a
drop-down reached and ↑/↓ step its choice, Space or Enter press a button reached. A refused name ("x.png"
for a GIF: "pick PNG") is mended without a mouse."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest
from test_export_app import run_until_done
from ui_driver import click, move_mouse, post, press_key, run_frames

from app.model import intents as i
from app.ui.window.focus import focused_field

SHIFT, ALT = pygame.KMOD_LSHIFT, pygame.KMOD_LALT
CHOSEN = (0x3D, 0x5A, 0x8A)  # the theme's selected_bg


def export_dialog(app):
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL)
    assert app.exporting.dialog is not None
    return app.exporting.dialog


def names(dialog) -> dict[int, str]:
    found = {id(widget): name for name, widget in dialog.fields.items()}
    buttons = {"cancel": dialog.cancel_button, "copy": dialog.copy_button, "export": dialog.export_button}
    return found | {id(button): name for name, button in buttons.items()}


def has_keys(app, dialog) -> str | None:
    """The name of the dialog's control that has pygame_gui's focus."""
    focus = app.manager.get_focus_set() or set()
    widgets = {**dialog.fields, "cancel": dialog.cancel_button}
    widgets |= {"copy": dialog.copy_button, "export": dialog.export_button}
    return next((name for name, widget in widgets.items() if widget in focus), None)


def walk(app, dialog, n: int, mod: int = 0) -> list[str | None]:
    out = []
    for _ in range(n):
        press_key(app, pygame.K_TAB, mod)
        out.append(has_keys(app, dialog))
    return out


def shown_as(app, rect) -> tuple[int, int, int]:
    """The colour most of a widget's face shows on the screen."""
    face = pygame.Rect(rect).inflate(-8, -8)
    pixels = pygame.surfarray.array3d(app.screen.subsurface(face)).reshape(-1, 3)
    colours, counts = np.unique(pixels, axis=0, return_counts=True)
    return tuple(int(v) for v in colours[counts.argmax()])


def test_tab_walks_every_control_in_reading_order_and_shift_tab_walks_back(app) -> None:
    dialog = export_dialog(app)
    assert has_keys(app, dialog) == "path"  # (the name has the keys as the dialog opens)
    # A looping GIF of the canvas: Quality, the seconds and RoPE Δ are greyed and passed over.
    order = ["cancel", "copy", "export", "view", "format", "size", "length", "fps", "path"]
    assert walk(app, dialog, 9) == order
    assert walk(app, dialog, 9, SHIFT) == [*order[-2::-1], "path"]
    assert app.state.rope.n_arrows == 2  # Tab switched no RoPE view behind the dialog


def test_the_drop_down_reached_is_drawn_chosen_and_steps_with_the_arrows(app) -> None:
    dialog = export_dialog(app)
    move_mouse((5, 5))  # (the pointer on no widget: the look is the keyboard's)
    walk(app, dialog, 5)
    menu = dialog.fields["format"]
    assert has_keys(app, dialog) == "format"
    run_frames(app, 2)
    assert shown_as(app, menu.rect) == CHOSEN and shown_as(app, dialog.fields["size"].rect) != CHOSEN
    press_key(app, pygame.K_DOWN)
    run_frames(app, 2)
    assert dialog.picked("format") == "mp4" and dialog.fields["quality"].is_enabled  # as a pick in its list
    assert dialog.fields["path"].get_text().endswith(".mp4") and dialog.fields["fps"].get_text() == "30"
    assert shown_as(app, menu.rect) == CHOSEN  # (its button made anew, shown chosen again)
    press_key(app, pygame.K_UP)
    press_key(app, pygame.K_UP)
    press_key(app, pygame.K_UP)  # (past the first: it stays there)
    assert dialog.picked("format") == "png" and app.state.epicycles.playing  # (no canvas key, no Space)
    press_key(app, pygame.K_TAB)
    run_frames(app, 2)
    assert shown_as(app, menu.rect) != CHOSEN and shown_as(app, dialog.fields["size"].rect) == CHOSEN


@pytest.mark.parametrize(
    "key, mod",
    [(pygame.K_SPACE, 0), (pygame.K_RETURN, 0), (pygame.K_DOWN, ALT)],
    ids=["space", "enter", "alt"],
)
def test_space_enter_or_alt_down_open_the_drop_down_reached(app, key, mod) -> None:
    dialog = export_dialog(app)
    walk(app, dialog, 4)
    menu = dialog.fields["view"]
    press_key(app, key, mod, " " if key == pygame.K_SPACE else "")
    assert menu.current_state is menu.menu_states["expanded"]
    assert app.exporting.dialog is dialog and not app.exporting.busy  # Enter exported nothing
    press_key(app, pygame.K_DOWN)  # (the open list's keys: menus.py)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert dialog.picked("view") == "rope" and menu.current_state is menu.menu_states["closed"]
    assert has_keys(app, dialog) == "view"  # the keyboard stays with it, to go on with Tab
    assert walk(app, dialog, 1) == ["format"]


def test_a_click_focuses_without_the_keyboard_s_look(app) -> None:
    dialog = export_dialog(app)
    walk(app, dialog, 4)  # What
    click(app, dialog.fields["size"].rect.center)  # opened by a click, closed by Esc: no chosen look
    press_key(app, pygame.K_ESCAPE)
    move_mouse((5, 5))
    run_frames(app, 3)
    assert shown_as(app, dialog.fields["view"].rect) != CHOSEN
    assert shown_as(app, dialog.fields["size"].rect) != CHOSEN


def test_the_look_is_seen_at_200_percent(app) -> None:
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    dialog = export_dialog(app)
    move_mouse((5, 5))
    walk(app, dialog, 5)
    run_frames(app, 2)
    assert shown_as(app, dialog.fields["format"].rect) == CHOSEN
    walk(app, dialog, 3, SHIFT)  # What, Export, Copy table
    run_frames(app, 2)
    assert has_keys(app, dialog) == "copy" and shown_as(app, dialog.copy_button.rect) == CHOSEN


def test_a_button_reached_is_pressed_by_space_or_enter_and_enter_in_a_field_still_exports(app) -> None:
    dialog = export_dialog(app)
    walk(app, dialog, 1)
    assert has_keys(app, dialog) == "cancel"
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.exporting.dialog is None  # Cancel, not Export
    dialog = export_dialog(app)
    walk(app, dialog, 2)
    press_key(app, pygame.K_SPACE, unicode=" ")
    run_frames(app, 2)
    assert app.exporting.dialog is dialog and "Copied" in app.status.text  # Copy table
    assert walk(app, dialog, 7)[-1] == "path"  # (Export, What, Format, Size, Length, Frame rate)
    assert focused_field(app.manager) is dialog.fields["path"]


def type_text(app, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    run_frames(app, 1)


def test_a_png_name_refused_for_a_gif_is_mended_with_the_keyboard_alone(app, tmp_path: Path) -> None:
    dialog = export_dialog(app)
    out = tmp_path / "x.png"
    press_key(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    type_text(app, str(out))
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.status.error and "pick PNG" in app.status.text and not out.exists()
    walk(app, dialog, 4, SHIFT)  # Frame rate, Length, Size, Format
    assert has_keys(app, dialog) == "format"
    press_key(app, pygame.K_SPACE, unicode=" ")
    press_key(app, pygame.K_UP)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert dialog.picked("format") == "png" and not app.status.error  # the refusal's line is gone
    assert walk(app, dialog, 5) == ["size", "path", "cancel", "copy", "export"]  # (a still: no length)
    press_key(app, pygame.K_RETURN)
    run_until_done(app)
    assert out.read_bytes()[:4] == b"\x89PNG" and app.status.text.startswith("Saved x.png")
