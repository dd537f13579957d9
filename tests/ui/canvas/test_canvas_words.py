"""Blocks of words that a calm canvas frame leaves on the screen (draw_canvas' kept): after any run of
frames, time moving, the language changing and the chain passing under the words, the canvas must be the one
a whole redraw shows."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from support import pixels

from app.geometry.view_transform import ViewTransform
from app.model import intents
from app.ui.canvas.canvas_view import draw_canvas, hint_text


def canvas_pixels(surface: pygame.Surface, view: ViewTransform) -> np.ndarray:
    return pixels(surface, view.rect)


STILL = "t = 1.00 rad"  # a time line that stays (the window paces the real one)


def whole(app, view: ViewTransform, readout: str | None) -> np.ndarray:
    fresh = app.screen.copy()
    draw_canvas(fresh, view, app.state, app.fonts, readout=readout)
    return canvas_pixels(fresh, view)


def calm_frames(app, view: ViewTransform, steps: int, change=None, readout: str | None = None) -> int:
    """Draw whole, then `steps` calm frames (what moved last frame put back, words kept), time moving
    on a 40th of a period each; each must equal a whole redraw. Returns how many frames left the caption."""
    surface, kept = app.screen.copy(), {}
    moved = draw_canvas(surface, view, app.state, app.fonts, readout=readout, kept=kept).moved
    quiet = 0
    for k in range(steps):
        app.state.epicycles.step(1 / 40)
        if change is not None:
            change(k)
        drawn = draw_canvas(surface, view, app.state, app.fonts, back=moved, readout=readout, kept=kept)
        moved = drawn.moved
        quiet += not any(pygame.Rect(r).colliderect(kept["caption"].rect) for r in drawn.pushed)
        assert_equal = np.testing.assert_array_equal
        assert_equal(canvas_pixels(surface, view), whole(app, view, readout), err_msg=f"frame {k}")
    return quiet


def test_words_nothing_touched_stay_and_still_match_a_whole_redraw(app) -> None:
    assert calm_frames(app, app.view, 12, readout=STILL) == 12  # the default view's chain keeps away
    assert calm_frames(app, app.view, 12) == 0  # the time line changes every frame here: drawn anew


@pytest.mark.parametrize("langs", [("ko", "en"), ("en", "ko")])
def test_words_that_change_length_leave_nothing_behind(app, langs) -> None:
    def switch(k: int) -> None:
        app.state.lang = langs[k % 2]  # the caption, the time and pen line and the hint change width

    calm_frames(app, app.view, 6, switch)


def test_words_the_chain_passes_under_are_drawn_over_it_again(app) -> None:
    h = app.view.rect[3]
    # The square's top edge, where the pen runs, along the caption's rows: the chain and trail cross it.
    top, scale = app.state.epicycles.curve.samples.imag.max(), app.view.scale * 1.5
    near = ViewTransform(app.view.rect, complex(0.0, top - (h / 2 - 30) / scale), scale)
    calm_frames(app, near, 40, readout=STILL)


@pytest.mark.parametrize("strokes", [1, 2])
def test_the_hint_counts_the_strokes_waiting_in_the_singular_too(app, strokes: int) -> None:
    """(One added stroke read "1 strokes waiting · … · Esc drops them".)"""
    x, y, _, _ = app.view.rect
    for dx in range(0, 200 * strokes, 200):
        line = [(x + 100 + dx, y + 100), (x + 150 + dx, y + 200), (x + 100 + dx, y + 300)]
        app.submit(intents.Stroke(line[0], "start", app.view))
        app.submit(intents.Stroke(line[1], "move", app.view))
        app.submit(intents.Stroke(line[2], "end", app.view, add=True))
    said = hint_text(app.state)
    assert said.startswith("1 stroke waiting") if strokes == 1 else said.startswith("2 strokes waiting")
    assert said.endswith("Esc drops it") if strokes == 1 else said.endswith("Esc drops them")
    app.submit(intents.SetLanguage("ko"))
    assert hint_text(app.state).startswith(f"획 {strokes}개 기다리는 중")
