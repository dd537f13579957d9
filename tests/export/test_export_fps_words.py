"""The Korean Export… dialog names the frame rate "초당 프레임 수" (frames per second): it said "프레임 수"
(number of frames), as a clip's frames are counted, in its field's label and in the line refusing it."""

from __future__ import annotations

from pathlib import Path

from pygame_gui.core.utility import translate
from pygame_gui.elements import UILabel
from test_export_app import open_dialog
from ui_driver import click

from app.i18n import tr
from app.model import intents as i


def test_the_frame_rate_reads_frames_per_second_in_korean(app, tmp_path: Path) -> None:
    app.submit(i.SetLanguage("ko"))
    dialog = open_dialog(app, tr("ko", "ui.export.gif"), tmp_path / "x.gif")
    labels = [e for e in dialog.window.get_container().elements if isinstance(e, UILabel)]
    fps = dialog.fields["fps"].get_abs_rect()
    beside = next(e for e in labels if e.get_abs_rect().centery == fps.centery and e.get_abs_rect().x < fps.x)
    assert translate(beside.text) == "초당 프레임 수"
    assert beside.font.size("초당 프레임 수")[0] <= beside.rect.width  # (the whole label fits)
    dialog.fields["fps"].set_text("0")
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.status.error and "초당 프레임 수는 1에서" in app.status.text
    dialog.fields["fps"].set_text("빠르게")
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.status.error and "초당 프레임 수" in app.status.text
