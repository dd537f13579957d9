"""The ffmpeg that MP4 export runs: imageio-ffmpeg's own binary, or in the packaged executable its copy
packed with xz, unpacked once into the user's cache folder and used from there. No pygame.

build.spec keeps the packed copy inside the executable's archive of Python modules (the PYZ), which
PyInstaller reads in place, not among the files its one-file executable unpacks at every start: the module
PACKED_NAME_MODULE names the binary, PACKED_MODULE holds its xz bytes and is imported only to unpack them.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import io
import lzma
import os
import shutil
import stat
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

import platformdirs

from app.cached_libs import temporary_folder
from app.errors import WriteError, os_reason
from app.paths import APP_NAME

PACKED_NAME_MODULE = "epicycles_ffmpeg"  # NAME, SIZE: the binary's name and size (build.spec writes both)
PACKED_MODULE = "epicycles_ffmpeg_xz"  # XZ: the binary packed with xz, about 19 MB
ENV = "IMAGEIO_FFMPEG_EXE"  # imageio-ffmpeg runs the binary this names
FOLDER = "ffmpeg"  # in the user's cache folder: made private (0700), as what is run from it must be


_ours: list[str] = []  # the binary this run pointed imageio-ffmpeg at (ENV set by the user is theirs)
_unpacking = threading.Lock()  # one unpacking at a time: a second caller then finds the copy whole


def prepare_in_background() -> None:
    """Unpack the bundled binary in a thread (Export… has opened: the user is choosing), so the first MP4
    does not hold the window for the seconds unpacking takes; a failure is said by the export itself."""
    if getattr(sys, "frozen", False):
        threading.Thread(target=_prepare, name="ffmpeg-unpack", daemon=True).start()


def _prepare() -> None:
    with contextlib.suppress(OSError):
        use_bundled_ffmpeg()


def use_bundled_ffmpeg() -> None:
    """Point imageio-ffmpeg at the unpacked bundled binary when frozen, unpacked again if it has gone
    since (a cache cleaned while the app runs had failed every MP4 until a restart); OSError if it cannot
    be unpacked."""
    if not getattr(sys, "frozen", False):
        return
    try:
        index = importlib.import_module(PACKED_NAME_MODULE)
    except ImportError:  # a build without the packed copy: imageio-ffmpeg looks for its own
        return
    os.environ[ENV] = bundled(index.NAME, index.SIZE, lambda: importlib.import_module(PACKED_MODULE).XZ)


def bundled(name: str, size: int, packed: Callable[[], bytes]) -> str:
    """The binary imageio-ffmpeg is to run: one the user named in ENV, else this run's unpacked copy while
    it is whole, else a copy unpacked (again)."""
    with _unpacking:
        named = os.environ.get(ENV)
        if named and (named not in _ours or private_file(Path(named), size)):
            return named
        try:
            binary = str(unpacked(name, size, packed))
        finally:
            sys.modules.pop(PACKED_MODULE, None)  # its 19 MB are not needed any more
        _ours.append(binary)
        return binary


def unpacked(name: str, size: int, packed: Callable[[], bytes]) -> Path:
    """The binary `name` of `size` bytes, unpacked whole from the xz bytes `packed()` gives (called only
    then) into the user's cache folder on first use, or again if the copy there is not whole. Only a copy
    that no one else could have put or changed is run: where the cache's folder for it cannot be made or
    written, or another user could write it, the binary goes into a private temporary folder, removed at
    exit, instead."""
    packed = functools.cache(packed)  # asked for once, whichever folder takes it
    cache = platformdirs.user_cache_path(APP_NAME, appauthor=False)
    try:
        folder = cache / FOLDER
        if private_folder(folder):
            target = folder / name
            if private_file(target, size):
                return target
            try:
                _unpack(target, packed)
                with contextlib.suppress(OSError):
                    (cache / name).unlink(missing_ok=True)  # where earlier versions kept it
                return target
            except OSError:  # a folder that cannot be written, a full disk: try a private one
                pass
        return _unpack(temporary_folder("epicycles-ffmpeg-") / name, packed)
    except (OSError, lzma.LZMAError) as exc:
        reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
        raise WriteError("ffmpeg_unpack", reason=reason) from None


def private_folder(folder: Path) -> bool:
    """True if folder is (or was just made) a folder of this user's that no one else may write."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.lstat()  # a link is refused: whoever could change it could point it elsewhere
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and _only_mine(info)


def private_file(path: Path, size: int) -> bool:
    """True if path is a regular file of `size` bytes, executable, that only this user could have written
    (a copy cut short or damaged, or planted by someone else, is unpacked again)."""
    try:
        info = path.lstat()
    except OSError:
        return False
    whole = stat.S_ISREG(info.st_mode) and info.st_size == size and os.access(path, os.X_OK)
    return whole and _only_mine(info)


def _only_mine(info: os.stat_result) -> bool:
    if not hasattr(os, "geteuid"):  # Windows: no owner and mode bits to go by; the cache is the user's
        return True
    return info.st_uid == os.geteuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _unpack(target: Path, packed: Callable[[], bytes]) -> Path:
    """Unpack into target, whole or not at all (another run may be unpacking it too)."""
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}-", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as sink, lzma.open(io.BytesIO(packed())) as source:
            shutil.copyfileobj(source, sink, 1 << 20)
        os.chmod(temp, 0o755)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
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
