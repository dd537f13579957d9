"""The RoPE panel's numbers as its fields and menus show them: exact, and whole or visibly cut."""

from __future__ import annotations

import pytest
from ui_driver import hovered_tip, run_frames, type_into

from app.model import intents as i
from app.model.parse import format_base
from app.text import ELLIPSIS

SIZES = [(960, 600), (1280, 800), (3840, 2160)]


def text_room(field) -> int:
    """The width a field's text has inside its border, shadow and padding (measured independently of the
    panel's own helper: pygame_gui's text box is the field's rect shrunk by them)."""
    return field.rect.width - 2 * (field.shadow_width + field.border_width["left"] + field.padding[0])


def menu_room(menu) -> float:
    return menu.rect.width - 0.9 * menu.rect.height - 6


@pytest.mark.parametrize("value", [10000.0, 1234567.0, 12345.678, 1.0000001, 1e12, 4.5, 123456.789])
def test_exact_forms_read_back_as_the_same_number(value) -> None:
    from app.model.parse import exact_forms

    for text in (*exact_forms(value), format_base(value)):
        assert float(text) == value, text


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("typed", ["1234567", "12345.678", "1.0000001"])
def test_the_base_field_shows_the_base_whole_and_enter_keeps_it(app, size, scale, typed) -> None:
    """1234567 showed "1.23457e+" cut off, 12345.678 "12345.7" and 1.0000001 "1", which Enter refused."""
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 3)
    app.submit(i.SetRopeBase(typed))
    run_frames(app, 3)
    s, w = app.rope_panel.state, app.rope_panel.widgets
    field, menu = w["base_entry"], w["base_menu"]
    shown = field.get_text()
    assert float(shown) == s.base == float(typed)
    assert field.font.size(shown)[0] <= text_room(field), (shown, field.rect)
    label = menu.selected_option[0]
    assert label == typed or label.endswith(ELLIPSIS)  # "12345(" was cut with nothing to say so
    assert menu.current_state.selected_option_button.font.size(label)[0] <= menu_room(menu)
    type_into(app, field.get_abs_rect(), shown)  # Enter on what the field shows
    assert s.base == float(typed) and not app.status.error, app.status.text


def test_a_base_too_long_for_its_field_is_whole_in_its_tooltip(app) -> None:
    app.submit(i.SetRopeBase("123456789012.34567"))
    run_frames(app, 3)
    field = app.rope_panel.widgets["base_entry"]
    assert float(field.get_text()) == app.rope_panel.state.base
    assert "123456789012.34567" in field.tool_tip_text
    app.submit(i.SetRopeBase("1e4"))
    run_frames(app, 3)
    assert "123456789012.34567" not in app.rope_panel.widgets["base_entry"].tool_tip_text


def test_the_scaling_factor_field_is_exact_too(app) -> None:
    app.submit(i.SetRopeScaling(kind="linear", factor="2.5000001"))
    run_frames(app, 3)
    field = app.rope_panel.widgets["factor_entry"]
    assert float(field.get_text()) == app.rope_panel.state.scaling_factor == 2.5000001
    type_into(app, field.get_abs_rect(), field.get_text())
    assert not app.status.error, app.status.text


@pytest.mark.parametrize("size", [(960, 600), (3840, 2160)])
@pytest.mark.parametrize("field_name", ["hi_entry", "search_hi"])
def test_the_windows_ends_show_their_number_exactly_and_whole_in_the_tooltip(app, size, field_name) -> None:
    """At 960x600 the window's end 100000 showed as "10000" (the field cut it), with no tooltip saying it."""
    app.submit(i.Resize(size, (4000, 4000)))
    run_frames(app, 3)
    field = app.rope_panel.widgets[field_name]
    lo = "lo_entry" if field_name == "hi_entry" else "search_lo"
    type_into(app, app.rope_panel.widgets[lo].get_abs_rect(), "5000")
    type_into(app, field.get_abs_rect(), "100000")
    s = app.rope_panel.state
    assert (s.hi if field_name == "hi_entry" else s.search_hi) == 100000 and not app.status.error
    shown = field.get_text()
    assert float(shown) == 100000 and field.font.size(shown)[0] <= text_room(field), (shown, field.rect)
    if shown != "100000":  # another form that fits: the whole number in the tooltip
        assert "100000" in hovered_tip(app, field)
    type_into(app, field.get_abs_rect(), shown)  # Enter on what the field shows keeps it
    assert (s.hi if field_name == "hi_entry" else s.search_hi) == 100000 and not app.status.error
