"""A picture file's grey levels: PNG, JPEG, WebP, BMP or GIF (its first frame) through Pillow. No pygame.

The picture is read bounded (the file's size by the reader, its pixels before decoding: Pillow's
decompression-bomb check at MAX_IMAGE_PIXELS), made grey over white, and shrunk to TRACE_SIDE pixels on
its longer side, ready for app/io/image_trace.py.
"""

from __future__ import annotations

import io
import warnings

import numpy as np

from app import config
from app.errors import curve_refusal

TRACE_SIDE = 512  # pixels on the longer side that are traced (more only slows the tour, not the look)


def read_grey(raw: bytes, where: str) -> np.ndarray:
    """The picture's first frame as grey levels over white, shrunk to TRACE_SIDE; CurveError if not."""
    from PIL import Image, UnidentifiedImageError

    rgba = None
    try:
        with warnings.catch_warnings():
            # The size is checked below, against our own bound: PIL's warning for its larger one went to
            # stderr before our refusal.
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(raw))
        with image:
            w, h = image.size
            if w * h <= config.MAX_IMAGE_PIXELS:  # (the refusal is raised below: it is a ValueError too)
                image.seek(0)
                image.draft("L", (TRACE_SIDE, TRACE_SIDE))  # a JPEG decodes at a fraction of its size
                rgba = image.convert("RGBA")
    except Image.DecompressionBombError:
        w = h = "?"
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError) as exc:
        raise curve_refusal("problem.image.unreadable", where=where, why=exc.__class__.__name__) from None
    if rgba is None:
        raise curve_refusal(
            "problem.image.too_big", where=where, w=w, h=h, most=f"{config.MAX_IMAGE_PIXELS:,}"
        )
    rgba.thumbnail((TRACE_SIDE, TRACE_SIDE))
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    grey = np.asarray(Image.alpha_composite(white, rgba).convert("L"), dtype=float) / 255.0
    if min(grey.shape) < 2:
        raise curve_refusal("problem.image.tiny", where=where)
    return grey
