"""The real app's controls through its loop: keys and widgets change the state, the arrow slider melts and
sharpens a drawing (one drag one undo step), the speed slider pauses and runs backwards, the preset menu, a
tiny window refused and a resize refitting the curve, and files opened through the dialog (malformed,
refused in a sentence of its own, points)."""

from __future__ import annotations

import json
import math

import pygame
import pytest
from test_app import blob, open_through_dialog
from ui_driver import click, drag, glide, post, press_key, run_frames

from app import config
from app.model import intents


def test_keys_change_the_state(app):
    s = app.state.epicycles
    press_key(app, pygame.K_SPACE)
    assert not s.playing
    t = s.t
    press_key(app, pygame.K_RIGHT)
    assert s.t == pytest.approx(t + 2 * math.pi / 64)
    press_key(app, pygame.K_LEFT)
    press_key(app, pygame.K_LEFT)
    assert s.t == pytest.approx(t - 2 * math.pi / 64)
    press_key(app, pygame.K_r)
    assert s.speed == -1.0
    press_key(app, pygame.K_c)
    assert not s.show_circles
    press_key(app, pygame.K_t)
    assert not s.show_trail
    press_key(app, pygame.K_LEFTBRACKET)
    assert s.n_arrows == 7
    press_key(app, pygame.K_RIGHTBRACKET)
    press_key(app, pygame.K_RIGHTBRACKET)
    assert s.n_arrows == 8  # never more than the curve has
    press_key(app, pygame.K_h)
    assert app.windows.help is not None and app.windows.help.alive()
    press_key(app, pygame.K_ESCAPE)
    assert app.windows.help is None
    press_key(app, pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    assert app.windows.help is not None
    press_key(app, pygame.K_q, mod=pygame.KMOD_CTRL)
    assert not app.state.running


def test_widgets_change_the_state(app):
    s = app.state.epicycles
    c = app.controls
    click(app, c.play_button.rect.center)
    assert not s.playing and c.play_button.text == "Play"
    t = s.t
    click(app, c.step_forward.rect.center)
    assert s.t == pytest.approx(t + 2 * math.pi / 64)
    click(app, c.order_button.rect.center)
    assert s.order == "frequency" and list(s.chain.k[:3]) == [0, 1, -1]
    click(app, c.circles_box.rect.center)
    assert not s.show_circles
    click(app, c.trail_box.rect.center)
    assert not s.show_trail
    click(app, c.help_button.rect.center)
    assert app.windows.help is not None


def test_dragging_the_arrow_slider_melts_and_sharpens_the_drawing(app):
    drag(app, blob(app), frames_between=10)
    s = app.state.epicycles
    knob = app.controls.arrows_slider.sliding_button.rect
    track = app.controls.arrows_slider.rect
    drag(app, glide(knob.center, (track.left, knob.centery)), frames_between=1)
    few = s.n_arrows
    rms_few = s.quality.rms
    assert few <= 3
    knob = app.controls.arrows_slider.sliding_button.rect
    drag(app, glide(knob.center, (track.right, knob.centery)), frames_between=1)
    assert s.n_arrows == s.max_arrows
    assert s.quality.rms < rms_few / 10
    assert app.controls.samples.count.text == f"{s.max_arrows} /"
    assert app.controls.samples.menu.selected_option[0] == str(s.max_arrows)


def test_one_drag_of_the_arrow_slider_is_one_undo_step(app):
    app.submit(intents.ShowPreset("heart"))
    run_frames(app)
    knob = app.controls.arrows_slider.sliding_button.rect
    track = app.controls.arrows_slider.rect
    drag(app, glide(knob.center, (track.left + track.width // 3, knob.centery)), frames_between=1)
    s = app.state.epicycles
    assert s.n_arrows < 20
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.n_arrows == 200
    assert (
        app.controls.samples.count.text == "200 /" and app.controls.samples.menu.selected_option[0] == "512"
    )


def test_speed_slider_zero_pauses_and_negative_runs_backwards(app):
    s = app.state.epicycles
    slider = app.controls.speed_slider
    knob = slider.sliding_button.rect
    drag(app, glide(knob.center, (slider.rect.left, knob.centery)), frames_between=1)
    assert s.speed == config.SPEED_RANGE[0]
    assert app.controls.speed_value.text == f"\u2212{-s.speed:.2f}×"  # (a hyphen: "-4.00×")
    t = s.t
    run_frames(app, 10)
    assert s.t < t
    app.submit(intents.SetSpeed(0.0))
    t = s.t
    run_frames(app, 10)
    assert s.t == t and app.controls.speed_value.text == "+0.00×"


def test_preset_menu_switches_curve(app):
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    options = menu.current_state.options_selection_list
    assert options is not None
    teacup = next(item for item in options.item_list if item["text"] == "Teacup ride")
    click(app, teacup["button_element"].rect.center)
    assert app.state.source == "teacup"
    s = app.state.epicycles
    assert s.n_arrows == 200
    assert s.curve.period_seconds == 60 and "Teacup ride" in app.status.text


def test_a_tiny_window_is_refused_and_the_curve_stays(app):
    before = app.state.epicycles.curve
    post(pygame.VIDEORESIZE, size=(200, 100), w=200, h=100)
    run_frames(app)
    assert app.status.error and "cannot be smaller" in app.status.text
    assert app.screen.get_size() == config.MIN_WINDOW_SIZE
    assert app.state.epicycles.curve is before
    assert app.view.rect[2] <= config.MIN_WINDOW_SIZE[0]


def test_resize_refits_the_curve(app):
    post(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)
    run_frames(app)
    x, y, w, h = app.view.rect
    assert w == 1600 - round(1600 * config.PANEL_SHARE)
    pts = app.view.to_screen(app.state.epicycles.curve.samples)
    assert pts[:, 0].min() >= x and pts[:, 0].max() <= x + w
    assert pts[:, 1].min() >= y and pts[:, 1].max() <= y + h


def test_opening_a_malformed_file_keeps_the_curve(app, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"points": [[0, 0], [1, "x"]]}')
    before = app.state.epicycles.curve
    open_through_dialog(app, bad)
    assert app.state.epicycles.curve is before
    assert app.status.error and "bad.json" in app.status.text and "previous curve stays" in app.status.text


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("same.json", '{"points": [[0, 0], [0, 0], [0, 0]]}', "3 distinct points; this stroke has 1. The"),
        ("two.json", '{"points": [[0, 0], [1, 1]]}', "this stroke has 2. The previous curve stays."),
        ("notes.png", "just words", "notes.png: not a picture file, or a damaged one"),
        ("far.svg", '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L1e300 0 L1e300 1e300 Z"/></svg>',
         "lies 1e300 away"),
        ("speck.json", '{"points": [[0, 0], [1e-300, 0], [0, 1e-300]]}', "only 1e\u2212300 across"),
    ],
)  # fmt: skip
def test_a_refused_file_is_said_in_one_sentence_of_its_own(app, tmp_path, name, content, said):
    """Its reason is one clause of the line, whatever kind of file it was: it said "…has 1.. The previous
    curve stays.", and a file named .png that is no picture said it was not valid JSON."""
    bad = tmp_path / name
    bad.write_text(content)
    open_through_dialog(app, bad)
    assert app.status.error and said in app.status.text and ".." not in app.status.text


def test_opening_a_points_file_shows_it(app, tmp_path):
    good = tmp_path / "triangle.json"
    good.write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    open_through_dialog(app, good)
    assert app.state.source == "file"
    assert app.state.epicycles.curve.samples[0] == 0
    assert "triangle.json" in app.status.text
