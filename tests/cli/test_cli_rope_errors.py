"""The `rope` subcommand's one-line errors for bad values, whole numbers read exactly, and `python main.py
rope` run as a process: its numbers on stdout, its error on one line of stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from test_cli_rope import brute_score, csv, hf_inv_freq, parse

from app.cli import rope as cli_rope
from app.cli.common import CliError

ROOT = Path(__file__).resolve().parents[2]
MAIN = ROOT / "main.py"


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
