"""The coefficient inspector's changes of the curve through `apply`: problem 8's numbers for the 8-point
square (closed forms), math.md's laws for random curves (hypothesis), the table's text, undo, bad input.
No pygame."""

from __future__ import annotations

import cmath
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.io.curves import Curve
from app.io.presets import preset_curve
from app.model import intents as i
from app.model.apply import apply
from app.model.inspector import complex_text, inspector_table, number
from app.model.parse import parse_vector
from app.model.state import AppState

ROOT2 = math.sqrt(2.0)
FAST = settings(max_examples=30, deadline=None)


def square8() -> AppState:
    return AppState.for_preset(preset_curve("square8"), "square8")


def coefficient(state: AppState, k: int) -> complex:
    s = state.epicycles.spectrum
    return complex(s.c[list(s.k).index(k)])


def random_state(seed: int, n: int) -> AppState:
    rng = np.random.default_rng(seed)
    z = 3.0 * (rng.standard_normal(n) + 1j * rng.standard_normal(n))
    state = square8()
    apply(state, i.ShowFile(Curve("random", "Random", "", z), "random.json"))
    return state


def symmetric(k: int, n: int) -> int:
    """k moved into the symmetric range of N samples (k and k ± N are the same arrow on N samples)."""
    low = -((n - 1) // 2)
    return (k - low) % n + low


# ---------------------------------------------------------------- problem 8 on the 8-point square


def test_starting_one_sample_later_gives_the_lessons_numbers() -> None:
    state = square8()
    out = apply(state, i.StartLater())
    c1, c_3 = (1 + ROOT2) / 2, (1 - ROOT2) / 2
    assert coefficient(state, 1) == pytest.approx(c1 * cmath.exp(1j * math.pi / 4), abs=1e-12)
    assert coefficient(state, -3) == pytest.approx(c_3 * cmath.exp(-3j * math.pi / 4), abs=1e-12)
    assert coefficient(state, 1) == pytest.approx((2 + ROOT2) / 4 * (1 + 1j), abs=1e-12)  # 0.854 + 0.854i
    assert coefficient(state, -3) == pytest.approx((2 - ROOT2) / 4 * (1 + 1j), abs=1e-12)  # 0.146 + 0.146i
    others = [k for k in state.epicycles.spectrum.k if k not in (1, -3)]
    assert all(abs(coefficient(state, k)) < 1e-12 for k in others)
    assert out.status == (
        "Started one sample later: every cₖ turned by k·45°; lengths unchanged (c₁ = 0.854 + 0.854i)."
    )
    table = inspector_table(state)
    assert table.groups == ("", "before", "after")
    assert table.rows[0] == ("1", "1.207", "0°", "1.207", "1.207", "45°", "0.854 + 0.854i")
    assert table.rows[1] == ("−3", "0.207", "180°", "−0.207", "0.207", "45°", "0.146 + 0.146i")
    assert "k·45°" in table.law and "every length stays" in table.law
    np.testing.assert_array_equal(state.epicycles.curve.samples[0], 1 + 1j)  # starts at the corner (1, 1)


def test_reversing_the_square_swaps_k_and_minus_k() -> None:
    state = square8()
    out = apply(state, i.TraceBackwards())
    assert coefficient(state, -1) == pytest.approx((1 + ROOT2) / 2, abs=1e-12)
    assert coefficient(state, 3) == pytest.approx((1 - ROOT2) / 2, abs=1e-12)
    assert abs(coefficient(state, 1)) < 1e-12 and abs(coefficient(state, -3)) < 1e-12
    assert out.status == "Reversed direction: each cₖ became c₋ₖ; lengths unchanged (c₋₁ = 1.207)."
    rows = {row[0]: row for row in inspector_table(state).rows}
    assert rows["−1"] == ("−1", "0", "—", "0", "1.207", "0°", "1.207")
    assert rows["1"] == ("1", "1.207", "0°", "1.207", "0", "—", "0")
    assert rows["3"][-1] == "−0.207" and rows["−3"][3] == "−0.207"


def test_translating_the_square_moves_only_c0() -> None:
    state = square8()
    before = state.epicycles.spectrum.c.copy()
    out = apply(state, i.TranslateCurve("2, 1"))
    after = state.epicycles.spectrum
    assert coefficient(state, 0) == pytest.approx(2 + 1j, abs=1e-12)
    np.testing.assert_allclose(after.c[after.k != 0], before[after.k != 0], atol=1e-12)
    assert out.status == "Translated by 2 + i: only c₀ moved, from 0 to 2 + i; every other arrow unchanged."
    assert inspector_table(state).rows[0] == ("0", "0", "—", "0", "2.236", "26.6°", "2 + i")


def test_the_view_box_stays_unless_the_curve_leaves_it() -> None:
    state = square8()
    box, margin = state.view_box, state.view_margin
    apply(state, i.StartLater())
    apply(state, i.TraceBackwards())
    assert (state.view_box, state.view_margin) == (box, margin)
    apply(state, i.TranslateCurve("2+1i"))  # the square moves out: the view holds the old box and the new
    x0, x1, y0, y1 = state.view_box
    assert (x0, y0) == (box[0], box[2])
    assert (x1, y1) == (pytest.approx(box[1] + 2), pytest.approx(box[3] + 1))


def test_arrow_count_and_order_stay() -> None:
    state = square8()
    apply(state, i.SetArrows(3))
    apply(state, i.SetOrder("frequency"))
    apply(state, i.StartLater())
    assert (state.epicycles.n_arrows, state.epicycles.order) == (3, "frequency")
    table = inspector_table(state)
    assert [row[0] for row in table.rows] == ["0", "1", "−1"]
    assert table.caption == "3 of 3 arrows shown, by frequency (8 in the curve)"


# ---------------------------------------------------------------- undo, redo, bad input


def test_a_change_is_undone_and_redone_with_its_before_and_after() -> None:
    state = square8()
    original = state.epicycles.curve
    apply(state, i.StartLater())
    changed = state.epicycles.curve
    undo = apply(state, i.Undo())
    assert state.epicycles.curve is original
    assert undo.status.startswith("Undone: back to curve 8-point square")
    table = inspector_table(state)
    assert table.groups == () and table.headers == ("k", "|cₖ|", "arg cₖ", "re", "im")
    assert table.rows[0] == ("1", "1.207", "0°", "1.207", "0")
    apply(state, i.Redo())
    assert state.epicycles.curve is changed
    assert inspector_table(state).rows[0][-1] == "0.854 + 0.854i"


@pytest.mark.parametrize("text", ["", "abc", "1,2,3", "2,", "nan", "inf, 0", "1e10", "2+1i+3"])
def test_bad_translate_input_is_refused_and_keeps_the_curve(text: str) -> None:
    state = square8()
    curve = state.epicycles.curve
    out = apply(state, i.TranslateCurve(text))
    assert out.error and out.status.startswith("Translate by:") and "The curve stays as it was." in out.status
    assert state.epicycles.curve is curve and state.change is None
    assert state.status.error
    assert apply(state, i.Undo()).status == "Nothing to undo."
    apply(state, i.TranslateCurve("1, 0"))  # a good one clears the error line
    assert not state.status.error


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2, 1", 2 + 1j),
        ("2+1i", 2 + 1j),
        ("2 + i", 2 + 1j),
        ("-0.5i", -0.5j),
        ("3", 3),
        (" -1 , 2.5 ", -1 + 2.5j),
    ],
)
def test_vectors_are_read_as_typed(text: str, value: complex) -> None:
    assert parse_vector(text) == value


