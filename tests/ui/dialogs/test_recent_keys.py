"""Open…'s Recent column is one list to the keyboard, as the file list beside it is: Tab reaches it once,
↑/↓ (Home, End) move between its entries, each drawn chosen as it is reached, and Enter opens the one
reached. The arrows did nothing there, and Tab went through the entries one by one."""

from __future__ import annotations

import pygame
from test_recent_files import open_through_dialog, triangle
from ui_driver import finish_reading, press_key, run_frames

from app.ui.dialogs.recent_list import RecentEntry

SHIFT = pygame.KMOD_LSHIFT


def reached(app, dialog) -> str:
    """The name of the Recent entry that has the keyboard, drawn chosen (the only one so drawn)."""
    focus = app.manager.get_focus_set() or ()
    (entry,) = [e for e in dialog.recent.entries if e in focus]
    assert [e for e in dialog.recent.entries if e.is_selected] == [entry]
    return entry.text


def test_the_arrows_walk_the_recent_entries_and_enter_opens_the_one_reached(app, tmp_path) -> None:
    for n in (1, 2, 3):
        open_through_dialog(app, triangle(tmp_path, n))
    press_key(app, pygame.K_o, pygame.KMOD_LCTRL, "\x0f")
    dialog = app.windows.open_dialog.window
    assert [e.text for e in dialog.recent.entries] == ["tri03.json", "tri02.json", "tri01.json"]
    press_key(app, pygame.K_TAB)  # the file list
    press_key(app, pygame.K_TAB)  # Recent, at its first entry
    assert reached(app, dialog) == "tri03.json"
    press_key(app, pygame.K_DOWN)
    assert reached(app, dialog) == "tri02.json"
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_DOWN)  # (the last stays)
    assert reached(app, dialog) == "tri01.json"
    press_key(app, pygame.K_HOME)
    assert reached(app, dialog) == "tri03.json"
    press_key(app, pygame.K_END)
    press_key(app, pygame.K_UP)
    assert reached(app, dialog) == "tri02.json"
    press_key(app, pygame.K_TAB)  # out of the column, not to its next entry
    focus = app.manager.get_focus_set() or ()
    assert not any(isinstance(e, RecentEntry) for e in focus) and dialog.cancel_button in focus
    press_key(app, pygame.K_TAB, SHIFT)  # back into it
    assert reached(app, dialog) == "tri03.json"
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is None and app.state.epicycles.curve.title == "tri02"
    assert not app.errors
