"""The Samples control: chosen with real mouse events it resamples the curve on screen, moves the arrow
slider's top with it, is one undo step, and every curve after it comes at that count, as `--samples`
would read it."""

from __future__ import annotations

import numpy as np
import pytest
from ui_driver import click, drag, finish_reading, hovered_tip, run_frames

from app import config
from app.io.curve_file import load_curve_file
from app.io.presets import load_preset
from app.math import fourier
from app.model import intents as i
from app.paths import user_data_dir
from app.ui.canvas.epicycle_controls import SLIDER_STEPS

WORD = "tests/data/word.svg"  # "LOOP", letters 50 units high


def choose_samples(app, n: int) -> None:
    menu = app.controls.samples.menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    item = next(it for it in items if it["text"] == str(n))
    click(app, item["button_element"].rect.center)


def open_file(app, path: str) -> None:
    app.submit(i.OpenPath(__import__("pathlib").Path(path)))
    run_frames(app, 1)
    finish_reading(app)  # waits for the reader, not for a number of frames (an SVG parses in a child)
    run_frames(app, 2)


def test_choosing_8192_resamples_the_curve_and_moves_the_sliders_top(app):
    app.submit(i.ShowPreset("heart"))
    run_frames(app, 2)
    s = app.state.epicycles
    assert s.max_arrows == 512 and s.n_arrows == 200
    choose_samples(app, 8192)
    assert app.state.samples == 8192 and len(s.curve.samples) == 8192 and s.max_arrows == 8192
    assert np.array_equal(s.curve.samples, load_preset("heart", 8192).samples)  # as --samples 8192 reads it
    assert s.n_arrows == 200  # the count stays; only the top moved
    slider = app.controls.arrows_slider
    assert slider.get_current_value() == pytest.approx(SLIDER_STEPS * np.log(200) / np.log(8192))
    assert (
        app.controls.samples.count.text == "200 /" and app.controls.samples.menu.selected_option[0] == "8192"
    )
    assert "8192" in app.status.text and "512" in app.status.text and not app.status.error
    # Every arrow: the slider's far end is the new top.
    app.submit(i.SetArrows(10**6))
    run_frames(app, 2)
    assert s.n_arrows == 8192 and app.controls.samples.count.text == "8192 /"


def test_a_new_curve_comes_at_the_chosen_count_and_undo_brings_back_512(app):
    choose_samples(app, 2048)
    app.submit(i.ShowPreset("teacup"))
    run_frames(app, 2)
    assert len(app.state.epicycles.curve.samples) == 2048
    app.submit(i.Undo())  # the preset
    app.submit(i.Undo())  # the Samples choice
    run_frames(app, 2)
    assert app.state.samples == 512 and len(app.state.epicycles.curve.samples) == 8  # the 8-point square
    assert app.controls.samples.menu.selected_option[0] == "8"


def test_a_curve_whose_points_are_its_samples_keeps_them_and_says_so(app):
    s = app.state.epicycles
    assert s.curve.name == "square8"
    choose_samples(app, 4096)
    assert len(s.curve.samples) == 8 and app.state.samples == 4096 and not app.status.error
    assert "8" in app.status.text and "4096" in app.status.text
    run_frames(app, 1)
    assert app.controls.samples.menu.selected_option[0] == "8"  # what the curve has (it went on showing 4096)
    app.submit(i.Undo())
    run_frames(app, 1)
    assert app.state.samples == 512 and app.controls.samples.menu.selected_option[0] == "8"