def test_numbers_read_as_the_lesson_writes_them() -> None:
    assert complex_text((2 + ROOT2) / 4 * (1 + 1j)) == "0.854 + 0.854i"
    assert complex_text((1 - ROOT2) / 2 + 1e-17j) == "−0.207"
    assert complex_text(2 - 1j) == "2 − i" and complex_text(2 + 1j) == "2 + i"
    assert complex_text(-1j) == "−i" and complex_text(1.5j) == "1.5i" and complex_text(3 + 11j) == "3 + 11i"
    assert complex_text(-0.5j) == "−0.5i"
    assert number(-1e-17) == "0" and number(0.0001234) == "0.000123"
    assert number(99999.5) == "99999.5" and number(-125827085.673) == "−1.258e8"


# ---------------------------------------------------------------- the laws, for any curve


@FAST
@given(seed=st.integers(0, 10_000), n=st.integers(3, 40))
def test_starting_later_turns_each_arrow_by_k_steps(seed: int, n: int) -> None:
    state = random_state(seed, n)
    before = state.epicycles.spectrum
    apply(state, i.StartLater())
    after = state.epicycles.spectrum
    turn = np.exp(1j * before.k * 2 * np.pi / n)
    np.testing.assert_allclose(after.c, before.c * turn, atol=1e-12)
    np.testing.assert_allclose(np.abs(after.c), np.abs(before.c), atol=1e-12)
    assert state.change is not None and state.change.before is before


