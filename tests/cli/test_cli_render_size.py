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


def test_a_size_out_of_range_is_refused_with_the_limit_it_breaks(capsys) -> None:
    """(Since then each refusal names its own limit: tests/cli/test_cli_size_limits.py.)"""
    said = {size: refusal(size, capsys) for size in ("100000x100000", "8192x8192", "900x600")}
    assert said["100000x100000"].endswith(" is outside 960x600 .. 8192x8192")
    assert said["900x600"].endswith(" is outside 960x600 .. 8192x8192")
    assert said["8192x8192"].endswith(" is 67,108,864 pixels, more than 8,294,400 (3840x2160)")


@pytest.mark.parametrize("size", ["8192x1012", "3840x2160", "960x600"])
def test_a_size_within_that_range_is_taken(size: str, capsys) -> None:
    assert refusal(size, capsys).startswith("epicycles: error: --frames")
