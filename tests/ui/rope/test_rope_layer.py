"""The score tab keeps the curve's finished rows on a still layer and redraws only what moves: after any
run of frames its picture must be the one a fresh view draws whole at the same Δ; its markers, placed in
plain floats every frame, sit exactly where the plot's arrays put the same values."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.geometry.rope_layout import axis_fraction, delta_y, panel_layout
from app.geometry.rope_scales import ChainFrame
from app.math.rope import chain_joints
from app.model.rope_state import RopeState
from app.ui.fonts import Fonts
from app.ui.rope.rope_chain import chain_points, chain_turns
from app.ui.rope.rope_plot import ratio_at, ratio_x
from app.ui.rope.rope_view import ScoreView
from app.ui.window.scene import RopeScene

SIZE = (486, 772)


@pytest.fixture
def rope(display):
    return RopeState.for_view("2")


def whole_picture(state, delta: float) -> np.ndarray:
    """A fresh view's whole drawing at delta: the truth."""
    state.delta = delta
    surface = pygame.Surface(SIZE)
    ScoreView(Fonts()).draw(surface, RopeScene.of(state, "en", panel_layout((0, 0, *SIZE))))
    return pygame.surfarray.array3d(surface)


def played(state, deltas, partial: bool) -> tuple[np.ndarray, list[pygame.Rect], ScoreView]:
    """One view drawing every delta in turn on one surface (whole, or only what moves after the first)."""
    surface, view, lay = pygame.Surface(SIZE), ScoreView(Fonts()), panel_layout((0, 0, *SIZE))
    drawn: list[pygame.Rect] = []
    for n, delta in enumerate(deltas):
        state.delta = delta
        drawn = view.draw(surface, RopeScene.of(state, "en", lay), restore=[] if partial and n else None)
    return pygame.surfarray.array3d(surface), drawn, view


@pytest.mark.parametrize("partial", [False, True], ids=["whole frames", "partial frames"])
@pytest.mark.parametrize("view", ["2", "32"])
def test_a_played_curve_looks_as_if_drawn_at_once(rope, view, partial) -> None:
    """Pixel for pixel but where the layer's pieces meet: there a piece's first end is drawn again, which
    one polyline would not do (pygame has no way to leave it out), so a joint may gain a pixel's edge."""
    rope.set_view(view)
    deltas = rope.lo + np.arange(0, 300, 0.37)
    shown, _, drawn_by = played(rope, deltas, partial)
    truth = whole_picture(rope, deltas[-1])
    wrong = np.argwhere(np.abs(shown.astype(int) - truth).max(axis=2) > 1)
    vertices = drawn_by._points[: 2 * drawn_by._rows_drawn]
    assert len(vertices) > 100  # the test is about a long curve
    to_vertex = np.hypot(*(wrong[:, None, :] - vertices[None, :, :]).transpose(2, 0, 1)).min(axis=1)
    assert (to_vertex <= 1.5).all(), f"pixels away from the joints differ: {wrong[to_vertex > 1.5][:5]}"
    assert len(wrong) <= 2 * drawn_by._rows_drawn  # a pixel or two per joint at most


def test_going_back_starts_the_curve_afresh(rope) -> None:
    """Past hi Δ starts again at lo: the rows drawn in the last pass must go."""
    deltas = [rope.lo + 250.0, rope.lo + 260.0, rope.lo + 3.0]
    shown, drawn, _ = played(rope, deltas, partial=True)
    assert drawn == [pygame.Rect(0, 0, *SIZE)]  # a new pass redraws the whole panel
    assert np.array_equal(shown, whole_picture(rope, rope.lo + 3.0))


def test_a_partial_frame_changes_pixels_only_inside_what_it_returns(rope) -> None:
    surface, view, lay = pygame.Surface(SIZE), ScoreView(Fonts()), panel_layout((0, 0, *SIZE))
    rope.delta = rope.lo + 40.0
    view.draw(surface, RopeScene.of(rope, "en", lay))
    before = pygame.surfarray.array3d(surface)
    rope.delta = rope.lo + 47.5
    drawn = view.draw(surface, RopeScene.of(rope, "en", lay), restore=[])
    changed = (pygame.surfarray.array3d(surface) != before).any(axis=2)
    inside = np.zeros_like(changed)
    for rect in drawn:
        inside[rect.left : rect.right, rect.top : rect.bottom] = True
    assert changed.any() and not (changed & ~inside).any()
    assert pygame.Rect(0, 0, *SIZE) not in drawn  # not the whole panel


