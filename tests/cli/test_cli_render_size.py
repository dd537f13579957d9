"""`render --size`: one range, the one it keeps to. It said "outside 960x600 .. 8192x8192" and then refused
8192x8192 as over 8,294,400 pixels (3840x2160)."""

from __future__ import annotations

import pytest

from app.cli.main import main


def refusal(size: str, capsys) -> str:
    """What render says of --size (frames 0 is refused after the size: a size it takes says so instead)."""
    code = main(["render", "--size", size, "--frames", "0", "--out", "/nonexistent/x.png"])
    assert code == 2
    return capsys.readouterr().err.strip()


def test_a_size_out_of_range_is_refused_with_the_range_render_keeps(capsys) -> None:
    said = {size: refusal(size, capsys) for size in ("100000x100000", "8192x8192", "900x600")}
    ranges = {line.split(" is outside ")[-1] for line in said.values()}
    assert all(" is outside " in line for line in said.values()) and len(ranges) == 1, said
    assert "8,294,400 pixels" in ranges.pop()


@pytest.mark.parametrize("size", ["8192x1012", "3840x2160", "960x600"])
def test_a_size_within_that_range_is_taken(size: str, capsys) -> None:
    assert refusal(size, capsys).startswith("epicycles: error: --frames")
