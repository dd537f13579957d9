"""The epicycle side of the real app, driven through its loop with real pygame events (headless)."""

from __future__ import annotations

import itertools
import json
import math
import time

import numpy as np
import pygame
import pytest
from pygame_gui.core.utility import translate
from ui_driver import DT, click, drag, finish_reading, glide, move_mouse, post, press_key, run_frames

from app import config
from app.io.curves import load_curve_file
from app.math.fourier import make_chain, pen_on_grid
from app.model import intents
from app.model.export_request import ExportRequest
from app.model.readouts import chain_readout
from app.paths import user_data_dir


def canvas_point(app, fx: float, fy: float) -> tuple[int, int]:
    """A pixel at a share of the canvas (0..1 across, 0..1 down)."""
    x, y, w, h = app.view.rect
    return int(x + fx * w), int(y + fy * h)


def blob(app, n: int = 120) -> list[tuple[int, int]]:
    """A three-lobed closed doodle in the canvas, as a mouse would trace it."""
    cx, cy = canvas_point(app, 0.5, 0.5)
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        r = 150 + 50 * math.cos(3 * a)
        pts.append((round(cx + r * math.cos(a)), round(cy + r * math.sin(a))))
    return pts


def distance_to_polyline(points: np.ndarray, polyline: np.ndarray) -> np.ndarray:
    """Each point's distance to the closed polyline (brute force over segments)."""
    a = polyline
    b = np.roll(polyline, -1, axis=0)
    ab = b - a
    along = np.einsum("pij,ij->pi", points[:, None, :] - a[None], ab) / np.einsum("ij,ij->i", ab, ab)
    t = np.clip(along, 0, 1)
    nearest = a[None] + t[..., None] * ab[None]
    return np.min(np.linalg.norm(points[:, None, :] - nearest, axis=2), axis=1)


def test_window_opens_on_the_square_redrawn_by_two_arrows(app):
    assert pygame.display.get_surface().get_size() == (1280, 800)
    assert pygame.display.get_caption()[0] == "Epicycles"
    s = app.state.epicycles
    assert app.state.source == "square8"
    nonzero = s.chain.c[np.abs(s.chain.c) > 1e-12]
    expected = [(1 - math.sqrt(2)) / 2, (1 + math.sqrt(2)) / 2]
    np.testing.assert_allclose(sorted(nonzero.real), expected, atol=1e-9)
    assert "Drag on the canvas" in app.status.text
    assert s.playing and s.t > 0


def test_a_drawn_stroke_becomes_a_curve_whose_chain_passes_through_its_samples(app):
    app.submit(intents.ToggleOrder())  # a new drawing starts in amplitude order all the same
    path = blob(app)
    drag(app, [*path, path[0]], frames_between=10)
    s = app.state.epicycles
    assert app.state.source == "drawing"
    assert len(s.curve.samples) == config.DEFAULT_SAMPLES
    assert s.n_arrows == config.MAX_DRAWN_ARROWS
    assert s.order == "amplitude" and s.t == pytest.approx(2 * math.pi / config.SECONDS_PER_PERIOD * DT)
    # The samples lie on the path the mouse drew (where it was drawn on screen).
    on_screen = app.view.to_screen(s.curve.samples)
    assert distance_to_polyline(on_screen, np.asarray(path, float)).max() < 0.5
    # With every arrow the chain passes through every sample.
    full = make_chain(s.spectrum, "amplitude", s.max_arrows)
    np.testing.assert_allclose(pen_on_grid(full, len(s.curve.samples)), s.curve.samples, atol=1e-9)
    assert "200 arrows" in app.status.text


def test_the_trail_follows_the_drawing_after_a_period(app):
    path = blob(app)
    drag(app, path, frames_between=10)
    run_frames(app, int(config.SECONDS_PER_PERIOD * config.FPS) + 5)
    trail = app.view.to_screen(app.state.epicycles.trail())
    assert len(trail) >= config.TRAIL_STEPS - 2
    assert np.percentile(distance_to_polyline(trail, np.asarray(path, float)), 95) < 2.0
    # And the trail's colour is on screen along the drawn path.
    pixels = pygame.surfarray.array3d(app.screen).astype(int)
    warmth = pixels[..., 0] - pixels[..., 2]  # the trail is amber, the canvas blue-black
    near = [warmth[x - 2 : x + 3, y - 2 : y + 3].max() for x, y in path[::4]]
    assert np.mean(np.array(near) > 12) >= 0.8


