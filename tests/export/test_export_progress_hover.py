"""While a film is made, the window behind its progress window works on (the progress window is no
dialog), but a widget the progress window lies over is not hovered through it: no tooltip pops up there."""

from __future__ import annotations

from pathlib import Path

from test_export_app import open_dialog
from ui_driver import click, hovered_tip, run_frames


def test_no_tooltip_comes_through_the_progress_window(app, tmp_path: Path) -> None:
    button = app.rope_panel.widgets["button_2"]
    assert hovered_tip(app, button)  # (it has one)
    run_frames(app, 40, dt=0.05)
    dialog = open_dialog(app, "MP4 (H.264)", tmp_path / "long.mp4", "1080p")
    click(app, dialog.export_button.get_abs_rect().center)
    window = app.exporting.progress.window
    window.set_position(button.rect.move(-20, -window.rect.height // 2).topleft)  # over the button
    run_frames(app, 2)
    assert window.rect.collidepoint(button.rect.center)
    assert hovered_tip(app, button) is None and not button.hovered
    click(app, app.exporting.progress.cancel_button.get_abs_rect().center)
