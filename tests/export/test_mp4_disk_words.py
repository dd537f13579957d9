"""An MP4 to a full, read-only or forbidden disk is said in the catalogue's words, as a GIF's is: it said
ffmpeg's own English, "ffmpeg stopped: av_interleaved_write_frame(): No space left on device."."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import imageio_ffmpeg
import pytest
from export_helpers import run, state_for

from app.errors import said
from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest

# What ffmpeg says when its output's disk refuses a write: the system's words after its own function's name.
REFUSALS = [(errno.ENOSPC, "full"), (errno.EROFS, "read_only"), (errno.EACCES, "denied")]


def refusing_ffmpeg(folder: Path, code: int) -> str:
    """An ffmpeg that says, as the real one does, that its output could not be written, and stops."""
    script = folder / "ffmpeg"
    line = f"av_interleaved_write_frame(): {os.strerror(code)}"
    script.write_text(f"#!/bin/sh\necho '{line}' >&2\nexit 1\n")
    script.chmod(0o755)
    return str(script)


@pytest.mark.usefixtures("small_display")
@pytest.mark.parametrize(("code", "key"), REFUSALS, ids=[k for _, k in REFUSALS])
def test_ffmpeg_s_refusal_is_said_in_the_catalogue_s_words(tmp_path: Path, monkeypatch, code, key) -> None:
    tools, out = tmp_path / "tools", tmp_path / "out"
    tools.mkdir()
    out.mkdir()
    monkeypatch.setattr(imageio_ffmpeg, "get_ffmpeg_exe", lambda: refusing_ffmpeg(tools, code))
    result = run(state_for(), ExportRequest("canvas", "mp4", (320, 240), out / "f.mp4", 20, 10.0))
    assert isinstance(result, i.ExportFailed) and result.problem is not None, result
    assert result.problem.key == f"problem.os.{key}"
    for lang in ("en", "ko"):
        assert said(result.problem, lang) == tr(lang, f"problem.os.{key}")
    assert list(out.iterdir()) == []


@pytest.mark.usefixtures("small_display")
def test_ffmpeg_s_other_words_stay_its_own(tmp_path: Path, monkeypatch) -> None:
    tools, out = tmp_path / "tools", tmp_path / "out"
    tools.mkdir()
    out.mkdir()
    script = tools / "ffmpeg"
    script.write_text("#!/bin/sh\necho 'Unknown encoder libx264' >&2\nexit 1\n")
    script.chmod(0o755)
    monkeypatch.setattr(imageio_ffmpeg, "get_ffmpeg_exe", lambda: str(script))
    result = run(state_for(), ExportRequest("canvas", "mp4", (320, 240), out / "f.mp4", 20, 10.0))
    assert isinstance(result, i.ExportFailed) and "Unknown encoder libx264" in result.reason
