"""How the Model tab is drawn: calm frames once input settles (each equal to a whole redraw), the usage
map's caption following the pointer, and the tab's words kept to their places in the smallest window."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo
from ui_driver import centre, move_mouse, post, run_frames

from app.geometry.rope_layout import delta_y
from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def test_once_input_settles_the_tab_s_frames_are_calm_and_whole_looking(app) -> None:
    """The tab was drawn whole every frame (at 4K a p95 frame of 19 ms, the X server's CPU doubled): now
    only the score view's moving parts, the chips' and map's areas where something was put back over
    them, and m − n; each frame equal to a whole redraw, even with Δ crossing the m − n mark."""
    from test_damage import SETTLE_FRAMES, check_calm_frames

    open_demo(app)
    m = app.state.rope.models
    assert m.reading is not None and m.usage is not None
    app.submit(i.SetRopeTab("model"))
    if not app.state.rope.playing:
        app.submit(i.TogglePlay("rope"))
    run_frames(app, SETTLE_FRAMES + 10)  # (the chips' own events come a frame or two after the click)
    assert not app.live and app.state.rope.playing
    assert check_calm_frames(app, 60) >= 50
    panel = pygame.Rect(app.rope_panel.rect)
    assert all(pygame.Rect(r) != panel for r in app.painter.pushed)  # not the whole panel
    app.submit(i.PickToken(0, "key"))  # the tab's parts change without input: drawn whole in that frame
    assert check_calm_frames(app, 5) >= 4
    # What the window puts back over the chips and the map (a widget changed there) is drawn again.
    from support import pixels
    from test_damage import whole_redraw

    from app.ui.rope.model_view import still_areas
    from app.ui.window.damage import draw_widgets_in

    for area in still_areas(app.rope_panel.model_layout, app.fonts):
        scene = app.scene()
        app.screen.fill((255, 0, 255), area)
        drawn = app.rope_panel.draw(app.screen, scene.rope, [area.inflate(-8, -8)])
        assert any(pygame.Rect(r).contains(area) for r in drawn)
        widgets = app.painter.widgets
        draw_widgets_in(app.screen, widgets.drawn(), widgets.covered(), drawn)  # as the painter does after
        np.testing.assert_array_equal(
            pixels(app.screen, area), whole_redraw(app)[area.left : area.right, area.top : area.bottom]
        )


def test_the_usage_map_s_caption_gives_the_cell_under_the_pointer_and_its_own_words_off_it(app) -> None:
    """The caption says the value of the map's cell under the pointer, anew as the pointer moves to another
    cell, and its own words once the pointer leaves the map or the window. (It was drawn from wherever the
    pointer was when the map was last drawn whole: a cell left long ago kept its value on the screen.)"""
    from support import pixels
    from test_damage import whole_redraw

    from app.geometry.model_layout import USAGE_CAPTION

    open_demo(app)
    m = app.state.rope.models
    assert m.usage is not None
    layers, heads, pairs = m.usage.q.shape
    x, y, w, h = app.rope_panel.model_layout.usage
    band = pygame.Rect(x, y - app.fonts.scale.px(USAGE_CAPTION), w, app.fonts.scale.px(USAGE_CAPTION))
    move_mouse(centre(app.layout.canvas))
    run_frames(app, 2)
    words = pixels(app.screen, band)
    seen = [words]
    for fx, fy in ((0.1, 0.1), (0.6, 0.8)):
        move_mouse((x + int(w * fx), y + int(h * fy)))
        run_frames(app, 2)
        assert m.pointed == (int(h * fy) * layers // h, int(w * fx) * heads * pairs // w)
        shown = pixels(app.screen, band)
        assert not any(np.array_equal(shown, before) for before in seen)  # another cell's words
        np.testing.assert_array_equal(
            shown, whole_redraw(app)[band.left : band.right, band.top : band.bottom]
        )
        seen.append(shown)
    move_mouse(centre(app.layout.canvas))  # onto the canvas
    run_frames(app, 2)
    assert m.pointed is None
    np.testing.assert_array_equal(pixels(app.screen, band), words)
    move_mouse((x + w // 2, y + h // 2))
    run_frames(app, 2)
    post(pygame.WINDOWLEAVE, window=None)  # out of the window, from over the map
    run_frames(app, 2)
    assert m.pointed is None
    np.testing.assert_array_equal(pixels(app.screen, band), words)


def test_in_the_smallest_window_the_tabs_words_keep_to_their_places(app) -> None:
    """At 960×600 (scale 1) the usage map's caption and the chain's (naming the head) are cut with "…"
    inside the panel (they ran past the window's edge), and m − n's words on the plot end left of the
    ratio axis' 1, where Δ's own number is written on the same row (a pass sets Δ to m − n): the two ran
    into each other."""
    from ui_driver import post

    from app.geometry.model_layout import USAGE_CAPTION
    from app.ui.rope.model_view import KEY
    from app.ui.rope.rope_plot import ratio_at

    post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
    run_frames(app, 2)
    open_demo(app)
    run_frames(app, 2)
    lay, px = app.rope_panel.model_layout, app.fonts.scale.px
    assert (
        app.screen.get_size() == (960, 600)
        and app.state.rope.delta_int == app.state.rope.models.reading.distance
    )
    x, y, w, _ = lay.usage
    band = pygame.surfarray.array3d(app.screen)[x + w + 1 :, y - px(USAGE_CAPTION) : y - 2]
    assert (band == band[0, 0]).all()  # right of the caption's room: the panel's background only
    p = lay.score
    cx, cy, cw, _ = p.chain  # the chain's caption names the head: cut inside its area too
    band = pygame.surfarray.array3d(app.screen)[cx + cw + 1 :, cy + 2 : cy + px(22)]
    assert (band == band[0, 0]).all()
    rope = app.state.rope
    row = round(delta_y(p, rope.delta_int, rope.lo, rope.hi, rope.log_axis))
    # The words lie above the line, or under it near the plot's top; the line itself is in their colour too.
    beyond = pygame.surfarray.array3d(app.screen)[round(ratio_at(p, 1.0)) : p.curve[0] + p.curve[2]]
    words = np.r_[row - px(20) : row - 1, row + 2 : row + px(20)]
    assert not (beyond[:, words] == KEY).all(axis=2).any()  # the words' colour nowhere near Δ's number
