"""The canvas as a tool, through the real loop with real events: wheel, pan, fit and follow, and drawing
under zoom or while following the pen. Other test files pick in a menu and rename the drawing shown with
its pick_in_menu and rename_shown."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest
from test_app import blob, canvas_point
from test_tour import distance_to_polyline
from ui_driver import click, drag, move_mouse, post, press_key, run_frames

from app.geometry.camera import format_zoom
from app.model import intents


def settle(app, frames: int = 90) -> None:
    run_frames(app, frames)


def wheel(app, pos: tuple[int, int], notches: int) -> None:
    move_mouse(pos)
    run_frames(app, 1)
    for _ in range(abs(notches)):
        post(
            pygame.MOUSEWHEEL,
            x=0,
            y=1 if notches > 0 else -1,
            precise_x=0.0,
            precise_y=float(np.sign(notches)),
            flipped=False,
            touch=False,
            window=None,
        )
    run_frames(app, 1)


def test_the_wheel_zooms_smoothly_about_the_cursor(app) -> None:
    app.submit(intents.TogglePlay())
    pos = canvas_point(app, 0.3, 0.4)
    under = app.view.to_math_point(pos)
    fitted_scale = app.view.scale
    wheel(app, pos, 4)
    assert fitted_scale < app.view.scale < fitted_scale * 1.25**4  # gliding, not there yet
    assert abs(app.view.to_math_point(pos) - under) < 1e-9
    settle(app)
    assert math.isclose(app.view.scale, fitted_scale * 1.25**4, rel_tol=1e-6)
    assert abs(app.view.to_math_point(pos) - under) < 1e-9
    press_key(app, pygame.K_f, unicode="f")
    settle(app)
    assert math.isclose(app.view.scale, fitted_scale, rel_tol=1e-3)
    assert app.state.history.done == []  # camera moves are not undo steps


def right_drag(app, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press the right button at start, move to end, release there (a pan)."""
    move_mouse(start)
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=3, touch=False, window=None)
    move_mouse(end, buttons=(0, 0, 1))
    post(pygame.MOUSEBUTTONUP, pos=end, button=3, touch=False, window=None)
    run_frames(app, 1)


def test_a_right_drag_pans_the_picture_with_the_hand(app) -> None:
    start, end = canvas_point(app, 0.5, 0.5), canvas_point(app, 0.6, 0.3)
    under = app.view.to_math_point(start)
    right_drag(app, start, end)
    assert np.allclose(app.view.point(under), end, atol=1e-6)
    assert app.state.stroke is None and app.state.source == "square8"


def test_follow_mode_makes_sub_pixel_arrows_large(app) -> None:
    app.submit(intents.ShowPreset("heart"))
    run_frames(app, 2)
    e = app.state.epicycles
    tail = np.sort(np.abs(e.chain.c))[:5]
    assert tail.max() * app.view.scale < 0.5  # the last arrows are far smaller than a pixel
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    assert app.state.camera.follow and app.tools.follow_box.is_checked
    settle(app)
    lengths = np.abs(e.chain.c[np.abs(e.chain.c) > 0][-5:]) * app.view.scale
    assert lengths.sum() > 100  # now they span a good part of the canvas
    pen = app.view.point(complex(np.sum(e.chain.c * np.exp(1j * e.chain.k * e.t))))
    assert pygame.Rect(app.view.rect).collidepoint(pen)
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app, 200)
    assert app.state.camera.blend == 0 and math.isclose(app.view.scale, app.fitted.scale)


def test_following_five_arrows_of_a_curve_off_the_origin_keeps_the_pen_in_view(app) -> None:
    """(c₀, standing still far off, was one of the five followed: the view zoomed out about the origin.)"""
    app.submit(intents.ShowPreset("heart"))
    app.submit(intents.TranslateCurve("40+30i"))
    app.submit(intents.SetArrows(5))
    run_frames(app, 2)
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app)
    e = app.state.epicycles
    assert app.view.scale > app.fitted.scale  # zoomed in on the turning arrows, not out
    pen = app.view.point(complex(np.sum(e.chain.c * np.exp(1j * e.chain.k * e.t))))
    assert pygame.Rect(app.view.rect).collidepoint(pen)


