"""A file's name inside a Korean line: the line's own particles are settled after it where its sound is
known, and the name itself is said as it is named (a particle written in it is the file's, not the line's)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import finish_reading, post, run_frames

from app.i18n import tr
from app.io.curves import curve_caption
from app.model import intents as i

SQUARE = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L10 0 L10 10 L0 10 Z"/></svg>'


@pytest.mark.parametrize("name", ["내 그림(으)로.svg", "사과와(과) 배.svg", "heart.svg"])
def test_a_dropped_file_is_named_as_it_is_named(app, tmp_path, name: str) -> None:
    """(The file "내 그림(으)로.svg" was said "내 그림으로.svg" in the status line and the caption.)"""
    app.submit(i.SetLanguage("ko"))
    path = tmp_path / name
    path.write_text(SQUARE, encoding="utf-8")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert app.status.text.startswith(f"{name}를 열었습니다: 샘플 ")  # (.svg: 에스브이지, so 를)
    assert curve_caption(app.state.epicycles.curve, "ko").startswith(f"{name}: SVG 그림의 획 1개를")


# (key, params, what the line says): a number ending a Latin name may be read in English (A3: 쓰리) or in
# Korean (삼); the particle is settled only where both readings take the same one.
LINES = [
    ("status.drawings.renamed", {"name": "그림", "title": "A3"}, "“A3”(으)로 바꿨습니다"),  # (쓰리로, 삼으로)
    ("status.drawings.renamed", {"name": "그림", "title": "track1"}, "“track1”(으)로 바꿨습니다"),  # (원으로)
    ("status.curve.opened", {"name": "take6", "n": 3, "arrows": "x"}, "take6을(를) 열었습니다"),  # (식스를)
    ("status.curve.opened", {"name": "track1", "n": 3, "arrows": "x"}, "track1을 열었습니다"),  # 원을, 일을
    ("status.drawings.deleted", {"name": "clip4"}, "clip4를 지웠습니다"),  # 포를, 사를
    ("status.drawings.renamed", {"name": "그림", "title": "그림 3"}, "“그림 3”으로 바꿨습니다"),  # 삼으로
    ("status.curve.opened", {"name": "quick film.gif", "n": 3, "arrows": "x"}, "quick film.gif를 열었습니다"),
]


@pytest.mark.parametrize(("key", "params", "said"), LINES, ids=[line[2] for line in LINES])
def test_a_number_in_a_latin_name_settles_a_particle_only_where_every_reading_agrees(
    key: str, params: dict[str, object], said: str
) -> None:
    assert said in tr("ko", key, **params)
