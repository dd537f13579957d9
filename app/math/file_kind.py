"""What kind of file some bytes begin, by their magic bytes: images, PDFs and archives that a curve
reader would otherwise call "not UTF-8 text". Pure: no pygame, no numpy needed."""

from __future__ import annotations

# (kind, test on the first bytes); the kind names a catalogue key "problem.curve.kinds.<kind>".
_MAGIC: tuple[tuple[str, tuple[bytes, ...]], ...] = (
    ("png", (b"\x89PNG\r\n\x1a\n",)),
    ("jpeg", (b"\xff\xd8\xff",)),
    ("gif", (b"GIF87a", b"GIF89a")),
    ("bmp", (b"BM",)),
    ("pdf", (b"%PDF-",)),
    ("zip", (b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")),
    ("gzip", (b"\x1f\x8b",)),
    ("tiff", (b"II*\x00", b"MM\x00*")),
    ("ico", (b"\x00\x00\x01\x00",)),
)
HEAD_BYTES = 16  # enough for every signature above and WebP's RIFF....WEBP


def file_kind(head: bytes) -> str | None:
    """The kind ("png", "jpeg", "webp", …) a file starting with head is, or None if it is none of them."""
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    for kind, signatures in _MAGIC:
        if head.startswith(signatures):
            return kind
    return None
