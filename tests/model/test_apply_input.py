"""`apply` replayed on intent sequences, no window: strokes (a drawing undo takes back, bad strokes, Esc),
scrubs and jumps of Δ and the status lines about it, one tick moving both animations, window sizes kept in
bounds, an unknown preset or model refused, a file's size in units that fit. No pygame."""

from __future__ import annotations

import math

import numpy as np
import pytest
from apply_helpers import new_state, replay, settings

from app import config
from app.geometry.view_transform import fit_box
from app.io.presets import preset_curve
from app.model import intents as i
from app.model.apply import apply
from app.model.history import capture
from app.model.state import AppState

VIEW = fit_box((-2.0, 2.0, -2.0, 2.0), (0, 0, 800, 600), 0.0)  # 150 px per unit, origin at (400, 300)


def stroke(state: AppState, pixels: list[tuple[int, int]]) -> None:
    apply(state, i.Stroke(pixels[0], "start", VIEW))
    for p in pixels[1:]:
        apply(state, i.Stroke(p, "move", VIEW))
    apply(state, i.Stroke(pixels[-1], "end", VIEW))


def circle_pixels(n: int = 90, r: float = 120.0) -> list[tuple[int, int]]:
    return [
        (round(400 + r * math.cos(2 * math.pi * k / n)), round(300 + r * math.sin(2 * math.pi * k / n)))
        for k in range(n)
    ]


def test_a_line_about_delta_is_said_anew_once_delta_plays_on_stops_or_is_scrubbed() -> None:
    """After Go to best the line names the best Δ, paused. Once Δ plays on, stops elsewhere or is scrubbed,
    the line says so: it kept naming the best Δ as paused while Δ ran, or stood where a scrub left it."""
    state = new_state()  # 2 arrows, ω = 1 and 0.01, all ones: score / reach = (cos Δ + cos 0.01Δ) / 2

    def paused_at(delta: int) -> str:
        ratio = f"{(math.cos(delta) + math.cos(0.01 * delta)) / 2:.3f}".replace("-", "−")
        return f"Δ = {delta}, score / reach {ratio} (paused)."

    assert state.rope.playing
    apply(state, i.GoToBest())
    best = state.rope.delta_int
    assert not state.rope.playing and state.status.text.startswith(f"Best in 100..4096: Δ = {best}, ")
    apply(state, i.TogglePlay("rope"))
    assert state.rope.playing and state.status.text == f"Δ plays on from {best}."
    apply(state, i.ScrubRope(40, "start"))
    assert state.status.text == paused_at(40)
    apply(state, i.ScrubRope(55, "move"))
    assert state.status.text == paused_at(55)
    apply(state, i.ScrubRope(60, "end"))  # Δ played before the scrub: it plays on
    assert state.rope.playing and state.status.text == "Δ plays on from 60."
    apply(state, i.Tick(0.25))
    apply(state, i.TogglePlay("rope"))
    assert not state.rope.playing and state.rope.delta_int > 60
    assert state.status.text == paused_at(state.rope.delta_int)
    apply(state, i.TogglePlay())  # the canvas' play says nothing of Δ: the line stays
    assert state.status.text == paused_at(state.rope.delta_int)


@pytest.mark.parametrize("jump", [i.GoToBest(), i.StepDelta(1), i.TogglePlay("rope")])
def test_a_jump_during_a_scrub_ends_it(jump) -> None:
    """(Go to best with the button held on the plot: its release scrubbed back to the pointer and Δ played
    on, the jump and its pause lost.)"""
    state = new_state()
    assert state.rope.playing
    apply(state, i.ScrubRope(40, "start"))
    apply(state, jump)
    after = (state.rope.delta_int, state.rope.playing, state.status.text)
    apply(state, i.ScrubRope(45, "move"))
    apply(state, i.ScrubRope(50, "end"))
    assert (state.rope.delta_int, state.rope.playing, state.status.text) == after
    assert after[0] != 50 and after[1] == isinstance(jump, i.TogglePlay)
    apply(state, i.ScrubRope(70, "start"))  # the next scrub is one again
    apply(state, i.ScrubRope(75, "end"))
    assert state.rope.delta_int == 75 and state.rope.playing == after[1]


def test_the_status_line_follows_the_last_change_of_the_arrow_count() -> None:
    state = replay(new_state(), i.ShowPreset("heart"))
    assert state.status.text == "Heart: 200 of 512 arrows."
    apply(state, i.SetArrows(3))
    assert state.status.text == "3 of 512 arrows."
    apply(state, i.StepArrows(1000))
    assert state.epicycles.n_arrows == 512 and "every arrow this curve has" in state.status.text


