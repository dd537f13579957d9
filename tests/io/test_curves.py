"""Presets and curve files: what loads, what it holds, and one clear line for every file that cannot load."""

from __future__ import annotations

import cmath
import errno
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from unprivileged import as_unprivileged, reachable_dir

from app import config
from app.io import drawings as drawings_module
from app.io.curves import CurveError, curve_from_stroke, load_curve_file, parse_curve
from app.io.drawings import save_drawing
from app.io.presets import load_preset, preset_names

TAU = 2.0 * math.pi
PRESET_FILES = sorted(
    p.stem for p in (Path(__file__).resolve().parents[2] / "assets" / "presets").glob("*.json")
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


# ---------------------------------------------------------------- malformed files


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("", "the file is empty"),
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
    from app.io.curves import CurveError, load_curve_file

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


def test_long_and_odd_text_fields() -> None:
    data = {"points": [[0, 0], [1, 0], [0, 1]], "title": "T" * 10_000, "caption": ["no"], "length_unit": 7}
    curve = parse_curve(data, "tri", 16)
    assert len(curve.title) == config.MAX_TEXT_CHARS and curve.title.endswith("…")
    assert (
        curve.caption == curve.title and curve.length_unit is None
    )  # (a caption that is no text: the title)


def test_a_file_s_title_is_its_caption_when_it_has_none() -> None:
    """(A curve file with a title and no caption left the line over the canvas empty.)"""
    curve = parse_curve({"title": "cat curve", "points": [[0, 0], [1, 0], [0, 1]]}, "ascii", 16)
    assert (curve.title, curve.caption) == ("cat curve", "cat curve")
    assert parse_curve({"points": [[0, 0], [1, 0], [0, 1]]}, "tri", 16).caption == "tri"  # no title: its name


# ---------------------------------------------------------------- files that are not files


def assert_refused_quickly(path: Path, *fragments: str) -> None:
    # No timing here: a FIFO without a writer would block for ever, a device would fill memory.
    message = assert_one_line_error(path, *fragments)
    assert "Errno" not in message


def test_a_fifo_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert_refused_quickly(fifo, "pipe.json", "not a regular file")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_are_refused(device: str, tmp_path: Path) -> None:
    assert_refused_quickly(Path(device), "not a regular file")
    link = tmp_path / "innocent.json"
    link.symlink_to(device)
    assert_refused_quickly(link, "innocent.json", "not a regular file")


def test_a_socket_is_refused(tmp_path: Path) -> None:
    import socket

    path = tmp_path / "s.json"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        assert_refused_quickly(path, "not a regular file")


def test_unreadable_file() -> None:
    folder = reachable_dir()
    path = write(folder, {"points": [[0, 0], [1, 0], [0, 1]]})
    path.chmod(0)
    message = as_unprivileged(
        lambda: assert_one_line_error(path, "curve.json", "cannot read it", "permission")
    )
    assert "permission" in message.lower()


@pytest.mark.parametrize("name", ["x" * 256 + ".json", "a/" * 2100 + "b.json", "nul\x00.json"])
def test_unusable_paths(name: str, tmp_path: Path) -> None:
    with pytest.raises(CurveError) as info:
        load_curve_file(tmp_path / name)
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


def test_non_utf8_file_name(tmp_path: Path) -> None:
    raw = os.fsencode(tmp_path) + b"/caf\xe9\x1b[31m.json"
    with open(raw, "w") as f:
        f.write("{broken")
    name = os.fsdecode(raw)
    message = assert_one_line_error(Path(name), "not valid JSON")
    assert message.startswith("caf\ufffd[31m.json")
    os.unlink(raw)
    message = assert_one_line_error(Path(name), "no such file")
    message.encode("utf-8")


def test_non_utf8_names_through_presets_too() -> None:
    with pytest.raises(CurveError) as info:
        load_preset("caf\udce9")
    assert "\n" not in str(info.value)


# ---------------------------------------------------------------- large files


def points_text(xy: np.ndarray, sep: str = ", ") -> str:
    return "[" + sep.join(f"[{x!r}{sep}{y!r}]" for x, y in xy.tolist()) + "]"


@pytest.mark.parametrize("sep", [",", ", ", " ,\n\t", ",\r\n"])
def test_fast_points_read_exactly_what_json_reads(sep: str, tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    xy = rng.standard_normal((500, 2)) * 10.0 ** rng.integers(-300, 90, (500, 2))
    text = '{"resample": false, "points": ' + points_text(xy, sep).replace("[", "[ ") + ', "title": "t"}'
    text = text.replace("[ 0.0,", "[0,").replace("e+", "E+")
    curve = load_curve_file(write(tmp_path, text), 64)
    expected = np.array(json.loads(text)["points"], dtype=float)
    np.testing.assert_array_equal(curve.samples, expected[:, 0] + 1j * expected[:, 1])
    assert curve.title == "t"


@pytest.mark.parametrize(
    "text",
    [
        '{"points": [[0, 0], [1, 0], [0, 1]], "points": [[0, 0], [2, 0], [0, 2]]}',  # the last one counts
        '{"title": "{\\"points\\": [[9, 9]]}", "points": [[0, 0], [2, 0], [0, 2]]}',
        ' \n{ "points" : [ [0,0] , [2,0],[0,2] ] } \n',
        '\ufeff{"points": [[0, 0], [2, 0], [0, 2]]}',
    ],
)
def test_points_files_in_odd_but_valid_shapes(text: str, tmp_path: Path) -> None:
    curve = load_curve_file(write(tmp_path, text), 8)
    expected = parse_curve(json.loads(text.lstrip("\ufeff")), "curve", 8)
    np.testing.assert_array_equal(curve.samples, expected.samples)


@pytest.mark.slow
def test_too_many_points(tmp_path: Path) -> None:
    text = '{"points": [' + ",".join(["[0,0]", "[1,0]", "[0,1]"] * (config.MAX_POINTS // 3 + 1)) + "]}"
    assert_one_line_error(write(tmp_path, text), f"at most {config.MAX_POINTS}")
    # Lists that are not quite points go to json, but not millions of them (each costs ~100 bytes there).
    assert_one_line_error(write(tmp_path, text.replace("]}", ",[]]}")), f"at most {config.MAX_POINTS}")
    text = '{"points": [' + ",".join(["[0]"] * (config.MAX_POINTS + 1001)) + "]}"
    assert_one_line_error(write(tmp_path, text), "too many")


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="reads the peak memory from /proc")
def test_a_large_legal_file_loads_in_bounded_memory(tmp_path: Path) -> None:
    """A ~45 MB points file, in a child process so its peak memory is its own."""
    n = 1_700_000
    t = np.linspace(0.0, 2 * np.pi, n, endpoint=False)
    xy = np.round(np.column_stack([1000 * np.cos(t), 700 * np.sin(3 * t)]), 6)
    path = write(tmp_path, '{"points": ' + points_text(xy) + "}", "big.json")
    assert 40e6 < path.stat().st_size < config.MAX_FILE_BYTES
    probe = (
        "import sys\n"
        "from app.io.curves import load_curve_file\n"
        "c = load_curve_file(sys.argv[1], 512)\n"
        # VmHWM is this program's own peak; ru_maxrss would also count the parent's pages forked
        # before exec (a large pytest process).
        "hwm = next(l for l in open('/proc/self/status') if l.startswith('VmHWM'))\n"
        "print(len(c.samples), hwm.split()[1])\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", probe, str(path)], cwd=root, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    count, peak_kib = map(int, done.stdout.split())
    assert count == 512
    assert peak_kib < 600_000  # json.loads into lists alone would take ~400 MB


# ---------------------------------------------------------------- saving drawings


def a_curve() -> object:
    return curve_from_stroke(np.array([0, 3, 3 + 2j, 2j]), 16)


def test_saves_never_overwrite_and_read_back(tmp_path: Path) -> None:
    curve = a_curve()
    paths = [save_drawing(curve, tmp_path) for _ in range(3)]
    assert len(set(paths)) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)  # no temp files
    for path in paths:
        np.testing.assert_allclose(load_curve_file(path, 64).samples, curve.samples, atol=1e-6)


def test_a_save_keeps_a_file_of_the_same_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drawings_module.time, "strftime", lambda fmt: "20260101-000000")
    (tmp_path / "drawing-20260101-000000.json").write_text("mine")
    path = save_drawing(a_curve(), tmp_path)
    assert path.name == "drawing-20260101-000000-2.json"
    assert (tmp_path / "drawing-20260101-000000.json").read_text() == "mine"


def test_a_full_disk_leaves_nothing_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(drawings_module.os, "write", full)
    with pytest.raises(OSError) as info:
        save_drawing(a_curve(), tmp_path)
    monkeypatch.undo()
    assert info.value.errno == errno.ENOSPC
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "drawings").write_text("not a folder")
    with pytest.raises(OSError) as info:
        save_drawing(a_curve(), tmp_path / "drawings")
    assert info.value.strerror
    assert [p.name for p in tmp_path.iterdir()] == ["drawings"]


