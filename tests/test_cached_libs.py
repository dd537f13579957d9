"""app/cached_libs.py: the executable's libraries unpacked once into the cache, whole or not at all."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app import cached_libs

NAMES = ("liba.so", "libb.so")
BLOBS = (b"a" * 1000, b"b" * 10)
SIZES = tuple(len(b) for b in BLOBS)


class Data:
    """The libraries' bytes, counting how often they are asked for."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> tuple[bytes, ...]:
        self.calls += 1
        return BLOBS


def test_unpacked_once_then_reused(tmp_path: Path) -> None:
    data = Data()
    folder = cached_libs.cached_folder(tmp_path, "key1", NAMES, SIZES, data)
    assert folder == tmp_path / "key1"
    assert [(folder / n).read_bytes() for n in NAMES] == list(BLOBS)
    assert all(os.access(folder / n, os.X_OK) for n in NAMES)
    assert cached_libs.cached_folder(tmp_path, "key1", NAMES, SIZES, data) == folder
    assert data.calls == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["key1"]  # no staging folder left


def test_a_file_cut_short_is_unpacked_again(tmp_path: Path) -> None:
    folder = cached_libs.cached_folder(tmp_path, "key1", NAMES, SIZES, Data())
    (folder / NAMES[0]).write_bytes(b"a" * 10)
    data = Data()
    assert cached_libs.cached_folder(tmp_path, "key1", NAMES, SIZES, data) == folder
    assert data.calls == 1 and (folder / NAMES[0]).read_bytes() == BLOBS[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["key1"]


def test_an_older_build_folder_is_removed(tmp_path: Path) -> None:
    cached_libs.cached_folder(tmp_path, "old", NAMES, SIZES, Data())
    cached_libs.cached_folder(tmp_path, "new", NAMES, SIZES, Data())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new"]


def test_a_cache_that_cannot_be_written_gives_a_temporary_folder(tmp_path: Path) -> None:
    """Here the cache folder's place is taken by a file (a read-only folder is no obstacle to root)."""
    root = tmp_path / "libs"
    root.write_text("not a folder")
    folder = cached_libs.cached_folder(root, "key1", NAMES, SIZES, Data())
    assert cached_libs.whole(folder, NAMES, SIZES) and not folder.is_relative_to(root)


def test_from_source_nothing_is_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr("sys.frozen", raising=False)
    cached_libs.load_cached_libraries()  # returns at once: no index module outside the executable
