"""A RoPE panel field left with a click elsewhere applies what was typed in it, as Tab does (and as
leaving a field does in most desktop programs). It went back to the panel's value without a word: 9000
typed into the Window's first Δ became 0 again at a click on the last."""

from __future__ import annotations

import pygame
from test_rope_panel import layout
from ui_driver import centre, click, post, run_frames

from app.ui.window.focus import focused_field


def type_only(app, rect, text: str) -> None:
    """Click a field, select what is there and type text: no Enter."""
    click(app, centre(rect))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    post(pygame.KEYUP, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    post(pygame.TEXTINPUT, text=text)
    run_frames(app, 2)


def test_a_click_on_the_other_end_applies_the_first(app) -> None:
    r, w = app.state.rope, app.rope_panel.widgets
    type_only(app, layout(app).lo_entry, "900")
    click(app, centre(layout(app).hi_entry))
    run_frames(app, 2)
    assert (r.lo, r.hi) == (900, 4096)
    assert w["lo_entry"].get_text() == "900" and not app.status.error
    assert "900" in app.status.text
    assert focused_field(app.manager) is w["hi_entry"]  # (the click's field keeps the keyboard)


def test_a_click_on_the_canvas_applies_the_base(app) -> None:
    type_only(app, layout(app).base_entry, "500")
    click(app, centre(app.layout.canvas))
    run_frames(app, 2)
    assert app.state.rope.base == 500 and not app.status.error
    assert app.state.stroke is None and focused_field(app.manager) is None


def test_a_field_left_unedited_says_nothing(app) -> None:
    said = app.status.text
    click(app, centre(layout(app).base_entry))
    click(app, centre(app.layout.canvas))
    run_frames(app, 2)
    assert app.status.text == said and app.state.rope.base == 10000


def test_a_first_end_above_the_last_left_for_the_last_is_kept_to_mend(app) -> None:
    r, w = app.state.rope, app.rope_panel.widgets
    type_only(app, layout(app).lo_entry, "9000")
    click(app, centre(layout(app).hi_entry))
    run_frames(app, 2)
    assert app.status.error and "9000" in app.status.text and r.lo == 0
    assert w["lo_entry"].get_text() == "9000"  # kept as typed, to be mended with the last end
    assert focused_field(app.manager) is w["hi_entry"]
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    post(pygame.TEXTINPUT, text="20000")
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    run_frames(app, 3)
    assert (r.lo, r.hi) == (9000, 20000) and not app.status.error


def test_a_click_on_the_canvas_applies_delta(app) -> None:
    click(app, centre(layout(app).delta_entry))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    post(pygame.TEXTINPUT, text="77")
    run_frames(app, 2)
    click(app, centre(app.view.rect))
    run_frames(app, 2)
    assert app.state.rope.delta_int == 77 and app.rope_panel.widgets["delta_entry"].get_text() == "77"
