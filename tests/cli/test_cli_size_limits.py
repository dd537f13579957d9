"""`render --size` and `export --size` say which limit a size breaks: a side out of range, or too many
pixels in all, with how many. (`render --size 8192x8192` said it was "outside 960x600 .. 8192x8192, at
most 8,294,400 pixels": each side was within the range, only the pixel count over.)"""

from __future__ import annotations

import pytest

from app.cli.main import main


def said(argv: list[str], capsys) -> str:
    """What the command says of its --size (an --out in no folder is refused after a size it takes)."""
    assert main(argv) == 2
    return capsys.readouterr().err.strip()


def render(size: str) -> list[str]:
    return ["render", "--preset", "heart", "--size", size, "--frames", "0", "--out", "/nonexistent/s.png"]


def export(size: str) -> list[str]:
    return ["export", "--preset", "heart", "--format", "png", "--size", size, "--out", "/nonexistent/s.png"]


@pytest.mark.parametrize("argv", [render, export])
@pytest.mark.parametrize("size", ["8192x8192", "3841x2160", "8000x1200"])
def test_too_many_pixels_are_said_as_such(argv, size: str, capsys) -> None:
    w, h = map(int, size.split("x"))
    line = said(argv(size), capsys)
    assert line == f"epicycles: error: --size: {size} is {w * h:,} pixels, more than 8,294,400 (3840x2160)"


@pytest.mark.parametrize("size", ["100x100", "900x600", "9000x100"])
def test_a_side_out_of_renders_range_is_said_with_the_range_alone(size: str, capsys) -> None:
    assert said(render(size), capsys) == f"epicycles: error: --size: {size} is outside 960x600 .. 8192x8192"
