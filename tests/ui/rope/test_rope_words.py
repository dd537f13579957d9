"""The RoPE panel's words stay whole and clear of what it draws (the status line, the chain's legend)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from ui_driver import run_frames

from app.model import intents as i
from app.text import ELLIPSIS


def thirty_two(app, lang: str, scale: float) -> None:
    """The tester's panel: 32 arrows, base 1234567, in lang at the UI scale."""
    for intent in (i.SetLanguage(lang), i.SetUiScale(scale), i.RopeView(32), i.SetRopeBase("1234567")):
        app.submit(intent)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_dynamic_ntk_s_reason_fits_the_status_line(app, lang, scale) -> None:
    """(At 1280 × 800 the line ended in "…" before it said why dynamic NTK changed nothing.)"""
    thirty_two(app, lang, scale)
    app.submit(i.SetRopeScaling(kind="dynamic"))
    run_frames(app, 3)
    assert "8192" in app.status.text and "4096" in app.status.text
    shown = app.status.message_label.text
    assert shown == app.status.text and not shown.endswith(ELLIPSIS), shown


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_chain_keeps_clear_of_its_captions(app, lang, scale) -> None:
    """(At 1280 × 800 the 32-arrow chain ran through the "fast ▬ slow" legend under its name.)"""
    thirty_two(app, lang, scale)
    run_frames(app, 2)
    view, s = app.rope_panel.view, app.rope_panel.state
    panel = app.rope_panel.layout.panel
    chain = pygame.Rect(app.rope_panel.layout.chain)
    captions = [plate.move(panel[:2]) for _, plate in view._plates if plate.top + panel[1] < chain.centery]
    assert len(captions) == 2  # the view's name and the legend
    for delta in range(0, 400, 9):
        app.submit(i.SetRopeDelta(str(delta)))
        run_frames(app, 1)
        f = view.frame
        joints = np.concatenate([[0], np.cumsum(s.h * np.exp(1j * delta * s.omega))])
        for z in joints:
            point = (f.origin_x + f.scale * z.real, f.origin_y - f.scale * z.imag)
            assert not any(c.collidepoint(point) for c in captions), (delta, point)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("scale", [1.0, 1.75, 2.5])
def test_the_plots_axis_names_stand_clear_of_its_tick_labels(display, lang, scale) -> None:
    """("Δ, log scale" ran into the "-1" under it at 175 % and in Korean.) Where an axis name and a tick
    label of the score axis share columns, the label starts below the name (their images meet at most by a
    pixel of the scale), and every label lies above the curve's first row."""
    from app.geometry.rope_layout import panel_layout
    from app.geometry.units import Scale
    from app.model.rope_state import RopeState
    from app.ui.fonts import Fonts
    from app.ui.rope.rope_plot import RATIO_TICKS, draw_background

    ui = Scale(scale)
    layout = panel_layout((0, 0, round(486 * scale), round(772 * scale)), scale, ui)
    state = RopeState.for_view("2")
    header: list[pygame.Rect] = []
    draw_background(state, layout, Fonts(ui), lang, header=header)
    header.sort(key=lambda rect: rect.top)  # the names, then the score axis' tick labels
    names, labels = header[:2], header[2:]
    assert len(labels) == len(RATIO_TICKS)
    for name in names:
        for label in labels:
            if name.left < label.right and label.left < name.right:
                assert label.top >= name.bottom - ui.px(1), (name, label)
    assert all(label.bottom <= layout.curve[1] + ui.px(1) for label in labels)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("size", "form"), [((960, 600), "bound_short"), ((1920, 1080), "bound_here")])
def test_su_s_bound_in_the_read_out_fits_its_line(app, lang, size, form) -> None:
    """(At 960x600 the best return's line with Su's bound ran past the panel: "…Su's bound on |score| h".)
    Where the whole wording does not fit, the short one does; where it does, it is said whole."""
    from app.i18n import tr
    from app.ui.rope.rope_plot import readout_lines
    from app.ui.rope.rope_text import format_number

    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetRopeContent("random"))
    app.submit(i.Show("rope_bound", True))
    app.submit(i.GoToBest())
    run_frames(app, 3)
    rope, view = app.state.rope, app.rope_panel.view
    room = app.rope_panel.layout.readout[2]
    _, second = readout_lines(rope, lang, None, lambda runs: view.fonts.line(runs, 13).get_width() <= room)
    assert second[-1][0] == tr(lang, f"rope_view.{form}", bound=format_number(rope.bound_now))
    assert view.fonts.line(second, 13).get_width() <= room
    shown = view._readout[0][1]  # (what the panel drew)
    assert shown == second


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(
    ("size", "scale"), [((960, 600), 1.0), ((1280, 800), 1.25), ((3840, 2160), 1.0), ((3840, 2160), 2.5)]
)
def test_the_invariance_tab_s_words_stay_inside_its_box_in_every_lesson_step(app, lang, size, scale) -> None:
    """(In steps 2 and 3 the head "q = (…), k = (…), d = 8, base 1e4" lost its last "4" at the box's edge
    at 960x600.) Its words, wrapped, all of them, inside the box."""
    from app.ui.rope.rope_invariance import draw_invariance, invariance_head

    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetUiScale(scale))
    app.submit(i.Lesson("start"))
    run_frames(app, 3)
    for _ in range(4):  # steps 1 to 4: the tab with the seed's q and k, and with the lesson's own
        state, layout = app.state.rope, app.rope_panel.whole
        assert state.tab == "invariance"
        head = invariance_head(state, lang)
        lines = app.fonts.wrap(head, layout.inv_view[2] - app.fonts.scale.px(20), 12)
        assert " ".join(lines).split() == head.split()
        words = draw_invariance(pygame.Surface(size), state, layout, app.fonts, lang)
        assert pygame.Rect(layout.inv_view).inflate(-2, -2).contains(words), (words, layout.inv_view)
        app.submit(i.Lesson("next"))
        run_frames(app, 3)
