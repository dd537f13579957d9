"""Presets and curve files: what loads, what it holds, and one clear line for every file that cannot load."""

from __future__ import annotations

import cmath
import json
import math
from pathlib import Path

import numpy as np
import pytest

from app import config
from app.math.curves import (
    CurveError,
    curve_from_stroke,
    load_curve_file,
    load_preset,
    parse_curve,
    preset_names,
)

TAU = 2.0 * math.pi
PRESET_FILES = sorted(
    p.stem for p in (Path(__file__).resolve().parent.parent / "assets" / "presets").glob("*.json")
)
SQUARE8 = [1, 1 + 1j, 1j, -1 + 1j, -1, -1 - 1j, -1j, 1 - 1j]


def write(tmp_path: Path, content: object, name: str = "curve.json") -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def assert_one_line_error(path: Path, *fragments: str) -> str:
    with pytest.raises(CurveError) as info:
        load_curve_file(path, 64)
    message = str(info.value)
    assert message.strip() and "\n" not in message
    for fragment in fragments:
        assert fragment.lower() in message.lower(), message
    return message


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
    assert "4e^{it} + e^{-3it}" in curve.caption
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


# ---------------------------------------------------------------- malformed files


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("", "not valid JSON"),
        ('{"points": [[0, 0], [1, 0], [0, 1]],}', "not valid JSON"),
        ([[0, 0], [1, 0], [0, 1]], "JSON object"),
        ("42", "JSON object"),
        ("null", "JSON object"),
        ({"title": "nothing"}, "exactly one"),
        ({"points": [[0, 0], [1, 0], [0, 1]], "coefficients": [{"k": 1, "re": 1}]}, "exactly one"),
        ({"points": []}, "non-empty"),
        ({"points": {"x": 1}}, "non-empty"),
        ({"points": [[0, 0], [1, 0], [0, 1, 2]]}, "point 2"),
        ({"points": [[0, 0], [1, 0], 5]}, "point 2"),
        ({"points": [[0, 0], [1, 0], {"x": 0, "y": 1}]}, "point 2"),
        ({"points": [[0, 0], ["1", 0], [0, 1]]}, "point 1"),
        ({"points": [[0, 0], [True, 0], [0, 1]]}, "point 1"),
        ({"points": [[0, 0], [1, None], [0, 1]]}, "point 1"),
        ('{"points": [[0, 0], [NaN, 0], [0, 1]]}', "point 1"),
        ('{"points": [[0, 0], [1, Infinity], [0, 1]]}', "point 1"),
        ({"points": [[0, 0], [1e300, 0], [0, 1]]}, "point 1"),
        ({"points": [[1e200, 0], [0, 1e200], [-1e200, 0]], "resample": False}, "point 0"),
        ('{"points": [[0, 0], [1' + "0" * 400 + ", 0], [0, 1]]}", "point 1"),
        ('{"points": [[0, 0], [1' + "0" * 5000 + ", 0], [0, 1]]}", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "not valid JSON"),
        ({"points": [[0, 0], [1, 1], [0, 0], [1, 1]]}, "3 distinct points"),
        ({"points": [[0, 0], [1, 1]]}, "3 distinct points"),
        ({"points": [[2, 3], [2, 3], [2, 3], [2, 3]]}, "3 distinct points"),
        ({"points": [[0, 0], [1, 1]], "resample": False}, "3 distinct points"),
        ({"coefficients": []}, "non-empty"),
        ({"coefficients": {"k": 1}}, "non-empty"),
        ({"coefficients": [{"k": 1.0, "re": 1}]}, "coefficient 0"),
        ({"coefficients": [{"k": 1, "re": 1}, {"k": 1.5, "re": 1}]}, "coefficient 1"),
        ({"coefficients": [{"k": "1", "re": 1}]}, "coefficient 0"),
        ({"coefficients": [{"k": True, "re": 1}]}, "coefficient 0"),
        ({"coefficients": [{"re": 1}]}, "coefficient 0"),
        ({"coefficients": [{"k": 1, "re": "1"}]}, "coefficient 0"),
        ({"coefficients": [{"k": 1, "im": False}]}, "coefficient 0"),
        ('{"coefficients": [{"k": 1, "re": NaN}]}', "coefficient 0"),
        ({"coefficients": [{"k": 1, "re": 1e300}]}, "coefficient 0"),
        ({"coefficients": [{"k": 10**6, "re": 1}]}, "coefficient 0"),
        ({"coefficients": [{"k": 65536, "re": 1}]}, "coefficient 0"),
        ({"coefficients": [5]}, "coefficient 0"),
        ({"coefficients": [{"k": 0, "re": 3, "im": 1}]}, "only c_0"),
        ({"coefficients": [{"k": 0, "re": 3}, {"k": 2, "re": 0, "im": 0}]}, "only c_0"),
        ({"coefficients": [{"k": 2, "re": 1}, {"k": 2, "re": -1}]}, "only c_0"),
    ],
)
def test_malformed_files_give_one_clear_line(tmp_path: Path, content: object, fragment: str) -> None:
    message = assert_one_line_error(write(tmp_path, content, "bad.json"), fragment)
    assert message.startswith("bad.json")


def test_highest_allowed_arrow_fits_in_max_samples(tmp_path: Path) -> None:
    top = (config.MAX_SAMPLES - 1) // 2
    curve = load_curve_file(write(tmp_path, {"coefficients": [{"k": -top, "re": 1}]}), 8)
    assert len(curve.samples) <= config.MAX_SAMPLES


def test_non_utf8_bytes(tmp_path: Path) -> None:
    assert_one_line_error(
        write(tmp_path, b'{"points": [[0, 0], [1, 0], [0, 1]], "title": "\xff\xfe"}'), "curve.json"
    )


def test_huge_file(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(config.MAX_FILE_BYTES + 1)  # sparse: no need to write 50 MB
    assert_one_line_error(path, "huge.json", "larger than")


def test_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "curves.json"
    folder.mkdir()
    assert_one_line_error(folder, "folder")


def test_a_missing_path(tmp_path: Path) -> None:
    assert_one_line_error(tmp_path / "nowhere.json", "no such file")


def test_zero_length_points() -> None:
    with pytest.raises(CurveError, match="distinct") as info:
        parse_curve({"points": [[1, 1]] * 10}, "dot", 64)
    assert "\n" not in str(info.value)


# ---------------------------------------------------------------- sample count


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
    from app.math.curves import CurveError, load_curve_file

    n = MAX_SAMPLES + 1
    big = tmp_path / "big.json"
    ring = [[round(np.cos(2 * np.pi * i / n), 9), round(np.sin(2 * np.pi * i / n), 9)] for i in range(n)]
    big.write_text(json.dumps({"resample": False, "points": ring}))
    with pytest.raises(CurveError, match="at most"):
        load_curve_file(big)
