"""Export…'s Copy table agrees with its Export: a table lists the canvas' coefficients or the RoPE panel's
curve, so while What is the whole window Copy table is greyed, its tooltip says why (in the window's
language), and a press copies nothing. (Export refused a table of the whole window while Copy table
copied the canvas' coefficients.)"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_app import open_dialog, pick
from ui_driver import click, hovered_tip

from app.i18n import tr
from app.model import intents as i

MARK = "nothing copied yet"


def grey_look(button) -> bool:
    return button.drawable_shape.active_state.state_id == "disabled"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_copy_table_is_greyed_for_the_whole_window_and_says_why(app, tmp_path: Path, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    dialog = open_dialog(app, tr(lang, "ui.export.csv"), tmp_path / "whole.csv")
    copy = dialog.copy_button
    assert not grey_look(copy) and hovered_tip(app, copy) == tr(lang, "ui.export.copy_tip")
    pick(app, dialog.fields["view"], tr(lang, "ui.export.window"))
    assert grey_look(copy) and hovered_tip(app, copy) == tr(lang, "ui.export.copy_window_tip")
    pygame.scrap.put_text(MARK)
    status = app.status.text
    click(app, copy.get_abs_rect().center)
    assert pygame.scrap.get_text() == MARK and app.status.text == status  # nothing copied, nothing said
    assert grey_look(copy)  # (pressed and hovered, it keeps its grey look)
    pick(app, dialog.fields["view"], tr(lang, "ui.export.rope"))
    assert not grey_look(copy) and hovered_tip(app, copy) == tr(lang, "ui.export.copy_tip")
    click(app, copy.get_abs_rect().center)
    assert pygame.scrap.get_text() != MARK and tr(lang, "status.clipboard.rope") in app.status.text
