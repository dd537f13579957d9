"""What the RoPE panel shows: the arrow chain's speeds and contents, Δ, the plotted and searched windows.

No pygame. Δ is a float so the chain turns smoothly, but positions are whole tokens: every readout and
the plot use `delta_int` = ⌊Δ⌋. The score curve over the plotted window [lo, hi] is computed once per
change (never per frame), as is the best return: the highest score at a whole Δ in the search window
[search_lo, search_hi] (100..4096 by default, past the initial hump). Every ratio is score / reach,
reach = Σ|h_j| (rope_derived). Speeds are the ladder ω_j = base^{-j/N}, stretched by the RoPE scaling
if one is on; the 2-arrow view is the ladder with N = 2, base 10000, which is exactly ω = 1, 0.01.
Mixins hold Δ's movement (rope_playback) and the intents on contents, scaling and windows (rope_*_state).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

import numpy as np

from app import config
from app.errors import Problem, Term
from app.i18n import counted, tr
from app.math import rope
from app.math.rope_decay import decay_bound, decay_bound_abs
from app.model.clock import Clock
from app.model.model_state import ModelState
from app.model.parse import MAX_BASE, format_base, parse_int
from app.model.rope_content_state import QK, ContentChoice, ContentMode, content_label
from app.model.rope_derived import (
    BestReturn,
    Invariance,
    best_return,
    chain_content,
    factor_text,
    invariance_of,
    scaled_chain,
    scaling_label,
)
from app.model.rope_playback import DEFAULT_SPEED, DeltaPlayback
from app.model.rope_scaling_state import DEFAULT_FACTOR, ScalingChoice
from app.model.rope_window_state import DEFAULT_SEARCH, DEFAULT_WINDOW, WindowChoice

if TYPE_CHECKING:  # the reader of models is imported when a model is opened, not at start-up
    from app.llm.heads import HeadReading

Tab = Literal["score", "invariance", "model"]
BASE_CHOICES: tuple[float, ...] = (1e4, 5e5, 1e6)
# the chain's settings, which configure sets
CHAIN_FIELDS = ("n_arrows", "base", "model", "content", "seed", "lo", "hi", "custom_qk")
MIN_ARROWS, MAX_ARROWS = 1, config.ROPE_PANEL_MAX_ARROWS
INVARIANCE_RANGE = 4096  # the m, n and shift sliders run over 0..this


@dataclass
class RopeState(DeltaPlayback, ContentChoice, ScalingChoice, WindowChoice):
    """The RoPE panel's state: chain (N arrows on the ladder, base, content), Δ and the plotted window."""

    n_arrows: int = 2
    base: float = rope.DEFAULT_BASE
    content: ContentMode = "ones"
    seed: int = 0
    model: str | None = None  # the preset last picked, until arrows or base change
    custom_qk: QK | None = None  # q and k of content "custom" (a lesson's), zero-padded to 2N
    delta: float = 0.0
    clock: Clock = field(default_factory=lambda: Clock(speed=DEFAULT_SPEED))  # Δ per second
    scrub: bool | None = None  # while a scrub on the plot lasts, whether Δ plays again when it ends
    lo: int = DEFAULT_WINDOW[0]
    hi: int = DEFAULT_WINDOW[1]
    search_lo: int = DEFAULT_SEARCH[0]
    search_hi: int = DEFAULT_SEARCH[1]
    scaling_kind: str = "none"  # one of rope.SCALING_KINDS
    scaling_factor: float = DEFAULT_FACTOR
    log_axis: bool = True  # early Δ, where the chain turns fastest, get room to draw themselves
    show_circles: bool = True
    show_bound: bool = False  # Su's long-term decay bound on the plot
    tab: Tab = "score"
    inv_m: int = 700
    inv_n: int = 200
    inv_shift: int = 1000
    head: HeadReading | None = field(default=None, repr=False)  # content "head": its ω_j and h_j as they are
    models: ModelState = field(default_factory=ModelState)  # the Model tab's
    # Derived by refresh(); views read them. `version` grows on every recompute.
    omega: np.ndarray = field(init=False, repr=False)
    h: np.ndarray = field(init=False, repr=False)
    curve: np.ndarray = field(init=False, repr=False)
    unscaled_curve: np.ndarray | None = field(init=False, repr=False)  # score / reach without scaling
    score0: float = field(init=False)
    reach: float = field(init=False)  # Σ|h_j|: the largest score any Δ can give; every ratio divides by it
    best: BestReturn | None = field(init=False)
    invariance: Invariance = field(init=False)
    version: int = field(init=False, default=0)
    _bound: tuple[int, np.ndarray] | None = field(init=False, default=None, repr=False)

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
    def score_now(self) -> float:
        return self.score_at(self.delta_int)

    @property
    def ratio_now(self) -> float:
        """score / reach at the current whole Δ, in [−1, 1] (nan if every arrow has length 0)."""
        return self.ratio_at(self.delta_int)

    def score_at(self, delta: int) -> float:
        return float(self.curve[delta - self.lo])

    def ratio_at(self, delta: int) -> float:
        return min(max(self.score_at(delta) / self.reach, -1.0), 1.0) if self.has_ratio else math.nan

    @property
    def has_ratio(self) -> bool:
        """The chain has some length, so score / reach means something."""
        return self.reach > 0.0

    @property
    def ratio_curve(self) -> np.ndarray:
        """score / reach over the plotted window (zeros for a chain of no length)."""
        return self.curve / self.reach if self.has_ratio else np.zeros_like(self.curve)

    @property
    def bound_curve(self) -> np.ndarray:
        """Su's relative bound over the plotted window, as a shape: B(Δ)/B(0), B(0) = (N + 1)/2.

        The bound itself is |score(Δ)| ≤ max|h_{j+1} − h_j|·N·B(Δ) (bound_now); it is loose (above
        reach for most Δ), so the plot shows how it decays, started at 1. Computed when first asked for.
        """
        if self._bound is None or self._bound[0] != self.version:
            deltas = np.arange(self.lo, self.hi + 1)
            shape = decay_bound(deltas, self.omega) / ((self.n_arrows + 1) / 2)
            self._bound = (self.version, shape)
        return self._bound[1]

    @property
    def bound_now(self) -> float:
        """Su's bound on |score| at the current whole Δ: max|h_{j+1} − h_j|·Σ_j|S_j(Δ)|."""
        return float(decay_bound_abs(np.array([float(self.delta_int)]), self.omega, self.h)[0])

    @property
    def is_view_2(self) -> bool:
        return self.n_arrows == 2 and self.base == rope.DEFAULT_BASE and self.scaling_kind == "none"

    def view_names(self, lang: str = "en") -> tuple[str, ...]:
        """The chain's one-line caption, long to short: a narrow panel shows the first that fits."""
        if self.content == "head" and self.head is not None:  # (the shorter keep the numbers: key n last)
            r, forms = self.head, ("head", "head_short", "head_shortest")
            said = {"n": self.n_arrows, "layer": r.layer, "head": r.head, "m": r.query, "k": r.key}
            return tuple(tr(lang, f"rope_view.{form}", **said) for form in forms)
        if self.n_arrows == 2 and self.base == rope.DEFAULT_BASE:
            chain = tr(lang, "rope_view.name_2")
        else:
            chain = tr(
                lang,
                counted("rope_view.name", self.n_arrows),
                n=self.n_arrows,
                d=2 * self.n_arrows,
                base=format_base(self.base),
            )
        if self.model:
            chain = f"{self.model} · {chain}"
        if self.scaling_kind != "none":
            chain += f" · {scaling_label(self.scaling_kind, lang)} ×{factor_text(self.scaling_factor)}"
        content = content_label(self.content, lang)
        seed = tr(lang, "rope_view.seed", seed=self.seed) if self.content != "ones" else ""
        return (f"{chain} · {content}{seed}",)

    def refresh(self) -> None:
        """Recompute speeds, contents, the window's curve(s), score(0), reach and the best return."""
        self.say_at_once()  # (the read-outs say the new chain's Δ at once)
        if self.content == "head" and self.head is not None:  # the model's own speeds, scaling included
            self.n_arrows, self.omega, self.h = len(self.head.h), self.head.omega, self.head.h
            h = self.h
        else:
            custom = self.content == "custom"
            h = (
                rope.content_from_qk(*self.qk())
                if custom
                else chain_content(self.n_arrows, self.content, self.seed)
            )
            self.omega, self.h = scaled_chain(self.n_arrows, self.base, h, self.scaling)
        deltas = np.arange(self.lo, self.hi + 1)
        self.curve = rope.scores(deltas, self.omega, self.h)
        self.unscaled_curve = None
        if self.scaling_kind != "none":
            plain = rope.ladder_frequencies(self.n_arrows, self.base)
            self.unscaled_curve = rope.ratio(rope.scores(deltas, plain, h), h)
        self.score0 = rope.score_at_zero(self.h)
        self.reach = rope.reach(self.h)
        self.best = best_return(self.search_lo, self.search_hi, self.omega, self.h)
        self.refresh_invariance()
        self.version += 1

    def refresh_invariance(self) -> None:
        """RoPE vs additive scores of this seed's q, k at (m, n) and (m + s, n + s)."""
        q, k = self.qk()
        self.invariance = invariance_of(q, k, self.inv_m, self.inv_n, self.inv_shift, self.omega)

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
            n = parse_int(view, Term("field.arrows"))
            if not MIN_ARROWS <= n <= MAX_ARROWS:
                raise Problem("problem.arrows.range", lo=MIN_ARROWS, hi=MAX_ARROWS, n=n)
            self._set_chain(n, rope.DEFAULT_BASE, None, restart=True)

    def set_view_2(self) -> None:
        """Two arrows, ω = 1 and 0.01 (d = 4, base 10000), no scaling; the curve restarts at lo."""
        self._set_chain(2, rope.DEFAULT_BASE, None, restart=True, scaling=("none", self.scaling_factor))

    def set_view_32(self) -> None:
        """32 arrows on the ladder of a 64-dimensional head, base 10000, no scaling; restarts at lo."""
        self._set_chain(32, rope.DEFAULT_BASE, None, restart=True, scaling=("none", self.scaling_factor))

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
            raise Problem("problem.base.range", most=f"{MAX_BASE:.0e}", text=f"{base:g}")
        if base != self.base:
            self._set_chain(self.n_arrows, float(base), None, restart=False)

    def configure(self, chain: tuple, search: tuple[int, int], scaling: tuple[str, float]) -> None:
        """Chain (n, base, model, content, seed, lo, hi, custom q and k), search window and scaling together,
        recomputing once if any changed (undo and leaving a lesson bring them back)."""
        now = self._settings()
        if (chain, search, scaling) != now:
            for name, value in zip(CHAIN_FIELDS, chain, strict=True):
                setattr(self, name, value)
            (self.search_lo, self.search_hi), (self.scaling_kind, self.scaling_factor) = search, scaling
            if not self.lo <= self.delta <= self.hi:
                self.delta = float(self.lo)
            self.refresh()

    def _settings(self) -> tuple[tuple, tuple[int, int], tuple[str, float]]:
        chain = tuple(getattr(self, name) for name in CHAIN_FIELDS)
        return chain, (self.search_lo, self.search_hi), (self.scaling_kind, self.scaling_factor)

    def _set_chain(
        self, n: int, base: float, model: str | None, restart: bool, scaling: tuple[str, float] | None = None
    ) -> None:
        self.n_arrows, self.base, self.model = n, base, model
        if self.content == "head":  # a ladder asked for: the real head's chain is the model's, so it goes
            self.content = "ones"
        if scaling is not None:
            self.scaling_kind, self.scaling_factor = scaling
        if restart:
            self.delta = float(self.lo)
        self.refresh()

    def set_log_axis(self, on: bool) -> None:
        self.log_axis = bool(on)
        self.version += 1

    def set_show_bound(self, on: bool) -> None:
        self.show_bound = bool(on)

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
