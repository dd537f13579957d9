"""Tab in a window's text fields goes to the next field (Shift+Tab: the one before), its text chosen to
be typed over: in Export… Tab had left the field for none, and what was typed next went nowhere (in a
dialog Tab walks its drop-downs and buttons too: tests/export/test_export_dialog_keys.py). In a
RoPE panel's field Tab applies the edit, as Enter does, and goes to the panel's next field (it had dropped
the edit and left the keys to no field). A window on top with a field (the inspector) is reached from no
field; with no field to reach, Tab is still the RoPE panel's switch."""

from __future__ import annotations

import pygame
from ui_driver import click, post, press_key, run_frames, type_keys

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
    press_key(app, pygame.K_TAB, SHIFT)  # from the file's name back to the field before that takes typing
    assert focused_field(app.manager) is fields["fps"]  # (Seconds and RoPE Δ are greyed for a looping canvas)
    type_text(app, "25")
    assert fields["fps"].get_text() == "25"
    press_key(app, pygame.K_TAB)
    assert focused_field(app.manager) is fields["path"]
    press_key(app, pygame.K_TAB, SHIFT)
    assert focused_field(app.manager) is fields["fps"]
    assert app.state.rope.n_arrows == 2  # Tab switched no RoPE view behind the dialog


def test_tab_in_a_dialog_with_no_field_focused_goes_to_its_first_control(app) -> None:
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL)
    app.manager.set_focus_set(None)
    press_key(app, pygame.K_TAB)
    assert focused_field(app.manager) is None
    assert app.exporting.dialog.fields["view"] in app.manager.get_focus_set()  # What, at the top


def test_tab_with_the_inspector_open_and_no_field_focused_goes_to_its_translate_field(app) -> None:
    app.submit(i.TogglePlay("rope"))  # (Δ paused: a "," would step it)
    app.submit(i.ToggleInspector())
    run_frames(app, 2)
    assert app.windows.inspector is not None and focused_field(app.manager) is None
    playing, delta = app.state.epicycles.clock.playing, app.state.rope.delta
    press_key(app, pygame.K_TAB, unicode="\t")
    field = app.windows.inspector.shift_entry
    assert focused_field(app.manager) is field
    type_keys(app, "3, 0")
    assert field.get_text() == "3, 0"  # typed over what it showed
    assert app.state.rope.n_arrows == 2  # neither Tab nor 3 switched the RoPE view
    assert app.state.epicycles.clock.playing == playing and app.state.rope.delta == delta  # Space, ","


def test_tab_with_the_help_on_top_is_still_the_rope_switch(app) -> None:
    press_key(app, pygame.K_h, unicode="h")
    assert app.windows.help is not None
    press_key(app, pygame.K_TAB, unicode="\t")
    assert app.state.rope.n_arrows == 32 and focused_field(app.manager) is None


def test_tab_in_a_panel_field_applies_the_edit_and_goes_to_the_next_field(app) -> None:
    widgets = app.rope_panel.widgets
    click(app, widgets["base_entry"].rect.center)
    press_key(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    type_keys(app, "2e4")
    press_key(app, pygame.K_TAB, unicode="\t")
    assert app.state.rope.base == 2e4  # applied, as Enter would
    assert app.state.rope.n_arrows == 2  # (no switch)
    factor = app.rope_panel.widgets["factor_entry"]  # the next field in reading order (the row under)
    assert focused_field(app.manager) is factor
    type_keys(app, "7")
    assert factor.get_text() == "7"
    press_key(app, pygame.K_TAB, SHIFT)
    assert app.state.rope.scaling_factor == 7
    assert focused_field(app.manager) is app.rope_panel.widgets["base_entry"]


def test_tab_from_the_panel_s_last_field_goes_round_to_its_first(app) -> None:
    widgets = app.rope_panel.widgets
    click(app, widgets["delta_entry"].rect.center)
    press_key(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    type_keys(app, "12")
    press_key(app, pygame.K_TAB)
    assert app.state.rope.delta == 12
    assert focused_field(app.manager) is app.rope_panel.widgets["base_entry"]


def test_tab_on_a_refused_value_keeps_it_in_its_field_to_be_mended(app) -> None:
    field = app.rope_panel.widgets["base_entry"]
    click(app, field.rect.center)
    press_key(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    type_keys(app, "2e4pbl")
    press_key(app, pygame.K_TAB)
    assert app.state.rope.base == 1e4 and app.status.error
    assert focused_field(app.manager) is field and field.get_text() == "2e4pbl"
