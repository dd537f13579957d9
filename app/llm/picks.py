"""The lesson's two heads of a sentence (issue 23 item 6), chosen where the pass runs (the model's process):
the previous-token head and the slow-pair head. numpy only; heads is imported when the choice is made."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from app.llm.forward import SentencePass
    from app.llm.heads import Usage

SLOW_SHARE_FROM = 0.5  # pairs j ≥ N/2 are the slow half of the ladder
FAST_PAIRS = 8  # j = 0..7: the fastest, large only in previous-token heads


@dataclass(frozen=True)
class HeadPicks:
    """The lesson's two heads of the sentence: the one whose queries look most at the token just before
    (its mean attention there), and the one with most of its |q_j| on the slow half of the ladder."""

    previous: tuple[int, int]
    previous_attention: float  # the mean over the sentence's queries (1..T-1) of their attention there
    previous_last: float  # the last token's (the lesson's query, whose row the chips show)
    previous_fast: float  # share of the previous-token head's |q_j| on pairs 0..FAST_PAIRS-1
    slow: tuple[int, int]
    slow_share: float  # share of the slow-pair head's |q_j| on the slow half
    slow_fast: float  # and on pairs 0..FAST_PAIRS-1

    def numbers(self) -> dict[str, float]:
        (pl, ph), (sl, sh) = self.previous, self.slow
        return {
            "prev_layer": pl,
            "prev_head": ph,
            "prev_attention": self.previous_attention,
            "prev_last": self.previous_last,
            "prev_fast": self.previous_fast,
            "slow_layer": sl,
            "slow_head": sh,
            "slow_share": self.slow_share,
            "slow_fast": self.slow_fast,
        }


def pick_heads(p: SentencePass, use: Usage) -> HeadPicks:
    """The previous-token head and the slow-pair head of a pass run through every layer."""
    from app.llm.heads import attention_row

    layers, heads, pairs = use.q.shape
    prev = np.zeros((layers, heads))
    for layer in range(layers):
        for head in range(heads):
            rows = [attention_row(p, layer, head, m)[m - 1] for m in range(1, p.length)]
            prev[layer, head] = float(np.mean(rows)) if rows else 0.0
    total = use.q.sum(axis=2)
    fast = use.q[:, :, :FAST_PAIRS].sum(axis=2) / total
    slow = use.q[:, :, round(pairs * SLOW_SHARE_FROM) :].sum(axis=2) / total
    pl, ph = np.unravel_index(int(np.argmax(prev)), prev.shape)
    sl, sh = np.unravel_index(int(np.argmax(slow)), slow.shape)
    last = p.length - 1
    return HeadPicks(
        (int(pl), int(ph)),
        float(prev[pl, ph]),
        float(attention_row(p, int(pl), int(ph), last)[last - 1]) if last > 0 else 0.0,
        float(fast[pl, ph]),
        (int(sl), int(sh)),
        float(slow[sl, sh]),
        float(fast[sl, sh]),
    )