def test_an_unwritable_folder() -> None:
    folder = reachable_dir() / "locked"
    folder.mkdir(mode=0o555)  # anyone may enter and list it; only its owner (root in CI) may write

    def save() -> str:
        with pytest.raises(OSError) as info:
            save_drawing(a_curve(), folder)
        return info.value.strerror

    assert as_unprivileged(save) == os.strerror(errno.EACCES)
    assert list(folder.iterdir()) == []


# ---------------------------------------------------------------- anything at all


JSON_SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
    max_leaves=20,
)
KEYS = st.sampled_from(
    ["points", "coefficients", "resample", "title", "caption", "length_unit", "period_seconds"]
)
CURVE_LIKE = st.dictionaries(
    KEYS, JSON | st.lists(st.lists(JSON_SCALARS, max_size=3), max_size=6), max_size=5
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CURVE_LIKE | JSON)
def test_parse_curve_raises_only_curve_error(data: object) -> None:
    try:
        curve = parse_curve(data, "any", 16)
    except CurveError as exc:
        assert "\n" not in str(exc)
        return
    assert np.all(np.isfinite(curve.samples))
    for text in (curve.title, curve.caption, curve.length_unit or ""):
        text.encode("utf-8")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=200) | CURVE_LIKE.map(lambda d: json.dumps(d).encode("utf-8", "surrogatepass")))
