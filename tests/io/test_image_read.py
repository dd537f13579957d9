"""Reading pictures, against pictures built here with numpy and Pillow: 16-bit grey keeps its tones."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from app.errors import CurveError
from app.io.image_read import read_grey
from app.io.image_trace import trace


def png(pixels: np.ndarray) -> bytes:
    out = io.BytesIO()
    Image.fromarray(pixels).save(out, "PNG")
    return out.getvalue()


def rectangle_on(paper: int, ink: int) -> np.ndarray:
    """A 300 × 400 16-bit picture: paper, and a 200 × 100 rectangle of ink at (100, 100)."""
    pixels = np.full((300, 400), paper, np.uint16)
    pixels[100:200, 100:300] = ink
    return pixels


@pytest.mark.parametrize(
    ("paper", "ink", "top"),
    [(60000, 20000, 65535), (4000, 500, 4095), (200, 20, 255)],  # 16-bit, 12-bit in 16, 8-bit in 16
)
def test_a_16_bit_grey_picture_keeps_its_tones_scaled_by_the_bits_it_uses(
    paper: int, ink: int, top: int
) -> None:
    """(Pillow's conversion clipped at 255: every tone above it came out white, nothing to trace.)"""
    pixels = rectangle_on(paper, ink)
    assert Image.open(io.BytesIO(png(pixels))).mode in ("I;16", "I")
    grey = read_grey(png(pixels), "deep.png")
    np.testing.assert_allclose(grey, pixels / top, atol=1 / 255)
    (outline,) = trace(grey).strokes
    scale = 2.0 / 400  # the longer side is 2 units
    assert np.ptp(outline.real) / scale == pytest.approx(200, abs=2)
    assert np.ptp(outline.imag) / scale == pytest.approx(100, abs=2)


@pytest.mark.parametrize("fmt", ["JPEG", "PNG"])
def test_a_photo_is_turned_upright_by_its_exif_orientation(fmt: str) -> None:
    """Orientation 6: the stored pixels are turned a quarter clockwise to be seen (a phone held upright)."""
    stored = np.full((300, 400), 255, np.uint8)
    stored[30:100, 40:200] = 0  # a bar near the top left corner, so every turn and flip moves it
    exif = Image.Exif()
    exif[0x0112] = 6
    out = io.BytesIO()
    Image.fromarray(stored).save(out, fmt, exif=exif, quality=95)
    upright = np.rot90(stored, k=-1) / 255  # numpy's quarter turn clockwise
    grey = read_grey(out.getvalue(), "photo")
    assert grey.shape == upright.shape
    assert np.mean(np.abs(grey - upright) > 0.5) < 0.001  # (JPEG blurs the bar's edges a little)


@pytest.mark.parametrize(("w", "h"), [(20000, 50), (50, 20000), (2000, 100)])
def test_a_long_thin_picture_keeps_enough_pixels_across_to_trace(w: int, h: int) -> None:
    """A bar across 90 % of its length and 40 % of its width (shrunk to 512 on its longer side, the
    20000 × 50 banner was one pixel high: "too small to trace")."""
    pixels = np.full((h, w), 255, np.uint8)
    long, thin = max(w, h), min(w, h)
    bar = (slice(int(0.3 * thin), int(0.7 * thin)), slice(int(0.05 * long), int(0.95 * long)))
    pixels[bar if w > h else bar[::-1]] = 0
    grey = read_grey(png(pixels), "banner.png")
    assert min(grey.shape) >= 25 and grey.size <= 512 * 512  # enough across, no more work than a square
    (outline,) = trace(grey).strokes
    along, across = (np.ptp(outline.real), np.ptp(outline.imag))[:: 1 if w > h else -1]
    pixel = 2 / max(grey.shape)  # a traced pixel in math units (the longer side is 2)
    assert along == pytest.approx(0.9 * 2, abs=1.5 * pixel)
    assert across == pytest.approx(0.4 * thin / long * 2, abs=1.5 * pixel)


def test_a_picture_one_pixel_high_is_too_small_and_says_so() -> None:
    pixels = np.zeros((1, 300), np.uint8)
    with pytest.raises(CurveError, match="too small to trace"):
        read_grey(png(pixels), "line.png")


def test_a_picture_too_thin_even_so_says_so_with_its_size() -> None:
    """500000 × 2: within 512² pixels in all it would be one pixel across."""
    pixels = np.zeros((2, 500_000), np.uint8)
    with pytest.raises(CurveError) as caught:
        read_grey(png(pixels), "thread.png")
    assert (
        str(caught.value)
        == "thread.png: a picture of 500000×2 pixels is too long and thin to trace; crop it first"
    )
    assert (
        caught.value.problem.said("ko")
        == "thread.png: 500000×2 픽셀 그림은 너무 가늘고 길어 윤곽을 딸 수 없습니다. 먼저 잘라 내세요"
    )


def rgba_png(tone: int, alpha_ground: int, ground_tone: int = 0) -> bytes:
    """A 300 × 400 RGBA picture: a 200 × 100 rectangle of `tone` at (100, 100), opaque, on a ground of
    `ground_tone` with opacity `alpha_ground`."""
    pixels = np.zeros((300, 400, 4), np.uint8)
    pixels[..., :3], pixels[..., 3] = ground_tone, alpha_ground
    pixels[100:200, 100:300] = (tone, tone, tone, 255)
    out = io.BytesIO()
    Image.fromarray(pixels, "RGBA").save(out, "PNG")
    return out.getvalue()


def rectangle_traced(grey: np.ndarray) -> tuple[float, float]:
    (outline,) = trace(grey).strokes
    scale = 2.0 / 400  # the longer side is 2 units
    return np.ptp(outline.real) / scale, np.ptp(outline.imag) / scale


@pytest.mark.parametrize("tone", [255, 230, 0, 40])
def test_a_logo_on_a_transparent_ground_is_ink_on_paper_whether_white_or_black(tone: int) -> None:
    """(A white logo on a transparent PNG came out all white over white: "nothing to trace", and Invert
    made it all ink.)"""
    grey = read_grey(rgba_png(tone, alpha_ground=0), "logo.png")
    assert grey[150, 200] == pytest.approx(1 - max(tone, 255 - tone) / 255, abs=1 / 255)  # the logo: ink
    assert grey[10, 10] == pytest.approx(1.0)  # the transparent ground: paper
    assert rectangle_traced(grey) == pytest.approx((200, 100), abs=2)


@pytest.mark.parametrize(("alpha_ground", "ground_tone"), [(255, 0), (255, 200), (250, 0)])
def test_an_opaque_picture_is_its_tones_over_white_as_before(alpha_ground: int, ground_tone: int) -> None:
    """White on black, light grey on opaque ground, and a ground barely see-through: no change."""
    grey = read_grey(rgba_png(255, alpha_ground, ground_tone), "opaque.png")
    a = alpha_ground / 255
    assert grey[150, 200] == pytest.approx(1.0)
    assert grey[10, 10] == pytest.approx(1 - a * (1 - ground_tone / 255), abs=1 / 255)


def test_a_light_picture_with_a_few_transparent_pixels_is_traced_as_an_opaque_one() -> None:
    pixels = np.full((300, 400, 4), 255, np.uint8)
    pixels[100:200, 100:300, :3] = 0  # a black rectangle on white
    pixels[:2, :2, 3] = 0  # four see-through pixels in a corner (under 1 % of the picture)
    out = io.BytesIO()
    Image.fromarray(pixels, "RGBA").save(out, "PNG")
    grey = read_grey(out.getvalue(), "nearly.png")
    assert grey[150, 200] == pytest.approx(0.0) and grey[150, 20] == pytest.approx(1.0)


def cut(raw: bytes) -> bytes:
    return raw[: len(raw) // 2]


NO_PICTURE = ("not a picture file, or a damaged one", "그림 파일이 아니거나 망가진 파일입니다")


@pytest.mark.parametrize(
    ("raw", "en", "ko"),
    [
        (b"", *NO_PICTURE),
        (b"not a png at all\n", *NO_PICTURE),
        (bytes(range(256)) * 8, *NO_PICTURE),
        (cut(png(rectangle_on(200, 20).astype(np.uint8))), "the picture file is cut short",
         "그림 파일이 중간에 끊겨 있습니다"),
    ],
    ids=["empty", "words", "random", "truncated"],
)  # fmt: skip
def test_a_file_that_is_no_picture_says_what_is_wrong_in_words_in_both_languages(raw, en, ko) -> None:
    """(It said "not a picture that can be read (UnidentifiedImageError)", or "(OSError)".)"""
    with pytest.raises(CurveError) as info:
        read_grey(raw, "bad.png")
    assert str(info.value) == f"bad.png: {en}"
    assert info.value.problem.said("ko") == f"bad.png: {ko}"
