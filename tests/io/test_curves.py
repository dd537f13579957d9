"""Presets and curve files that load: what each preset holds, points and coefficients files, the sample
count and its bounds, and the text fields a file brings (cleaned, cut, its name as a caption)."""

from __future__ import annotations

import cmath
import json
import math
from pathlib import Path

import numpy as np
import pytest
from curve_helpers import write

from app import config
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError, curve_from_stroke, parse_curve
from app.io.presets import load_preset, preset_names

TAU = 2.0 * math.pi
PRESET_FILES = sorted(
    p.stem for p in (Path(__file__).resolve().parents[2] / "assets" / "presets").glob("*.json")
)
SQUARE8 = [1, 1 + 1j, 1j, -1 + 1j, -1, -1 - 1j, -1j, 1 - 1j]


# ---------------------------------------------------------------- presets


def test_preset_names_are_every_file_in_menu_order() -> None:
    names = preset_names()
    assert sorted(names) == PRESET_FILES
    assert names[:3] == ("square8", "square", "teacup")


@pytest.mark.parametrize("name", PRESET_FILES)
def test_every_preset_loads(name: str) -> None:
    curve = load_preset(name, 256)
    assert curve.name == name
    assert curve.title and curve.caption and "\n" not in curve.caption
    assert curve.samples.dtype == complex and len(curve.samples) >= 3
    assert np.all(np.isfinite(curve.samples))
    assert len(np.unique(curve.samples)) >= 3


def test_square8_keeps_its_eight_points_exactly() -> None:
    for n in (8, 64, 512):
        samples = load_preset("square8", n).samples
        np.testing.assert_array_equal(samples, SQUARE8)


def test_teacup() -> None:
    curve = load_preset("teacup", 128)
    assert curve.period_seconds == 60
    assert curve.length_unit == "m"
    assert "4eⁱᵗ + e⁻³ⁱᵗ" in curve.caption and "e⁻³ⁱᵗ" in curve.caption_ko
    t = TAU * np.arange(128) / 128
    expected = [4 * cmath.exp(1j * v) + cmath.exp(-3j * v) for v in t]
    np.testing.assert_allclose(curve.samples, expected, atol=1e-12)


def test_other_presets_have_no_period_or_unit() -> None:
    curve = load_preset("heart", 64)
    assert curve.period_seconds is None and curve.length_unit is None


def test_dense_square_is_resampled_by_arc_length() -> None:
    samples = load_preset("square", 64).samples
    steps = np.abs(np.diff(np.append(samples, samples[:1])))
    # Equal steps along the sides; a step round a corner is a chord, shorter by at most √2/2.
    assert np.all(steps <= steps.max() + 1e-12)
    np.testing.assert_allclose(np.median(steps), steps.max())
    assert np.count_nonzero(steps < steps.max() - 1e-9) <= 4


def test_circle_preset_is_one_arrow() -> None:
    samples = load_preset("circle", 32).samples
    np.testing.assert_allclose(samples, np.exp(1j * TAU * np.arange(32) / 32), atol=1e-12)


def test_unknown_preset() -> None:
    with pytest.raises(CurveError, match="unknown preset") as info:
        load_preset("../assets/presets/square8")
    assert "\n" not in str(info.value)


# ---------------------------------------------------------------- valid files


def test_points_file_is_closed_and_resampled(tmp_path: Path) -> None:
    path = write(tmp_path, {"points": [[0, 0], [2, 0], [2, 2], [0, 2]], "title": "Box"}, "box.json")
    curve = load_curve_file(path, 8)
    assert curve.name == "box" and curve.title == "Box"
    np.testing.assert_allclose(curve.samples, [0, 1, 2, 2 + 1j, 2 + 2j, 1 + 2j, 2j, 1j], atol=1e-12)


def test_points_file_without_resampling(tmp_path: Path) -> None:
    points = [[0.5, 0], [3, 1], [-1, 2]]
    curve = load_curve_file(write(tmp_path, {"points": points, "resample": False}), 64)
    np.testing.assert_array_equal(curve.samples, [0.5, 3 + 1j, -1 + 2j])


def test_coefficients_file(tmp_path: Path) -> None:
    coefficients = [{"k": 1, "re": 4.0, "im": 0.0}, {"k": -3, "re": 0.0, "im": 1.0}, {"k": 0, "re": 2}]
    curve = load_curve_file(write(tmp_path, {"coefficients": coefficients}), 16)
    t = TAU * np.arange(16) / 16
    expected = [2 + 4 * cmath.exp(1j * v) + 1j * cmath.exp(-3j * v) for v in t]
    np.testing.assert_allclose(curve.samples, expected, atol=1e-12)


