"""The refusal of a GIF over its limit says its point first, whole in the status bar of a 1280×800 window
at 100 % and at 125 % (the display's scale on 4K), in both languages; the numbers come after, in
parentheses, where the line may be cut (the whole is in its tooltip). In Korean the line was cut in its
numbers, before the point ("…995,328,000픽셀, GIF 한도…"), and in English before its advice."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_export_app import open_dialog
from ui_driver import click, run_frames

from app import config
from app.i18n import tr
from app.model import intents as i


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_gif_limit_s_point_is_whole_at_1280x800(app, tmp_path: Path, lang: str, scale: float) -> None:
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    dialog = open_dialog(app, tr(lang, "ui.export.gif"), tmp_path / "square8.gif", "1080p")
    dialog.fields["fps"].set_text("60")  # 480 frames of 1920×1080: more than a GIF may hold
    click(app, dialog.export_button.get_abs_rect().center)
    n, w, h = 480, 1920, 1080
    most, pixels = f"{config.MAX_GIF_WORK:,}", f"{n * w * h:,}"
    reason = tr(lang, "problem.export.gif_work", n=n, w=w, h=h, pixels=pixels, most=most)
    assert app.status.error and reason in app.status.text
    point = reason.split(" (")[0]  # what is wrong and what to do, before the numbers
    run_frames(app, 2)
    shown = app.status.message_label.text
    assert point in shown, shown
    assert "square8.gif" in shown
    # Cut, never just after a bracket it opens: in English at 125 % it ended "…smaller frames (480…".
    last = shown.removesuffix("…").split(" ")[-1]
    assert last.count("(") <= last.count(")"), shown
