"""The Export… button's tooltip says what the dialog writes: since the RoPE panel's score curve is exported
as CSV and JSON too, "…or the coefficients as a table" said less than the dialog does."""

from __future__ import annotations

import pytest
from ui_driver import hovered_tip

from app.i18n import tr
from app.model import intents as i
from app.model.export_request import DATA


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_export_tooltip_names_the_rope_curve_and_the_table_formats(app, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    tip = hovered_tip(app, app.controls.export_button)
    assert tip == tr(lang, "ui.controls.export_tip")
    assert "RoPE" in tip and all(form.upper() in tip for form in DATA), tip
