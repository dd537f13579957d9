"""`main.py coeffs` and `main.py path` as a user runs them, against brute-force sums and math.md's laws."""

from __future__ import annotations

import cmath
import json
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
from support import SQUARE8, TAU, brute_dft

ROOT = Path(__file__).resolve().parents[2]
ROOT2 = math.sqrt(2.0)
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def run(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *argv], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60
    )


def run_json(*argv: str) -> dict:
    result = run(*argv)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.count("\n") == 1
    return json.loads(result.stdout)


def coefficients(*argv: str) -> dict[int, complex]:
    data = run_json("coeffs", *argv, "--json")
    terms = {int(c["k"]): complex(c["re"], c["im"]) for c in data["coefficients"]}
    assert data["samples"] == len(terms) == len(data["coefficients"])
    return terms


def pen(*argv: str) -> tuple[np.ndarray, np.ndarray]:
    points = run_json("path", *argv, "--json")["points"]
    return np.array([p["t"] for p in points]), np.array([complex(p["x"], p["y"]) for p in points])


def assert_terms(actual: dict[int, complex], expected: dict[int, complex], atol: float = 1e-12) -> None:
    assert list(actual) == list(expected)
    np.testing.assert_allclose(list(actual.values()), list(expected.values()), rtol=0, atol=atol)


def points_file(tmp_path: Path, z: np.ndarray, resample: bool = True, name: str = "curve.json") -> str:
    path = tmp_path / name
    data: dict[str, object] = {"points": [[float(p.real), float(p.imag)] for p in z]}
    if not resample:
        data["resample"] = False
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def odd_curve() -> np.ndarray:
    """An irregular 9-point curve (odd N) with a centre away from 0."""
    rng = np.random.default_rng(11)
    return 3 - 2j + rng.standard_normal(9) + 1j * rng.standard_normal(9)


# ---------------------------------------------------------------- coeffs


def test_square8_coefficients() -> None:
    terms = coefficients("--preset", "square8")
    expected = dict.fromkeys(range(-3, 5), 0j)
    expected[1], expected[-3] = (1 + ROOT2) / 2, (1 - ROOT2) / 2
    assert_terms(terms, expected)
    assert_terms(terms, brute_dft(SQUARE8))


@pytest.mark.parametrize("start", ["-2", "13"])
def test_start_turns_each_arrow(start: str) -> None:
    s = int(start)
    expected = {k: c * cmath.exp(1j * k * TAU * s / 8) for k, c in brute_dft(SQUARE8).items()}
    assert_terms(coefficients("--preset", "square8", "--start", start), expected)
    # ...which is the DFT of the square started s points later.
    assert_terms(expected, brute_dft(np.roll(SQUARE8, -s)))


def test_reverse_swaps_k_and_minus_k(tmp_path: Path) -> None:
    # A curve without symmetry, even N: the Nyquist arrow k = N/2 = 4 maps to itself.
    z = odd_curve()[:8]
    before = brute_dft(z)
    by_residue = {k % 8: c for k, c in before.items()}
    expected = {k: by_residue[(-k) % 8] for k in before}
    assert_terms(coefficients("--file", points_file(tmp_path, z, resample=False), "--reverse"), expected)
    assert expected[4] == before[4]


@pytest.mark.parametrize(("shift", "w"), [("-1,2", -1 + 2j), ("0.5,-.25", 0.5 - 0.25j)])
def test_shift_changes_only_c0(shift: str, w: complex, tmp_path: Path) -> None:
    z = odd_curve()
    expected = brute_dft(z)
    expected[0] += w
    path = points_file(tmp_path, z, resample=False)
    assert_terms(coefficients("--file", path, "--shift", shift), expected)


