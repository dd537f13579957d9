"""Delete… answered with the keyboard alone, through the real loop and real key events: the
button Enter presses is drawn chosen (Cancel, the safe answer, when the question opens), Tab, Shift+Tab,
← and → choose the other, and Enter then presses that one. A keyboard could only cancel it.
(Replace?: tests/export/test_replace_keys.py.)"""

from __future__ import annotations

import numpy as np
import pygame
from test_dialog_keys import saved_drawing_shown
from ui_driver import click, move_mouse, press_key, run_frames

CHOSEN = (0x3D, 0x5A, 0x8A)  # the theme's selected_bg
LEFT_ALONE = (0x26, 0x2B, 0x3A)  # its normal_bg


def shown_as(app, button) -> tuple[int, int, int]:
    """The colour most of the button's face shows on the screen."""
    face = pygame.Rect(button.rect).inflate(-8, -8)
    pixels = pygame.surfarray.array3d(app.screen.subsurface(face)).reshape(-1, 3)
    colours, counts = np.unique(pixels, axis=0, return_counts=True)
    return tuple(int(v) for v in colours[counts.argmax()])


def test_delete_is_answered_with_tab_and_enter_and_cancel_is_shown_chosen_first(app) -> None:
    from app.paths import user_data_dir

    saved = saved_drawing_shown(app)
    path = user_data_dir() / "drawings" / saved.file_name
    move_mouse((5, 5))  # (the pointer on neither button: the look is the keyboard's)
    click(app, app.tools.delete_button.rect.center)
    move_mouse((5, 5))
    run_frames(app, 2)
    asked = app.windows.dialogs.window
    assert shown_as(app, asked.cancel_button) == CHOSEN and shown_as(app, asked.confirm_button) == LEFT_ALONE
    for key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_TAB):  # Cancel → Delete → Cancel → Delete
        press_key(app, key)
    run_frames(app, 2)
    assert shown_as(app, asked.confirm_button) == CHOSEN and shown_as(app, asked.cancel_button) == LEFT_ALONE
    assert path.exists() and app.windows.dialogs.window is asked  # choosing is not answering
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.windows.dialogs.window is None and not path.exists() and "Deleted" in app.status.text


def test_shift_tab_back_to_cancel_keeps_the_drawing(app) -> None:
    from app.paths import user_data_dir

    saved = saved_drawing_shown(app)
    path = user_data_dir() / "drawings" / saved.file_name
    click(app, app.tools.delete_button.rect.center)
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.windows.dialogs.window is None and path.exists() and "Deleted" not in app.status.text
