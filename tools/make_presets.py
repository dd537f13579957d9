"""Writes the two presets made the app's own ways (issue 24): a word typed and a picture traced.

    python tools/make_presets.py    # rewrites assets/presets/word.json and assets/presets/cat.json

The picture is drawn here with Pillow's shapes (a cat's face: head, ears, eyes, nose, whiskers), so it is
the project's own work and needs no other source or licence; it is traced exactly as an opened picture is.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image, ImageDraw  # noqa: E402

from app.io.image_read import read_grey  # noqa: E402
from app.io.image_trace import trace  # noqa: E402
from app.io.text_outline import text_strokes  # noqa: E402

WORD = "Epicycles"


def cat_picture() -> bytes:
    image = Image.new("RGB", (600, 520), "white")
    draw = ImageDraw.Draw(image)
    draw.polygon([(120, 230), (150, 40), (260, 150)], fill="black")  # the ears
    draw.polygon([(480, 230), (450, 40), (340, 150)], fill="black")
    draw.ellipse((90, 110, 510, 480), fill="black")  # the head
    draw.ellipse((190, 230, 260, 310), fill="white")  # the eyes: holes in the head
    draw.ellipse((340, 230, 410, 310), fill="white")
    draw.polygon([(270, 350), (330, 350), (300, 385)], fill="white")  # the nose
    for y in (360, 395):  # whiskers, drawn over the cheeks and out
        draw.line((30, y - 20, 200, y), fill="black", width=9)
        draw.line((400, y, 570, y - 20), fill="black", width=9)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def rounded(strokes) -> list[list[list[float]]]:
    return [[[round(float(z.real), 5), round(float(z.imag), 5)] for z in stroke] for stroke in strokes]


def main() -> None:
    word, _ = text_strokes(WORD, "noto")
    (ROOT / "assets" / "presets" / "word.json").write_text(
        json.dumps(
            {
                "title": f"“{WORD}”",
                "title_ko": f"“{WORD}”",
                "order": 9,
                "caption": f"“{WORD}” in Noto Sans: {len(word)} outlines, holes included, in reading order.",
                "caption_ko": f"Noto Sans로 쓴 “{WORD}”: 윤곽선 {len(word)}개(구멍 포함), 읽는 순서대로.",
                "strokes": rounded(word),
                "closed": True,
            },
            ensure_ascii=False,
        )
        + "\n"
    )
    cat = trace(read_grey(cat_picture(), "cat.png")).strokes
    (ROOT / "assets" / "presets" / "cat.json").write_text(
        json.dumps(
            {
                "title": "A cat, traced",
                "title_ko": "고양이 그림",
                "order": 10,
                "caption": f"A cat's face drawn for Epicycles, traced as a picture is: {len(cat)} outlines.",
                "caption_ko": f"Epicycles를 위해 그린 고양이 얼굴을 그림처럼 따냄: 윤곽선 {len(cat)}개.",
                "source": "drawn by tools/make_presets.py with Pillow's shapes; the project's own work",
                "strokes": rounded(cat),
                "closed": True,
            },
            ensure_ascii=False,
        )
        + "\n"
    )
    print(f"word.json: {len(word)} strokes; cat.json: {len(cat)} strokes")


if __name__ == "__main__":
    main()
