"""Make assets/fonts/NotoSans-{Regular,Bold}.ttf: pygame_gui's Noto Sans faces with a true minus sign.

pygame_gui's packaged Noto Sans draws U+2212 MINUS SIGN with the hyphen's outline (its "minus" glyph is a
reference to "hyphen", 322 units wide), so every English widget showed "Δ − 1" as "Δ - 1". Here the
minus becomes the horizontal bar of the face's own plus sign, as wide as the plus (572 units), which is
what a minus is in Noto Sans's own design; every other glyph, metric and table is kept as it was. The fonts
are under the SIL Open Font License 1.1 (assets/fonts/LICENSE-Noto.txt), which allows modified versions;
Noto declares no Reserved Font Name. Run again when pygame_gui's faces change:

    .venv/bin/python tools/make_minus_faces.py
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

OUT = Path(__file__).resolve().parents[1] / "assets" / "fonts"


def plus_bar(font: TTFont) -> tuple[int, int, int, int]:
    """The plus sign's horizontal bar: (left, bottom, right, top), from its outline's points at its ends."""
    glyphs = font.getGlyphSet()
    plus = font.getBestCmap()[ord("+")]
    recorded = DecomposingRecordingPen(glyphs)
    glyphs[plus].draw(recorded)
    bounds = BoundsPen(glyphs)
    glyphs[plus].draw(bounds)
    left, _, right, _ = bounds.bounds
    at_left = [y for _, points in recorded.value for (x, y) in points if x == left]
    return left, min(at_left), right, max(at_left)


def with_true_minus(source: Path, target: Path) -> None:
    font = TTFont(source)
    left, bottom, right, top = plus_bar(font)
    pen = TTGlyphPen(None)
    for point in ((left, bottom), (left, top), (right, top), (right, bottom)):  # (clockwise: an outer one)
        (pen.lineTo if point != (left, bottom) else pen.moveTo)(point)
    pen.closePath()
    name = font.getBestCmap()[0x2212]
    font["glyf"][name] = pen.glyph()
    plus_advance = font["hmtx"][font.getBestCmap()[ord("+")]][0]
    font["hmtx"][name] = (plus_advance, left)
    font.save(target)


def main() -> None:
    data = resources.files("pygame_gui.data")
    for style in ("Regular", "Bold"):
        with resources.as_file(data / f"NotoSans-{style}.ttf") as source:
            with_true_minus(source, OUT / f"NotoSans-{style}.ttf")
        print(OUT / f"NotoSans-{style}.ttf")


if __name__ == "__main__":
    main()
