"""The real app's loop: the window rests only when nothing can move (yet answers input, and an export or
models looked for keep it awake), the status line cut with an ellipsis, the frame rate and the time-and-pen
line changing on screen at their own pace, and closing the window ending the loop with exit code 0."""

from __future__ import annotations

import itertools
import time

import pygame
from test_app import canvas_point
from ui_driver import DT, move_mouse, post, press_key, run_frames

from app.model import intents
from app.model.export_request import ExportRequest


def test_closing_the_window_ends_the_loop_with_exit_code_0(app):
    post(pygame.QUIT)
    assert app.run() == 0
    assert not app.state.running


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
