"""A curve's caption (SVG, picture, text) comes from the catalogues, in English and in Korean: each words
it as its catalogue does (they were written in the code, beside the catalogues, in both languages)."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

import app.i18n
from app.io.curve_file import load_curve_file, svg_curve
from app.io.curves import curve_caption
from app.io.text_outline import text_curve

SVG = '<svg xmlns="http://www.w3.org/2000/svg">{}</svg>'
SQUARE = '<path d="M0 0 L10 0 L10 10 L0 10 Z"/>'


@pytest.fixture
def marked(monkeypatch):
    """The catalogues with every curve caption marked ("[en] …", "[ko] …"), so a caption can be told to
    come from them."""
    real = app.i18n.catalogue

    def catalogue(lang: str) -> dict[str, str]:
        words = dict(real(lang))
        for key in words:
            if key.startswith("curve.") and ".caption" in key:
                words[key] = f"[{lang}] {words[key]}"
        return words

    monkeypatch.setattr(app.i18n, "catalogue", catalogue)


def both(curve) -> tuple[str, str]:
    return curve_caption(curve, "en"), curve_caption(curve, "ko")


@pytest.mark.usefixtures("marked")
def test_an_svg_drawings_caption_is_the_catalogues_in_each_language_one_stroke_or_more() -> None:
    one = svg_curve(SVG.format(SQUARE).encode(), "one", 64, "one.svg")
    assert both(one) == (
        "[en] one.svg: 1 stroke from an SVG drawing, toured in document order.",
        "[ko] one.svg: SVG 그림의 획 1개를 문서 순서대로 이어 돌았습니다.",
    )
    two = svg_curve(SVG.format(SQUARE * 2).encode(), "two", 64, "two.svg")
    assert both(two)[0] == "[en] two.svg: 2 strokes from an SVG drawing, toured in document order."


@pytest.mark.usefixtures("marked")
def test_a_pictures_caption_is_the_catalogues_in_each_language(tmp_path) -> None:
    image = Image.new("RGB", (200, 200), "white")
    ImageDraw.Draw(image).ellipse((40, 40, 160, 160), fill="black")
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    (tmp_path / "dot.png").write_bytes(buffer.getvalue())
    assert both(load_curve_file(tmp_path / "dot.png", 256)) == (
        "[en] dot.png: 1 outline traced from a picture, toured by nearest ends.",
        "[ko] dot.png: 그림에서 따낸 윤곽선 1개를 가까운 끝끼리 이어 돌았습니다.",
    )


@pytest.mark.usefixtures("marked")
def test_a_texts_caption_is_the_catalogues_in_each_language() -> None:
    assert both(text_curve("Hi")) == (
        "[en] “Hi”: the outlines of its letters, in reading order, holes included",
        "[ko] “Hi”: 글자의 윤곽선을 읽는 순서대로, 구멍까지",
    )
