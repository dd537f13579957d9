"""What the RoPE panel shows: the arrow chain's speeds and contents, Δ, the score window. No pygame.

Δ is a float so the chain turns smoothly, but positions are whole tokens: every readout and the plot
use `delta_int` = ⌊Δ⌋. The score curve over the window [lo, hi] is computed once per change (never
per frame), as is its best return: the highest score after the initial hump, i.e. from the first Δ at
which score/score(0) has fallen to 1/2. Speeds are always the ladder ω_j = base^{-j/N}; the 2-arrow
view is the ladder with N = 2, base 10000, which is exactly ω = 1, 0.01.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from app import config
from app.math import rope
from app.model.clock import Clock, Clocked
from app.model.parse import MAX_BASE, format_base, parse_int

ContentMode = Literal["ones", "random", "q=k"]
Tab = Literal["score", "invariance"]
CONTENT_MODES: tuple[tuple[str, ContentMode], ...] = (
    ("all ones", "ones"),
    ("random q, k", "random"),
    ("q = k", "q=k"),
)
BASE_CHOICES: tuple[float, ...] = (1e4, 5e5, 1e6)
MIN_ARROWS, MAX_ARROWS = 1, config.ROPE_PANEL_MAX_ARROWS
DELTA_SPEED_RANGE = (1.0, 1000.0)  # Δ per second; the slider is logarithmic
DEFAULT_SPEED = 6.0  # the fast arrow (ω = 1) turns about once a second
DEFAULT_WINDOW = (0, 4096)
MAX_WINDOW = 1 << 18  # hi - lo; the curve for 128 arrows then takes ~60 ms
MAX_POSITION = 10**9
MAX_SEED = 2**32 - 1
HALF = 0.5  # the initial hump ends where score/score(0) first falls to this
INVARIANCE_RANGE = 4096  # the m, n and shift sliders run over 0..this


@dataclass(frozen=True)
class BestReturn:
    """The window's highest score after the initial hump: at Δ, its score and score/score(0)."""

    delta: int
    score: float
    ratio: float
    search_from: int


@dataclass(frozen=True)
class Invariance:
    """RoPE and additive-sinusoidal scores of random q, k at (m, n) and at (m + s, n + s)."""

    rope_mn: float
    rope_shifted: float
    additive_mn: float
    additive_shifted: float


def half_drop(omega: np.ndarray, h: np.ndarray, s0: float, hi: int) -> int | None:
    """First integer Δ ≥ 0 where score/score(0) ≤ 1/2, searched up to hi; None if none (or score(0) = 0)."""
    if abs(s0) <= rope.ZERO_SCORE_RTOL * float(np.sum(np.abs(h))):
        return None
    start, length = 0, 1024
    while start <= hi:
        stop = min(start + length - 1, hi)
        ratio = rope.scores(np.arange(start, stop + 1), omega, h) / s0
        found = np.flatnonzero(ratio <= HALF)
        if found.size:
            return start + int(found[0])
        start, length = stop + 1, length * 4
    return None


