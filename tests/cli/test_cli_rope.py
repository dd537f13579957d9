"""The `rope` subcommand: JSON numbers against explicit rotations, and one-line errors for bad values."""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from support import rotate_pairs

from app.cli import rope as cli_rope
from app.cli.common import CliError, glue_negative_values
from app.cli.main import VALUE_OPTIONS, build_parser

ROOT = Path(__file__).resolve().parents[2]
MAIN = ROOT / "main.py"


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
    assert (window["lo"], window["hi"]) == (0, 4096)
    # All arrows line up only at the start.
    assert window["best_delta"] == 0
    assert window["best_score"] == pytest.approx(32.0)
    assert window["ratio"] == pytest.approx(1.0)


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


def test_llama3_scaling_speeds(capsys):
    out = run_json(
        ["--arrows", "64", "--base", "5e5", "--scaling", "llama3", "--factor", "8", "--json"], capsys
    )
    plain = hf_inv_freq(128, 5e5)
    omega = np.array(out["omega"])
    assert out["attention_factor"] == 1.0
    # Wavelengths 2π/ω below 8192/4 are kept, above 8192/1 divided by 8 (pairs 0..28 and 35..63).
    np.testing.assert_allclose(omega[:29], plain[:29], rtol=1e-13)
    np.testing.assert_allclose(omega[35:], plain[35:] / 8, rtol=1e-13)
    assert out["scores"][0]["score"] == pytest.approx(64.0)


def test_yarn_scores_include_the_attention_factor_squared(capsys):
    rng = np.random.default_rng(2)
    q, k = rng.standard_normal(16), rng.standard_normal(16)
    argv = ["--arrows", "8", "--q", csv(q), "--k", csv(k), "--delta", "0,37", "--bound", "--json"]
    scaled = run_json([*argv, "--scaling", "yarn", "--factor", "4", "--original-max", "512"], capsys)
    attention = 0.1 * math.log(4) + 1
    assert scaled["attention_factor"] == pytest.approx(attention)
    omega = np.array(scaled["omega"])
    # HF multiplies cos and sin by the factor for q and for k: rotate both that way and dot.
    for row in scaled["scores"]:
        rotated = attention**2 * brute_score(q, k, row["delta"], omega)
        assert row["score"] == pytest.approx(rotated, abs=1e-9)
        assert abs(row["score"]) <= row["bound_abs"]
    # The ratio does not depend on the factor: best_score and the reach both carry it.
    window = scaled["window"]
    reach = sum(math.hypot(*q[2 * j : 2 * j + 2]) * math.hypot(*k[2 * j : 2 * j + 2]) for j in range(8))
    assert window["ratio"] == pytest.approx(window["best_score"] / (attention**2 * reach))


@pytest.mark.parametrize(
    "argv",
    [
        ["--scaling", "linear", "--factor", "2.5"],
        ["--scaling", "dynamic", "--factor", "2", "--original-max", "1024", "--seq-len", "3000"],
        [
            "--scaling",
            "yarn",
            "--factor",
            "8",
            "--original-max",
            "2048",
            "--beta-fast",
            "16",
            "--beta-slow",
            "2",
        ],
        ["--scaling", "llama3", "--factor", "4", "--original-max", "4096", "--low-freq-factor", "2"],
        ["--scaling", "llama3", "--factor", "4", "--high-freq-factor", "6"],
    ],
)
def test_scaling_options_reach_the_formulas(argv, capsys):
    from app.math import rope, rope_scaling

    args = parse([*argv, "--arrows", "16", "--json"])
    fields = {"kind": args.scaling} | {
        f: (int if f in ("original_max", "seq_len") else float)(getattr(args, f))
        for f in rope_scaling.SCALING_FIELDS[args.scaling]
        if getattr(args, f) is not None
    }
    expected, attention = rope_scaling.scaled_frequencies(16, 1e4, rope.Scaling(**fields))
    out = run_json([*argv, "--arrows", "16", "--json"], capsys)
    np.testing.assert_array_equal(out["omega"], expected)
    assert out["attention_factor"] == attention
    assert not np.allclose(out["omega"], hf_inv_freq(32, 1e4))


