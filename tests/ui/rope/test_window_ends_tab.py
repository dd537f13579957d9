"""Tab on a Window end the panel refused (above the last, out of range), through the real loop with real
keys: Tab behaves as a click on the field it goes to. An edit refused stays in its field with the keyboard
and the red line saying why (as Enter, and a click elsewhere, leave it), and Tab to the other end keeps it
there to be mended; Tab again with nothing typed since gives it up, as a second click elsewhere does: the
keyboard moves on and the line says what the fields show again. (The keyboard never left the pair: Tab
entered the same refused ends again and again, and the same red line said nothing new.)"""

from __future__ import annotations

import pygame
import pytest
from test_field_left_by_click import type_only
from test_rope_panel import layout
from ui_driver import centre, click, press_key, run_frames, type_into, type_keys

from app.ui.window.focus import field_after, fields_in, focused_field


def tab(app, back: bool = False) -> None:
    press_key(app, pygame.K_TAB, pygame.KMOD_LSHIFT if back else 0)
    run_frames(app, 2)


def after(app, name: str, back: bool = False):
    return field_after(fields_in(app.manager, None), app.rope_panel.widgets[name], back)


def ends(app) -> tuple[str, str]:
    w = app.rope_panel.widgets
    return w["lo_entry"].get_text(), w["hi_entry"].get_text()


@pytest.mark.parametrize("how", ["tab", "click"])
def test_a_refused_first_end_left_past_the_last_is_given_up(app, how) -> None:
    r, w = app.state.rope, app.rope_panel.widgets
    type_into(app, layout(app).lo_entry, "9000")
    run_frames(app, 2)
    assert app.status.error and focused_field(app.manager) is w["lo_entry"]
    tab(app)  # to the last end: kept to be mended
    assert focused_field(app.manager) is w["hi_entry"] and ends(app) == ("9000", "4096")
    assert app.status.error and "9000" in app.status.text
    beyond = after(app, "hi_entry")
    if how == "tab":
        tab(app)
    else:
        click(app, centre(beyond.rect))
        run_frames(app, 2)
    assert focused_field(app.manager) is beyond and ends(app) == ("0", "4096") and (r.lo, r.hi) == (0, 4096)
    assert not app.status.error
    assert app.status.text == "“9000” was not taken; the field shows its value again: 0."


@pytest.mark.parametrize("back", [False, True], ids=["tab", "shift-tab"])
def test_a_refused_last_end_entered_then_tabbed_moves_on(app, back) -> None:
    w = app.rope_panel.widgets
    type_into(app, layout(app).hi_entry, "-3")
    run_frames(app, 2)
    assert app.status.error and focused_field(app.manager) is w["hi_entry"]
    to = after(app, "hi_entry", back)
    tab(app, back)
    if back:  # (Shift+Tab: to the first end, which mends it: kept)
        assert to is w["lo_entry"] and focused_field(app.manager) is to and ends(app) == ("0", "-3")
        tab(app, back)
        to = after(app, "lo_entry", back)
    assert focused_field(app.manager) is to and ends(app) == ("0", "4096")
    assert app.status.text == "“-3” was not taken; the field shows its value again: 4096."


def test_an_edit_refused_by_tab_stays_with_its_line_then_tab_moves_on(app) -> None:
    w = app.rope_panel.widgets
    type_only(app, layout(app).hi_entry, "1e30")  # out of range; no Enter
    tab(app)
    assert focused_field(app.manager) is w["hi_entry"] and ends(app) == ("0", "1e30")
    assert app.status.error and "±1e9" in app.status.text  # why the keyboard stays
    beyond = after(app, "hi_entry")
    tab(app)
    assert focused_field(app.manager) is beyond and ends(app) == ("0", "4096")
    assert app.status.text == "“1e30” was not taken; the field shows its value again: 4096."


def test_the_last_end_typed_after_tab_takes_both(app) -> None:
    r, w = app.state.rope, app.rope_panel.widgets
    type_into(app, layout(app).lo_entry, "9000")
    run_frames(app, 2)
    tab(app)
    assert focused_field(app.manager) is w["hi_entry"]
    type_keys(app, "20000")  # (Tab chose the field's text: typed over)
    beyond = after(app, "hi_entry")
    tab(app)
    assert (r.lo, r.hi) == (9000, 20000) and ends(app) == ("9000", "20000") and not app.status.error
    assert focused_field(app.manager) is beyond
