"""The arrow slider's ◀ and ▶ take one arrow off or add one, through the real loop and real clicks,
whatever the chain's length: the slider is logarithmic, and its fixed click step was none of 8 arrows
near the top (eight quick clicks on ◀ took the square from 8 arrows to 6) and 32 of 512."""

from __future__ import annotations

import pytest
from ui_driver import click, run_frames

from app.model import intents


def press(app, button, times: int) -> None:
    for _ in range(times):
        click(app, button.get_abs_rect().center)


@pytest.mark.parametrize(("preset", "start"), [("square8", 8), ("heart", 200)])
def test_each_click_of_an_arrow_button_is_one_arrow(app, preset: str, start: int) -> None:
    app.submit(intents.ShowPreset(preset))
    run_frames(app)
    s, slider = app.state.epicycles, app.controls.arrows_slider
    assert s.n_arrows == start
    press(app, slider.left_button, 3)
    assert s.n_arrows == start - 3
    press(app, slider.right_button, 2)
    assert s.n_arrows == start - 1


def test_the_top_and_the_bottom_hold(app) -> None:
    app.submit(intents.ShowPreset("square8"))
    run_frames(app)
    s, slider = app.state.epicycles, app.controls.arrows_slider
    press(app, slider.right_button, 2)
    assert s.n_arrows == 8
    press(app, slider.left_button, 9)
    assert s.n_arrows == 1
    press(app, slider.right_button, 1)
    assert s.n_arrows == 2
