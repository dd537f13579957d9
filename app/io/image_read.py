"""A picture file's grey levels: PNG, JPEG, WebP, BMP or GIF (its first frame) through Pillow. No pygame.

The picture is read bounded (the file's size by the reader, its pixels from its header before decoding,
at MAX_IMAGE_PIXELS), turned upright, shrunk to TRACE_SIDE pixels on its longer side (a long, thin one
less: trace_size) and made grey over white (a light one on a transparent ground: on_paper), ready for
app/io/image_trace.py.
"""

from __future__ import annotations

import io
import math
import struct
import warnings
from typing import TYPE_CHECKING

import numpy as np

from app import config
from app.errors import CurveError, curve_refusal

if TYPE_CHECKING:
    from PIL.Image import Image

TRACE_SIDE = 512  # pixels on the longer side that are traced (more only slows the tour, not the look)
THIN_SIDE = 32  # pixels a long, thin picture keeps across (or all it has), within TRACE_SIDE² in all
TRANSPARENT_SHARE = 0.01  # a picture with less of its pixels transparent is traced as an opaque one
WIDE_GREY = ("I", "I;16", "I;16B", "I;16L", "I;16N")  # Pillow's modes of grey with more than 8 bits


def read_grey(raw: bytes, where: str) -> np.ndarray:
    """The picture's first frame, upright (by its EXIF orientation), as grey levels with its ink dark
    (on_paper), shrunk to trace_size; CurveError if not."""
    from PIL import ImageOps, UnidentifiedImageError

    try:
        image = opened(raw)
        with image:
            w, h = image.size
            if w * h > config.MAX_IMAGE_PIXELS:  # read from the header: nothing is decoded yet
                raise curve_refusal(
                    "problem.image.too_big", where=where, w=w, h=h, most=f"{config.MAX_IMAGE_PIXELS:,}"
                )
            image.seek(0)
            image.draft("L", trace_size(w, h))  # a JPEG decodes at a fraction of its size
            ImageOps.exif_transpose(image, in_place=True)  # a phone's photo stands as it was taken
            rgba = eight_bit(image).convert("RGBA")
    except CurveError:  # (our refusal is a ValueError too)
        raise
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError) as exc:
        raise curve_refusal(f"problem.image.{_damage(exc)}", where=where) from None
    rgba.thumbnail(trace_size(*rgba.size))
    grey = on_paper(np.asarray(rgba.convert("L"), dtype=float) / 255.0, np.asarray(rgba)[..., 3] / 255.0)
    if min(grey.shape) < 2:  # (a thin one: still under 2 pixels across within TRACE_SIDE² in all)
        key = "problem.image.tiny" if min(w, h) < 2 else "problem.image.thin"
        raise curve_refusal(key, where=where, w=w, h=h)
    return grey


def on_paper(tone: np.ndarray, alpha: np.ndarray) -> np.ndarray:
    """Grey levels (0 ink, 1 paper) of a picture of tones and opacities (0 to 1): over white, as a rule.

    A light picture on a transparent ground (a white logo) would vanish over white: where a picture has
    real transparency and what it draws is light on the whole, it is laid over black and the result
    turned over, so what is drawn is the ink either way and the transparent ground the paper.
    """
    over_white = 1.0 - alpha * (1.0 - tone)
    if np.mean(alpha < 0.5) < TRANSPARENT_SHARE or not np.any(alpha >= 0.5):
        return over_white
    drawn_tone = float(np.sum(tone * alpha) / np.sum(alpha))
    return 1.0 - alpha * tone if drawn_tone > 0.5 else over_white


def _damage(exc: Exception) -> str:
    """What Pillow's refusal says of the file, as a catalogue key: no picture it knows, one cut short
    ("image file is truncated", or the bytes ending mid-read), or one whose data is wrong."""
    from PIL import UnidentifiedImageError

    if isinstance(exc, UnidentifiedImageError):
        return "not_picture"
    return "cut_short" if isinstance(exc, EOFError) or "truncated" in str(exc).lower() else "damaged"


def trace_size(w: int, h: int) -> tuple[int, int]:
    """The size a w × h picture is traced at: TRACE_SIDE on its longer side, as a rule.

    A long, thin picture shrunk so would lose its ink (a 20000 × 50 banner became 512 × 1, "too small to
    trace"): it keeps THIN_SIDE pixels across, or all it has, but no more than TRACE_SIDE² pixels in all,
    the work of a square picture (so the banner is traced at 10240 × 25).
    """
    scale = min(1.0, TRACE_SIDE / max(w, h))
    if min(w, h) * scale < THIN_SIDE:
        scale = max(scale, min(1.0, THIN_SIDE / min(w, h), TRACE_SIDE / math.sqrt(w * h)))
    return max(1, int(w * scale)), max(1, int(h * scale))  # (rounded down: within TRACE_SIDE² in all)


def eight_bit(image: Image) -> Image:
    """A grey picture of more than 8 bits (a 16-bit PNG's "I;16", or "I") in 8, by the bits it uses.

    Pillow's own conversion clips at 255, so a 16-bit picture's mid-tones all came out white. The scale is
    the bits its brightest pixel needs, at least 8: a 12-bit camera's picture stored in 16 bits is
    scaled by 4095, a 16-bit one by 65535, as their makers meant. Not by the picture's own darkest and
    brightest: that would stretch a blank scan's faint noise into ink.
    """
    if image.mode not in WIDE_GREY:
        return image
    wide = image.convert("I")
    top = 2 ** max(8, int(wide.getextrema()[1]).bit_length()) - 1
    return wide.point(lambda v: v * (255 / top) + 0.5).convert("L")


def opened(raw: bytes) -> Image:
    """The picture opened (its header read, nothing decoded) whatever its size, for our own, smaller bound
    to judge: Pillow refuses one over twice its own bound on opening, and says only its count of pixels."""
    from PIL import Image, UnidentifiedImageError

    try:
        with warnings.catch_warnings():  # (its warning for a picture over its bound went to stderr)
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            return Image.open(io.BytesIO(raw))
    except Image.DecompressionBombError:
        pass
    # Image.open's own search without its check: the first format that accepts the bytes and opens them.
    Image.init()
    for fmt in Image.ID:
        factory, accept = Image.OPEN[fmt]
        accepted = accept is None or accept(raw[:16])
        if accepted and not isinstance(accepted, str):  # (a str is a plugin's warning: not accepted)
            try:
                return factory(io.BytesIO(raw), None)
            except (SyntaxError, IndexError, TypeError, struct.error):  # what Image.open passes over
                continue
    raise UnidentifiedImageError("cannot identify image file")
