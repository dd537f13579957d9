"""A refused entry left as typed says what the field shows again, through the real loop with real events: the
Base field given "-5" (or Δ's "abc") and then a click away or Esc puts the field back to its value, and
the status line says so (it went empty: no line told the user the typed value was dropped). Tab enters a
text changed since, as Enter does: refused again, it stays in its field with its red line; Tab on the
refused text unchanged leaves it as a click elsewhere does, and says so. Mended, a click away enters it as
Tab does; mended and left with Esc, the line quotes the field as left (it quoted the old typo, no longer
in the field). The Model tab's sentence refused at once (no words) is kept to be mended too, and left,
shows the sentence read again (its field stayed empty beside the chips of the sentence read, once the red
line had gone)."""

from __future__ import annotations

import pygame
import pytest
from test_rope_panel import layout
from ui_driver import centre, click, post, press_key, run_frames, type_into

from app.ui.window.focus import focused_field


def refused(app, name: str, text: str):
    """The panel's field name given text, which it refuses: the field, holding it, with the red line."""
    field = app.rope_panel.widgets[name]
    type_into(app, getattr(layout(app), name), text)
    run_frames(app, 2)
    assert app.status.error and field.get_text() == text
    return field


def leave_field(app, how: str) -> None:
    if how == "escape":
        press_key(app, pygame.K_ESCAPE)
    else:
        x, y, _, h = app.layout.status
        click(app, (x + 40, y + h // 2))
    run_frames(app, 2)


@pytest.mark.parametrize("how", ["escape", "click away"])
def test_leaving_a_refused_base_says_its_value_came_back(app, how) -> None:
    field = refused(app, "base_entry", "-5")
    leave_field(app, how)
    assert field.get_text() == "10000"
    line = app.state.status
    assert line.text and not line.error
    assert "“-5”" in line.text and line.text.endswith(": 10000.")


def mended(app, to: str):
    """The Base field refused 1e308, then typed over with `to` (not entered yet)."""
    field = refused(app, "base_entry", "1e308")
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    post(pygame.TEXTINPUT, text=to)
    run_frames(app, 1)
    assert field.get_text() == to
    return field


def test_esc_from_a_mended_entry_quotes_it_as_left(app) -> None:
    field = mended(app, "500000")
    leave_field(app, "escape")
    assert field.get_text() == "10000"
    assert "“500000” was not taken" in app.status.text and "1e308" not in app.status.text


def test_a_click_away_from_a_mended_entry_enters_it(app) -> None:
    """As Tab and Enter do, and as a click away from a field edited with no refusal does (it gave the mended
    500000 up, and the field went back to 10000)."""
    field = mended(app, "500000")
    leave_field(app, "click away")
    assert app.state.rope.base == 500000 and field.get_text() == "500000"
    assert not app.status.error and "1e308" not in app.status.text


def test_a_click_away_from_an_entry_mended_wrong_keeps_it_with_its_line(app) -> None:
    field = mended(app, "-3")
    leave_field(app, "click away")
    assert app.state.rope.base == 10000 and field.get_text() == "-3"
    assert app.status.error and "−3" in app.status.text


def test_tab_keeps_a_refusal_typed_anew_and_leaves_one_unchanged(app) -> None:
    field = refused(app, "base_entry", "-5")
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    post(pygame.TEXTINPUT, text="-7")
    run_frames(app, 2)
    press_key(app, pygame.K_TAB)  # a new text: entered, refused again, kept with its line
    run_frames(app, 2)
    assert focused_field(app.manager) is field
    assert field.get_text() == "-7" and app.status.error and "not −7" in app.status.text
    press_key(app, pygame.K_TAB)  # nothing typed since: it leaves, as a click elsewhere does
    run_frames(app, 2)
    assert focused_field(app.manager) is not field and focused_field(app.manager) is not None
    assert field.get_text() == "10000" and not app.status.error
    assert app.status.text == "“-7” was not taken; the field shows its value again: 10000."


def test_leaving_a_refused_delta_names_the_delta_shown(app) -> None:
    shown = app.rope_panel.widgets["delta_entry"].get_text()
    field = refused(app, "delta_entry", "abc")
    leave_field(app, "click away")
    assert field.get_text() == shown == str(app.state.rope.delta_int)
    assert "“abc”" in app.status.text and app.status.text.endswith(f": {shown}.")


def test_the_line_is_in_korean_too(app) -> None:
    from app.model import intents as i

    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    refused(app, "base_entry", "-5")
    leave_field(app, "escape")
    assert "“-5” 입력은 받지 않았습니다" in app.status.text and not app.status.error


@pytest.mark.parametrize("how", ["escape", "click away"])
def test_leaving_a_refused_sentence_shows_the_sentence_read(app, how) -> None:
    from app.model import intents as i

    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    m, field = app.state.rope.models, app.rope_panel.widgets["sentence_entry"]
    read = m.sentence
    click(app, centre(field.rect))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    press_key(app, pygame.K_BACKSPACE)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.status.error and field.get_text() == "" and field.is_focused  # kept, to be mended
    leave_field(app, how)
    assert field.get_text() == read and m.draft is None
    assert not app.status.error and "“” was not taken" in app.status.text
