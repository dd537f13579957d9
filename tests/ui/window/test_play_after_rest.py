"""What starts moving in a frame after the loop's rest moves on by at most a frame. At rest (nothing moving)
the loop sleeps until input, up to config.REST_WAIT_MS, and the frame that input wakes is given all that
time as its dt: an animation the input started ran on by it at once. Leaving the lesson from a step where
both stand (step 9) gave a playing Δ back and moved it a second's play on the log axis, a twentieth of the
plot; Space after a rest threw the canvas' pen an eighth of a period on."""

from __future__ import annotations

import numpy as np
import pygame
from support import pixels
from ui_driver import DT, lesson_step_by_keys, post, run_frames

from app import config
from app.geometry.delta_axis import log_fraction
from app.model.rope_playback import DEFAULT_SPEED, LOG_SWEEP_SECONDS

RESTED = config.REST_WAIT_MS / 1000  # the dt main_loop hands the frame input wakes after the longest rest


def key_frame(app, key: int, unicode: str, dt: float) -> None:
    """A key pressed and released, taken in one frame of the loop given dt (as main_loop.run does)."""
    post(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0)
    app.frame(pygame.event.get(), dt)


def marker_row(app) -> int:
    """The screen row of the plot's Δ marker: its bold tick at the plot's left edge."""
    x, y, _, h = app.rope_panel.layout.plot
    column = pixels(app.screen, (x + 4, y, 1, h))[0]
    rows = np.flatnonzero((column == config.ROPE_MARKER).all(axis=1))
    assert rows.size, "no marker drawn"
    return y + int(rows.mean())


def test_leaving_the_lesson_after_a_rest_gives_a_playing_delta_back_where_it_was(app) -> None:
    r = app.state.rope
    assert r.playing and r.log_axis  # as the app starts: Δ plays on the log axis
    run_frames(app, 100, dt=0.1)  # ten seconds of play: Δ well into the window
    lesson_step_by_keys(app, "problem8")  # the canvas and Δ both stand: the loop rests
    assert app.at_rest()
    saved = app.state.lesson_return.rope[0]
    assert saved > 30 and app.state.lesson_return.rope[1]
    key_frame(app, pygame.K_ESCAPE, "\x1b", RESTED)  # Esc after a second's rest
    assert app.state.lesson is None and r.playing
    one_frame = DT * r.speed / (DEFAULT_SPEED * LOG_SWEEP_SECONDS)  # of the log axis
    moved = log_fraction(r.delta, r.lo, r.hi) - log_fraction(saved, r.lo, r.hi)
    assert 0 <= moved <= one_frame + 1e-9, (saved, r.delta)
    run_frames(app, 1, dt=0.0)  # drawn as it stands
    _, top, _, height = app.rope_panel.layout.curve
    saved_row = top + log_fraction(saved, r.lo, r.hi) * (height - 1)
    assert abs(marker_row(app) - saved_row) <= 2, (marker_row(app), saved_row)  # (a second on: 13 rows)
    assert app.errors == []


def test_space_after_a_rest_starts_the_canvas_where_it_stood(app) -> None:
    e = app.state.epicycles
    run_frames(app, 30)
    key_frame(app, pygame.K_SPACE, " ", DT)  # the canvas paused
    key_frame(app, pygame.K_p, "p", DT)  # Δ too: the loop rests
    assert not e.playing and not app.state.rope.playing and app.at_rest()
    stood = e.t
    key_frame(app, pygame.K_SPACE, " ", RESTED)
    assert e.playing
    assert 0 <= e.t - stood <= DT * 2 * np.pi / config.SECONDS_PER_PERIOD + 1e-12, (stood, e.t)
    assert app.errors == []