@dataclass
class RopeState(Clocked):
    """The RoPE panel's state: chain (N arrows on the ladder, base, content), Δ and the plotted window."""

    n_arrows: int = 2
    base: float = rope.DEFAULT_BASE
    content: ContentMode = "ones"
    seed: int = 0
    model: str | None = None  # the preset last picked, until arrows or base change
    delta: float = 0.0
    clock: Clock = field(default_factory=lambda: Clock(speed=DEFAULT_SPEED))  # Δ per second
    resume_after_scrub: bool = False  # whether Δ plays again when a scrub on the plot ends
    lo: int = DEFAULT_WINDOW[0]
    hi: int = DEFAULT_WINDOW[1]
    log_axis: bool = True  # early Δ, where the chain turns fastest, get room to draw themselves
    show_circles: bool = True
    tab: Tab = "score"
    inv_m: int = 700
    inv_n: int = 200
    inv_shift: int = 1000
    # Derived by refresh(); views read them. `version` grows on every recompute.
    omega: np.ndarray = field(init=False, repr=False)
    h: np.ndarray = field(init=False, repr=False)
    curve: np.ndarray = field(init=False, repr=False)
    score0: float = field(init=False)
    reach: float = field(init=False)  # max |Re| of the chain's joints: the score axis runs ±reach
    y_low: float = field(init=False)
    y_high: float = field(init=False)
    best: BestReturn | None = field(init=False)
    invariance: Invariance = field(init=False)
    version: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.refresh()

    @classmethod
    def for_view(cls, view: str) -> RopeState:
        """The start-up view: "2" (ω = 1, 0.01), "32" (d = 64, base 10000) or N arrows on the ladder."""
        state = cls()
        state.set_view(view)
        return state

    # ------------------------------------------------------------ derived data

    @property
    def delta_int(self) -> int:
        """The whole-token position every readout and the plot use."""
        return min(max(math.floor(self.delta + 1e-9), self.lo), self.hi)

    @property
    def score_now(self) -> float:
        return float(self.curve[self.delta_int - self.lo])

    @property
    def ratio_now(self) -> float:
        return self.score_now / self.score0 if self.has_ratio else math.nan

    @property
    def has_ratio(self) -> bool:
        """score(0) is not (numerically) zero, so score/score(0) means something."""
        return abs(self.score0) > rope.ZERO_SCORE_RTOL * float(np.sum(np.abs(self.h)))

    @property
    def is_view_2(self) -> bool:
        return self.n_arrows == 2 and self.base == rope.DEFAULT_BASE

    def view_name(self) -> str:
        """A one-line caption of the chain."""
        if self.is_view_2:
            chain = "2 arrows: ω = 1, 0.01"
        else:
            chain = f"{self.n_arrows} arrows: d = {2 * self.n_arrows}, base {format_base(self.base)}"
        if self.model:
            chain = f"{self.model} · {chain}"
        content = dict((mode, label) for label, mode in CONTENT_MODES)[self.content]
        seed = f" (seed {self.seed})" if self.content != "ones" else ""
        return f"{chain} · {content}{seed}"

    def qk(self) -> tuple[np.ndarray, np.ndarray]:
        """The random q and k of this seed (length 2N)."""
        return rope.random_qk(self.n_arrows, self.seed)

    def refresh(self) -> None:
        """Recompute speeds, contents, the window's curve, score(0), reach and best return."""
        self.omega = rope.ladder_frequencies(self.n_arrows, self.base)
        if self.content == "ones":
            self.h = rope.content_ones(self.n_arrows)
        elif self.content == "random":
            self.h = rope.content_from_qk(*self.qk())
        else:
            q, _ = self.qk()
            self.h = rope.content_from_qk(q, q)
        self.curve = rope.scores(np.arange(self.lo, self.hi + 1), self.omega, self.h)
        self.score0 = rope.score_at_zero(self.h)
        self.reach, self.y_low, self.y_high = self._extent()
        self.best = self._best_return()
        self.refresh_invariance()
        self.version += 1

    def _extent(self) -> tuple[float, float, float]:
        """How far the chain gets: max |Re| of any joint, and the lowest and highest Im (view scale).

        Sampled at Δ = 0 and 1024 Δs of the window (the tip's Re exactly, from the curve); a rare
        excursion between samples is clipped by the view.
        """
        sample = np.concatenate(([0.0], np.linspace(self.lo, self.hi, 1024)))
        joints = np.cumsum(self.h[None, :] * np.exp(1j * np.multiply.outer(sample, self.omega)), axis=1)
        x_reach = max(float(np.max(np.abs(joints.real))), float(np.max(np.abs(self.curve))))
        y_low = min(0.0, float(np.min(joints.imag)))
        y_high = max(0.0, float(np.max(joints.imag)))
        x_reach = x_reach if x_reach > 0 else 1.0
        if y_high - y_low < 1e-3 * x_reach:
            y_low, y_high = -x_reach / 2, x_reach / 2
        return x_reach, y_low, y_high

    def _best_return(self) -> BestReturn | None:
        """Highest score in [max(lo, Δc), hi], Δc where score/score(0) first falls to 1/2."""
        if self.has_ratio:
            drop = half_drop(self.omega, self.h, self.score0, self.hi)
            if drop is None:
                return None
            start = max(self.lo, drop)
        else:
            start = self.lo
        i = start - self.lo + int(np.argmax(self.curve[start - self.lo :]))
        score = float(self.curve[i])
        ratio = score / self.score0 if self.has_ratio else math.nan
        return BestReturn(self.lo + i, score, ratio, start)

    def refresh_invariance(self) -> None:
        """RoPE vs additive scores of this seed's q, k at (m, n) and (m + s, n + s)."""
        q, k = self.qk()
        m, n, s = self.inv_m, self.inv_n, self.inv_shift
        self.invariance = Invariance(
            rope.rope_score(q, k, m, n, self.omega),
            rope.rope_score(q, k, m + s, n + s, self.omega),
            rope.additive_score(q, k, m, n),
            rope.additive_score(q, k, m + s, n + s),
        )

    def ladder_rows(self) -> list[tuple[int, float, float]]:
        """(pair i, θ_i, wavelength 2π/θ_i) for every pair of the current ladder, fastest first."""
        return [(i, float(w), 2 * math.pi / float(w)) for i, w in enumerate(self.omega)]

    # ------------------------------------------------------------ intents

    def set_view(self, view: str) -> None:
        """ "2", "32" or a number of arrows on the base-10000 ladder; ValueError for anything else."""
        if view == "2":
            self.set_view_2()
        elif view == "32":
            self.set_view_32()
        else:
            n = parse_int(view, "Arrows")
            if not MIN_ARROWS <= n <= MAX_ARROWS:
                raise ValueError(f"Arrows must be between {MIN_ARROWS} and {MAX_ARROWS}, not {n}.")
            self._set_chain(n, rope.DEFAULT_BASE, None, restart=True)

    def set_view_2(self) -> None:
        """Two arrows, ω = 1 and 0.01 (d = 4, base 10000); the curve restarts at lo."""
        self._set_chain(2, rope.DEFAULT_BASE, None, restart=True)

    def set_view_32(self) -> None:
        """32 arrows on the ladder of a 64-dimensional head, base 10000; the curve restarts at lo."""
        self._set_chain(32, rope.DEFAULT_BASE, None, restart=True)

    def toggle_view(self) -> None:
        """2 arrows ↔ 32 arrows (any other chain goes to 2)."""
        if self.is_view_2:
            self.set_view_32()
        else:
            self.set_view_2()

    def set_arrows(self, n: int) -> None:
        """N arrows on the ladder with the current base; Δ stays."""
        n = int(min(max(int(n), MIN_ARROWS), MAX_ARROWS))
        if n != self.n_arrows:
            self._set_chain(n, self.base, None, restart=False)

    def set_base(self, base: float) -> None:
        """A new ladder base (> 1); Δ stays. ValueError (and no change) for a bad base."""
        if not math.isfinite(base) or base <= 1.0 or base > MAX_BASE:
            raise ValueError(f"Base must be a number above 1 and at most {MAX_BASE:.0e}, not {base:g}.")
        if base != self.base:
            self._set_chain(self.n_arrows, float(base), None, restart=False)

    def set_model(self, name: str) -> None:
        """A published model's rotary settings: N = d/2 arrows and its base; the curve restarts."""
        preset = next((p for p in rope.MODEL_PRESETS if p.name == name), None)
        if preset is None:
            raise ValueError(f"Unknown model {name!r}.")
        self._set_chain(min(preset.n_arrows, MAX_ARROWS), preset.base, preset.name, restart=True)

    def clear_model(self) -> None:
        """Keep the arrows and base but stop naming a model (the menu's "Model preset…" entry)."""
        if self.model is not None:
            self._set_chain(self.n_arrows, self.base, None, restart=False)

    def configure(
        self, n: int, base: float, model: str | None, content: ContentMode, seed: int, lo: int, hi: int
    ) -> None:
        """Chain, content and window together, recomputing once if any changed (undo brings them back)."""
        new = (n, base, model, content, seed, lo, hi)
        if new != (self.n_arrows, self.base, self.model, self.content, self.seed, self.lo, self.hi):
            self.n_arrows, self.base, self.model, self.content, self.seed, self.lo, self.hi = new
            if not self.lo <= self.delta <= self.hi:
                self.delta = float(self.lo)
            self.refresh()

    def _set_chain(self, n: int, base: float, model: str | None, restart: bool) -> None:
        self.n_arrows, self.base, self.model = n, base, model
        if restart:
            self.delta = float(self.lo)
        self.refresh()

    def set_content(self, mode: ContentMode) -> None:
        """All-ones arrows, h = q·conj(k) of random q, k (this seed), or q = k."""
        if mode not in {m for _, m in CONTENT_MODES}:
            raise ValueError(f"Unknown content {mode!r}.")
        if mode != self.content:
            self.content = mode
            self.refresh()

    def set_seed(self, seed: int) -> None:
        """The seed of the random q, k (a whole number 0..2³²-1)."""
        if not 0 <= seed <= MAX_SEED:
            raise ValueError(f"Seed must be between 0 and {MAX_SEED}, not {seed}.")
        if seed != self.seed:
            self.seed = int(seed)
            self.refresh()

    def new_seed(self) -> None:
        """The next seed; random content is switched on if the arrows were all ones."""
        self.seed = (self.seed + 1) % (MAX_SEED + 1)
        if self.content == "ones":
            self.content = "random"
        self.refresh()

    def set_window(self, lo: int, hi: int) -> None:
        """The plotted window of whole Δ; ValueError (and no change) if lo ≥ hi or it is too wide."""
        if abs(lo) > MAX_POSITION or abs(hi) > MAX_POSITION:
            raise ValueError(f"Window bounds must lie within ±{MAX_POSITION:.0e}.")
        if lo >= hi:
            raise ValueError(f"Window needs lo < hi, got lo = {lo}, hi = {hi}.")
        if hi - lo > MAX_WINDOW:
            raise ValueError(f"Window hi - lo = {hi - lo} is too wide; at most {MAX_WINDOW}.")
        if (lo, hi) != (self.lo, self.hi):
            self.lo, self.hi = int(lo), int(hi)
            if not self.lo <= self.delta <= self.hi:
                self.delta = float(self.lo)
            self.refresh()

    def set_speed(self, speed: float) -> None:
        """Δ per second, clamped to DELTA_SPEED_RANGE."""
        self.clock.speed = float(min(max(speed, DELTA_SPEED_RANGE[0]), DELTA_SPEED_RANGE[1]))

    def toggle_play(self) -> None:
        """Play or pause; pausing settles Δ on a whole position."""
        self.set_playing(not self.playing)

    def set_playing(self, playing: bool) -> None:
        self.clock.playing = bool(playing)
        if not playing:
            self.delta = float(self.delta_int)

    def scrub_to(self, delta: int) -> None:
        """Jump to a whole Δ inside the window."""
        self.delta = float(min(max(int(delta), self.lo), self.hi))

    def advance(self, dt: float) -> None:
        """Move Δ on by dt × speed when playing; past hi it wraps back to lo."""
        elapsed = self.clock.elapsed(dt)
        if not elapsed:
            return
        self.delta += elapsed
        if self.delta > self.hi + 1 or self.delta < self.lo:
            self.delta = self.lo + (self.delta - self.lo) % (self.hi + 1 - self.lo)

    def set_log_axis(self, on: bool) -> None:
        self.log_axis = bool(on)
        self.version += 1

    def set_tab(self, tab: Tab) -> None:
        self.tab = tab

    def set_invariance(self, m: int | None = None, n: int | None = None, shift: int | None = None) -> None:
        """Positions m, n of q and k and the shift s added to both."""
        if m is not None:
            self.inv_m = int(m)
        if n is not None:
            self.inv_n = int(n)
        if shift is not None:
            self.inv_shift = int(shift)
        self.refresh_invariance()
