"""What the status line says of a refused curve file, in the window's language: every word from the
catalogues (a Korean line said "stroke 0: …" in English), and a number too large said to be too large."""

from __future__ import annotations

import pygame
from ui_driver import finish_reading, post, run_frames

from app.model import intents as i

BAD_STROKE = '{"strokes": [[[0, 0], [1, 0], ["a", 1]]], "closed": false}'
HUGE_PERIOD = '{"points": [[0, 0], [1, 0], [0, 1]], "period_seconds": 1e400}'
ROTATED_FAR = (
    '<svg xmlns="http://www.w3.org/2000/svg"><path transform="rotate(1e308)" d="M0 0 L10 0 L10 10 Z"/></svg>'
)


def dropped(app, tmp_path, name: str, text: str) -> str:
    """The status line after the file `name` holding `text` is dropped on the window (it is refused)."""
    before = app.state.epicycles.curve
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert app.state.epicycles.curve is before and app.status.error
    return app.status.text


def in_korean(app) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)


def test_a_bad_point_in_a_stroke_is_placed_in_the_windows_language(app, tmp_path) -> None:
    assert "bad.json: stroke 1 of 1: point 3 of 3 is" in dropped(app, tmp_path, "bad.json", BAD_STROKE)
    in_korean(app)
    line = dropped(app, tmp_path, "bad.json", BAD_STROKE)
    assert "bad.json: 획 1개 중 1번째: 점 3개 중 3번째는" in line and "stroke" not in line


def test_a_period_past_any_float_is_refused_as_too_large(app, tmp_path) -> None:
    line = dropped(app, tmp_path, "slow.json", HUGE_PERIOD)
    assert 'slow.json: "period_seconds" is larger than 1.8e308, too large to compute with' in line
    assert "Infinity" not in line
    in_korean(app)
    line = dropped(app, tmp_path, "slow.json", HUGE_PERIOD)
    assert '"period_seconds"가 1.8e308보다 커서 계산할 수 없습니다' in line and "Infinity" not in line


def test_a_rotation_past_any_float_is_refused_for_its_numbers_not_as_no_path(app, tmp_path) -> None:
    line = dropped(app, tmp_path, "spun.svg", ROTATED_FAR)
    assert "spun.svg: has numbers too large (or too small) to compute with" in line and "no path" not in line
    in_korean(app)
    assert "spun.svg: 크기, viewBox 또는 변환에 계산할 수 없을 만큼 크거나 작은 수가" in dropped(
        app, tmp_path, "spun.svg", ROTATED_FAR
    )


POINTS_TWICE = '{"points": [[0, 0], [3, 0], [1, 2]], "points": [[0, 0], [1, 0]]}'


def test_a_key_given_twice_is_refused_by_name_not_the_last_one_kept(app, tmp_path) -> None:
    """(json keeps the last "points" silently: the file was refused for the second's 2 points.)"""
    line = dropped(app, tmp_path, "twice.json", POINTS_TWICE)
    assert line == (
        "Could not open it: twice.json: the key “points” is given twice, so which one counts is unclear; "
        "give it once. The previous curve stays."
    )
    in_korean(app)
    line = dropped(app, tmp_path, "twice.json", POINTS_TWICE)
    assert "twice.json: “points” 키가 두 번 나와 어느 쪽을 따를지 알 수 없습니다" in line
