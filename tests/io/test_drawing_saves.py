"""Saving drawings: a save never overwrites and reads back, keeps a file of the same name, and leaves
nothing behind on a full disk, in a folder that is a file or in an unwritable folder."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import numpy as np
import pytest
from unprivileged import as_unprivileged, reachable_dir

from app.io import drawings as drawings_module
from app.io.curve_file import load_curve_file
from app.io.curves import curve_from_stroke
from app.io.drawings import save_drawing


def a_curve() -> object:
    return curve_from_stroke(np.array([0, 3, 3 + 2j, 2j]), 16)


def test_saves_never_overwrite_and_read_back(tmp_path: Path) -> None:
    curve = a_curve()
    paths = [save_drawing(curve, tmp_path) for _ in range(3)]
    assert len(set(paths)) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)  # no temp files
    for path in paths:
        np.testing.assert_allclose(load_curve_file(path, 64).samples, curve.samples, atol=1e-6)


def test_a_save_keeps_a_file_of_the_same_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drawings_module.time, "strftime", lambda fmt: "20260101-000000")
    (tmp_path / "drawing-20260101-000000.json").write_text("mine")
    path = save_drawing(a_curve(), tmp_path)
    assert path.name == "drawing-20260101-000000-2.json"
    assert (tmp_path / "drawing-20260101-000000.json").read_text() == "mine"


def test_a_full_disk_leaves_nothing_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(drawings_module.os, "write", full)
    with pytest.raises(OSError) as info:
        save_drawing(a_curve(), tmp_path)
    monkeypatch.undo()
    assert info.value.errno == errno.ENOSPC
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "drawings").write_text("not a folder")
    with pytest.raises(OSError) as info:
        save_drawing(a_curve(), tmp_path / "drawings")
    assert info.value.strerror
    assert [p.name for p in tmp_path.iterdir()] == ["drawings"]


def test_an_unwritable_folder() -> None:
    folder = reachable_dir() / "locked"
    folder.mkdir(mode=0o555)  # anyone may enter and list it; only its owner (root in CI) may write

    def save() -> str:
        with pytest.raises(OSError) as info:
            save_drawing(a_curve(), folder)
        return info.value.strerror

    assert as_unprivileged(save) == os.strerror(errno.EACCES)
    assert list(folder.iterdir()) == []