def test_the_read_outs_stay_until_they_read_otherwise_or_something_is_put_back_over_them(rope) -> None:
    surface, view, lay = pygame.Surface(SIZE), ScoreView(Fonts()), panel_layout((0, 0, *SIZE))
    readout = pygame.Rect(lay.readout)
    rope.delta = rope.lo + 40.0
    view.draw(surface, RopeScene.of(rope, "en", lay))
    rope.delta = rope.lo + 40.5  # the same whole Δ: the read-outs read the same
    drawn = view.draw(surface, RopeScene.of(rope, "en", lay), restore=[])
    assert readout.collidelist(drawn) == -1  # left as they are
    assert np.array_equal(pygame.surfarray.array3d(surface), whole_picture(rope, rope.lo + 40.5))
    # Something over them (a widget) goes: what lay under it is put back, read-outs and all.
    gone = readout.inflate(-40, -6)
    surface.fill((255, 0, 255), gone)
    drawn = view.draw(surface, RopeScene.of(rope, "en", lay), restore=[gone])
    assert readout.collidelist(drawn) != -1
    assert np.array_equal(pygame.surfarray.array3d(surface), whole_picture(rope, rope.lo + 40.5))
    # Δ moves on to the next whole number: they read anew, and nothing of the old ones is left.
    rope.delta = rope.lo + 41.0
    drawn = view.draw(surface, RopeScene.of(rope, "en", lay), restore=[])
    assert readout.collidelist(drawn) != -1
    x, y, w, h = readout
    truth = whole_picture(rope, rope.lo + 41.0)[x : x + w, y : y + h]
    assert np.array_equal(pygame.surfarray.array3d(surface)[x : x + w, y : y + h], truth)


@pytest.mark.parametrize("view", ["2", "32"])
def test_the_chain_is_drawn_through_its_joints(rope, view) -> None:
    """The joints in pixels (a few arrows summed in plain complex numbers, many with arrays) are the chain's
    joints at Δ placed by its frame."""
    rope.set_view(view)
    turns = chain_turns(rope)
    assert (turns is None) == (view == "32")  # two arrows in plain numbers, 32 with arrays
    frame = ChainFrame(123.5, 87.25, 3.75)
    for delta in (0.0, 1.5, 37.0, 4096.25):
        rope.delta = delta
        joints = chain_joints(delta, rope.omega, rope.h)
        expected = np.column_stack([123.5 + 3.75 * joints.real, 87.25 - 3.75 * joints.imag])
        np.testing.assert_allclose(chain_points(rope, turns, frame), expected, rtol=0, atol=1e-9)


@settings(max_examples=200, deadline=None)
@given(
    st.floats(-10.0, 5000.0),
    st.integers(0, 100),
    st.integers(1, 4000),
    st.booleans(),
    st.floats(-1.2, 1.2),
)
def test_markers_sit_exactly_where_the_plot_puts_the_same_values(delta, lo, span, log_axis, ratio) -> None:
    """delta_y and ratio_at (plain floats, every frame) give the plot's own axis_fraction and ratio_x."""
    lay = panel_layout((793, 0, 487, 772))
    hi = lo + span
    _, y, _, ch = lay.curve
    fraction = float(axis_fraction(delta, lo, hi, log_axis))
    # numpy's log1p and the C library's may differ in the last bit: a billionth of a pixel is the same place.
    assert math.isclose(
        delta_y(lay, delta, lo, hi, log_axis), y + fraction * (ch - 1), rel_tol=0, abs_tol=1e-9
    )
    assert ratio_at(lay, ratio) == float(ratio_x(lay, np.array([ratio]))[0])


