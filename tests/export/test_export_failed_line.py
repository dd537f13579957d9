"""A refused export's line names the file as a written one's does, without its folder (the dialog shows the
path): a Korean refusal in a 4K window at 300 % was cut before its advice ("…넘습니다. 프…")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_app import open_dialog, pick
from ui_driver import click, run_frames

from app.i18n import tr
from app.model import intents as i


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_a_refusal_names_the_file_and_its_advice_fits_at_300_percent_in_4k(app, tmp_path: Path, lang) -> None:
    app.submit(i.Resize((3840, 2160), (3840, 2160)))
    pygame.display.set_mode((3840, 2160))
    app.submit(i.SetUiScale(3.0))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    folder = tmp_path / "내보낸 파일들" / "이번 주"
    folder.mkdir(parents=True)
    dialog = open_dialog(app, tr(lang, "ui.export.gif"), folder / "square8-3.gif")
    pick(app, dialog.fields["view"], tr(lang, "ui.export.window"))
    pick(app, dialog.fields["size"], tr(lang, "ui.export.as_shown"))
    dialog.fields["path"].set_text(str(folder / "square8-3.gif"))
    click(app, dialog.export_button.get_abs_rect().center)
    said = app.status.text
    assert app.status.error and "square8-3.gif" in said and str(tmp_path) not in said, said
    advice = {"ko": "프레임 수나 크기를 줄이세요", "en": "use fewer or smaller frames"}[lang]
    run_frames(app, 2)
    assert advice in app.status.fitted(said)  # (the whole line is in its tooltip)
