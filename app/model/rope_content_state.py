"""The RoPE panel's arrow contents h_j: their mode, the seed of random q, k, a lesson's q and k. No pygame.

A mixin of RopeState, which holds the fields and recomputes (refresh); h_j = q_j·conj(k_j) as in rope.py,
q and k of length 2N, the seed a whole number 0..2³²-1 for np.random.default_rng.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import numpy as np

from app.errors import Problem
from app.i18n import tr
from app.math import rope
from app.model.signs import minus

ContentMode = Literal["ones", "random", "q=k", "custom", "head"]  # head: a real model's (Model tab)
CONTENT_MODES: tuple[tuple[str, ContentMode], ...] = (
    ("all ones", "ones"),
    ("random q, k", "random"),
    ("q = k", "q=k"),
)
QK = tuple[tuple[float, ...], tuple[float, ...]]
MAX_SEED = 2**32 - 1


def content_label(mode: str, lang: str) -> str:
    """A content mode's name in the language ("all ones", "random q, k", "q = k", "q, k of the lesson")."""
    return (
        tr(lang, f"rope.content.{mode}")
        if mode in {*(m for _, m in CONTENT_MODES), "custom", "head"}
        else mode
    )


class ContentChoice:
    """The content intents and q, k; the dataclass that inherits it declares the fields."""

    n_arrows: int
    content: ContentMode
    seed: int
    custom_qk: QK | None
    refresh: Callable[[], None]

    def qk(self) -> tuple[np.ndarray, np.ndarray]:
        """The random q and k of this seed, or the custom ones if content is "custom" (length 2N)."""
        if self.content == "custom" and self.custom_qk is not None:
            size = 2 * self.n_arrows  # zero-padded or cut to this chain's 2N
            q, k = (np.pad(np.asarray(v, float), (0, size))[:size] for v in self.custom_qk)
            return q, k
        return rope.random_qk(self.n_arrows, self.seed)

    def set_content(self, mode: ContentMode) -> None:
        """All-ones arrows, h = q·conj(k) of random q, k (this seed), or q = k."""
        if mode not in {m for _, m in CONTENT_MODES} and not (mode == "custom" and self.custom_qk):
            raise Problem("problem.content.unknown", mode=repr(mode))
        if mode != self.content:
            self.content = mode
            self.refresh()

    def set_seed(self, seed: int, typed: str | None = None) -> None:
        """The seed of the random q, k (a whole number 0..2³²-1); one refused is named as typed (1e30 read
        as a float is 1000000000000000019884624838656)."""
        if not 0 <= seed <= MAX_SEED:
            raise Problem(
                "problem.seed.range", most=MAX_SEED, seed=minus(seed if typed is None else typed.strip())
            )
        if seed != self.seed:
            self.seed = int(seed)
            self.refresh()

    def new_seed(self, switch: bool = True) -> None:
        """The next seed; random content is switched on if the arrows were all ones (and switch), or were a
        lesson's own q and k, which no seed changes (the Invariance tab's "New q, k" showed them still under
        a status line saying "New random q, k")."""
        self.seed = (self.seed + 1) % (MAX_SEED + 1)
        if self.content == "custom" or (switch and self.content == "ones"):
            self.content = "random"
        self.refresh()
