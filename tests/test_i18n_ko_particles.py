"""The Korean catalogue's lines with a name or number put in read without a particle written for either
ending ("line.svg을(를)", "{name}은(는)"): it goes by the sound of what is put in, or the line is put so that
none follows a name (파일 line.svg을 …: "line.svg 파일을 …", "{name}: …", "받은 값은 {text}입니다")."""

from __future__ import annotations

import re
from string import Formatter

import pytest

from app.i18n import catalogue, tr

BOTH = re.compile(r"을\(를\)|이\(가\)|은\(는\)|와\(과\)|과\(와\)|\(으\)로|\(이\)")
# What a line may name: a file, a model, a number; each read one way (에스브이지, 제이슨, 일, 이, 그림).
SAID = ["line.svg", "heart.json", "demo.gguf", "data.csv", "2", "1", "그림", "10000"]
# Names whose last sound cannot be told ("Hot": 핫 or 에이치오티; photo.jpeg: 제이펙 or 지; 中).
UNSURE = ["Hot", "photo.jpeg", "中"]
NAMES = {"name", "path", "file", "text", "title", "busy", "keys", "field", "font", "char", "value", "aside",
         "folder", "tensor", "arch", "kind", "saved"}  # fmt: skip
# Lines naming a curve or drawing that the user named, where a particle reads best: left to the sound.
BY_SOUND = {"status.curve.opened", "status.curve.opened_strokes", "status.drawings.renamed",
            "status.drawings.deleted", "status.drawings.gone"}  # fmt: skip
# An export's file, whose ending the app writes (png, gif, mp4, csv, json: read one way), in a line that
# must fit at 300 % ("square8-3.gif를", not "… 파일을"); a typed value read as a number, said by its last
# digit ("Δ = 10은", "“0.5”는").
BY_SOUND |= {"status.export.failed"}
BY_SOUND |= {"problem.base.range", "problem.vector.infinite", "problem.vector.far", "problem.llm.index"}


def fields(text: str) -> set[str]:
    return {field for _, field, _, _ in Formatter().parse(text) if field}


def filled(key: str, value: str, only: set[str] | None = None) -> str:
    """key's Korean line with value in each field (in only those named, numbers in the rest)."""
    params = {
        field: value if only is None or field in only else "2" for field in fields(catalogue("ko")[key])
    }
    try:
        return tr("ko", key, **params)
    except (ValueError, TypeError):  # (a number's format: filled with a number)
        return tr("ko", key, **dict.fromkeys(params, 2))  # (no line has a name and a number's format)


@pytest.mark.parametrize("value", SAID)
def test_no_korean_line_keeps_a_particle_for_either_ending(value: str) -> None:
    kept = {key: line for key in catalogue("ko") if BOTH.search(line := filled(key, value))}
    assert not kept


def test_a_name_whose_sound_is_unsure_is_followed_by_no_particle() -> None:
    """(A file, model or typed value is said "line.svg 파일을", "{name}: …" or "… {value}입니다".)"""
    kept = {
        key
        for key, text in catalogue("ko").items()
        if fields(text) & NAMES and any(BOTH.search(filled(key, value, NAMES)) for value in UNSURE)
    }
    assert kept <= BY_SOUND


# A field followed by a particle written for one ending ("{factor}로": ×10로, not ×10으로).
FIXED = re.compile(r"\{[^}]*\}[”’\"」]*(을|를|이|가|은|는|와|과|으로|로)(?=[\s.,:;!?]|$)")


def test_no_field_is_followed_by_a_particle_for_one_ending_only() -> None:
    assert {key: text for key, text in catalogue("ko").items() if FIXED.search(text)} == {}


def test_a_zoom_and_a_file_ending_take_the_particle_of_their_sound() -> None:
    assert "×10으로 봅니다" in tr("ko", "status.camera.follow_limit", factor="10")
    assert "×2로 봅니다" in tr("ko", "status.camera.follow_zoom", factor="2")
    line = tr("ko", "problem.export.other_format", named="CSV", format="JSON", ext="json")
    assert line.endswith("이름을 .json으로 끝내세요")