def test_the_guide_leaves_off_across_the_scale_bars_words(rope) -> None:
    """Down from the chain's tip, the guide is broken where the scale bar and its note are (as across the
    plot's axis names), so that the note stays readable; above and below them it is whole."""
    from app import config
    from app.ui.rope.rope_chain import draw_chain_scale

    lay = panel_layout((0, 0, *SIZE))
    chain = pygame.Rect(lay.chain)
    crossings = 0
    for delta in np.arange(rope.lo, rope.lo + 60, 1.25):
        rope.delta = float(delta)
        surface, view = pygame.Surface(SIZE), ScoreView(Fonts())
        view.draw(surface, RopeScene.of(rope, "en", lay))
        tip_x, tip_y = (
            int(v) for v in chain_points(rope, chain_turns(rope), view.frame)[-1]
        )  # as pygame draws
        bar = draw_chain_scale(pygame.Surface(SIZE), chain, view.frame.scale, Fonts(), "en")
        if not (bar.left + 2 <= tip_x < bar.right - 2 and tip_y < bar.top - 10):
            continue
        if abs(tip_x - ratio_at(lay, rope.ratio_now)) <= 6:  # (the guide's arrowhead on the plot's edge)
            continue
        crossings += 1
        column = pygame.surfarray.array3d(surface)[tip_x]
        guide = (column == config.ROPE_GUIDE).all(axis=1)
        assert not guide[bar.top : bar.bottom].any(), delta  # not over the words
        assert guide[tip_y + 6 : bar.top - 2].all(), delta  # whole above them
        assert guide[bar.bottom + 3 : chain.bottom - 1].all(), delta  # and below
    assert crossings >= 5  # the tip went over the note often enough to tell


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_scale_bars_words_lie_on_a_plate_over_the_chain(display, lang) -> None:
    """(Circles and arrows of the chain ran through the note "chain zoomed to its size…".) Drawn over a
    chain area full of circle lines, the number and the note stand on the area's own colour: no line shows
    between the bar's end and the note's end."""
    from app import config
    from app.ui.rope.rope_chain import draw_chain_scale

    chain = pygame.Rect(panel_layout((0, 0, *SIZE)).chain)
    surface = pygame.Surface(SIZE)
    surface.fill(config.ROPE_AREA_BG)
    for x in range(chain.left, chain.right, 7):  # lines everywhere, as many circles would draw
        pygame.draw.line(surface, config.ROPE_CIRCLE, (x, chain.top), (x, chain.bottom), 1)
    from app.geometry.rope_scales import SCALE_BAR_PX, scale_bar

    covered = draw_chain_scale(surface, chain, 40.0, Fonts(), lang)
    start = chain.left + 10 + scale_bar(40.0, SCALE_BAR_PX) * 40.0 + 6  # the bar's end, and its number
    pixels = pygame.surfarray.array3d(surface)
    words = pixels[int(start) + 1 : covered.right - 4, covered.top + 3 : covered.bottom - 3]
    assert words.size and not (words == config.ROPE_CIRCLE).all(axis=2).any()
    assert (words == config.TEXT_DIM).all(axis=2).any()  # (the words are there)


@pytest.mark.parametrize("tick", [1.0, 0.5, 0.0, -0.5])
def test_the_guide_leaves_the_plots_axis_names_and_tick_labels_readable(rope, tick) -> None:
    """Where the guide comes down into the plot it crosses the axis names and the tick labels above the
    curve at every ratio near one of the ticks (near 1, under the score axis' name too): there the header
    looks as it does with the guide far off, and the guide's arrowhead stands above the plot."""
    from app import config

    lay = panel_layout((0, 0, *SIZE))
    plot, curve = pygame.Rect(lay.plot), pygame.Rect(lay.curve)

    def drawn_at(ratio: float) -> tuple[np.ndarray, int]:
        """The picture at the Δ past the first few whose ratio is nearest, and the guide's column."""
        rope.delta = float(rope.lo + 20 + np.argmin(np.abs(rope.ratio_curve[20:] - ratio)))
        surface = pygame.Surface(SIZE)
        ScoreView(Fonts()).draw(surface, RopeScene.of(rope, "en", lay))
        return pygame.surfarray.array3d(surface), int(ratio_at(lay, rope.ratio_now))  # as pygame draws

    shown, x = drawn_at(tick)
    far, far_x = drawn_at(tick - 0.25)  # between ticks
    assert abs(far_x - x) > 30 and abs(x - ratio_at(lay, tick)) < 3
    # The rows of the header with words round the guide's column (what is not one of the plot's flat
    # colours) look as they do with the guide far off.
    header = far[x - 3 : x + 4, plot.top + 2 : curve.top]
    flat = [config.ROPE_AREA_BG, config.ROPE_GRID, config.ROPE_AXIS, config.ROPE_AREA_BORDER]
    words = ~np.any([(header == colour).all(axis=2) for colour in flat], axis=0)
    rows = plot.top + 2 + np.flatnonzero(words.any(axis=0))
    assert len(rows) >= 8  # a line of words at least
    assert np.array_equal(shown[x - 3 : x + 4, rows], far[x - 3 : x + 4, rows]), tick
    assert (shown[x, plot.top - 5 : plot.top] == config.ROPE_GUIDE).all(), tick  # the arrowhead
    assert (shown[x, curve.top + 2 : curve.top + 20] == config.ROPE_GUIDE).all(axis=1).any()  # and on down
