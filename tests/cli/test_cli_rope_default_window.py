"""`rope --json` searches the RoPE panel's own default window (100..4096, past the first hump) for the best
return, as the panel does for the same all-ones chain; it searched 0..4096, where Δ = 0 always wins."""

from __future__ import annotations

import numpy as np
import pytest
from test_cli_rope import run_json

from app.model.rope_state import RopeState


def test_default_window_is_the_panels_and_finds_the_same_best_return(capsys) -> None:
    panel = RopeState()  # the panel as it opens (all ones, base 10 000), at the command's 32 arrows
    panel.set_arrows(32)
    out = run_json(["--json"], capsys)["window"]
    assert (out["lo"], out["hi"]) == (panel.search_lo, panel.search_hi) == (100, 4096)
    omega = 10000.0 ** (-np.arange(32) / 32)  # independent: all ones score Σ_j cos(Δ ω_j)
    deltas = np.arange(100, 4097)
    brute = np.cos(np.outer(deltas, omega)).sum(axis=1)
    assert out["best_delta"] == int(deltas[np.argmax(brute)]) == panel.best.delta
    assert out["best_score"] == pytest.approx(float(brute.max()), abs=1e-9)
    assert out["ratio"] == pytest.approx(panel.best.ratio)
