"""The ffmpeg that MP4 export runs: imageio-ffmpeg's own binary, or in the packaged executable its copy
packed with xz (about 8 MB smaller than PyInstaller's zlib would make it), unpacked once into the user's
cache folder and used from there. No pygame."""

from __future__ import annotations

import lzma
import os
import shutil
import sys
import tempfile
from pathlib import Path

import platformdirs

from app.paths import APP_NAME

PACKED_FOLDER = ("imageio_ffmpeg", "binaries")  # where build.spec puts the packed copy in the bundle
ENV = "IMAGEIO_FFMPEG_EXE"  # imageio-ffmpeg runs the binary this names


def use_bundled_ffmpeg() -> None:
    """Point imageio-ffmpeg at the unpacked bundled binary when frozen; OSError if it cannot be unpacked."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is None or os.environ.get(ENV):
        return
    packed = sorted(Path(bundle, *PACKED_FOLDER).glob("*.xz"))
    if packed:
        os.environ[ENV] = str(unpacked(packed[0]))


def unpacked(packed: Path) -> Path:
    """The binary packed in `packed` (name.xz), unpacked whole into the user's cache folder on first use."""
    try:
        folder = platformdirs.user_cache_path(APP_NAME, appauthor=False)
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = Path(tempfile.gettempdir())
    target = folder / packed.name.removesuffix(".xz")
    if target.is_file() and os.access(target, os.X_OK):
        return target
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}-", dir=folder)
    try:
        with os.fdopen(fd, "wb") as sink, lzma.open(packed) as source:
            shutil.copyfileobj(source, sink, 1 << 20)
        os.chmod(temp, 0o755)
        os.replace(temp, target)  # whole or not at all: another run may be unpacking it too
    except (OSError, lzma.LZMAError) as exc:
        Path(temp).unlink(missing_ok=True)
        raise OSError(f"cannot unpack ffmpeg into {folder}: {exc}") from None
    return target
