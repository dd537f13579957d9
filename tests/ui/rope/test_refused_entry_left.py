"""A refused entry left as typed takes its error line with it, through the real loop with real events:
the Base field given "2e4flt c" and then Esc or a click away shows 10000 again, and the red line that
refused it goes (it stayed, though what it complained of was no longer on screen)."""

from __future__ import annotations

import pygame
import pytest
from test_rope_panel import layout
from ui_driver import click, press_key, run_frames, type_into


@pytest.mark.parametrize("leave", ["escape", "click elsewhere"])
def test_leaving_a_refused_base_takes_its_error_line_away(app, leave) -> None:
    field = app.rope_panel.widgets["base_entry"]
    type_into(app, layout(app).base_entry, "2e4flt c")
    run_frames(app, 2)
    assert app.status.error and "“2e4flt c” is not a number" in app.status.text
    assert field.get_text() == "2e4flt c"  # kept to be mended: the line stays meanwhile
    if leave == "escape":
        press_key(app, pygame.K_ESCAPE)
    else:
        x, y, _, h = app.layout.status
        click(app, (x + 40, y + h // 2))  # (on the status line's words: a click on the canvas says more)
    run_frames(app, 2)
    assert field.get_text() == "10000"
    assert not app.status.error and "not a number" not in app.status.text


def test_a_second_refusal_in_the_field_keeps_its_line(app) -> None:
    """Enter again on a typo: the new line is that entry's, and it stays while the field holds it."""
    type_into(app, layout(app).base_entry, "2e4flt c")
    press_key(app, pygame.K_BACKSPACE)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.status.error and "“2e4flt” is not a number" in app.status.text