def test_loop_at_4096_samples_and_all_arrows_is_within_a_twentieth_of_a_letter_height(app):
    choose_samples(app, 4096)
    open_file(app, WORD)
    s = app.state.epicycles
    assert len(s.curve.samples) == 4096 and "4096 samples in 5 strokes" in app.status.text
    assert np.array_equal(s.curve.samples, load_curve_file(WORD, 4096).samples)  # the CLI's meaning
    app.submit(i.SetArrows(4096))
    run_frames(app, 2)
    assert s.n_arrows == 4096
    # The chain's tip over one period, 32 times finer than the samples, against the curve's own points
    # (its strokes and jumps, toured as --samples 131072 reads them) at the same moments.
    m = 1 << 17
    tip = fourier.pen_on_grid(s.chain, m)
    truth = load_curve_file(WORD, m).samples
    height = np.ptp(truth.imag)
    assert height == pytest.approx(50)
    error = np.abs(tip - truth).max()
    assert error < 0.05 * height
    # 512 samples with all their arrows ring at the corners some seven times as far (0.032 of a height).
    coarse = fourier.compute_coefficients(load_curve_file(WORD, 512).samples)
    at_512 = np.abs(fourier.pen_on_grid(fourier.make_chain(coarse, "amplitude", 512), m) - truth).max()
    assert at_512 > 5 * error


def test_the_control_refuses_a_count_that_is_no_choice(app):
    before = app.state.epicycles.curve
    app.submit(i.SetSamples(1000))
    run_frames(app, 1)
    assert app.status.error and app.state.epicycles.curve is before and app.state.samples == 512
    assert all(str(n) in app.status.text for n in config.SAMPLE_CHOICES)


def test_a_drawing_made_after_choosing_1024_has_1024_samples_and_is_saved_so(app):
    choose_samples(app, 1024)
    x, y, w, h = app.view.rect
    cx, cy = x + w // 2, y + h // 2
    ring = [(round(cx + 120 * np.cos(a)), round(cy + 90 * np.sin(a))) for a in np.linspace(0, 6.2, 90)]
    drag(app, ring, frames_between=10)
    run_frames(app, 3)  # saved in the frame after
    curve = app.state.epicycles.curve
    assert app.state.source.startswith("saved:") and len(curve.samples) == 1024
    assert "resampled to 1024" in app.status.text
    saved = user_data_dir() / "drawings" / app.state.source.removeprefix("saved:")
    assert len(load_curve_file(saved, 64).samples) == 1024  # one closed stroke keeps its samples


def test_hovering_the_arrow_count_says_what_the_menu_beside_it_chooses(app) -> None:
    said = hovered_tip(app, app.controls.samples.count)
    assert said is not None and said.startswith("Arrows shown / samples of the curve")


def test_a_file_of_many_strokes_gets_enough_samples_for_each_and_says_why_it_keeps_them(app, tmp_path):
    """(A picture of 76 letters' outlines at 512 samples had 7 points a letter: scribbles of its words.)"""
    circles = "".join(f'<circle cx="{10 * (n % 10)}" cy="{10 * (n // 10)}" r="3"/>' for n in range(60))
    path = tmp_path / "dots.svg"
    path.write_text(f'<svg xmlns="http://www.w3.org/2000/svg">{circles}</svg>')
    open_file(app, str(path))
    curve = app.state.epicycles.curve
    assert len(curve.strokes) == 60 and app.state.samples == 512
    n = len(curve.samples)
    assert n in config.SAMPLE_CHOICES and n >= 60 * 24 and n // 2 < 60 * 24  # the fewest choice that does
    per_dot = np.abs(curve.samples[:, None] - np.array([10 * (k % 10) - 10j * (k // 10) for k in range(60)]))
    assert np.bincount(np.argmin(per_dot, axis=1), minlength=60).min() >= 12  # every dot keeps its shape
    choose_samples(app, 1024)
    assert len(app.state.epicycles.curve.samples) == n and app.state.samples == 1024
    assert "60 strokes" in app.status.text and str(n) in app.status.text and not app.status.error
    assert app.controls.samples.menu.selected_option[0] == str(n)
    choose_samples(app, 8192)
    assert len(app.state.epicycles.curve.samples) == 8192
    app.submit(i.Undo())  # back to the choice of 1024, the curve keeping its own count
    run_frames(app, 1)
    assert len(app.state.epicycles.curve.samples) == n and f"the curve keeps its {n}" in app.status.text
