"""The scan before the parse: each limit refuses with its own line (in both languages), <use> copies are
counted through references as svgelements follows them, and random bytes get nothing but a refusal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.config import (
    MAX_SVG_ATTRIBUTE_CHARS,
    MAX_SVG_PATH_CHARS,
    MAX_SVG_SEGMENTS,
    MAX_SVG_STYLE_CHARS,
    MAX_SVG_SUBPATHS,
)
from app.io.svg_scan import SvgError, path_counts, scan_svg


def svg(body: str) -> bytes:
    return f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">{body}</svg>'.encode()


LEAF = '<rect id="g0" width="1" height="1"/>'


def fan(levels: int, copies: int, ref: str = "#g{}", attr: str = "href", leaf: str = LEAF) -> str:
    """`copies` ** `levels` copies of leaf, each level's group using the one below `copies` times."""
    defs = [leaf]
    for k in range(1, levels + 1):
        uses = "".join(f'<use {attr}="{ref.format(k - 1)}"/>' for _ in range(copies))
        defs.append(f'<g id="g{k}">{uses}</g>')
    return f'<defs>{"".join(defs)}</defs><use href="#g{levels}"/>'


def test_path_counts_count_subpaths_and_implicit_repeats() -> None:
    assert path_counts("M0 0 L1 1 2 2 Z m 5 5 10 10") == (2, 6)  # M, 2 L, Z, m and its implicit l
    assert path_counts("M0 0c1 1 2 2 3 3 4 4 5 5 6 6") == (1, 3)
    assert path_counts("M0 0 a5 5 0 0 1 1 0") == (1, 3)  # an arc counts twice
    assert path_counts("") == (0, 0)


@pytest.mark.parametrize(
    "body, words",
    [
        (fan(5, 10), "more than 20000 elements"),
        (fan(5, 10, ref="nowhere"), ""),  # uses of nothing copy nothing
        (fan(5, 10, attr="xlink:href"), "more than 20000 elements"),
        (fan(5, 10, ref="_g{}"), "more than 20000 elements"),  # svgelements skips the first character
        (
            fan(3, 10, leaf=f'<path id="g0" d="M0 0{" l1 1" * 30}"/>'),
            f"more than {MAX_SVG_SEGMENTS} path segments",
        ),
        (fan(3, 10, leaf=f'<path id="g0" d="{"M0 0 l1 1" * 3}"/>'), f"more than {MAX_SVG_SUBPATHS} subpaths"),
        (
            f'<path d="M0 0{" l1 1" * (MAX_SVG_PATH_CHARS // 5)}"/>',
            f"more than {MAX_SVG_PATH_CHARS} characters",
        ),
        (f'<polyline points="{"1,2 " * (MAX_SVG_SEGMENTS + 1)}"/>', "path segments"),
        ('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>', "refers to itself"),
        ("<g>" * 101 + "</g>" * 101, "nested more than 100 deep"),
        (fan(2, 10).replace('<g id="g2"', '<g transform="scale(1)" id="g2"'), ""),
        ('<g transform="' + "scale(1)" * 60 + '">' + "<rect/>" * 1000 + "</g>", "transform operations"),
        (f'<rect style="fill:{"r" * MAX_SVG_ATTRIBUTE_CHARS}"/>', "attribute style longer than"),
        (
            f"<style>{'a' * (MAX_SVG_STYLE_CHARS + 1)}</style>",
            f"more than {MAX_SVG_STYLE_CHARS} characters of <style>",
        ),
        ("<style>.t { font: " + "1" * 11 + "px serif }</style>", "font value"),
        ('<text font="' + "9" * 11 + '">x</text>', "font value"),
        ('<g style="fill: red; font: bold 12px ' + "a" * 100 + '"/>', "font value"),
        ('<text style="font: italic bold 12px/30px Georgia, serif">x</text>', ""),
    ],
)
def test_each_limit_refuses_with_its_own_line(body, words) -> None:
    raw = svg(body)
    if not words:
        scan_svg(raw)  # within every limit
        return
    with pytest.raises(SvgError) as info:
        scan_svg(raw)
    assert words in str(info.value) and "\n" not in str(info.value)
    assert info.value.problem.said("ko") != str(info.value)  # its own words in the Korean catalogue


def test_a_refusal_reaches_the_window_as_a_line_in_korean(tmp_path) -> None:
    from app.ui.dialogs.files import read_curve

    path = tmp_path / "fan.svg"
    path.write_bytes(svg(fan(5, 10)))
    failed = read_curve(path)
    assert failed.reason == "fan.svg: has more than 20000 elements once <use> copies are counted"
    assert failed.problem.said("ko") == "fan.svg: <use> 복사본까지 세면 요소가 20000개보다 많습니다"


TOKENS = st.sampled_from(
    [
        "<svg>",
        "</svg>",
        "<g>",
        "</g>",
        '<use href="#a"/>',
        '<g id="a">',
        '<path d="M0 0 L',
        "1 2",
        '"/>',
        "<style>",
        "</style>",
        "font:",
        "1111111111111",
        "<!DOCTYPE",
        "<?xml",
        'encoding="utf-16"?>',
        "&a;",
        "\x00",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=400), st.lists(TOKENS, max_size=40).map(lambda t: "".join(t).encode())))
def test_the_scan_of_any_bytes_passes_or_refuses(raw) -> None:
    try:
        scan_svg(raw)
    except SvgError as exc:
        assert "\n" not in str(exc)
