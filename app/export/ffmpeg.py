"""The ffmpeg that MP4 export runs: imageio-ffmpeg's own binary, or in the packaged executable its copy
packed with xz, unpacked once into the user's cache folder and used from there. No pygame.

build.spec keeps the packed copy inside the executable's archive of Python modules (the PYZ), which
PyInstaller reads in place, not among the files its one-file executable unpacks at every start: the module
PACKED_NAME_MODULE names the binary, PACKED_MODULE holds its xz bytes and is imported only to unpack them.
"""

from __future__ import annotations

import importlib
import io
import lzma
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import platformdirs

from app.paths import APP_NAME

PACKED_NAME_MODULE = "epicycles_ffmpeg"  # NAME: the binary's file name (build.spec writes both modules)
PACKED_MODULE = "epicycles_ffmpeg_xz"  # XZ: the binary packed with xz, about 19 MB
ENV = "IMAGEIO_FFMPEG_EXE"  # imageio-ffmpeg runs the binary this names


def use_bundled_ffmpeg() -> None:
    """Point imageio-ffmpeg at the unpacked bundled binary when frozen; OSError if it cannot be unpacked."""
    if not getattr(sys, "frozen", False) or os.environ.get(ENV):
        return
    try:
        name = importlib.import_module(PACKED_NAME_MODULE).NAME
    except ImportError:  # a build without the packed copy: imageio-ffmpeg looks for its own
        return
    os.environ[ENV] = str(unpacked(name, lambda: importlib.import_module(PACKED_MODULE).XZ))


def unpacked(name: str, packed: Callable[[], bytes]) -> Path:
    """The binary `name`, unpacked whole from the xz bytes `packed()` gives into the user's cache folder on
    first use (packed is called only then)."""
    try:
        folder = platformdirs.user_cache_path(APP_NAME, appauthor=False)
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = Path(tempfile.gettempdir())
    target = folder / name
    if target.is_file() and os.access(target, os.X_OK):
        return target
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}-", dir=folder)
    try:
        with os.fdopen(fd, "wb") as sink, lzma.open(io.BytesIO(packed())) as source:
            shutil.copyfileobj(source, sink, 1 << 20)
        os.chmod(temp, 0o755)
        os.replace(temp, target)  # whole or not at all: another run may be unpacking it too
    except (OSError, lzma.LZMAError) as exc:
        Path(temp).unlink(missing_ok=True)
        raise OSError(f"cannot unpack ffmpeg into {folder}: {exc}") from None
    finally:
        sys.modules.pop(PACKED_MODULE, None)  # its 19 MB are not needed any more
    return target


def encode_command(
    source: str, size: tuple[int, int], fps: float, preset: str, crf: int, target: str
) -> list[str]:
    """ffmpeg turning raw BGRX frames (from `source`: "-" for its stdin, or a file) into an H.264 MP4 at
    `target`: yuv420p, so it plays everywhere; the moov atom first, so it streams. The export and the
    benchmark's encoder-alone run use this one command."""
    import imageio_ffmpeg  # finds the ffmpeg binary it ships (bundled in the executable too)

    use_bundled_ffmpeg()
    w, h = size
    command = [imageio_ffmpeg.get_ffmpeg_exe(), "-y", "-v", "error"]
    command += ["-f", "rawvideo", "-pix_fmt", "bgr0", "-s", f"{w}x{h}", "-r", f"{fps:g}", "-i", source]
    command += ["-vcodec", "libx264", "-pix_fmt", "yuv420p", "-preset", preset, "-crf", str(crf)]
    return [*command, "-f", "mp4", "-movflags", "+faststart", target]
