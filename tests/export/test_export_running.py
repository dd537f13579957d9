"""The window while an export runs: the progress window follows a language switch, the window runs and says
so while the file is written, and closing it (with its close button or a stop signal) mid-export leaves no
file."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pygame
import pytest
from pygame_gui.core.utility import translate
from test_export_app import open_dialog, run_until_done
from ui_driver import click, run_frames

from app.i18n import tr
from app.model import intents as i


def test_the_progress_window_follows_a_language_switch(app, tmp_path: Path) -> None:
    """A language picked while a film is written: the progress window's title and count in it too (they
    stayed in the language the export started in)."""

    dialog = open_dialog(app, "MP4 (H.264)", tmp_path / "long.mp4", "720p")
    click(app, dialog.export_button.get_abs_rect().center)
    progress = app.exporting.progress
    assert progress is not None and "frames" in progress.label.text
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 3)
    assert progress.window.window_display_title == tr("ko", "ui.export.progress_title", name="long.mp4")
    assert "프레임" in progress.label.text
    assert translate(progress.cancel_button.text) == tr("ko", "ui.export.cancel")
    app.submit(i.CancelExport())
    run_frames(app)
    assert not app.exporting.busy


def test_while_the_file_is_written_the_window_runs_and_says_so(app, tmp_path: Path) -> None:
    """Every frame in, the GIF is encoded off the loop: the window's frames go on, the progress window says
    the file is being written and its Cancel, too late now, is greyed; then the status says it is saved."""
    import threading

    dialog = open_dialog(app, "GIF (looping)", tmp_path / "a.gif")
    click(app, dialog.export_button.get_abs_rect().center)
    job, progress, release = app.exporting.job, app.exporting.progress, threading.Event()
    real = job.writer.finish
    job.writer.finish = lambda: (release.wait(30), real())[1]
    until = time.monotonic() + 300
    while not job.finishing:
        assert time.monotonic() < until
        run_frames(app)
    t = app.state.epicycles.t
    run_frames(app, 5)
    assert app.state.epicycles.t > t and job.finishing  # the window's frames go on meanwhile
    assert progress.label.text.endswith(tr("en", "ui.export.writing"))
    assert not progress.cancel_button.is_enabled
    release.set()
    run_until_done(app)
    assert (
        app.status.text.startswith(f"Saved a.gif in {tmp_path}, 120 frames, ")
        and (tmp_path / "a.gif").exists()
    )


def test_closing_the_window_mid_export_leaves_no_file(app, tmp_path: Path) -> None:
    """The loop ended with a film half written: ffmpeg, left reading a pipe that then closed, made the
    frames it had into a hidden ".name-….mp4.part" beside where the film was to go."""
    from app.model.export_request import ExportRequest

    app.submit(i.StartExport(ExportRequest("canvas", "mp4", (640, 360), tmp_path / "q.mp4", 600, 30.0), None))
    run_frames(app, 5)
    ffmpeg = app.exporting.job.writer._process
    assert app.exporting.busy and ffmpeg.poll() is None
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert ffmpeg.wait(30) is not None and list(tmp_path.iterdir()) == []


CLOSED_BY_SIGNAL = """
import os, signal, sys, threading
from pathlib import Path
from app.cli.main import interrupt_closes_window
interrupt_closes_window()  # as the window's start does
import pygame
import pytest
from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest
from app.ui.app import EpicyclesApp
app = EpicyclesApp(size=(960, 600))
film = ExportRequest("canvas", "mp4", (640, 360), Path(sys.argv[1]) / "q.mp4", 900, 30.0)
app.submit(i.StartExport(film, None))
for _ in range(5):
    app.frame(pygame.event.get(), 1 / 60)
assert app.exporting.busy
threading.Timer(0.3, os.kill, (os.getpid(), int(sys.argv[2]))).start()
sys.exit(app.run())
"""


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["Ctrl+C", "SIGTERM"])
def test_a_stop_signal_closes_the_window_as_its_close_button(tmp_path: Path, signum: int) -> None:
    """Ctrl+C in the terminal was a KeyboardInterrupt wherever the loop was: a film being written left its
    hidden .part file behind. Both signals now close the window as its close button does."""
    import subprocess
    import sys

    folder = tmp_path / "films"
    folder.mkdir()
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d")}
    done = subprocess.run(
        [sys.executable, "-c", CLOSED_BY_SIGNAL, str(folder), str(int(signum))],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert list(folder.iterdir()) == []
