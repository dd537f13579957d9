"""A full disk is said in the app's own words, the same for every file the command line writes: `render`'s
PNG and `export`'s pictures, films and tables alike. (`render` said "no space left on the disk", from the
catalogue, and `export --format csv` the system's "no space left on device".)"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from app.cli.main import main
from app.i18n import tr


@pytest.fixture
def full_disk(monkeypatch) -> None:
    """Every write's last step, the rename of the whole file into its place, fails as on a full disk."""

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace", full)


@pytest.mark.usefixtures("full_disk")
@pytest.mark.parametrize(
    "argv",
    [
        ["render", "--frames", "1"],
        ["export", "--format", "png"],
        ["export", "--format", "gif", "--frames", "2"],
        ["export", "--format", "csv"],
        ["export", "--format", "json"],
    ],
    ids=lambda argv: argv[0] + (f"-{argv[2]}" if argv[0] == "export" else ""),
)
def test_a_full_disk_is_said_in_the_catalogues_words(argv: list[str], tmp_path: Path, capsys) -> None:
    ext = argv[2] if argv[0] == "export" else "png"
    code = main([*argv, "--preset", "heart", "--out", str(tmp_path / f"r.{ext}")])
    assert code == 1
    full = tr("en", "problem.os.full")
    assert capsys.readouterr().err.splitlines() == [f"epicycles: error: cannot write r.{ext}: {full}"]
    assert list(tmp_path.iterdir()) == []
