"""Hostile SVGs cost seconds and megabytes, not minutes and gigabytes: each is refused within 5 s (the
`coeffs --file` process is given 5 s, as a subprocess timeout) and under 500 MB of peak RSS, measured
in a child process; the parse itself runs under a deadline and a memory cap (app/io/bounded.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import app.io.svg as svg_module
import app.io.svg_scan as scan_module
from app.io import bounded
from app.io.svg import SvgError, svg_strokes

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 5
PEAK_MB = 500
# A fresh process runs the command with its timeout and reports its peak RSS (children included).
MEASURE = """
import json, resource, subprocess, sys
try:
    p = subprocess.run(sys.argv[2:], capture_output=True, text=True, timeout=float(sys.argv[1]))
    out = {"code": p.returncode, "stderr": p.stderr}
except subprocess.TimeoutExpired:
    out = {"code": None, "stderr": "timed out"}
out["peak_mb"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(json.dumps(out))
"""


def head(body: bytes) -> bytes:
    return b'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' + body + b"</svg>"


def long_path() -> bytes:
    """9.9 MB, one path of about two million line segments."""
    return head(b'<path d="M0 0' + b" L1 2" * 1_979_950 + b'"/>')


def many_subpaths() -> bytes:
    """A path of 400,000 subpaths."""
    return head(b'<path d="' + b"M0 0 L1 1 " * 400_000 + b'"/>')


def use_chain() -> bytes:
    """<use> copies multiplying to 100,000 rects, no id repeated; hrefs as svgelements reads them (it
    looks up whatever follows the first character, '#' or not)."""
    defs = [b'<rect id="g0" width="1" height="1"/>']
    for k in range(1, 6):
        uses = b"".join(b'<use href="_g%d"/>' % (k - 1) for _ in range(10))
        defs.append(b'<g id="g%d">%s</g>' % (k, uses))
    return head(b"<defs>" + b"".join(defs) + b'</defs><use href="#g5"/>')


def long_style() -> bytes:
    """A style attribute of 4 MB: a font shorthand of digits, on which svgelements' regex backtracks."""
    return head(b'<text style="font:' + b"1" * 4_000_000 + b'">x</text><rect width="1" height="1"/>')


@pytest.mark.parametrize(
    "make, words",
    [
        (long_path, "characters of path data"),
        (many_subpaths, "characters of path data"),
        (use_chain, "elements once <use> copies are counted"),
        (long_style, "attribute style longer than"),
    ],
    ids=["long-path", "many-subpaths", "use-chain", "long-style"],
)
def test_a_hostile_svg_is_refused_in_seconds_and_megabytes(tmp_path, make, words) -> None:
    path = tmp_path / "hostile.svg"
    path.write_bytes(make())
    command = [sys.executable, str(ROOT / "main.py"), "coeffs", "--json", "--file", str(path)]
    # The outer timeout only guards against a hang of the measuring process itself.
    done = subprocess.run(
        [sys.executable, "-c", MEASURE, str(SECONDS), *command], capture_output=True, text=True, timeout=120
    )
    out = json.loads(done.stdout)
    assert out["code"] == 2, out["stderr"]
    lines = out["stderr"].strip().splitlines()
    assert len(lines) == 1 and "hostile.svg: " in lines[0] and words in lines[0]
    assert out["peak_mb"] < PEAK_MB


needs_fork = pytest.mark.skipif(not bounded.FORK, reason="the parse is bounded in a child only on Linux")


@pytest.fixture
def no_scan_limits(monkeypatch):
    """The scan lets everything through, so that only the parse's own budget stands."""
    monkeypatch.setattr(scan_module, "LIMITS", (10**12,) * len(scan_module.LIMITS))
    monkeypatch.setattr(scan_module, "MAX_SVG_SHAPES", 10**12)
    monkeypatch.setattr(scan_module, "MAX_SVG_PATH_CHARS", 10**12)


@needs_fork
def test_a_parse_past_its_deadline_is_stopped(no_scan_limits, monkeypatch) -> None:
    monkeypatch.setattr(svg_module, "MAX_SVG_SECONDS", 0.5)
    deep = b'<g transform="' + b"scale(1)" * 1000 + b'">'
    raw = head(deep * 50 + b'<rect width="1" height="1"/>' * 500 + b"</g>" * 50)
    with pytest.raises(SvgError, match=r"took longer than 0\.5 seconds"):
        svg_strokes(raw)


@needs_fork
def test_a_parse_past_its_memory_is_stopped(no_scan_limits, monkeypatch) -> None:
    monkeypatch.setattr(svg_module, "MAX_SVG_MEMORY", 30_000_000)
    monkeypatch.setattr(svg_module, "MAX_SVG_SECONDS", 60)
    raw = head(b'<path d="M0 0' + b"c1 1 2 2 3 0" * 100_000 + b'"/>')
    with pytest.raises(SvgError, match="more than 30 MB of memory"):
        svg_strokes(raw)


@needs_fork
def test_the_child_reads_what_the_process_itself_reads(monkeypatch) -> None:
    raw = (ROOT / "tests" / "data" / "word.svg").read_bytes()
    forked = svg_strokes(raw)
    monkeypatch.setattr(bounded, "FORK", False)
    here = svg_strokes(raw)
    assert forked[1] == here[1]
    for a, b in zip(forked[0], here[0], strict=True):
        assert (a == b).all()


def refuse() -> None:
    raise SvgError("over.depth", most=3)


@needs_fork
def test_an_error_in_the_child_comes_back_as_it_was() -> None:
    with pytest.raises(SvgError, match="nested more than 3 deep") as info:
        bounded.run_bounded(refuse, seconds=5, extra_bytes=10**8)
    assert info.value.problem.said("ko") == "요소가 3단계보다 깊이 중첩되어 있습니다"
    with pytest.raises(ZeroDivisionError):
        bounded.run_bounded(lambda: 1 / 0, seconds=5, extra_bytes=10**8)


def test_a_long_comment_reaches_expat_in_one_piece(monkeypatch) -> None:
    """(svgelements' iterparse fed it 16 kB at a time, and expat 2.5 reads a comment anew with each piece:
    a 9 MB comment took seconds in the command line and ran past the window's budget of 4.)"""
    from xml.etree import ElementTree

    pieces: list[int] = []
    feed = ElementTree.XMLPullParser.feed

    def counted(parser: ElementTree.XMLPullParser, data: bytes) -> None:
        pieces.append(len(data))
        feed(parser, data)

    monkeypatch.setattr(ElementTree.XMLPullParser, "feed", counted)
    monkeypatch.setattr(bounded, "FORK", False)  # (the count is kept in this process)
    raw = head(b"<!--" + b"x" * 1_000_000 + b'--><circle cx="5" cy="5" r="4"/>')
    _, closed = svg_strokes(raw)
    assert closed == [True] and pieces == [len(raw)]


@pytest.mark.parametrize("size", [10_000_001, 50_000_001])
def test_an_svg_over_its_limit_is_refused_with_the_same_words_in_the_window_and_the_cli(
    tmp_path, size: int
) -> None:
    """(The window read the first bytes against the 50 MB limit of curve files: a 50 MB SVG was "larger
    than 50 MB" there, "larger than 10 MB" on the command line.)"""
    from app.io.curve_file import load_curve_file
    from app.io.curves import CurveError
    from app.ui.dialogs.files import read_curve

    big = tmp_path / "big.svg"
    with open(big, "wb") as f:
        f.write(head(b'<rect width="1" height="1"/>'))
        f.truncate(size)  # (sparse: nothing is written but the head)
    failed = read_curve(big)
    with pytest.raises(CurveError) as cli:
        load_curve_file(big)
    assert failed.reason == str(cli.value) == "big.svg: file is larger than 10 MB"
    assert failed.problem.said("ko") == cli.value.problem.said("ko") == "big.svg: 파일이 10 MB보다 큽니다"
