"""A refused end of the RoPE panel's Window (or of Best in's search window) is mended with its partner:
it stays in its field as typed, with its line, while the other end is typed in, and Enter there takes both
ends as their fields show them. (The first end, "abc" or above the last, went back to the panel's value
as soon as the last took the keyboard, and a new last end entered left what was typed lost.)"""

from __future__ import annotations

import pygame
import pytest
from test_rope_panel import layout
from ui_driver import centre, click, press_key, run_frames, type_into

PAIRS = [("lo_entry", "hi_entry", "lo", "hi"), ("search_lo", "search_hi", "search_lo", "search_hi")]


def ends(app, pair) -> tuple[str, str]:
    w = app.rope_panel.widgets
    return w[pair[0]].get_text(), w[pair[1]].get_text()


@pytest.mark.parametrize("pair", PAIRS, ids=["window", "search"])
def test_a_refused_first_end_is_kept_while_the_last_is_entered(app, pair) -> None:
    first, last = getattr(layout(app), pair[0]), getattr(layout(app), pair[1])
    r = app.state.rope
    before = (r.lo, r.hi, r.search_lo, r.search_hi)
    type_into(app, first, "abc")
    run_frames(app, 2)
    assert app.status.error and "“abc”" in app.status.text
    type_into(app, last, "5000")
    run_frames(app, 3)
    assert ends(app, pair)[0] == "abc"  # the typed text is still there to be mended
    assert app.status.error and "“abc”" in app.status.text  # and so is its refusal
    assert (r.lo, r.hi, r.search_lo, r.search_hi) == before
    assert ends(app, pair)[1] == "5000"  # (refused with it: kept as typed, with the keyboard)
    type_into(app, first, "200")  # mended: both ends are taken
    run_frames(app, 2)
    assert not app.status.error
    assert (getattr(r, pair[2]), getattr(r, pair[3])) == (200, 5000)
    assert ends(app, pair) == ("200", "5000")


def test_a_first_end_above_the_last_is_mended_by_raising_the_last(app) -> None:
    r = app.state.rope
    assert r.hi == 4096
    type_into(app, layout(app).lo_entry, "5000")
    run_frames(app, 2)
    assert app.status.error and r.lo != 5000
    click(app, centre(layout(app).hi_entry))  # (the keyboard to the last end: the first stays as typed)
    run_frames(app, 2)
    assert ends(app, PAIRS[0])[0] == "5000" and app.status.error
    type_into(app, layout(app).hi_entry, "10000")
    run_frames(app, 2)
    assert (r.lo, r.hi) == (5000, 10000) and not app.status.error
    assert ends(app, PAIRS[0]) == ("5000", "10000")


def test_leaving_the_window_gives_up_both_ends(app) -> None:
    """Esc (or a click away from both ends) still gives the panel's values back, as any refused field."""
    type_into(app, layout(app).lo_entry, "abc")
    click(app, centre(layout(app).hi_entry))
    run_frames(app, 2)
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert ends(app, PAIRS[0]) == ("0", "4096")
    assert not app.status.error and "“abc” was not taken" in app.status.text
