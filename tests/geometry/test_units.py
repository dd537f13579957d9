"""The UI scale's numbers: the display's scale (DPI, else the screen's size), the fit to the window, the
steps, and the window's rectangles at a scale (app/geometry/units.py, layout.py, rope_layout.py)."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from app import config
from app.geometry.layout import compute_layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import UI_STEPS, UNSCALED, Scale, auto_scale, fitting_scale, next_step

CONTROLS = 3 * config.CONTROL_ROW + 4 * config.PAD + 20  # EpicycleControls.HEIGHT, at scale 1


@pytest.mark.parametrize(
    ("screen", "scale"),
    [((1280, 800), 1.0), ((1920, 1080), 1.0), ((1920, 1200), 1.0), ((2560, 1440), 1.5), ((3840, 2160), 2.0)],
)
def test_without_a_dpi_the_screen_size_chooses(screen, scale) -> None:
    assert auto_scale(None, screen) == scale


def test_a_dpi_chooses_first_and_lands_on_a_step() -> None:
    assert auto_scale(96.0, (3840, 2160)) == 1.0  # the system says 96: a 4K screen at 1 it is
    assert auto_scale(144.0, (1920, 1080)) == 1.5
    assert auto_scale(200.0, None) == 2.0  # 2.08: the step below
    assert auto_scale(1000.0, None) == UI_STEPS[-1]
    assert auto_scale(0.0, None) == auto_scale(None, None) == 1.0  # no screen, no DPI: 1


def test_the_window_limits_the_scale_it_fits() -> None:
    assert fitting_scale(2.0, config.MIN_WINDOW_SIZE) == 1.0  # the smallest window: its layout at 1
    assert fitting_scale(2.0, (1920, 1200)) == 2.0
    assert fitting_scale(2.0, (1280, 800)) == 1.25  # 1.33 fits: the step below
    assert fitting_scale(3.0, (3840, 2160)) == 3.0
    assert fitting_scale(1.5, (3840, 1000)) == 1.5  # 1000 / 600 = 1.67


def test_steps_go_up_and_down_and_stop_at_the_ends() -> None:
    ups = list(itertools.accumulate(range(len(UI_STEPS) + 1), lambda f, _: next_step(f, 1), initial=1.0))
    assert ups[: len(UI_STEPS)] == list(UI_STEPS) and ups[-1] == UI_STEPS[-1]
    assert next_step(1.0, -1) == 1.0 and next_step(1.6, -1) == 1.5 and next_step(1.6, 1) == 1.75


def test_scale_one_changes_no_rectangle() -> None:
    """The window at scale 1 is the window as it was: every rect the same as without a scale."""
    assert compute_layout((1280, 800), CONTROLS, UNSCALED) == compute_layout((1280, 800), CONTROLS)
    panel = compute_layout((1280, 800), CONTROLS).panel
    assert panel_layout(panel, 1.0, UNSCALED) == panel_layout(panel)


@pytest.mark.parametrize("factor", [1.0, 1.5, 2.0])
def test_the_window_layout_scales_its_bars(factor) -> None:
    ui = Scale(factor)
    layout = compute_layout((3840, 2160), CONTROLS, ui)
    assert layout.status[3] == ui.px(config.STATUS_HEIGHT) and layout.controls[3] == ui.px(CONTROLS)
    assert layout.canvas[3] + layout.controls[3] + layout.status[3] == 2160 and layout.ui == ui


@pytest.mark.parametrize(
    ("size", "factor"), list(itertools.product([(960, 600), (3840, 2160)], [1.0, 1.5, 2.0]))
)
def test_the_panels_widgets_stay_apart_inside_the_panel(size, factor) -> None:
    """Every widget rect of the RoPE panel at the scale the window fits: inside the panel, none over
    another (each tab's own; the check boxes' text is checked on the live widgets, tests/ui/window)."""
    ui = Scale(fitting_scale(factor, size))
    lay = panel_layout(compute_layout(size, CONTROLS, ui).panel, ui.factor, ui)
    x, y, w, h = lay.panel
    picture = {"panel", "readout", "chain", "plot", "curve", "scale", "inv_view", "ladder_box"}
    named = {f.name: getattr(lay, f.name) for f in dataclasses.fields(lay) if f.name not in picture}
    for tab in ("score", "inv"):
        rects = {n: r for n, r in named.items() if n.startswith("inv_") == (tab == "inv") and "tab_" not in n}
        for name, (rx, ry, rw, rh) in rects.items():
            assert x <= rx and rx + rw <= x + w and y <= ry and ry + rh <= y + h, name
            assert rw > 0 and rh > 0, name
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            apart = (
                ra[0] + ra[2] <= rb[0]
                or rb[0] + rb[2] <= ra[0]
                or ra[1] + ra[3] <= rb[1]
                or rb[1] + rb[3] <= ra[1]
            )
            assert apart, (a, ra, b, rb)
    assert lay.tab_score[3] == ui.px(config.ROPE_ROW) - ui.px(2)
