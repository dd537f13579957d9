"""The canvas' look against a stored screenshot, and read-outs a reader checks against the math.

Set UPDATE_GOLDEN=1 to rewrite the stored screenshot after a deliberate change of look.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

import numpy as np
import pygame
import pytest
from support import pixels
from ui_driver import run_frames

from app.model import intents as i
from app.model.readouts import pen_readout, time_readout
from app.ui.app import EpicyclesApp

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "canvas_square8_1280x800.png"


@pytest.fixture
def app():
    application = EpicyclesApp(size=(1280, 800))
    yield application
    pygame.quit()


def canvas_pixels(app) -> np.ndarray:
    x, y, w, h = app.view.rect
    controls_h = app.layout.controls[3]
    area = pygame.Rect(x, y, w, h + controls_h)
    return pixels(app.screen, area).astype(int)


def test_canvas_matches_the_stored_screenshot(app):
    run_frames(app, 150)  # 2.5 s at speed 1: the chain part-way round, trail behind it
    shot = canvas_pixels(app)
    if os.environ.get("UPDATE_GOLDEN"):
        pygame.image.save(pygame.surfarray.make_surface(shot.astype(np.uint8)), str(GOLDEN))
    golden = pygame.surfarray.array3d(pygame.image.load(str(GOLDEN))).astype(int)
    assert shot.shape == golden.shape
    diff = np.abs(shot - golden).max(axis=2)
    assert diff.mean() < 1.0
    assert np.mean(diff > 48) < 0.002


def test_the_golden_check_can_fail(app):
    run_frames(app, 150)
    app.submit(i.StepTime(8))  # the chain an eighth of a period further on
    run_frames(app, 1, dt=0.0)
    golden = pygame.surfarray.array3d(pygame.image.load(str(GOLDEN))).astype(int)
    diff = np.abs(canvas_pixels(app) - golden).max(axis=2)
    assert np.mean(diff > 48) >= 0.002


def test_teacup_shows_seconds_and_the_cup_distance(app):
    app.submit(i.ShowPreset("teacup"))
    s = app.state.epicycles
    s.clock.playing = False  # a state of its own, read directly (no loop involved)
    s.t = math.pi / 4  # 4e^{iπ/4} + e^{-3iπ/4} = 3e^{iπ/4}: the cup is 3 m out, 7.5 s into the minute
    pen = 4 * np.exp(1j * s.t) + np.exp(-3j * s.t)
    assert time_readout(s) == "t =   7.5 s of 60 s"
    assert pen_readout(s, pen) == "cup 3.00 m from the centre"


def test_the_caption_wraps_to_the_canvas_and_sits_on_a_plate(tmp_path_factory, monkeypatch) -> None:
    """At the smallest window the 8-point square's caption takes two lines, none wider than the canvas,
    and no axis line runs through the words (they sit on a plate of the canvas' colour)."""
    from app import config
    from app.io.curves import curve_caption

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    small = EpicyclesApp(size=config.MIN_WINDOW_SIZE)
    run_frames(small, 2, dt=0.0)
    x, y, w, _h = small.view.rect
    caption = curve_caption(small.state.epicycles.curve, "en")
    lines = small.fonts.wrap(caption, w - 24, 14)
    assert len(lines) == 2 and " ".join(lines) == caption
    assert all(small.fonts.image(line, config.TEXT_DIM, 14).get_width() <= w - 24 for line in lines)
    # The vertical axis crosses the caption's rows at the canvas' centre: there the plate's colour shows.
    axis_x = x + w // 2
    plate = pygame.surfarray.array3d(small.screen)[axis_x - 2 : axis_x + 3, y + 12 : y + 24]
    assert not np.any(np.all(plate == config.GRID, axis=2))
    pygame.quit()