def test_start_reverse_and_shift_together(tmp_path: Path) -> None:
    z = odd_curve()
    moved = np.array([z[(2 - j) % 9] for j in range(9)]) + (1 - 1j)  # start 2 later, backwards, shifted
    path = points_file(tmp_path, z, resample=False)
    actual = coefficients("--file", path, "--start", "2", "--reverse", "--shift=1,-1")
    assert_terms(actual, brute_dft(moved))


def test_points_file_is_resampled_by_arc_length(tmp_path: Path) -> None:
    # A 2×2 square given by its corners; 8 samples by arc length are its corners and side midpoints.
    path = points_file(tmp_path, np.array([0, 2, 2 + 2j, 2j]))
    samples = np.array([0, 1, 2, 2 + 1j, 2 + 2j, 1 + 2j, 2j, 1j])
    assert_terms(coefficients("--file", path, "--samples", "8"), brute_dft(samples))


def test_coefficients_file(tmp_path: Path) -> None:
    path = tmp_path / "cup.json"
    path.write_text(json.dumps({"coefficients": [{"k": 1, "re": 4}, {"k": -3, "re": 1}]}), encoding="utf-8")
    expected = dict.fromkeys(range(-7, 9), 0j)
    expected[1], expected[-3] = 4, 1
    assert_terms(coefficients("--file", str(path), "--samples", "16"), expected, atol=1e-12)


# ---------------------------------------------------------------- path


def test_teacup_two_arrows() -> None:
    times = [0.0, 1.5, -1.0, math.pi, 10.0]
    t, z = pen("--preset", "teacup", "--t", ",".join(repr(float(v)) for v in times), "--arrows", "2")
    np.testing.assert_array_equal(t, times)
    np.testing.assert_allclose(z, [4 * cmath.exp(1j * v) + cmath.exp(-3j * v) for v in times], atol=1e-12)


def test_negative_first_time() -> None:
    t, z = pen("--preset", "teacup", "--t", "-1.5,0.25", "--arrows", "2")
    np.testing.assert_allclose(z, [4 * cmath.exp(1j * v) + cmath.exp(-3j * v) for v in t], atol=1e-12)


def test_one_arrow_by_frequency_is_the_centre_and_by_amplitude_the_largest(tmp_path: Path) -> None:
    z = odd_curve()
    reference = brute_dft(z)
    path = points_file(tmp_path, z, resample=False)
    _, centre = pen("--file", path, "--t", "0,1,2.5", "--arrows", "1", "--order", "frequency")
    np.testing.assert_allclose(centre, [reference[0]] * 3, atol=1e-12)
    k = max(reference, key=lambda j: abs(reference[j]))
    t, largest = pen("--file", path, "--t", "0,1,2.5", "--arrows", "1", "--order", "amplitude")
    np.testing.assert_allclose(largest, [reference[k] * cmath.exp(1j * k * v) for v in t], atol=1e-12)


def test_all_arrows_pass_through_the_samples_and_partial_sums_are_direct_sums(tmp_path: Path) -> None:
    z = odd_curve()
    reference = brute_dft(z)
    path = points_file(tmp_path, z, resample=False)
    times = TAU * np.arange(9) / 9
    _, through = pen("--file", path, "--t", ",".join(repr(float(v)) for v in times))
    np.testing.assert_allclose(through, z, atol=1e-12)
    _, three = pen("--file", path, "--t", "0.3,-2", "--arrows", "3", "--order", "frequency")
    np.testing.assert_allclose(
        three, [sum(reference[k] * cmath.exp(1j * k * v) for k in (0, 1, -1)) for v in (0.3, -2)], atol=1e-12
    )


# ---------------------------------------------------------------- presets list


def test_list_presets() -> None:
    names = sorted(p.stem for p in (ROOT / "assets" / "presets").glob("*.json"))
    presets = run_json("--list-presets")["presets"]
    assert sorted(p["name"] for p in presets) == names
    assert presets[0]["name"] == "square8"
    assert all(p["title"] and p["caption"] for p in presets)


# ---------------------------------------------------------------- bad input


