"""Tables as text: the chain's coefficients (CSV, JSON, tab-separated for the clipboard) and the RoPE
score curve. No pygame.

Coefficients are listed in the chain's arrow order; arg is in radians in (−π, π] (the clipboard's table is
the inspector's: arg in degrees, and no float noise). The JSON has the shape of `coeffs --json` (`samples`,
`coefficients` of {k, re, im}) plus the curve's title; the score curve's has the keys of `rope --json`
(`scores` of {delta, score}, each with its ratio, and the `window` of Δ they cover).
"""

from __future__ import annotations

import json

import numpy as np

from app.math.fourier import Chain

COEFFICIENT_HEADER = ("k", "re", "im", "abs", "arg")
ROPE_HEADER = ("delta", "score", "ratio")
SHOWN_HEADER = ("k", "re", "im", "|c|", "arg (°)")  # the inspector's columns, with the unit of arg
NO_LENGTH = 1e-12  # of the largest |c|: a part or arrow smaller is rounding noise (the inspector's 0, —)


def coefficient_rows(chain: Chain) -> list[tuple[int, float, float, float, float]]:
    """(k, re, im, |c|, arg c) for every arrow, in the chain's order."""
    c = chain.c
    return [
        (int(k), float(z.real), float(z.imag), float(a), float(p))
        for k, z, a, p in zip(chain.k, c, np.abs(c), np.angle(c), strict=True)
    ]


def shown_rows(chain: Chain) -> list[tuple[int, float, float, float, float | None]]:
    """(k, re, im, |c|, arg c in degrees in (−180, 180]) for every arrow, as the inspector shows them: a part
    below NO_LENGTH of the largest |c| is 0, and an arrow of no length has no arg; the rest in full."""
    c = chain.c
    tiny = NO_LENGTH * (float(np.abs(c).max()) if len(c) else 0.0)
    re, im = np.where(np.abs(c.real) > tiny, c.real, 0.0), np.where(np.abs(c.imag) > tiny, c.imag, 0.0)
    size, arg = np.hypot(re, im), np.degrees(np.arctan2(im, re))
    return [
        (int(k), float(x), float(y), float(a), float(p) if a > tiny else None)
        for k, x, y, a, p in zip(chain.k, re + 0.0, im + 0.0, size, arg, strict=True)
    ]


def shown_table(chain: Chain) -> str:
    """The coefficients as the inspector shows them, tab-separated, for the clipboard."""
    return _table(SHOWN_HEADER, shown_rows(chain), "\t")


def coefficients_table(chain: Chain, sep: str = ",") -> str:
    """The coefficients as CSV (sep ",") or as tab-separated text that pastes as a table."""
    return _table(COEFFICIENT_HEADER, coefficient_rows(chain), sep)


def coefficients_json(chain: Chain, n_samples: int, title: str) -> str:
    """`coeffs --json`'s shape, in arrow order, with the curve's title."""
    terms = [{"k": k, "re": re, "im": im} for k, re, im, _, _ in coefficient_rows(chain)]
    return json.dumps({"title": title, "samples": n_samples, "coefficients": terms}, allow_nan=False) + "\n"


def rope_rows(deltas: np.ndarray, scores: np.ndarray, reach: float | None) -> list[tuple]:
    """(Δ, score, score / reach) per whole Δ, reach = Σ|h_j| (the ratio the panel shows, in [−1, 1]); the
    ratio is left empty for a chain of no length."""
    ratios = np.clip(scores / reach, -1.0, 1.0) if reach else [None] * len(scores)
    return [
        (int(d), float(s), None if r is None else float(r))
        for d, s, r in zip(deltas, scores, ratios, strict=True)
    ]


def rope_table(deltas: np.ndarray, scores: np.ndarray, reach: float | None, sep: str = ",") -> str:
    """The score curve as CSV (or tab-separated text): delta,score,ratio (score / reach)."""
    return _table(ROPE_HEADER, rope_rows(deltas, scores, reach), sep)


def rope_json(deltas: np.ndarray, scores: np.ndarray, reach: float | None) -> str:
    """The score curve as JSON: `rope --json`'s `scores` ({delta, score}, with the CSV's ratio) and
    `window` ({lo, hi}); a ratio is null for a chain of no length."""
    rows = [{"delta": d, "score": s, "ratio": r} for d, s, r in rope_rows(deltas, scores, reach)]
    window = {"lo": int(deltas[0]), "hi": int(deltas[-1])} if len(deltas) else None
    return json.dumps({"scores": rows, "window": window}, allow_nan=False) + "\n"


def _table(header: tuple[str, ...], rows: list[tuple], sep: str) -> str:
    lines = [sep.join(header)]
    lines += [sep.join("" if v is None else repr(v) for v in row) for row in rows]
    return "\n".join(lines) + "\n"
