"""What the canvas takes in besides a plain drag, through the real loop with real events: Shift+drag
strokes and Enter making one drawing, an open spiral traced there and back, and files dropped on the window
(an SVG of several strokes, a hostile file, one dropped while an export waits or onto Open…)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pygame
from test_app import canvas_point, finish_reading
from ui_driver import drag, post, press_key, run_frames

from app.i18n import tr
from app.math.fourier import make_chain, pen_on_grid


def shift_drag(app, points) -> None:
    pygame.key.set_mods(pygame.KMOD_LSHIFT)
    drag(app, points)
    pygame.key.set_mods(0)


def test_shift_drags_add_strokes_and_enter_makes_one_drawing(app) -> None:
    a = [canvas_point(app, 0.2 + 0.1 * math.cos(u), 0.5 + 0.1 * math.sin(u)) for u in np.linspace(0, 6, 40)]
    b = [canvas_point(app, 0.6 + 0.01 * k, 0.3 + 0.012 * k) for k in range(30)]
    shift_drag(app, a)
    shift_drag(app, b)
    assert len(app.state.pending) == 2 and app.state.source == "square8"
    assert app.tools.finish_button.is_enabled
    press_key(app, pygame.K_RETURN)
    curve = app.state.epicycles.curve
    assert app.state.source.startswith("saved:drawing-") and len(curve.strokes) == 2 and len(curve.jumps) == 2
    assert "in 2 strokes" in app.status.text
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)  # one undo step takes the whole drawing back
    assert app.state.source == "square8"


def test_a_plain_drag_after_shift_strokes_counts_the_points_of_all(app) -> None:
    """(A plain drag that finished them said the last stroke's points "in 2 strokes".)"""
    a = [canvas_point(app, 0.2 + 0.1 * math.cos(u), 0.5 + 0.1 * math.sin(u)) for u in np.linspace(0, 6, 40)]
    b = [canvas_point(app, 0.6 + 0.01 * k, 0.3 + 0.012 * k) for k in range(30)]
    shift_drag(app, a)
    drag(app, b)
    strokes = app.state.epicycles.curve.strokes
    assert len(strokes) == 2 and app.state.pending == []
    said = [int(w) for w in app.status.text.replace(":", " ").split() if w.isdigit()]
    assert said[0] == len(set(a)) + len(set(b)) and "in 2 strokes" in app.status.text


def test_an_open_spiral_is_traced_there_and_back(app) -> None:
    press_key(app, pygame.K_e, unicode="e")
    assert app.state.stroke_ends == "open" and app.tools.ends_button.text == "Ends: open"
    cx, cy = canvas_point(app, 0.5, 0.5)
    spiral = [
        (round(cx + 12 * u * math.cos(u)), round(cy + 12 * u * math.sin(u)))
        for u in np.linspace(0.5, 12, 160)
    ]
    drag(app, spiral)
    curve = app.state.epicycles.curve
    assert curve.closed == (False,) and curve.jumps == ()
    s = app.state.epicycles
    full = pen_on_grid(make_chain(s.spectrum, "amplitude", s.max_arrows), len(curve.samples))
    ends = app.view.to_math(np.array([spiral[0], spiral[-1]], float))
    n = len(curve.samples)
    np.testing.assert_allclose(full[[0, n // 2]], ends, atol=1e-9)


DATA = Path(__file__).resolve().parents[2] / "data"


def drop(app, path: Path) -> None:
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)


def test_a_dropped_svg_opens_as_a_drawing_of_several_strokes(app) -> None:
    drop(app, DATA / "word.svg")
    assert app.state.source == "file" and len(app.state.epicycles.curve.strokes) == 5
    assert "word.svg" in app.status.text and "5 strokes" in app.status.text
    run_frames(app, 30)
    assert app.errors == []


def test_a_dropped_hostile_file_keeps_the_curve(app, tmp_path) -> None:
    bad = tmp_path / "laughs.svg"
    bad.write_bytes(b'<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>')
    before = app.state.epicycles.curve
    drop(app, bad)
    assert app.state.epicycles.curve is before and app.status.error and "DOCTYPE" in app.status.text
    assert "previous curve stays" in app.status.text


def test_a_file_dropped_while_export_waits_is_refused_and_the_curve_stays(app) -> None:
    """(It opened behind the dialog, and the film then took the new curve under the old one's name.)"""
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL)
    assert app.windows.exporting.dialog is not None
    before = app.state.epicycles.curve
    drop(app, DATA / "word.svg")
    assert app.state.epicycles.curve is before and app.windows.exporting.dialog is not None
    assert app.status.error and "word.svg" in app.status.text and "dialog" in app.status.text
    press_key(app, pygame.K_ESCAPE)
    drop(app, DATA / "word.svg")  # once it is closed, the same drop opens
    assert app.state.source == "file" and not app.status.error


def test_a_file_dropped_on_open_answers_it(app) -> None:
    press_key(app, pygame.K_o, pygame.KMOD_LCTRL)
    assert app.windows.open_dialog.window is not None
    drop(app, DATA / "word.svg")
    assert app.windows.open_dialog.window is None and not app.windows.dialog_open()
    assert app.state.source == "file" and len(app.state.epicycles.curve.strokes) == 5


def test_a_shift_click_while_strokes_wait_adds_none_and_says_so(app) -> None:
    """(It said "That was a click, not a stroke: press and drag to draw a curve. The previous curve stays.",
    a plain click's line, while the strokes waiting for Enter stayed; the line for it was never shown.)"""
    a = [canvas_point(app, 0.2 + 0.1 * math.cos(u), 0.5 + 0.1 * math.sin(u)) for u in np.linspace(0, 6, 40)]
    shift_drag(app, a)
    assert len(app.state.pending) == 1
    spot = canvas_point(app, 0.6, 0.4)
    shift_drag(app, [spot, spot])
    assert len(app.state.pending) == 1 and app.state.status.error
    assert app.state.status.text == tr("en", "status.stroke.point") and "Shift+drag" in app.state.status.text
    drag(app, [spot, spot])  # a plain click: no curve, the strokes waiting and the curve stay
    assert app.state.status.text == tr("en", "status.stroke.click") and len(app.state.pending) == 1
