"""Tab in a window's text fields goes to the next field (Shift+Tab: the one before), its text chosen to
be typed over: in Export… Tab had left the field for none, and what was typed next went nowhere. Outside
a dialog, Tab is still the RoPE panel's switch, and in a panel's field it still leaves the field."""

from __future__ import annotations

import pygame
from ui_driver import post, press_key, run_frames

from app.model import intents as i
from app.ui.window.focus import focused_field

SHIFT = pygame.KMOD_LSHIFT


def type_text(app, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    run_frames(app, 1)


def test_tab_goes_round_the_export_dialog_s_fields_and_typing_follows(app) -> None:
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL)
    fields = app.exporting.dialog.fields
    assert focused_field(app.manager) is fields["path"]
    press_key(app, pygame.K_TAB)  # from the last field (the file's name) round to the first that takes typing
    assert focused_field(app.manager) is fields["fps"]  # (Seconds and RoPE Δ are greyed for a looping canvas)
    type_text(app, "25")
    assert fields["fps"].get_text() == "25"
    press_key(app, pygame.K_TAB)
    assert focused_field(app.manager) is fields["path"]
    press_key(app, pygame.K_TAB, SHIFT)
    assert focused_field(app.manager) is fields["fps"]
    assert app.state.rope.n_arrows == 2  # Tab switched no RoPE view behind the dialog


def test_tab_in_a_dialog_with_no_field_focused_goes_to_its_first_field(app) -> None:
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL)
    app.manager.set_focus_set(None)
    press_key(app, pygame.K_TAB)
    assert focused_field(app.manager) is app.exporting.dialog.fields["fps"]


def test_tab_with_the_inspector_open_and_no_field_focused_still_switches_the_rope_view(app) -> None:
    app.submit(i.ToggleInspector())
    run_frames(app, 2)
    assert app.windows.inspector is not None and focused_field(app.manager) is None
    press_key(app, pygame.K_TAB, unicode="\t")
    assert app.state.rope.n_arrows == 32 and focused_field(app.manager) is None
