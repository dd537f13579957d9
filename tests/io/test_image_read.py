"""Reading pictures, against pictures built here with numpy and Pillow: 16-bit grey keeps its tones."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

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
