"""Paths that are not curve files: a FIFO, devices and a socket refused at once, an unreadable file,
unusable paths, and file names that are not UTF-8 (opened and as presets)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from curve_helpers import assert_one_line_error, write
from unprivileged import as_unprivileged, reachable_dir

from app.io.curve_file import load_curve_file
from app.io.curves import CurveError
from app.io.presets import load_preset


def assert_refused_quickly(path: Path, *fragments: str) -> None:
    # No timing here: a FIFO without a writer would block for ever, a device would fill memory.
    message = assert_one_line_error(path, *fragments)
    assert "Errno" not in message


def test_a_fifo_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert_refused_quickly(fifo, "pipe.json", "not a regular file")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_are_refused(device: str, tmp_path: Path) -> None:
    assert_refused_quickly(Path(device), "not a regular file")
    link = tmp_path / "innocent.json"
    link.symlink_to(device)
    assert_refused_quickly(link, "innocent.json", "not a regular file")


def test_a_socket_is_refused(tmp_path: Path) -> None:
    import socket

    path = tmp_path / "s.json"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        assert_refused_quickly(path, "not a regular file")


def test_unreadable_file() -> None:
    folder = reachable_dir()
    path = write(folder, {"points": [[0, 0], [1, 0], [0, 1]]})
    path.chmod(0)
    message = as_unprivileged(
        lambda: assert_one_line_error(path, "curve.json", "cannot read it", "permission")
    )
    assert "permission" in message.lower()


@pytest.mark.parametrize("name", ["x" * 256 + ".json", "a/" * 2100 + "b.json", "nul\x00.json"])
def test_unusable_paths(name: str, tmp_path: Path) -> None:
    with pytest.raises(CurveError) as info:
        load_curve_file(tmp_path / name)
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


def test_non_utf8_file_name(tmp_path: Path) -> None:
    raw = os.fsencode(tmp_path) + b"/caf\xe9\x1b[31m.json"
    with open(raw, "w") as f:
        f.write("{broken")
    name = os.fsdecode(raw)
    message = assert_one_line_error(Path(name), "not valid JSON")
    assert message.startswith("caf\ufffd[31m.json")
    os.unlink(raw)
    message = assert_one_line_error(Path(name), "no such file")
    message.encode("utf-8")


def test_non_utf8_names_through_presets_too() -> None:
    with pytest.raises(CurveError) as info:
        load_preset("caf\udce9")
    assert "\n" not in str(info.value)
