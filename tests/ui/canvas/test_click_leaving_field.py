"""A click on the canvas that takes the keyboard from a text field only leaves the field: it is not judged
as a stroke ("That was a click, not a stroke…" was said, red, after a refused RoPE entry), while a drag
from a field still draws, and a click with no field focused is still said to be a click."""

from __future__ import annotations

import pygame
from ui_driver import click, drag, glide, press_key, run_frames, type_into


def base_field(app):
    return app.rope_panel.widgets["base_entry"]


def focus_base(app, text: str | None = None) -> None:
    """Type text into Base and Enter (kept there if refused), or only click into the field."""
    field = base_field(app)
    if text is None:
        click(app, field.rect.center)
    else:
        type_into(app, field.rect, text)
    run_frames(app, 2)
    assert app.manager.get_focus_set() and field in app.manager.get_focus_set()


def canvas_point(app) -> tuple[int, int]:
    x, y, w, h = app.layout.canvas
    return x + w // 3, y + h // 2


def test_a_click_leaving_a_refused_entry_is_no_stroke(app) -> None:
    before = app.state.epicycles.curve
    focus_base(app, "2e4flt c")
    assert app.status.error and "“2e4flt c” is not a number" in app.status.text
    click(app, canvas_point(app))
    run_frames(app, 2)
    assert base_field(app).get_text() == "10000" and app.state.epicycles.curve is before
    assert not app.status.error and "click" not in app.status.text and "not a number" not in app.status.text


def test_a_click_leaving_a_field_keeps_the_line_there(app) -> None:
    focus_base(app)
    line = app.status.text
    click(app, canvas_point(app))
    run_frames(app, 2)
    assert not app.manager.get_focus_set() or base_field(app) not in app.manager.get_focus_set()
    assert app.status.text == line and not app.status.error


def test_a_second_click_is_judged_again(app) -> None:
    focus_base(app)
    click(app, canvas_point(app))
    click(app, canvas_point(app))  # (no field had the keyboard: that is a click where a stroke was wanted)
    assert app.status.error and "That was a click, not a stroke" in app.status.text


def test_a_drag_from_a_field_still_draws(app) -> None:
    before = app.state.epicycles.curve
    focus_base(app)
    x, y = canvas_point(app)
    path = (
        glide((x, y), (x + 120, y))
        + glide((x + 120, y), (x + 60, y - 100))
        + glide((x + 60, y - 100), (x, y))
    )
    drag(app, path)
    run_frames(app, 2)
    assert app.state.epicycles.curve is not before and "mouse points" in app.status.text


def test_esc_then_a_click_is_a_click(app) -> None:
    focus_base(app)
    press_key(app, pygame.K_ESCAPE)
    click(app, canvas_point(app))
    assert app.status.error and "That was a click, not a stroke" in app.status.text
