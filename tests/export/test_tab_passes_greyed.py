"""Tab and Shift+Tab pass over a greyed button, as they pass over a disabled one: Export…'s Copy table,
greyed for the whole window, was a stop where nothing looked chosen and Space or Enter did nothing and
said nothing (through the real loop with real keys)."""

from __future__ import annotations

import pygame
import pytest
from test_export_app import pick
from ui_driver import press_key

TURN = 30  # more Tabs than the dialog has controls: every stop is seen


@pytest.mark.parametrize("mod", [0, pygame.KMOD_LSHIFT])
def test_tab_round_export_never_stops_on_the_greyed_copy_table(app, mod) -> None:
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL)
    dialog = app.exporting.dialog
    pick(app, dialog.fields["view"], "Whole window")
    assert dialog.copy_button.greyed
    app.manager.set_focus_set(None)
    stops = []
    for _ in range(TURN):
        press_key(app, pygame.K_TAB, mod)
        stops += list(app.manager.get_focus_set() or ())  # (a drop-down's focus holds its parts)
    assert dialog.copy_button not in stops
    assert dialog.fields["view"] in stops  # (the walk goes round the dialog)
    pick(app, dialog.fields["view"], "Canvas")  # not greyed: a stop again
    assert not dialog.copy_button.greyed
    for _ in range(TURN):
        press_key(app, pygame.K_TAB, mod)
        stops += list(app.manager.get_focus_set() or ())  # (a drop-down's focus holds its parts)
    assert dialog.copy_button in stops
