"""The `rope` subcommand: JSON numbers against explicit rotations, with Su's bounds and the window's best
return. Its scaling and its one-line errors are in test_cli_rope_scaling.py and test_cli_rope_errors.py,
which take parse, run_json and the references from here."""

from __future__ import annotations

import argparse
import json
import math

import numpy as np
import pytest
from support import rotate_pairs

from app.cli import rope as cli_rope
from app.cli.common import glue_negative_values
from app.cli.main import VALUE_OPTIONS, build_parser


def parse(argv: list[str]) -> argparse.Namespace:
    """Parse `rope …` with the app's own parser and its list of options that take negative values."""
    return build_parser().parse_args(glue_negative_values(["rope", *argv], VALUE_OPTIONS))


def run_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict:
    """Run `rope …` in-process and return its JSON output."""
    args = parse(argv)
    assert args.handler is cli_rope.run
    assert args.handler(args) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


def brute_score(q: np.ndarray, k: np.ndarray, delta: float, omega: np.ndarray) -> float:
    """Query at position Δ, key at position 0, both rotated explicitly, then dotted."""
    return float(rotate_pairs(q, delta, omega) @ rotate_pairs(k, 0.0, omega))


def hf_inv_freq(d: int, base: float) -> np.ndarray:
    """HF transformers' speeds 1 / base**(arange(0, d, 2)/d)."""
    return 1.0 / base ** (np.arange(0, d, 2) / d)


def csv(values: np.ndarray) -> str:
    """Comma-separated numbers, exact."""
    return ",".join(repr(float(v)) for v in values)


def test_defaults(capsys):
    out = run_json(["--json"], capsys)
    assert set(out) == {"omega", "attention_factor", "scores", "window"}
    assert out["attention_factor"] == 1.0
    np.testing.assert_allclose(out["omega"], hf_inv_freq(64, 10000.0), rtol=1e-13)
    assert out["scores"] == [{"delta": 0, "score": pytest.approx(32.0)}]
    window = out["window"]
    assert set(window) == {"lo", "hi", "best_delta", "best_score", "ratio"}
    assert (window["lo"], window["hi"]) == (100, 4096)  # the panel's (test_cli_rope_default_window.py)


def test_scores_match_explicit_rotations(capsys):
    rng = np.random.default_rng(5)
    q, k = rng.standard_normal(16), rng.standard_normal(16)
    base = 500.0
    out = run_json(
        ["--arrows", "8", "--base", "500", "--q", csv(q), "--k", csv(k), "--delta", "-3,4,0,1000", "--json"],
        capsys,
    )
    omega = hf_inv_freq(16, base)
    np.testing.assert_allclose(out["omega"], omega, rtol=1e-13)
    assert [row["delta"] for row in out["scores"]] == [-3, 4, 0, 1000]
    for row in out["scores"]:
        assert row["score"] == pytest.approx(brute_score(q, k, row["delta"], omega), abs=1e-9)
    brute = [brute_score(q, k, d, omega) for d in range(4097)]
    window = out["window"]
    assert window["best_delta"] == int(np.argmax(brute))
    assert window["best_score"] == pytest.approx(max(brute), abs=1e-9)
    # The ratio divides by the chain's reach Σ|q_j|·|k_j|, the most any Δ can score.
    reach = sum(math.hypot(*q[2 * j : 2 * j + 2]) * math.hypot(*k[2 * j : 2 * j + 2]) for j in range(8))
    assert window["ratio"] == pytest.approx(max(brute) / reach)


def test_explicit_omega_and_negative_window(capsys):
    out = run_json(["--omega", "1,0.01", "--window", "-800:-500", "--delta", "-628", "--json"], capsys)
    assert out["omega"] == [1.0, 0.01]
    assert out["scores"][0]["score"] == pytest.approx(math.cos(628) + math.cos(6.28))
    window = out["window"]
    assert (window["lo"], window["hi"]) == (-800, -500)
    # score is even in Δ for real content, so the best return mirrors the one near +628.
    assert abs(window["best_delta"] + 628) <= 10
    assert window["ratio"] > 0.9


def test_omega_with_matching_arrows_is_fine(capsys):
    out = run_json(["--omega", "1,0.5,0.25", "--arrows", "3", "--json"], capsys)
    assert out["scores"][0]["score"] == pytest.approx(3.0)


def test_fractional_delta(capsys):
    out = run_json(["--omega", "1", "--delta", "0.5", "--json"], capsys)
    assert out["scores"] == [{"delta": 0.5, "score": pytest.approx(math.cos(0.5))}]


def test_ratio_is_defined_when_start_score_is_zero(capsys):
    # h = (1, -1): the two arrows cancel at Δ = 0, but the chain is 2 long.
    out = run_json(["--omega", "1,0.5", "--q", "1,0,1,0", "--k", "1,0,-1,0", "--json"], capsys)
    assert out["scores"][0]["score"] == pytest.approx(0.0)
    assert out["window"]["ratio"] == pytest.approx(out["window"]["best_score"] / 2)
    assert 0 < out["window"]["ratio"] <= 1


def test_ratio_without_content_is_null(capsys):
    out = run_json(["--omega", "1,0.5", "--q", "0,0,0,0", "--k", "1,0,-1,0", "--json"], capsys)
    assert out["window"]["ratio"] is None
    assert out["scores"][0]["score"] == 0.0


def test_bound_adds_su_bounds_to_each_score(capsys):
    rng = np.random.default_rng(8)
    q, k = rng.standard_normal(12), rng.standard_normal(12)
    out = run_json(
        ["--arrows", "6", "--q", csv(q), "--k", csv(k), "--delta", "0,-7,250.5,9000", "--bound", "--json"],
        capsys,
    )
    omega = hf_inv_freq(12, 10000.0)
    h = [complex(q[2 * j], q[2 * j + 1]) * complex(k[2 * j], -k[2 * j + 1]) for j in range(6)]
    step = max(abs(a - b) for a, b in zip([*h[1:], 0j], h, strict=True))
    for row in out["scores"]:
        assert set(row) == {"delta", "score", "bound", "bound_abs"}
        running, total = 0j, 0.0
        for w in omega:
            running += complex(math.cos(row["delta"] * w), math.sin(row["delta"] * w))
            total += abs(running)
        assert row["bound"] == pytest.approx(total / 6, abs=1e-12)
        assert row["bound_abs"] == pytest.approx(step * total, abs=1e-12)
        assert abs(row["score"]) <= row["bound_abs"]
    assert out["scores"][0]["bound"] == pytest.approx(3.5)  # (N + 1)/2 at Δ = 0


def test_no_bound_keys_without_the_flag(capsys):
    out = run_json(["--delta", "0,5", "--json"], capsys)
    assert all(set(row) == {"delta", "score"} for row in out["scores"])


def test_window_at_the_exact_edge(capsys):
    lo, hi = 2**53 - 3, 2**53
    window = run_json(["--omega", "1", "--window", f"{lo}:{hi}", "--json"], capsys)["window"]
    assert (window["lo"], window["hi"]) == (lo, hi)
    assert lo <= window["best_delta"] <= hi
