"""The Window's last end typed after its first was refused, then left by a click on the canvas, by Tab or by
Enter, through the real loop with real events: all three agree. A pair that is valid together is taken
whole (9000 refused above 4096, then 10000 in the last end: 9000 to 10000); a pair still refused keeps the
end just typed as typed, with the keyboard and the line saying why. (A click away gave both ends up: the
10000 typed was lost, and 9000 with it.)"""

from __future__ import annotations

import pygame
import pytest
from test_field_left_by_click import type_only
from test_rope_panel import layout
from ui_driver import centre, click, press_key, run_frames, type_into

from app.ui.window.focus import focused_field

HOW = ["click on the canvas", "tab", "enter"]


def first_refused_then_last_typed(app, last: str, how: str) -> None:
    type_into(app, layout(app).lo_entry, "9000")  # above the last end, 4096: refused, kept to be mended
    run_frames(app, 2)
    assert app.status.error and "9000" in app.status.text
    type_only(app, layout(app).hi_entry, last)
    if how == "click on the canvas":
        click(app, centre(app.view.rect))
    else:
        press_key(app, pygame.K_TAB if how == "tab" else pygame.K_RETURN)
    run_frames(app, 2)


def ends(app) -> tuple[str, str]:
    w = app.rope_panel.widgets
    return w["lo_entry"].get_text(), w["hi_entry"].get_text()


@pytest.mark.parametrize("how", HOW)
def test_a_pair_valid_together_is_taken_whole(app, how) -> None:
    r = app.state.rope
    first_refused_then_last_typed(app, "10000", how)
    assert (r.lo, r.hi) == (9000, 10000) and ends(app) == ("9000", "10000")
    assert not app.status.error and "10000" in app.status.text
    assert app.state.stroke is None and not app.state.pending  # (the click drew nothing)


@pytest.mark.parametrize("how", HOW)
def test_a_pair_still_refused_keeps_the_end_just_typed(app, how) -> None:
    r, w = app.state.rope, app.rope_panel.widgets
    first_refused_then_last_typed(app, "5000", how)
    assert (r.lo, r.hi) == (0, 4096) and ends(app) == ("9000", "5000")
    assert app.status.error and "9000" in app.status.text and "5000" in app.status.text
    assert focused_field(app.manager) is w["hi_entry"]  # to be mended there
    press_key(app, pygame.K_ESCAPE)  # given up: both ends as the panel has them, said so
    run_frames(app, 2)
    assert ends(app) == ("0", "4096") and not app.status.error
    assert (
        app.status.text == "“9000” to “5000” was not taken; both fields show their values again: 0 to 4096."
    )