@pytest.mark.parametrize(
    ("argv", "match"),
    [
        (["--scaling", "ntk", "--factor", "2"], "--scaling"),
        (["--scaling", "linear"], "needs --factor"),
        (["--factor", "2"], "--factor does not apply"),
        (["--scaling", "linear", "--factor", "2", "--original-max", "10"], "--original-max does not apply"),
        (["--scaling", "yarn", "--factor", "2", "--seq-len", "10"], "--seq-len does not apply"),
        (
            ["--scaling", "yarn", "--factor", "2", "--low-freq-factor", "2"],
            "--low-freq-factor does not apply",
        ),
        (["--scaling", "llama3", "--factor", "2", "--beta-fast", "2"], "--beta-fast does not apply"),
        (["--scaling", "linear", "--factor", "0.5"], "--factor"),
        (["--scaling", "linear", "--factor", "-1"], "--factor"),
        (["--scaling", "linear", "--factor", "x"], "--factor"),
        (["--scaling", "linear", "--factor", "inf"], "--factor"),
        (["--scaling", "linear", "--factor", "2,3"], "--factor"),
        (["--scaling", "yarn", "--factor", "2", "--original-max", "8192.0"], "--original-max"),
        (["--scaling", "yarn", "--factor", "2", "--original-max", "1e4"], "--original-max"),
        (["--scaling", "yarn", "--factor", "2", "--original-max", "0"], "--original-max"),
        (["--scaling", "dynamic", "--factor", "2", "--seq-len", "-5"], "--seq-len"),
        (["--scaling", "dynamic", "--factor", "2", "--seq-len", "ten"], "--seq-len"),
        (["--scaling", "llama3", "--factor", "2", "--low-freq-factor", "0"], "--low-freq-factor"),
        (["--scaling", "llama3", "--factor", "2", "--high-freq-factor", "1"], "--high-freq-factor"),
        (["--scaling", "yarn", "--factor", "2", "--beta-slow", "0"], "--beta-slow"),
        (["--scaling", "yarn", "--factor", "2", "--beta-fast", "0.5"], "--beta-fast"),
        (["--scaling", "linear", "--factor", "2", "--omega", "1,0.5"], "--omega"),
        (["--scaling", "dynamic", "--factor", "1e300", "--original-max", "1", "--seq-len", "10"], "dynamic"),
    ],
)
def test_bad_scaling_values_raise_cli_error(argv, match):
    args = parse([*argv, "--json"])
    with pytest.raises(CliError, match=match) as info:
        cli_rope.run(args)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    ("argv", "match"),
    [
        (["--arrows", "0"], "--arrows"),
        (["--arrows", "x"], "--arrows"),
        (["--arrows", "2.5"], "--arrows"),
        (["--base", "1"], "--base"),
        (["--base", "0.5"], "--base"),
        (["--base", "abc"], "--base"),
        (["--base", "nan"], "--base"),
        (["--omega", "1,x"], "--omega"),
        (["--omega", "1,2", "--arrows", "3"], "disagrees"),
        (["--q", "1,0"], "together"),
        (["--k", "1,0"], "together"),
        (["--arrows", "2", "--q", "1,0,1", "--k", "1,0,1,0"], "--q"),
        (["--arrows", "2", "--q", "1,0,1,0", "--k", "1,0"], "--k"),
        (["--delta", "1,,2"], "--delta"),
        (["--delta", "one"], "--delta"),
        (["--window", "5:1"], "--window"),
        (["--window", "5"], "--window"),
        (["--window", "a:b"], "--window"),
        (["--window", "0.5:3"], "--window"),
        (["--window", "1,2:3"], "--window"),
        (["--window", "0:100000000000"], "--window"),
    ],
)
def test_bad_values_raise_cli_error(argv, match):
    args = parse([*argv, "--json"])
    with pytest.raises(CliError, match=match) as info:
        cli_rope.run(args)
    assert "\n" not in str(info.value)


def test_json_flag_is_required():
    with pytest.raises(CliError, match="--json"):
        cli_rope.run(parse([]))


def run_main(*argv: str) -> subprocess.CompletedProcess[str]:
    """Run `python main.py rope …` from the repository root."""
    return subprocess.run(
        [sys.executable, str(MAIN), "rope", *argv],
        check=False,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.skipif(not MAIN.exists(), reason="main.py not there yet")
def test_subprocess_scores_and_errors():
    rng = np.random.default_rng(11)
    q, k = rng.standard_normal(8), rng.standard_normal(8)
    done = run_main("--arrows", "4", "--q", csv(q), "--k", csv(k), "--delta", "-3,4", "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    omega = hf_inv_freq(8, 10000.0)
    for row, delta in zip(out["scores"], [-3, 4], strict=True):
        assert row["delta"] == delta
        assert row["score"] == pytest.approx(brute_score(q, k, delta, omega), abs=1e-9)

    bad = run_main("--window", "5:1", "--json")
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert "Traceback" not in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1
    assert "--window" in bad.stderr


def test_whole_numbers_are_read_exactly():
    from app.cli.common import parse_int_list

    assert parse_int_list(f"{2**53 + 1},-{2**60 + 3}", "--x") == [2**53 + 1, -(2**60 + 3)]
    with pytest.raises(CliError, match="whole number"):
        parse_int_list("1.0", "--x")
    with pytest.raises(CliError, match=r"2\*\*53"):
        cli_rope.run(parse(["--window", f"{2**53 - 5}:{2**53 + 1}", "--json"]))


def test_window_at_the_exact_edge(capsys):
    lo, hi = 2**53 - 3, 2**53
    window = run_json(["--omega", "1", "--window", f"{lo}:{hi}", "--json"], capsys)["window"]
    assert (window["lo"], window["hi"]) == (lo, hi)
    assert lo <= window["best_delta"] <= hi
