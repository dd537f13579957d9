"""The packaged executable's largest shared libraries, unpacked once into the user's cache folder and loaded
from there, instead of by PyInstaller's one-file bootloader at every start. No pygame.

On Linux build.spec takes numpy's OpenBLAS and its Fortran runtime (numpy.libs, 28 MB, a third of what
the executable unpacked) out of the bootloader's files and writes two modules into the executable's PYZ,
which is read in place: INDEX_MODULE (KEY, a hash of the files; NAMES; SIZES) and DATA_MODULE (DATA, the
files' bytes, imported only to unpack them). A runtime hook (app/cached_libs_hook.py) calls
`load_cached_libraries` before main.py: the libraries are loaded by path, and when numpy's extension
modules ask for them the dynamic loader finds them already loaded under their soname.
"""

from __future__ import annotations

import atexit
import ctypes
import importlib
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import platformdirs

from app.paths import APP_NAME

INDEX_MODULE = "epicycles_libs"
DATA_MODULE = "epicycles_libs_data"


def load_cached_libraries() -> None:
    """Load the libraries build.spec kept out of the unpacking; nothing from source or without them."""
    if not getattr(sys, "frozen", False):
        return
    try:
        index = importlib.import_module(INDEX_MODULE)
    except ImportError:
        return
    try:
        root = platformdirs.user_cache_path(APP_NAME, appauthor=False) / "libs"
        folder = cached_folder(root, index.KEY, index.NAMES, index.SIZES, _data)
    finally:
        sys.modules.pop(DATA_MODULE, None)  # its bytes are on disk now
    for name in index.NAMES:
        ctypes.CDLL(str(folder / name))


def _data() -> Sequence[bytes]:
    return importlib.import_module(DATA_MODULE).DATA


def cached_folder(
    root: Path, key: str, names: Sequence[str], sizes: Sequence[int], data: Callable[[], Sequence[bytes]]
) -> Path:
    """A folder holding the files `names` with `sizes`: root/key if it is whole, else unpacked there from
    `data()` (their bytes, in the order of names) once; a private temporary folder, removed at exit, when
    root cannot be written. The other keys' folders in root (older builds) are removed."""
    folder = root / key
    if whole(folder, names, sizes):
        return folder
    try:
        root.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=root))
    except OSError:
        return _temporary(names, data())
    try:
        _write(staging, names, data())
        if folder.exists():  # not whole (a file cut short, say): set it aside, then remove it
            broken = Path(tempfile.mkdtemp(prefix=".broken-", dir=root))
            os.replace(folder, broken / key)
            shutil.rmtree(broken, ignore_errors=True)
        os.rename(staging, folder)  # whole or not at all
    except OSError:
        if whole(folder, names, sizes):  # another start unpacked it at the same time
            shutil.rmtree(staging, ignore_errors=True)
            return folder
        if whole(staging, names, sizes):
            atexit.register(shutil.rmtree, staging, ignore_errors=True)
            return staging
        shutil.rmtree(staging, ignore_errors=True)
        return _temporary(names, data())
    for other in root.iterdir():
        if other.name != key and not other.name.startswith("."):
            shutil.rmtree(other, ignore_errors=True)  # a running older build keeps its mapped copies
    return folder


def whole(folder: Path, names: Sequence[str], sizes: Sequence[int]) -> bool:
    """True if folder holds every file of names as a regular file of its size."""
    for name, size in zip(names, sizes, strict=True):
        try:
            if (folder / name).stat().st_size != size:
                return False
        except OSError:
            return False
    return True


def _write(folder: Path, names: Sequence[str], blobs: Sequence[bytes]) -> None:
    for name, blob in zip(names, blobs, strict=True):
        (folder / name).write_bytes(blob)
        os.chmod(folder / name, 0o755)


def _temporary(names: Sequence[str], blobs: Sequence[bytes]) -> Path:
    folder = temporary_folder("epicycles-libs-")
    _write(folder, names, blobs)
    return folder


def temporary_folder(prefix: str) -> Path:
    """A new folder only this user may enter (mkdtemp's 0700), removed at exit: a place for what will be
    run when the cache cannot take it (the shared temporary folder itself never is: anyone may put a
    file there under the name looked for)."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder
