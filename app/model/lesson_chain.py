"""The numbers of the RoPE lesson's first four steps, of the chain the panel draws. No pygame.

Those steps set the d = 8 ladder, but the panel's keys 1/2/3, its arrow count and base change the chain
while a step is shown; their words then speak of that chain (ChainShown, read off the panel's state), so
the lesson box and the Invariance tab never disagree. A chain of one arrow has no pair 1, where the
lesson's q and k sit: those steps then say so (their "_one" wording, WORDS). The panel's content (a
drop-down choice, a head picked on the Model tab) puts other q and k on the tab: steps 2 and 3 then quote
the tab's scores of those and say how the lesson's come back (their "_other" wording).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from app.math import positions, rope
from app.model.parse import format_base
from app.model.signs import window_number

if TYPE_CHECKING:
    from app.model.rope_state import RopeState
    from app.model.state import AppState

Numbers = dict[str, float | str]
WORDS = "words"  # a Numbers entry: the step's wording for this chain, catalogue keys lesson.<key><words>.*
LESSON_PAIRS = ((2, 5), (5, 8), (0, 3), (97, 100))
LADDER_PAIRS = ((3, 7), (40, 44), (900, 904))
LISTED = 4  # a ladder of more pairs is listed by its first three and its last
# q = (1, 0) and k = (0, 1) on pair 1 of the d = 8 ladder, the pair with θ = 0.1 (the others zero).
UNIT_QK = ((0.0, 0.0, 1.0, 0.0), (0.0, 0.0, 0.0, 1.0))
QK_ATOL = 1e-12  # q and k this close to the lesson's are the lesson's (they are copied, never computed)


@dataclass(frozen=True)
class CanvasShown:
    """The canvas as steps 5 to 9 speak of it: its curve's source (a preset's name, "text", "file", …) and
    sample count, its arrows (of how many), their order, whether the inspector's last change made the curve,
    and the t it stands paused at (None: time runs)."""

    source: str
    samples: int
    arrows: int
    max_arrows: int
    order: str
    transformed: bool
    paused_at: float | None

    @classmethod
    def of(cls, state: AppState) -> CanvasShown:
        e, change = state.epicycles, state.change
        transformed = change is not None and change.curve is e.curve
        paused = None if e.clock.playing else e.t
        return cls(state.source, state.samples, e.n_arrows, e.max_arrows, e.order, transformed, paused)


@dataclass(frozen=True)
class ChainShown:
    """The panel's chain as the steps speak of it: its arrows, base, angles per token (the Invariance tab's
    ladder), the q and k that tab scores, their seed, whether the ladder is base^(−j/N) itself, and its
    content and best-in range (which steps 10 to 12 compare with their own: lesson.lessons_chain), and the
    canvas beside it (which steps 5 to 9 compare with theirs)."""

    n_arrows: int
    base: float
    omega: tuple[float, ...]
    q: tuple[float, ...]
    k: tuple[float, ...]
    seed: int = 0
    plain: bool = True  # False: a RoPE scaling stretches it, or it is a model head's own
    content: str = ""  # the panel's content ("ones", "random", …) and best-in range, read off it
    search: tuple[int, int] | None = None
    canvas: CanvasShown | None = None

    @classmethod
    def of(cls, r: RopeState, canvas: CanvasShown | None = None) -> ChainShown:
        q, k = r.qk()
        plain = r.scaling_kind == "none" and r.content != "head"
        omega, search = tuple(map(float, r.omega)), (r.search_lo, r.search_hi)
        return cls(r.n_arrows, r.base, omega, tuple(q), tuple(k), r.seed, plain, r.content, search, canvas)

    @classmethod
    def ladder(
        cls, n_arrows: int, qk: tuple[tuple[float, ...], tuple[float, ...]] | None = None
    ) -> ChainShown:
        """The lesson's own: n arrows on the base-10000 ladder, q and k given or seed 0's random ones."""
        q, k = (
            (np.pad(v, (0, 2 * n_arrows))[: 2 * n_arrows] for v in qk) if qk else rope.random_qk(n_arrows, 0)
        )
        omega = rope.ladder_frequencies(n_arrows, rope.DEFAULT_BASE)
        return cls(n_arrows, rope.DEFAULT_BASE, tuple(map(float, omega)), tuple(q), tuple(k))


OWN = ChainShown.ladder(4)  # the chain the ladder steps set: d = 8, seed 0's q and k
OWN_UNIT = ChainShown.ladder(4, UNIT_QK)  # the same with the lesson's q and k on pair 1


def angle_text(value: float) -> str:
    """An angle as the words and the Invariance tab's ladder write it (4 significant digits, 1e−6)."""
    return window_number(f"{value:.4g}")


