"""The `rope` subcommand's scaling (llama3, YaRN, linear, dynamic): the speeds and the attention factor
against the formulas and explicit rotations, and one-line errors for scaling options that are bad or do
not apply."""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_cli_rope import brute_score, csv, hf_inv_freq, parse, run_json

from app.cli import rope as cli_rope
from app.cli.common import CliError


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
