"""What the epicycle canvas shows: the curve, its chain of arrows and the animation time. No pygame.

Time t is in radians (one period is 2π) and only ever set, never integrated per arrow: every arrow's
angle is k·t, so the same state draws the same picture live, in tests and when rendering offline.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from app import config
from app.io.curves import Curve
from app.math.fourier import (
    Chain,
    Order,
    Quality,
    Spectrum,
    approximation_quality,
    chain_joints,
    compute_coefficients,
    grid_size_for,
    make_chain,
    pen_on_grid,
)
from app.model.clock import Clock, Clocked

TAU = 2.0 * math.pi


@dataclass
class EpicycleState(Clocked):
    """The curve on the canvas, how many arrows redraw it, and where in the period we are."""

    curve: Curve
    n_arrows: int
    order: Order = "amplitude"
    t: float = 0.0
    clock: Clock = field(default_factory=Clock)  # speed 1 runs one period in SECONDS_PER_PERIOD
    show_circles: bool = True
    show_trail: bool = True
    # How far back along the period the trail reaches (grows to 2π after a curve starts).
    traced: float = 0.0
    direction: int = 1
    # Derived from the fields above by refresh(); views read them.
    spectrum: Spectrum = field(init=False)
    chain: Chain = field(init=False)
    quality: Quality = field(init=False)
    trail_grid: np.ndarray = field(init=False)
    _joints: tuple[Chain, float, np.ndarray] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        self.spectrum = compute_coefficients(self.curve.samples)
        self.n_arrows = self.clamp_arrows(self.n_arrows)
        self.refresh()

    @classmethod
    def for_curve(cls, curve: Curve, max_arrows: int | None = None, **kwargs: object) -> EpicycleState:
        """A state showing `curve` from t = 0 with all arrows, or at most max_arrows."""
        n = len(curve.samples) if max_arrows is None else min(max_arrows, len(curve.samples))
        return cls(curve=curve, n_arrows=n, **kwargs)  # type: ignore[arg-type]

    @property
    def max_arrows(self) -> int:
        return self.spectrum.n_samples

    def clamp_arrows(self, n: int) -> int:
        return int(min(max(1, n), self.max_arrows))

    def refresh(self) -> None:
        """Recompute the chain, its trail over one period and its quality after a change."""
        self.chain = make_chain(self.spectrum, self.order, self.n_arrows)
        self.trail_grid = pen_on_grid(self.chain, grid_size_for(self.chain, config.TRAIL_STEPS))
        self.quality = approximation_quality(self.spectrum, self.chain, self.curve.samples)

    # ------------------------------------------------------------ intents

    def set_curve(self, curve: Curve, max_arrows: int = config.MAX_DRAWN_ARROWS) -> None:
        """Show a new curve from t = 0 with up to max_arrows arrows."""
        self.curve = curve
        self.spectrum = compute_coefficients(curve.samples)
        self.n_arrows = self.clamp_arrows(max_arrows)
        self.restart()
        self.refresh()

    def resample(self, curve: Curve) -> None:
        """The same curve at another sample count: time goes on where it was; all arrows stay all (the
        slider's top follows the count), any other arrow count stays as it was where it can."""
        every = self.n_arrows >= self.max_arrows
        self.curve = curve
        self.spectrum = compute_coefficients(curve.samples)
        self.n_arrows = self.max_arrows if every else self.clamp_arrows(self.n_arrows)
        self.refresh()

    def set_arrows(self, n: int) -> None:
        n = self.clamp_arrows(n)
        if n != self.n_arrows:
            self.n_arrows = n
            self.refresh()

    def set_order(self, order: Order) -> None:
        if order != self.order:
            self.order = order
            self.refresh()

    def configure(self, n_arrows: int, order: Order) -> None:
        """Arrow count and order together, recomputing once (undo brings both back)."""
        n = self.clamp_arrows(n_arrows)
        if (n, order) != (self.n_arrows, self.order):
            self.n_arrows, self.order = n, order
            self.refresh()

    def toggle_order(self) -> None:
        self.set_order("frequency" if self.order == "amplitude" else "amplitude")

    def set_speed(self, speed: float) -> None:
        low, high = config.SPEED_RANGE
        self.clock.speed = float(min(max(speed, low), high))

    def toggle_play(self) -> None:
        self.clock.playing = not self.clock.playing

    def set_time(self, t: float) -> None:
        """Pause at time t (radians): the trail shows the period up to t, as if drawn from 0."""
        self.clock.playing = False
        self.t = float(t)
        self.traced = min(TAU, abs(self.t))
        self.direction = 1

    def restart(self) -> None:
        self.t = 0.0
        self.traced = 0.0
        self.direction = 1

    def advance(self, dt_seconds: float) -> None:
        """Move time on by dt of wall-clock time at the current speed (nothing while paused)."""
        elapsed = self.clock.elapsed(dt_seconds)
        if elapsed:
            self.move_time(elapsed * TAU / config.SECONDS_PER_PERIOD)

    def step(self, periods: float) -> None:
        """Move time by a share of a period (negative: back), playing or not."""
        self.move_time(periods * TAU)

    def move_time(self, dt: float) -> None:
        self.t += dt
        self.traced = min(TAU, self.traced + abs(dt))
        if dt:
            self.direction = 1 if dt > 0 else -1
        # Keep t small so that k·t stays exact in floating point; arrows only see t mod 2π.
        if abs(self.t) > 1e6:
            self.t = math.fmod(self.t, TAU)

    # ------------------------------------------------------------ read-outs

    @property
    def period_fraction(self) -> float:
        return (self.t / TAU) % 1.0

    def joints(self) -> np.ndarray:
        """The chain's joints at t (read-only), computed once per chain and time: the camera and the canvas
        both need them every frame, and at 10,000 arrows each evaluation is a visible part of one."""
        held = self._joints
        if held is None or held[0] is not self.chain or held[1] != self.t:
            joints = chain_joints(self.chain, self.t)
            joints.flags.writeable = False
            self._joints = held = (self.chain, self.t, joints)
        return held[2]

    def trail(self, stride: int = 1) -> np.ndarray:
        """Pen positions behind the pen over the traced part of the last period, oldest first (every
        stride-th of them: a long trail has more than the screen can show).

        Taken from the fixed grid of t (not once per frame), so the trail looks the same at any FPS.
        """
        return self.trail_grid[self._trail_index(stride)]

    def trail_times(self, stride: int = 1) -> np.ndarray:
        """The trail's points as fractions of the period (to leave out the jumps between strokes)."""
        return self._trail_index(stride) / len(self.trail_grid)

    def trail_length(self) -> int:
        """How many points trail() has (with stride 1)."""
        m = len(self.trail_grid)
        return min(m, int(self.traced / (TAU / m) + 1e-9))  # 2π/step can land a hair under m

    def trail_span(self, stride: int = 1) -> slice:
        """trail(stride)'s places on the grid as one slice of the grid laid twice end to end (the trail
        wraps round the grid; a slice of the doubled grid does not need to), oldest first."""
        m = len(self.trail_grid)
        step = TAU / m
        count = self.trail_length()
        if self.direction > 0:
            first = (math.floor(self.t / step) - count + 1) % m
            return slice(first, first + count, stride)
        last = (math.ceil(self.t / step) + count - 1) % m + m  # in [m, 2m): the slice stays above 0
        return slice(last, last - count, -stride)

    def _trail_index(self, stride: int = 1) -> np.ndarray:
        span = self.trail_span(stride)
        return np.arange(span.start, span.stop, span.step) % len(self.trail_grid)

    def seconds(self) -> float | None:
        """Time in the curve's own seconds (teacup: 60 s a period), or None if it has none."""
        if self.curve.period_seconds is None:
            return None
        return self.period_fraction * self.curve.period_seconds
