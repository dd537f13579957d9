"""A film whose encoder stops is said in the window's language (ffmpeg's failures were English)."""

from __future__ import annotations

from pathlib import Path

from ui_driver import run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest


def test_an_encoder_that_stops_is_said_in_korean_and_leaves_no_file(app, tmp_path: Path) -> None:
    app.submit(i.SetLanguage("ko"))
    app.submit(i.StartExport(ExportRequest("canvas", "mp4", (640, 360), tmp_path / "q.mp4", 600, 30.0), None))
    run_frames(app, 3)
    app.exporting.job.writer._process.kill()  # (a crash, a kill)
    for _ in range(600):
        if not app.exporting.busy:
            break
        run_frames(app)
    text = app.state.status.text
    assert app.state.status.error and text.startswith(
        tr("ko", "status.export.failed", name="q.mp4", reason="")[:8]
    )
    assert "ffmpeg이" in text and "ffmpeg stopped" not in text and "ffmpeg failed" not in text, text
    assert list(tmp_path.iterdir()) == []