def base_text(base: float) -> str:
    """A base as the words write it: 10000 whole, as the formula θᵢ = 10000^(−2i/d) has it."""
    return f"{base:.0f}" if base == int(base) and base < 1e7 else format_base(base)


def listed(values: list[float], digits: int = 4) -> str:
    """Every value, or the first three, … and the last (32 pairs would not fit the box), to digits
    significant digits as the Invariance tab writes them (θ to 4, wavelengths to 5)."""
    said = [window_number(f"{v:.{digits}g}") for v in values]  # (3.5533e11, 7.499e−5: not e+11, e−05)
    return ", ".join(said if len(said) <= LISTED else [*said[: LISTED - 1], "…", said[-1]])


def ladder_numbers(chain: ChainShown = OWN) -> Numbers:
    """The ladder the tab lists: θ_j and the tokens one turn takes, d and base, and how much slower each
    pair turns than the one before (base^(1/N): ten for d = 8)."""
    theta = list(chain.omega)
    words = "_one" if len(theta) == 1 else "" if chain.plain else "_stretched"
    return (
        {
            "thetas": listed(theta),
            "waves": listed([2 * math.pi / t for t in theta], 5),
            "d": str(2 * chain.n_arrows),
            "base": base_text(chain.base),
            "fall": angle_text(chain.base ** (1 / chain.n_arrows)),
            WORDS: words,
        }
        | {f"theta{j}": t for j, t in enumerate(theta[:LISTED])}
        | {f"wave{j}": 2 * math.pi / t for j, t in enumerate(theta[:LISTED])}
    )


def lessons_qk(chain: ChainShown) -> bool:
    """Whether the tab scores the lesson's q and k: UNIT_QK, zero-padded or cut to the chain's 2N."""
    size = len(chain.q)
    own = [np.pad(v, (0, size))[:size] for v in UNIT_QK]
    return all(np.allclose(v, w, rtol=0, atol=QK_ATOL) for v, w in zip((chain.q, chain.k), own, strict=True))


def rotation_numbers(chain: ChainShown = OWN_UNIT) -> Numbers:
    """q = (1, 0) at m = 2 and k = (0, 1) at n = 5 on pair 1 (θ: the d = 8 ladder's 0.1), as complex numbers
    turned by mθ and nθ, and their dot product: the RoPE score the Invariance tab shows at (2, 5). A chain
    of one arrow has no pair 1: the tab's q and k are zero there, and so is its score. Other q and k than
    the lesson's: the tab's score of those at (2, 5)."""
    other, one = not lessons_qk(chain), len(chain.omega) < 2
    if other or one:
        score = positions.rope_score(chain.q, chain.k, 2, 5, chain.omega)
        words = "_other" if other else "_one"
        return {"theta": angle_text(chain.omega[0 if one else 1]), "score": score, WORDS: words}
    theta = chain.omega[1]
    query, key = complex(1, 0) * np.exp(1j * 2 * theta), complex(0, 1) * np.exp(1j * 5 * theta)
    score = query.real * key.real + query.imag * key.imag
    turns = {"theta": angle_text(theta), "a": angle_text(2 * theta), "b": angle_text(5 * theta)}
    return {"x": query.real, "y": query.imag, "kx": key.real, "ky": key.imag, "score": score} | turns


def relative_numbers(chain: ChainShown = OWN_UNIT) -> Numbers:
    """The tab's RoPE score of its q and k for every (m, n) with n − m = 3, and θ of pair 1 (the d = 8
    ladder's 0.1), where the lesson's q = (1, 0) and k = (0, 1) sit; with one arrow, θ of pair 0."""
    scores = {
        f"s{j}": positions.rope_score(chain.q, chain.k, m, n, chain.omega)
        for j, (m, n) in enumerate(LESSON_PAIRS)
    }
    one = len(chain.omega) < 2
    words = "_other" if not lessons_qk(chain) else "_one" if one else ""
    return scores | {"theta": angle_text(chain.omega[0 if one else 1]), WORDS: words}


def ladder_pair_numbers(chain: ChainShown = OWN) -> Numbers:
    """The tab's random q and k (its seed) on its ladder: RoPE the same for each pair, added positions
    (the Transformer's, as the tab adds them: base 10000, d = len(q)) not."""
    d = len(chain.q)
    out: Numbers = {"d": str(d), "base": base_text(chain.base), "seed": str(chain.seed)}
    for j, (m, n) in enumerate(LADDER_PAIRS):
        out[f"rope{j}"] = positions.rope_score(chain.q, chain.k, m, n, chain.omega)
        out[f"add{j}"] = positions.additive_score(chain.q, chain.k, m, n)
        out[f"pos{j}"] = float(positions.sinusoidal_position(m, d) @ positions.sinusoidal_position(n, d))
    return out
