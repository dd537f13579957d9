"""Large curve files: the fast points reader reads exactly what json reads, in odd but valid shapes; too
many points is one clear line; a large legal file loads in bounded memory."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from curve_helpers import assert_one_line_error, write

from app import config
from app.io.curve_file import load_curve_file
from app.io.curves import parse_curve


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
        "from app.io.curve_file import load_curve_file\n"
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