def test_any_bytes_in_a_file_give_a_curve_or_a_curve_error(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "any.json"
    path.write_bytes(raw)
    try:
        load_curve_file(path, 16)
    except CurveError as exc:
        assert "\n" not in str(exc)


SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L10 0L0 10z"/></svg>'


@pytest.mark.parametrize(
    ("content", "name", "english", "korean"),
    [
        ("{not json", "curve.json", "curve.json: not valid JSON (line 1, column 2)",
         "curve.json: 올바른 JSON이 아닙니다(1번째 줄, 2번째 칸)"),
        (b'{"title": "caf\xe9"}', "curve.json", "curve.json: not UTF-8 text (byte 14)",
         "curve.json: UTF-8 텍스트가 아닙니다(바이트 14)"),
        ("[" * 100_000 + "]" * 100_000, "curve.json",
         "curve.json: not valid JSON (a number too long or nesting too deep)",
         "curve.json: 올바른 JSON이 아닙니다(수가 너무 길거나 중첩이 너무 깊습니다)"),
        (SVG_TEXT, "drawing",
         "drawing: not JSON but what looks like XML; if it is an SVG drawing, name it .svg to open it as one",
         "drawing: JSON이 아니라 XML로 보입니다. SVG 그림이라면 이름을 .svg로 끝내야 그림으로 열립니다"),
    ],
)  # fmt: skip
def test_a_curve_files_json_errors_are_said_in_korean_too(
    tmp_path: Path, content: str | bytes, name: str, english: str, korean: str
) -> None:
    """(They were English strings, so the window in Korean showed them in English.)"""
    with pytest.raises(CurveError) as info:
        load_curve_file(write(tmp_path, content, name))
    assert str(info.value) == english
    assert info.value.problem is not None and info.value.problem.said("ko") == korean


@pytest.mark.parametrize(
    ("content", "en", "ko"),
    [
        ({"points": [[0, 0], [0, 0], [0, 0]]},
         "a curve needs at least 3 distinct points; this stroke has 1", ""),
        ({"points": [[0, 0], [1e-12, 0], [0, 1e-12]]}, "this stroke is only 1e-12 across", ""),
        ([[0, 0], [1, 0], [0, 1]], 'expected a JSON object with "points", "coefficients" or "strokes"',
         '"points", "coefficients", "strokes" 중 하나가'),
    ],
)  # fmt: skip
def test_a_file_s_reason_after_its_name_is_a_clause_naming_every_kind(tmp_path, content, en, ko) -> None:
    """(It said "one.json: A curve needs…", a capital after the colon and a full stop at the end, and a
    list "expected … "points" or "coefficients"", leaving "strokes" out.)"""
    with pytest.raises(CurveError) as info:
        load_curve_file(write(tmp_path, content, "one.json"))
    assert str(info.value).startswith(f"one.json: {en}") and not str(info.value).endswith(".")
    korean = info.value.problem.said("ko")
    assert korean.startswith(f"one.json: {ko}") and not korean.endswith(".")


@pytest.mark.parametrize("name", ["empty.json", "empty.svg", "empty.png", "empty.jpg", "empty", "blank.json"])
def test_an_empty_file_is_said_to_be_empty_in_every_format(tmp_path: Path, name: str) -> None:
    """(An empty JSON file was "not valid JSON (line 1, column 1)"; an empty SVG or picture said other
    things again.)"""
    path = tmp_path / name
    path.write_bytes(b" \n\t" if name.startswith("blank") else b"")
    with pytest.raises(CurveError) as caught:
        load_curve_file(path)
    assert str(caught.value) == f"{name}: the file is empty"
    assert caught.value.problem is not None and caught.value.problem.said("ko") == f"{name}: 빈 파일입니다"


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("", "the file is empty"),
        ("{bad", "not valid JSON (line 1, column 2)"),
        ("[1]", "expected a JSON object"),
    ],
)
def test_a_drawing_that_cannot_be_read_to_rename_says_why_in_its_own_words(tmp_path, content, said) -> None:
    """(Every such drawing was "the disk could not be read or written".)"""
    from app.errors import os_problem
    from app.io.drawings import rename_drawing

    name = "drawing-20261206-120000.json"
    (tmp_path / name).write_text(content)
    with pytest.raises(OSError) as caught:
        rename_drawing(tmp_path, name, "Trefoil")
    problem = os_problem(caught.value)
    assert problem is not None and problem.said("en").startswith(f"{name}: {said}")
    with pytest.raises(FileNotFoundError):
        rename_drawing(tmp_path, "drawing-20261206-120001.json", "Trefoil")