def test_a_stroke_becomes_a_drawing_that_undo_takes_back() -> None:
    state = new_state()
    square = state.epicycles.curve
    stroke(state, circle_pixels())
    assert state.source == "drawing" and state.drawing is not None
    assert state.epicycles.curve is not square
    # Screen (400 + 120 cos, 300 + 120 sin) is the math circle of radius 0.8 about 0.
    np.testing.assert_allclose(np.abs(state.epicycles.curve.samples), 0.8, atol=0.01)
    assert state.status.text.startswith("Your drawing: 90 mouse points")
    drawn = capture(state)
    apply(state, i.Undo())
    assert state.epicycles.curve is square and state.source == "square8"
    apply(state, i.Redo())
    assert state.epicycles.curve is drawn.curve and state.view_box == drawn.view_box


@pytest.mark.parametrize(
    "pixels, expected",
    [
        ([(100, 100)], "click"),
        ([(100, 100), (101, 101), (100, 100)], "click"),
        ([(100, 100)] * 30, "click"),
        ([(100, 100), (300, 100), (100, 100), (300, 100)], "3 distinct points"),
    ],
)
def test_bad_strokes_keep_the_curve_and_say_why(pixels, expected) -> None:
    state = new_state()
    before = settings(state)
    stroke(state, pixels)
    assert settings(state) == before and state.stroke is None
    assert state.status.error and expected in state.status.text
    assert "The previous curve stays." in state.status.text
    assert state.history.done == []


def test_escape_during_a_stroke_cancels_it() -> None:
    state = new_state()
    apply(state, i.Stroke((10, 10), "start", VIEW))
    apply(state, i.Stroke((50, 60), "move", VIEW))
    apply(state, i.StrokeCancel())
    assert state.stroke is None and state.source == "square8"
    assert state.status.text == "Stroke cancelled. The previous curve stays."


def test_a_scrub_pauses_delta_and_lets_it_play_again_as_before() -> None:
    state = new_state()
    r = state.rope
    apply(state, i.ScrubRope(50, "start"))
    assert not r.playing and r.delta == 50
    apply(state, i.Tick(1.0))
    assert r.delta == 50
    apply(state, i.ScrubRope(70, "end"))
    assert r.playing and r.delta == 70
    apply(state, i.TogglePlay("rope"))
    apply(state, i.ScrubRope(5, "start"))
    apply(state, i.ScrubRope(9, "end"))
    assert not r.playing and r.delta == 9


def test_one_tick_moves_both_animations_by_their_own_clocks() -> None:
    state = new_state()
    apply(state, i.Tick(0.5))
    assert state.epicycles.t == pytest.approx(0.5 * 2 * math.pi / config.SECONDS_PER_PERIOD)
    # on the log axis Δ runs steadily in log(1 + Δ): the whole 0..4096 in 20 s at the default speed
    assert state.rope.delta == pytest.approx(math.expm1(math.log1p(4096) * 0.5 / 20))
    replay(state, i.TogglePlay(), i.TogglePlay("rope"))
    t, delta = state.epicycles.t, state.rope.delta
    apply(state, i.Tick(2.0))
    assert (state.epicycles.t, state.rope.delta) == (t, float(math.floor(delta)))


@pytest.mark.parametrize(
    "size, expected, error",
    [
        ((1600, 1000), (1600, 1000), None),
        ((200, 100), config.MIN_WINDOW_SIZE, "cannot be smaller"),
        ((100_000, 100_000), (4000, 3000), "cannot be larger"),
    ],
)
def test_window_sizes_are_kept_between_the_minimum_and_the_largest(size, expected, error) -> None:
    state = new_state()
    apply(state, i.Resize(size, (4000, 3000)))
    assert state.window_size == expected
    assert state.status.error == (error is not None)
    if error:
        assert error in state.status.text


def test_an_unknown_preset_or_model_is_refused_with_a_message() -> None:
    state = new_state()
    before = settings(state)
    apply(state, i.ShowPreset("nope"))
    assert state.status.error and "nope" in state.status.text
    apply(state, i.SetRopeModel("GPT-9"))
    assert state.status.error and "GPT-9" in state.status.text
    assert settings(state) == before and state.history.done == []


@pytest.mark.parametrize(
    ("total", "words"),
    [(512, "0.5 kB"), (40_000, "40 kB"), (999_999, "1000 kB"), (2_500_000, "2.5 MB"), (0, "0.1 kB")],
)
def test_reading_a_file_says_its_size_in_units_that_fit(total, words) -> None:
    state = AppState.for_preset(preset_curve("square"), "square")
    apply(state, i.FileProgress("a.png", total, total))
    assert f"Read a.png ({words})" in state.status.text
    apply(state, i.FileProgress("a.png", 0, max(total, 1)))
    assert f"0% of {words}" in state.status.text