@FAST
@given(seed=st.integers(0, 10_000), n=st.integers(3, 40))
def test_tracing_backwards_maps_each_arrow_to_minus_k(seed: int, n: int) -> None:
    state = random_state(seed, n)
    s = state.epicycles.spectrum
    before = {int(k): complex(c) for k, c in zip(s.k, s.c, strict=True)}
    apply(state, i.TraceBackwards())
    after = state.epicycles.spectrum
    for k, c in zip(after.k, after.c, strict=True):
        assert c == pytest.approx(before[symmetric(-int(k), n)], abs=1e-12)
    rows = inspector_table(state).rows
    for row in rows:  # the table's before column is the old c_k of the same k
        k = int(row[0].replace("−", "-"))
        assert row[3] == complex_text(before[k])


@FAST
@given(
    seed=st.integers(0, 10_000),
    n=st.integers(3, 40),
    x=st.floats(-50, 50, allow_nan=False),
    y=st.floats(-50, 50, allow_nan=False),
)
def test_translating_changes_only_c0(seed: int, n: int, x: float, y: float) -> None:
    state = random_state(seed, n)
    before = state.epicycles.spectrum
    apply(state, i.TranslateCurve(f"{x!r}, {y!r}"))
    after = state.epicycles.spectrum
    shift = np.where(before.k == 0, complex(x, y), 0)
    np.testing.assert_allclose(after.c, before.c + shift, atol=1e-9)


def test_a_run_of_changes_is_captioned_in_a_line_that_does_not_grow_with_it() -> None:
    """(Each change added its words: thirty translations by 0.01 filled nine lines over the canvas.)"""
    state = square8()
    z = state.epicycles.curve.samples
    for _ in range(30):
        apply(state, i.TranslateCurve("0.01"))
    assert state.epicycles.curve.caption == "8-point square, moved by 0.3."
    np.testing.assert_allclose(state.epicycles.curve.samples, z + 0.3, atol=1e-12)  # the samples: 30 moves
    for _ in range(3):
        apply(state, i.StartLater())
    assert state.epicycles.curve.caption == "8-point square, moved by 0.3, started 3 samples later."
    assert state.epicycles.curve.caption_ko.endswith("0.3만큼 옮김, 3샘플 늦게 시작.")
    apply(state, i.TraceBackwards())
    apply(state, i.TraceBackwards())  # two reversals undo each other, in the caption as in the samples
    assert state.epicycles.curve.caption == "8-point square, moved by 0.3, started 3 samples later."
    for text in ("-0.3", "1", "0.5i"):  # a move after the start: told apart from the first
        apply(state, i.TranslateCurve(text))
    apply(state, i.TraceBackwards())
    assert state.epicycles.curve.caption == "8-point square, changed 39 times in the inspector."
    assert state.epicycles.curve.title == "8-point square, changed 39 times in the inspector"


def test_a_change_after_another_curve_starts_a_caption_of_its_own() -> None:
    state = square8()
    apply(state, i.TranslateCurve("1"))
    apply(state, i.ShowPreset("heart"))
    apply(state, i.TranslateCurve("1"))
    assert (
        state.epicycles.curve.caption.endswith(", moved by 1.")
        and "square" not in state.epicycles.curve.caption
    )


def test_a_changed_drawing_renamed_keeps_its_changes_words_and_its_shape() -> None:
    """(An open stroke moved, then renamed, was captioned "Moved, closed and resampled by arc length.")"""
    from app.io.curves import curve_from_strokes, titled
    from app.model.state import SAVED

    stroke = np.linspace(0, 2, 40) + 1j * np.sin(np.linspace(0, 3, 40))
    curve = titled(curve_from_strokes([stroke], [False]))
    state = AppState.for_preset(curve, SAVED + "drawing-1.json")
    apply(state, i.TranslateCurve("1"))
    apply(state, i.DrawingRenamed("drawing-1.json", "Moved"))
    assert state.epicycles.curve.caption == "Moved, moved by 1."
    assert state.epicycles.curve.caption_ko == "Moved, 1만큼 옮김."
    apply(state, i.TranslateCurve("1"))  # the run goes on under its new name
    assert state.epicycles.curve.caption == "Moved, moved by 2."


@pytest.mark.parametrize(
    "c", [complex(-0.127, 0.0), complex(-0.127, -0.0), complex(-0.046, -1e-17), complex(-0.046, 2e-17)]
)
def test_a_negative_real_coefficient_is_at_180_degrees_whatever_its_zero_or_noise(c: complex) -> None:
    """(The dense square's k = −3 read −180°, its k = 5 read 180°: an imaginary part of −0.0 or −1e−17.)"""
    from app.model.inspector import degrees

    assert degrees(c, 1.0) == "180°"
    assert degrees(complex(0.5, -1e-17), 1.0) == "0°"  # (and no "−0°")
    assert degrees(cmath.rect(1.0, math.radians(-179.96)), 1.0) == "180°"  # (−180.0 once rounded)
