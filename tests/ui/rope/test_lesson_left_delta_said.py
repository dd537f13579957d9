"""Leaving the lesson, the panel's read-outs of Δ say the Δ given back at once: after step 11, which stands at
the two arrows' best return (Δ = 1885) on the user's own chain, a playing Δ came back at 64 while the line
above the chain, the marker's label and Δ's field went on saying 1885 for a tenth of a second, then leapt."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import lesson_step_by_keys, press_key, run_frames

from app.model.signs import minus


@pytest.mark.parametrize("leave", ["escape", "l"])
def test_the_delta_given_back_is_said_in_the_first_frame(app, leave) -> None:
    r = app.state.rope
    run_frames(app, 100, dt=0.1)  # ten seconds of play
    lesson_step_by_keys(app, "return2")
    assert r.delta_int == 1885 and not r.playing  # (the step's best return)
    back = app.state.lesson_return.rope[0]
    key = pygame.K_ESCAPE if leave == "escape" else pygame.K_l
    press_key(app, key, unicode="\x1b" if leave == "escape" else "l")  # (two frames: a thirtieth of a second)
    assert app.state.lesson is None and r.playing
    now = r.delta_int
    assert abs(now - back) <= 2, (back, now)
    line, field = app.rope_panel.view._readout[0][0], app.rope_panel.widgets["delta_entry"]  # ("Δ = ", Δ, …)
    assert line[1][0] == minus(field.get_text()) == minus(now), (line[1], field.get_text(), now)
    assert app.errors == []