@pytest.mark.parametrize(
    "points, expected",
    [
        ([(400, 300)], "click"),
        ([(400, 300), (401, 300), (400, 300)], "click"),
        ([(400, 300)] * 20, "click"),
        ([(300, 300), (500, 300), (300, 300), (500, 300)], "3 distinct points"),
    ],
    ids=["click", "tiny-jiggle", "identical-points", "two-points"],
)
def test_bad_strokes_leave_the_previous_curve_and_say_why(app, points, expected):
    before = app.state.epicycles.curve
    if len(points) == 1:
        click(app, points[0])
    else:
        drag(app, points)
    assert app.state.epicycles.curve is before
    assert app.state.source == "square8"
    assert app.status.error and expected in app.status.text
    assert "previous curve stays" in app.status.text


def test_escape_cancels_a_stroke_in_progress(app):
    path = blob(app, 40)
    move_mouse(path[0])
    run_frames(app)
    post(pygame.MOUSEBUTTONDOWN, pos=path[0], button=1, touch=False, window=None)
    for p in path[1:]:
        move_mouse(p, (1, 0, 0))
    run_frames(app)
    assert app.state.stroke is not None and len(app.state.stroke) == len(path)
    press_key(app, pygame.K_ESCAPE)
    assert app.state.stroke is None
    post(pygame.MOUSEBUTTONUP, pos=path[-1], button=1, touch=False, window=None)
    run_frames(app)
    assert app.state.source == "square8"


def test_every_mouse_motion_event_is_used(app):
    path = blob(app, 300)
    drag(app, path)  # all 300 motions land in the queue before a single frame runs
    assert "300 mouse points" in app.status.text


@pytest.mark.slow
def test_a_stroke_of_100000_points_works(app):
    cx, cy = canvas_point(app, 0.5, 0.5)
    move_mouse((cx + 200, cy))
    run_frames(app)
    post(pygame.MOUSEBUTTONDOWN, pos=(cx + 200, cy), button=1, touch=False, window=None)
    n = 100_000
    for i in range(1, n - 1):
        a = 2 * math.pi * i / n
        r = 200 + 0.4 * (i % 7)  # a jittery hand: consecutive points differ
        post(
            pygame.MOUSEMOTION,
            pos=(cx + r * math.cos(a), cy + r * math.sin(a)),
            rel=(0, 0),
            buttons=(1, 0, 0),
            touch=False,
            window=None,
        )
        if i % 5000 == 0:
            run_frames(app)
    post(pygame.MOUSEBUTTONUP, pos=(cx + 200, cy), button=1, touch=False, window=None)
    run_frames(app)
    assert app.state.source == "drawing"
    assert f"{n} mouse points" in app.status.text
    radii = np.abs(app.view.to_screen(app.state.epicycles.curve.samples) - (cx, cy))
    assert np.hypot(radii[:, 0], radii[:, 1]).mean() == pytest.approx(201, abs=1.5)


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


def test_speed_slider_zero_pauses_and_negative_runs_backwards(app):
    s = app.state.epicycles
    slider = app.controls.speed_slider
    knob = slider.sliding_button.rect
    drag(app, glide(knob.center, (slider.rect.left, knob.centery)), frames_between=1)
    assert s.speed == config.SPEED_RANGE[0]
    t = s.t
    run_frames(app, 10)
    assert s.t < t
    app.submit(intents.SetSpeed(0.0))
    t = s.t
    run_frames(app, 10)
    assert s.t == t


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


def open_through_dialog(app, path) -> None:
    click(app, app.controls.open_button.rect.center)
    dialog = app.windows.open_dialog.window
    assert dialog is not None
    assert not dialog.delete_button.visible  # opening a curve must never offer to delete files
    entry = dialog.file_path_text_line
    click(app, entry.rect.center)
    entry.set_text(str(path))
    press_key(app, pygame.K_RETURN)  # Enter on a file's path opens it (OK would too)
    run_frames(app, 2)
    finish_reading(app)


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
         "lies 1e+300 away"),
        ("speck.json", '{"points": [[0, 0], [1e-300, 0], [0, 1e-300]]}', "only 1e-300 across"),
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


