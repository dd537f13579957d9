"""Which face draws each character: the first face whose character map has it, read here with fontTools
(independently of FreeType, which the app asks); and the memory of it stays under its limit."""

from __future__ import annotations

from functools import cache

from fontTools.ttLib import TTFont

from app.i18n import catalogue
from app.ui.fonts import FACES, GLYPH_LIMIT, NOT_IN_NOTO, Fonts, face_path
from app.ui.glyph_faces import GlyphFaces


@cache
def character_map(face: str, bold: bool) -> frozenset[int]:
    with TTFont(face_path(face, bold), lazy=True) as font:
        return frozenset(font.getBestCmap())


def first_face_with(ch: str, bold: bool) -> str:
    for face in FACES:
        if not (face == FACES[0] and ch in NOT_IN_NOTO) and ord(ch) in character_map(face, bold):
            return face
    return FACES[0]


def every_character_shown() -> list[str]:
    words = "".join(text for lang in ("en", "ko") for text in catalogue(lang).values())
    return sorted({*words, *"√≈←→≤−θΔω₁ⱼ", "\U0001f600"})


def test_each_character_the_app_shows_comes_from_the_first_face_that_has_it() -> None:
    chars = every_character_shown()
    assert len(chars) > 500  # both catalogues: Latin, signs, hundreds of Hangul syllables
    for bold in (False, True):
        fonts = Fonts()
        settled = {face for face, _ in fonts.face_runs("".join(chars), bold)}
        assert settled == {"noto", "dejavu", "noto_kr"}
        wrong = {ch for ch in chars if fonts.face_for(ch, bold) != first_face_with(ch, bold)}
        assert not wrong


def test_faces_settled_one_at_a_time_or_many_at_once_agree() -> None:
    chars = every_character_shown()
    many = GlyphFaces(FACES, face_path, NOT_IN_NOTO, GLYPH_LIMIT).settle(chars)
    one = GlyphFaces(FACES, face_path, NOT_IN_NOTO, GLYPH_LIMIT)
    assert many == {ch: one.face(ch) for ch in chars}


def test_the_memory_of_faces_stays_under_its_limit_and_still_answers_right() -> None:
    faces = GlyphFaces(FACES, face_path, NOT_IN_NOTO, limit=8)
    syllables = [chr(0xAC00 + 97 * n) for n in range(100)]
    for start in range(0, 100, 7):
        got = faces.settle([*syllables[start : start + 7], "√", "a"])
        assert len(faces) <= 8
        assert got["√"] == "dejavu" and got["a"] == "noto"
        assert {got[ch] for ch in syllables[start : start + 7]} == {"noto_kr"}
