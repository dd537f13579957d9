"""The RoPE panel's scales: clean Δ ticks, the chain's zoom and the scale bar. No pygame."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from app.geometry.rope_layout import axis_fraction, panel_layout
from app.geometry.rope_scales import chain_extents, chain_frame, delta_ticks, scale_bar
from app.math import rope


def test_log_ticks_from_zero_are_decades() -> None:
    assert delta_ticks(0, 4096, True, 256) == [0, 1, 10, 100, 1000]


def test_log_ticks_from_a_hundred_are_clean_numbers() -> None:
    ticks = delta_ticks(100, 4096, True, 256)
    assert ticks[:5] == [100, 200, 500, 1000, 2000]
    for t in ticks:  # never 101, 110, 1100-style offsets from lo
        assert int(str(t).rstrip("0") or "0") in (1, 2, 5)


def test_linear_ticks_are_whole_steps() -> None:
    assert delta_ticks(0, 4096, False, 256) == [0, 1000, 2000, 3000, 4000]
    assert delta_ticks(0, 4096, False, 150) == [0, 2000, 4000]  # (a short plot had its "0" alone)


@pytest.mark.parametrize("log_axis", [True, False])
@pytest.mark.parametrize("gap", [14, 28, 42])
@pytest.mark.parametrize("height", [100, 150, 256, 600, 1400])
def test_tick_labels_are_a_gap_apart_at_every_scale(log_axis: bool, gap: int, height: int) -> None:
    """(At 300 % the labels "0" and "1" of a short log axis ran into each other.)"""
    ticks = delta_ticks(0, 20000, log_axis, height, gap)
    ys = [float(axis_fraction(t, 0, 20000, log_axis)) * (height - 1) for t in ticks]
    assert len(ticks) >= 2 and all(b - a >= gap for a, b in itertools.pairwise(ys))


def test_the_chain_fits_its_area_at_every_delta() -> None:
    lay = panel_layout((794, 0, 486, 832))
    omega, h = rope.view_32(), rope.content_ones(32)
    extents = chain_extents(0, 4096, omega, h)
    x, y, w, hgt = lay.chain
    for delta in (0, 5, 101, 1885, 4096):
        frame = chain_frame(lay, extents, 0, float(delta))
        joints = rope.chain_joints(delta, omega, h)
        xs = frame.origin_x + frame.scale * joints.real
        ys = frame.origin_y - frame.scale * joints.imag
        assert np.all((x <= xs) & (xs <= x + w)) and np.all((y <= ys) & (ys <= y + hgt))
    assert chain_frame(lay, extents, 0, 101.0).scale >= 10  # each arrow (length 1) at least 10 px long


@pytest.mark.parametrize(("px", "units"), [(10.0, 5.0), (45.0, 2.0), (100.0, 0.5)])
def test_scale_bar_is_a_round_length(px, units) -> None:
    assert scale_bar(px) == units