def test_following_at_the_deepest_zoom_the_wheel_zooms_out_at_once_and_says_what_the_bar_says(app) -> None:
    """(With 16,384 arrows follow mode sits at its deepest zoom: ten notches out changed nothing on screen
    while the line said "zoomed ×0.107".)"""
    app.submit(intents.SetSamples(16384))
    app.submit(intents.ShowPreset("heart"))
    app.submit(intents.SetArrows(16384))
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app, 200)  # eased all the way into following
    deepest = app.view.scale / app.fitted.scale
    assert deepest == pytest.approx(1e9)
    wheel(app, canvas_point(app, 0.5, 0.5), 1)
    assert "as far as" in app.status.text  # in further: nothing moves, and the line says so
    wheel(app, canvas_point(app, 0.5, 0.5), -1)
    settle(app)
    shown = app.view.scale / app.fitted.scale
    assert shown == pytest.approx(deepest / 1.25)
    said = app.view.scale / app.state.camera.whole  # ×1 is what F shows (measured as the view was fitted)
    assert f"×{format_zoom(said)} on the scale bar" in app.status.text


def test_fit_on_a_drawing_reads_x1_on_the_scale_bar(app, monkeypatch) -> None:
    """×1 is what F shows, the whole curve and its chain: after F on a drawing the bar said ×1.74, the
    zoom against the box it was drawn in."""
    from app.ui.canvas import canvas_marks, canvas_view

    said: list[float] = []
    monkeypatch.setattr(canvas_marks, "format_zoom", lambda zoom: said.append(zoom) or format_zoom(zoom))
    path = blob(app)
    drag(app, [*path, path[0]], frames_between=10)
    assert app.state.source == "drawing" and app.state.view_margin == 0.0  # shown where it was drawn
    press_key(app, pygame.K_f, unicode="f")
    settle(app)
    assert app.status.text.startswith("Fitted: the whole curve and its chain.")
    assert app.view.scale != pytest.approx(app.fitted.scale)  # not the view it was drawn in
    said.clear()
    canvas_view._words.cache_clear()  # the words of a view already shown are kept: made again here
    run_frames(app, 2)
    assert said and said[-1] == pytest.approx(1.0)
    wheel(app, canvas_point(app, 0.5, 0.5), 1)
    settle(app)
    assert said[-1] == pytest.approx(1.25) and "×1.25" in app.status.text


def test_a_drawing_made_while_zoomed_lies_where_the_mouse_went(app) -> None:
    wheel(app, canvas_point(app, 0.7, 0.3), 6)
    settle(app)
    view = app.view
    path = blob(app)
    drag(app, [*path, path[0]], frames_between=10)
    assert app.state.source == "drawing"
    drawn = view.to_math(np.asarray(path, float))
    samples = app.state.epicycles.curve.samples
    assert distance_to_polyline(samples, np.append(drawn, drawn[:1])).max() < 1e-9 + 0.5 / view.scale


def test_a_drawing_made_while_following_the_pen_lies_where_the_mouse_went(app) -> None:
    """Pressing to draw holds the view where it is, Follow off: the view went on gliding with the pen, each
    point of the stroke was taken in another frame, and an ellipse came out a tangle."""
    app.submit(intents.ShowPreset("heart"))
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app)
    path = blob(app)
    move_mouse(path[0])
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONDOWN, pos=path[0], button=1, touch=False, window=None)
    run_frames(app, 1)
    view = app.view  # the view the press was made in
    for n, point in enumerate([*path[1:], path[0]]):
        move_mouse(point, buttons=(1, 0, 0))
        if n % 2 == 0:
            run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=path[0], button=1, touch=False, window=None)
    run_frames(app, 1)
    assert app.state.source == "drawing"
    drawn = view.to_math(np.asarray(path, float))
    samples = app.state.epicycles.curve.samples
    assert distance_to_polyline(samples, np.append(drawn, drawn[:1])).max() < 1e-9 + 0.5 / view.scale
    assert not app.state.camera.follow and not app.tools.follow_box.is_checked


def pick_in_menu(app, text_ends: str) -> None:
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    item = next(it for it in items if it["text"].endswith(text_ends))
    click(app, item["button_element"].rect.center)


def rename_shown(app, title: str) -> None:
    """Rename… the saved drawing on the canvas to title, with the dialog's own field and button."""
    click(app, app.tools.rename_button.rect.center)
    entry = app.windows.dialogs.entry
    assert entry is not None
    entry.set_text(title)
    click(app, app.windows.dialogs.ok.rect.center)
