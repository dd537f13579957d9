"""The animation state: time moving by speed and steps, and the trail, the same at any frame rate."""

from __future__ import annotations

import cmath
import math

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from app import config
from app.io.curves import Curve
from app.io.presets import load_preset
from app.model.epicycle_state import EpicycleState

TAU = 2.0 * math.pi


def square8_state(**kwargs: object) -> EpicycleState:
    return EpicycleState.for_curve(load_preset("square8"), **kwargs)


def direct_pen(state: EpicycleState, t: float) -> complex:
    return sum((c * cmath.exp(1j * k * t) for k, c in zip(state.chain.k, state.chain.c, strict=True)), 0j)


def direct_pens(state: EpicycleState, t: np.ndarray) -> np.ndarray:
    """Σ c_k e^{ikt} at many times, as an explicit sum over the chain's arrows."""
    return np.exp(1j * np.outer(t, state.chain.k)) @ state.chain.c


@pytest.mark.parametrize(("speed", "dt"), [(1.0, 0.25), (2.5, 1 / 60), (-0.5, 0.1), (4.0, 3.0)])
def test_time_moves_by_speed_dt_over_the_period(speed: float, dt: float) -> None:
    state = square8_state()
    state.set_speed(speed)
    state.advance(dt)
    np.testing.assert_allclose(state.t, speed * dt * TAU / config.SECONDS_PER_PERIOD)
    state.advance(dt)
    np.testing.assert_allclose(state.t, 2 * speed * dt * TAU / config.SECONDS_PER_PERIOD)


def test_one_period_takes_seconds_per_period() -> None:
    state = square8_state()
    state.advance(config.SECONDS_PER_PERIOD / 4)
    np.testing.assert_allclose([state.t, state.period_fraction], [TAU / 4, 0.25])


def test_speed_is_clamped() -> None:
    state = square8_state()
    state.set_speed(100)
    assert state.speed == config.SPEED_RANGE[1]
    state.set_speed(-100)
    assert state.speed == config.SPEED_RANGE[0]


def test_paused_does_not_move_but_steps_do() -> None:
    state = square8_state()
    state.toggle_play()
    state.advance(1.0)
    assert state.t == 0.0
    assert config.STEP_FRACTION == 1 / 64
    state.step(config.STEP_FRACTION)
    np.testing.assert_allclose(state.t, TAU / 64)
    state.step(-2 * config.STEP_FRACTION)
    np.testing.assert_allclose(state.t, -TAU / 64)
    assert state.direction == -1


def check_trail(state: EpicycleState) -> np.ndarray:
    """The trail is the pen at consecutive grid times j·2π/m behind the pen, within the traced span."""
    trail = state.trail()
    m = len(state.trail_grid)
    step = TAU / m
    newest = math.floor(state.t / step) if state.direction > 0 else math.ceil(state.t / step)
    count = len(trail)
    js = (
        np.arange(newest - count + 1, newest + 1)
        if state.direction > 0
        else np.arange(newest + count - 1, newest - 1, -1)
    )
    np.testing.assert_allclose(trail, direct_pens(state, js * step), atol=1e-9)
    # Newest last, within one step of the pen, and no further back than the traced span.
    assert abs(state.t - newest * step) < step
    assert count <= m and (count - 1) * step <= state.traced + 1e-12
    assert count >= int(state.traced / step) - 1
    return trail


# Totals off the trail grid (TRAIL_STEPS/SECONDS_PER_PERIOD = 128 grid steps a second).
@pytest.mark.parametrize("total", [0.1, 1.3, 3.7, 7.9, 8.45, 19.9])
@pytest.mark.parametrize("fps", [30, 60, 144])
@pytest.mark.parametrize("speed", [1.0, -2.0])
def test_trail_looks_the_same_at_any_frame_rate(total: float, fps: int, speed: float) -> None:
    one = square8_state()
    one.set_speed(speed)
    one.advance(total)
    many = square8_state()
    many.set_speed(speed)
    frames = round(total * fps)
    for _ in range(frames):
        many.advance(total / frames)
    np.testing.assert_allclose(many.t, one.t, rtol=1e-12)
    np.testing.assert_allclose(check_trail(many), check_trail(one))


@settings(max_examples=25, deadline=None)
@given(st.floats(0.01, 30.0), st.integers(1, 50), st.sampled_from([1.0, 0.7, -1.3]))
def test_trail_same_for_one_or_many_steps(total: float, steps: int, speed: float) -> None:
    one = square8_state()
    one.set_speed(speed)
    grid_steps = speed * total / config.SECONDS_PER_PERIOD * config.TRAIL_STEPS
    assume(abs(grid_steps - round(grid_steps)) > 1e-6)  # not on a grid time, where rounding may tip
    one.advance(total)
    many = square8_state()
    many.set_speed(speed)
    for _ in range(steps):
        many.advance(total / steps)
    np.testing.assert_allclose(check_trail(many), check_trail(one))


def test_trail_grows_to_a_full_period_and_stops() -> None:
    state = square8_state()
    m = len(state.trail_grid)
    assert m == config.TRAIL_STEPS
    assert len(state.trail()) == 0
    lengths = []
    for _ in range(100):
        state.advance(0.2)  # 1/40 period per frame: 2.5 periods in all
        lengths.append(len(check_trail(state)))
    assert lengths == sorted(lengths)
    assert lengths[0] > 0 and lengths[38] < m
    assert lengths[-1] == m and lengths.count(m) > 50
    assert state.traced == TAU
    # A full trail is the whole curve redrawn by the chain.
    np.testing.assert_allclose(np.sort_complex(state.trail()), np.sort_complex(state.trail_grid))


# m = 1369 is the first odd grid size > 1024 where float rounding makes int(2π / (2π/m)) = m - 1.
@pytest.mark.parametrize("m", [1025, 1369, 2001])
def test_full_trail_has_every_grid_point(m: int) -> None:
    samples = np.exp(1j * TAU * np.arange(m - 1) / (m - 1)) + 0.1 * np.arange(m - 1) / m
    state = EpicycleState.for_curve(Curve("c", "c", "", samples))
    assert len(state.trail_grid) == m
    state.step(1.5)
    assert len(state.trail()) == m


def test_trail_in_reverse_is_oldest_first() -> None:
    state = square8_state()
    state.set_speed(-1)
    state.advance(config.SECONDS_PER_PERIOD / 4)  # a quarter period backwards
    assert state.direction == -1
    np.testing.assert_allclose(state.t, -TAU / 4)
    trail = check_trail(state)
    # Oldest first: the trail starts near t = 0 (where the pen came from) and ends near the pen.
    np.testing.assert_allclose(trail[-1], direct_pen(state, -TAU / 4), atol=1e-12)  # a grid time
    assert abs(trail[0] - direct_pen(state, 0.0)) < abs(trail[-1] - direct_pen(state, 0.0))


def test_set_curve_restarts() -> None:
    state = square8_state()
    state.advance(3.0)
    state.set_curve(load_preset("teacup", 128))
    assert state.t == 0.0 and state.traced == 0.0 and len(state.trail()) == 0
    assert state.n_arrows == 128
    np.testing.assert_allclose(state.seconds(), 0.0)
    state.advance(config.SECONDS_PER_PERIOD / 4)
    np.testing.assert_allclose(state.seconds(), 15.0)