BAD = {
    "unknown preset": ["coeffs", "--preset", "nope", "--json"],
    "malformed file": ["coeffs", "--file", "{broken}", "--json"],
    "two points": ["path", "--file", "{two}", "--t", "0", "--json"],
    "huge numbers": ["coeffs", "--file", "{huge}", "--json"],
    "non-utf8": ["coeffs", "--file", "{bytes}", "--json"],
    "missing file": ["coeffs", "--file", "{missing}", "--json"],
    "arrows 0": ["path", "--preset", "square8", "--t", "0", "--arrows", "0", "--json"],
    "arrows too many": ["path", "--preset", "square8", "--t", "0", "--arrows", "9", "--json"],
    "t abc": ["path", "--preset", "square8", "--t", "abc", "--json"],
    "t nan": ["path", "--preset", "square8", "--t", "0,nan", "--json"],
    "samples 2": ["coeffs", "--preset", "heart", "--samples", "2", "--json"],
    "no json": ["coeffs", "--preset", "square8"],
    "path no json": ["path", "--preset", "square8", "--t", "0"],
    "unknown option": ["coeffs", "--preset", "square8", "--json", "--bogus"],
    "shift one value": ["coeffs", "--preset", "square8", "--shift", "1", "--json"],
    "preset and file": ["coeffs", "--preset", "square8", "--file", "{two}", "--json"],
    "start not int": ["coeffs", "--preset", "square8", "--start", "1.5", "--json"],
    "empty text": ["coeffs", "--text", " ", "--json"],
    "text too long": ["coeffs", "--text", "x" * 41, "--json"],
}


@pytest.fixture(scope="module")
def bad_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, subprocess.CompletedProcess[str]]:
    """Run every bad command line at once (each is a fresh interpreter, so they overlap well)."""
    folder = tmp_path_factory.mktemp("bad")
    (folder / "broken.json").write_text('{"points": [[0, 0], [1, 0]', encoding="utf-8")
    (folder / "two.json").write_text('{"points": [[0, 0], [1, 0], [0, 0]]}', encoding="utf-8")
    (folder / "huge.json").write_text('{"points": [[0, 0], [1e300, 0], [0, 1]]}', encoding="utf-8")
    (folder / "bytes.json").write_bytes(b'{"points": "\xff"}')
    files = {p.stem: str(p) for p in folder.iterdir()} | {"missing": str(folder / "missing.json")}
    with ThreadPoolExecutor(max_workers=8) as pool:
        futures = {
            case: pool.submit(run, *(arg.format(**files) for arg in argv)) for case, argv in BAD.items()
        }
        return {case: future.result() for case, future in futures.items()}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_input_is_one_line_and_exit_2(
    case: str, bad_results: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    result = bad_results[case]
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("epicycles: error: ")
    # One style, argparse's: a clause after "error:", not a capitalised sentence with a full stop.
    said = lines[0].removeprefix("epicycles: error: ")
    assert not said[:1].isupper() and not said.endswith("."), said


@pytest.mark.parametrize(
    ("argv", "count", "why"),
    [
        (("--preset", "square8", "--samples", "100"), 8, "its points are its samples"),
        (("--text", "a", "--samples", "8"), 512, "strokes need about 24 each"),
        (("--preset", "heart", "--samples", "100"), 100, None),
        (("--preset", "square8"), 8, None),  # not asked for: nothing to say
    ],
)
def test_a_count_of_samples_other_than_asked_is_said_on_stderr(argv, count, why) -> None:
    """(A script asking for 100 samples got 512 arrows with no word.)"""
    result = run("coeffs", *argv, "--json")
    assert result.returncode == 0 and json.loads(result.stdout)["samples"] == count
    if why is None:
        assert result.stderr == ""
    else:
        assert result.stderr.count("\n") == 1 and f"{count} samples" in result.stderr and why in result.stderr