def test_a_drawing_is_saved_and_stays_in_the_menu_after_a_preset(app):
    folder = user_data_dir() / "drawings"
    before = set(folder.glob("drawing-*.json"))
    drag(app, blob(app), frames_between=10)
    drawn = app.state.epicycles.curve
    assert app.state.source == "drawing" and set(folder.glob("drawing-*.json")) == before  # the disk waits
    run_frames(app)  # for the frame after the new curve's first
    saved = list(set(folder.glob("drawing-*.json")) - before)
    assert len(saved) == 1
    assert any(p.name in app.status.text for p in saved)
    newest = max(saved, key=lambda p: p.stat().st_mtime)
    np.testing.assert_allclose(load_curve_file(newest).samples, drawn.samples, atol=1e-5)
    app.submit(intents.ShowPreset("heart"))
    run_frames(app)
    assert app.state.source == "heart"
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    # Saved, it is named by its time, as Undo names it (an undated "Your drawing" was one more name).
    assert not any(translate(item["text"]) == "Your drawing" for item in items)
    mine = next(item for item in items if item["text"].endswith(" Your drawing"))
    click(app, mine["button_element"].rect.center)
    finish_reading(app)
    assert app.state.source == f"saved:{newest.name}"
    np.testing.assert_allclose(app.state.epicycles.curve.samples, drawn.samples, atol=1e-5)


def test_a_drawing_not_saved_stays_in_the_menu_after_a_preset(app, monkeypatch):
    """Until a file names it, the last drawing is the menu's undated "Your drawing": a preset never loses it
    (a save that failed)."""
    import errno

    from app.ui.dialogs import files

    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "save_drawing", full)
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)
    drawn = app.state.epicycles.curve
    assert app.state.source == "drawing" and "could not be saved: no space left" in app.status.text
    app.submit(intents.ShowPreset("heart"))
    run_frames(app)
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    mine = next(item for item in items if translate(item["text"]) == "Your drawing")
    click(app, mine["button_element"].rect.center)
    assert app.state.source == "drawing" and app.state.epicycles.curve is drawn


def test_closing_the_window_ends_the_loop_with_exit_code_0(app):
    post(pygame.QUIT)
    assert app.run() == 0
    assert not app.state.running


def test_ctrl_z_undoes_a_drawing_and_ctrl_shift_z_brings_it_back(app):
    square, square_view = app.state.epicycles.curve, app.view
    drag(app, blob(app), frames_between=10)
    drawn, drawn_view = app.state.epicycles.curve, app.view
    assert drawn is not square and drawn_view != square_view
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.state.epicycles.curve is square and app.state.source == "square8"
    assert app.view == square_view  # the view fits the square again
    assert app.status.text.startswith("Undone: back to curve 8-point square")
    assert app.controls.preset_menu.selected_option[1] == "square8"
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert app.state.epicycles.curve is drawn and app.view == drawn_view
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    press_key(app, pygame.K_y, mod=pygame.KMOD_LCTRL)
    assert app.state.epicycles.curve is drawn


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


def test_the_read_out_shows_a_new_drawing_in_the_frame_it_appears(app):
    path = blob(app)
    drag(app, path)  # the release is handled in the drag's last frame
    assert app.controls.readout.text == chain_readout(app.state.epicycles)
    assert (
        f"{app.state.epicycles.n_arrows}/{len(app.state.epicycles.curve.samples)}"
        in app.controls.readout.text
    )


def test_a_second_drawing_replaces_the_first(app):
    """Two drawings share their name, title and caption: only their samples tell them apart."""
    drag(app, blob(app), frames_between=10)
    first = app.state.epicycles.curve
    drag(app, blob(app, 90), frames_between=10)
    assert app.state.epicycles.curve is not first and app.errors == []
    assert app.state.source == "drawing"


def test_the_window_rests_only_when_nothing_can_move(app):
    assert not app.at_rest()  # both animations play at start
    press_key(app, pygame.K_SPACE)
    assert not app.at_rest()  # Δ still plays
    press_key(app, pygame.K_p)
    assert app.at_rest()
    move_mouse(canvas_point(app, 0.5, 0.5))
    run_frames(app)
    post(pygame.MOUSEBUTTONDOWN, pos=canvas_point(app, 0.5, 0.5), button=1, touch=False, window=None)
    run_frames(app)
    assert not app.at_rest()  # a stroke is being drawn