def test_coefficients_file_gets_enough_samples_for_its_highest_arrow(tmp_path: Path) -> None:
    curve = load_curve_file(write(tmp_path, {"coefficients": [{"k": 20, "re": 1}]}), 8)
    assert len(curve.samples) == 41
    np.testing.assert_allclose(curve.samples, np.exp(20j * TAU * np.arange(41) / 41), atol=1e-12)


def test_stroke_curve() -> None:
    curve = curve_from_stroke(np.array([0, 1, 1 + 1j, 1j]), 4)
    np.testing.assert_allclose(curve.samples, [0, 1, 1 + 1j, 1j], atol=1e-12)
    with pytest.raises(CurveError):
        curve_from_stroke(np.array([0, 1, 0, 1]), 16)


# ---------------------------------------------------------------- sample count


def test_zero_length_points() -> None:
    with pytest.raises(CurveError, match="distinct") as info:
        parse_curve({"points": [[1, 1]] * 10}, "dot", 64)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("n", [3, 4, 1000, config.MAX_SAMPLES])
def test_sample_counts_in_range(n: int) -> None:
    assert len(parse_curve({"points": [[0, 0], [1, 0], [0, 1]]}, "tri", n).samples) == n


@pytest.mark.parametrize("n", [-1, 0, 2, config.MAX_SAMPLES + 1])
def test_sample_counts_out_of_range(n: int, tmp_path: Path) -> None:
    for load in (
        lambda: load_preset("heart", n),
        lambda: load_curve_file(write(tmp_path, {"points": [[0, 0], [1, 0], [0, 1]]}), n),
    ):
        with pytest.raises(CurveError, match="samples must be between 3 and") as info:
            load()
        assert "\n" not in str(info.value)


def test_points_used_as_samples_obey_the_sample_limit(tmp_path) -> None:
    from app.config import MAX_SAMPLES
    from app.io.curve_file import load_curve_file
    from app.io.curves import CurveError

    n = MAX_SAMPLES + 1
    big = tmp_path / "big.json"
    ring = [[round(np.cos(2 * np.pi * i / n), 9), round(np.sin(2 * np.pi * i / n), 9)] for i in range(n)]
    big.write_text(json.dumps({"resample": False, "points": ring}))
    with pytest.raises(CurveError, match="at most"):
        load_curve_file(big)


# ---------------------------------------------------------------- outside text in files


@pytest.mark.parametrize("bad", ["\x00", "\ud800", "\u200b", "\ufeff", "\u2060", "\u00ad", "\u202e"])
def test_text_fields_are_cleaned(bad: str, tmp_path: Path) -> None:
    """Each once made font.render raise; a file loses them (a title left empty becomes the name)."""
    data = {
        "points": [[0, 0], [1, 0], [0, 1]],
        "title": bad,
        "caption": f"cap{bad}tion",
        "length_unit": f"m{bad}",
    }
    from_file = load_curve_file(write(tmp_path, json.dumps(data).encode("utf-8", "surrogatepass")), 16)
    for curve, name in ((parse_curve(data, "tri", 16), "tri"), (from_file, "curve")):
        assert (curve.title, curve.caption, curve.length_unit) == (name, "caption", "m")
    data["title"] = data["length_unit"] = bad
    assert parse_curve(data, "tri", 16).length_unit is None


def test_long_text_fields() -> None:
    """(Texts of another kind, once dropped unseen, are refused: test_curve_kinds.py.)"""
    data = {"points": [[0, 0], [1, 0], [0, 1]], "title": "T" * 10_000}
    curve = parse_curve(data, "tri", 16)
    assert len(curve.title) == config.MAX_TEXT_CHARS and curve.title.endswith("…")
    assert curve.caption == curve.title and curve.length_unit is None  # (no caption: the title)


def test_a_file_s_title_is_its_caption_when_it_has_none() -> None:
    """(A curve file with a title and no caption left the line over the canvas empty.)"""
    curve = parse_curve({"title": "cat curve", "points": [[0, 0], [1, 0], [0, 1]]}, "ascii", 16)
    assert (curve.title, curve.caption) == ("cat curve", "cat curve")
    assert parse_curve({"points": [[0, 0], [1, 0], [0, 1]]}, "tri", 16).caption == "tri"  # no title: its name
