"""The epicycle side of the real app, driven through its loop with real pygame events (headless): the
window's first square, drawing on the canvas (the chain through the stroke, the trail, bad and cancelled
strokes, every motion event, 100,000 points), drawings kept in the menu and saved as the window closes,
undo and redo. Other test files draw and open files with its blob, canvas_point and open_through_dialog."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest
from pygame_gui.core.utility import translate
from ui_driver import DT, click, drag, finish_reading, move_mouse, post, press_key, run_frames

from app import config
from app.io.curve_file import load_curve_file
from app.math.fourier import make_chain, pen_on_grid
from app.model import intents
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