def test_a_resting_window_still_answers_input(app):
    """run() with both animations paused: it sleeps on the event queue, and a key still works."""
    press_key(app, pygame.K_SPACE)
    press_key(app, pygame.K_p)
    post(pygame.KEYDOWN, key=pygame.K_LEFTBRACKET, mod=0, unicode="[", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    assert app.run() == 0
    assert app.state.epicycles.n_arrows == 7


def test_a_status_line_too_long_for_its_label_is_cut_with_an_ellipsis(app):
    app.submit(intents.FileFailed("x" * 300))
    run_frames(app)
    label = app.status.message_label
    assert app.status.text.endswith("The previous curve stays.")
    assert label.text.endswith("…") and label.font.size(label.text)[0] <= label.rect.width - 8
    assert app.status.text.startswith(label.text[:-1])


def test_the_frame_rate_changes_on_screen_at_most_twice_a_second(app) -> None:
    from app.ui.window.status_bar import FPS_EVERY_S

    label, status = app.status.fps_label, app.status
    status.show_fps(61.0, 10.0)
    assert label.text.strip() == "61 FPS"
    status.show_fps(58.0, 10.0 + FPS_EVERY_S / 2)  # too soon: the reading stays
    assert label.text.strip() == "61 FPS"
    status.show_fps(58.0, 10.0 + FPS_EVERY_S)
    assert label.text.strip() == "58 FPS"


def test_the_time_and_pen_line_changes_ten_times_a_second_while_playing_and_is_exact_when_paused(app):
    from app.config import READOUT_EVERY_S
    from app.model.readouts import canvas_readout

    e = app.state.epicycles
    assert e.playing and e.speed != 0
    x, y, _, _ = app.view.rect
    area = pygame.Rect(x + 8, y + 8, 300, 40)  # the caption and the line under it, on their plate
    shown, truth, pixels = [], [], []
    for _ in range(60):  # a second of the loop's time
        run_frames(app)
        shown.append(app.painter.readout.value)
        truth.append(canvas_readout(e, app.state.lang))
        pixels.append(pygame.surfarray.array3d(app.screen.subsurface(area)))
    changes = [n for n in range(1, 60) if shown[n] != shown[n - 1]]
    assert 8 <= len(changes) <= 11
    assert all(b - a >= round(READOUT_EVERY_S / DT) - 1 for a, b in itertools.pairwise(changes))
    for n in range(changes[0], 60):
        made = max(m for m in changes if m <= n)
        assert shown[n] == truth[made]  # the state's own line, from at most a tenth of a second ago
        assert (pixels[n] != pixels[n - 1]).any() == (n in changes)  # and the screen shows it
    press_key(app, pygame.K_SPACE)  # pause: the line is the state's at once
    assert not e.playing
    assert app.painter.readout.value == canvas_readout(e, app.state.lang)


def test_a_drawing_made_as_the_window_closes_is_still_saved(app):
    """Release and close in one frame: run() ends before the next frame, so it saves on its way out."""
    folder = user_data_dir() / "drawings"
    before = set(folder.glob("drawing-*.json"))
    points = blob(app)
    move_mouse(points[0])
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1, touch=False, window=None)
    for p in points[1:]:
        move_mouse(p, buttons=(1, 0, 0))
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1, touch=False, window=None)
    post(pygame.QUIT)
    assert app.run() == 0
    assert app.state.source.startswith("saved:drawing-")  # the drawing on screen is the file it was saved as
    assert len(set(folder.glob("drawing-*.json")) - before) == 1


def test_an_export_keeps_the_window_from_resting(app, tmp_path):
    """With both animations paused, an export still runs: the loop must not sleep on the event queue (it
    would wait for input before drawing the film's next frames)."""
    press_key(app, pygame.K_SPACE)
    press_key(app, pygame.K_p)
    assert app.at_rest()
    request = ExportRequest("canvas", "gif", (854, 480), tmp_path / "paused.gif", 30, 15.0)
    app.submit(intents.StartExport(request, None))
    run_frames(app)
    assert app.exporting.busy and not app.at_rest()
    until = time.monotonic() + 120  # (by time: the file is completed off the loop, at the machine's pace)
    while app.exporting.busy:
        assert time.monotonic() < until
        run_frames(app)
    assert app.at_rest() and (tmp_path / "paused.gif").is_file()


def test_models_looked_for_keep_the_window_from_resting(app, monkeypatch):
    """The Model tab looks for models off the loop: with both animations paused the loop must not sleep
    before they are shown (the menu would wait for input to fill)."""
    import threading

    from app.ui.rope import model_tab

    go = threading.Event()
    found = intents.ModelsFound((("a-model.gguf", "/nowhere/a-model.gguf"),))
    monkeypatch.setattr(model_tab, "look_for_models", lambda out: (go.wait(30), out.put(found)))
    press_key(app, pygame.K_SPACE)
    press_key(app, pygame.K_p)
    app.submit(intents.SetRopeTab("model"))
    run_frames(app)
    assert not app.at_rest()  # still looking
    go.set()
    app.rope_panel.model_tab.finder.join(30)
    assert not app.at_rest()  # found, not yet shown
    run_frames(app)
    assert app.at_rest() and app.state.rope.models.found == found.models
