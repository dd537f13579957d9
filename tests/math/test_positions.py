"""RoPE against added sinusoidal positions (app/math/positions.py and `rope --pairs`), checked against
the lesson's numbers and against a direct computation with 2×2 rotation matrices; the Transformer's PE
(base 10000, d = len(q)): its layout, the additive score's dependence on m and n, PE·PE."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_rope import FAST

from app.cli.main import main
from app.math import positions, rope
from app.math.positions import pair_scores, position_vector


def rot(a: float) -> np.ndarray:
    return np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])


def rotated(v: np.ndarray, p: float, theta: np.ndarray) -> np.ndarray:
    """Each pair (2i, 2i + 1) of v turned by p·θ_i, one 2×2 matrix at a time."""
    out = v.copy()
    for i, th in enumerate(theta):
        out[2 * i : 2 * i + 2] = rot(p * th) @ v[2 * i : 2 * i + 2]
    return out


LADDER_8 = 10000.0 ** (-2 * np.arange(4) / 8)  # [1, 0.1, 0.01, 0.001]


@pytest.mark.parametrize("m, n", [(3, 7), (40, 44), (900, 904), (0, 0), (12, 5)])
def test_rope_is_the_inner_product_of_rotated_vectors(m, n) -> None:
    q, k = rope.random_qk(4, 0)
    expected = rotated(q, m, LADDER_8) @ rotated(k, n, LADDER_8)
    assert pair_scores(q, k, m, n, LADDER_8).rope == pytest.approx(expected, abs=1e-12)


def test_the_lessons_d8_numbers() -> None:
    q, k = rope.random_qk(4, 0)
    want = {(3, 7): 2.53816513, (40, 44): 0.00545368, (900, 904): -1.52544720}
    for (m, n), additive in want.items():
        s = pair_scores(q, k, m, n, LADDER_8)
        assert s.rope == pytest.approx(-1.83359584, abs=5e-9)
        assert s.additive == pytest.approx(additive, abs=5e-9)
        assert s.position == pytest.approx(2.26660948, abs=5e-9)


def test_the_position_term_is_a_sum_of_cosines_of_the_difference() -> None:
    for m, n in [(3, 7), (100, 17)]:
        direct = position_vector(m, LADDER_8) @ position_vector(n, LADDER_8)
        assert direct == pytest.approx(np.sum(np.cos((n - m) * LADDER_8)))


def run_cli(argv: list[str], capsys) -> tuple[int, dict | None, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out else None), err


def test_rope_pairs_prints_the_lessons_table(capsys) -> None:
    code, doc, _ = run_cli(["rope", "--pairs", "3:7,40:44,900:904", "--arrows", "4", "--json"], capsys)
    assert code == 0
    assert [(p["m"], p["n"]) for p in doc["pairs"]] == [(3, 7), (40, 44), (900, 904)]
    assert [round(p["rope"], 8) for p in doc["pairs"]] == [-1.83359584] * 3
    assert [round(p["additive"], 8) for p in doc["pairs"]] == [2.53816513, 0.00545368, -1.5254472]


def test_rope_pairs_with_one_pair_of_speed_point_one(capsys) -> None:
    argv = ["rope", "--pairs", "2:5,5:8,0:3,97:100", "--omega", "0.1", "--q", "1,0", "--k", "0,1", "--json"]
    code, doc, _ = run_cli(argv, capsys)
    assert code == 0
    assert all(round(p["rope"], 5) == -0.29552 for p in doc["pairs"])


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["--pairs", "3-7"], "M:N"),
        (["--pairs", "3:x"], "whole number"),
        (["--pairs", "1:2", "--q", "1,0"], "together"),
        (["--pairs", "1:2", "--arrows", "1", "--q", "1,0", "--k", "0,1", "--seed", "3"], "--seed"),
        (["--seed", "3"], "--seed does not apply without --pairs"),
        (["--pairs", "1:2", "--scaling", "linear", "--factor", "2"], "--scaling"),
    ],
)
def test_rope_pairs_errors_are_one_line(argv, fragment, capsys) -> None:
    code, doc, err = run_cli(["rope", *argv, "--json"], capsys)
    assert code == 2 and doc is None
    assert len(err.strip().splitlines()) == 1 and fragment in err


def test_sinusoidal_position_layout():
    d = 8
    pe = positions.sinusoidal_position(3.0, d)
    theta = 10000.0 ** (-np.arange(0, d, 2) / d)
    np.testing.assert_allclose(pe[0::2], np.sin(3.0 * theta))
    np.testing.assert_allclose(pe[1::2], np.cos(3.0 * theta))
    np.testing.assert_allclose(positions.sinusoidal_position(0.0, 4), [0.0, 1.0, 0.0, 1.0])


def test_additive_score_is_not_shift_invariant():
    q = np.array([1.0, 0.0, 0.5, -0.5])
    k = np.array([0.0, 1.0, 1.0, 0.0])
    # Same offset n - m = 2, different absolute positions: 0, 2 versus 3, 5.
    a = positions.additive_score(q, k, 0, 2)
    b = positions.additive_score(q, k, 3, 5)
    pe = positions.sinusoidal_position
    assert a == pytest.approx((q + pe(0, 4)) @ (k + pe(2, 4)))
    assert a == pytest.approx(2.503, abs=1e-3)
    assert b == pytest.approx(-1.310, abs=1e-3)
    # RoPE with the same q, k and offsets does not care.
    omega = rope.ladder_frequencies(2)
    assert positions.rope_score(q, k, 0, 2, omega) == pytest.approx(positions.rope_score(q, k, 3, 5, omega))


@FAST
@given(
    half_d=st.integers(1, 64),
    m=st.integers(-(10**4), 10**4),
    n=st.integers(-(10**4), 10**4),
    shift=st.integers(-(10**4), 10**4),
)
def test_position_dot_product_depends_on_offset_only(half_d, m, n, shift):
    d = 2 * half_d
    pe = positions.sinusoidal_position
    theta = 10000.0 ** (-np.arange(0, d, 2) / d)
    dot = pe(m, d) @ pe(n, d)
    assert dot == pytest.approx(np.sum(np.cos((n - m) * theta)), abs=1e-9)
    assert pe(m + shift, d) @ pe(n + shift, d) == pytest.approx(dot, abs=1e-8)


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: positions.sinusoidal_position(0.0, 3), "even"),
        (lambda: positions.rope_score([1, 0], [1, 0], 0, 0, [1.0, 0.5]), "same length"),
        (lambda: positions.additive_score([1, 0], [1, 0, 0, 0], 0, 0), "same length"),
    ],
)
def test_bad_values_raise_value_error(call, match):
    with pytest.raises(ValueError, match=match):
        call()
