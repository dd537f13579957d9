"""The Export dialog's refusals name a number as it was typed, with a true minus, as the rest of the window
does: "RoPE Δ from -1e+30 to 100 … Window, -100 to 100" (Python's ":g" of the typed −1e30, and hyphens),
and a frame rate of 1e7 said "1e+07". (The command line keeps ASCII: it never names a typed range.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_export_app import open_dialog, pick
from ui_driver import type_into

from app import config
from app.errors import Problem
from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest

CASES = [
    ("lo", "-1e30", "delta_outside", {"lo": "\u22121e30", "hi": "100", "first": "\u2212100", "last": "100"}),
    ("hi", "-200", "delta_order", {"lo": "\u2212100", "hi": "\u2212200"}),
    ("fps", "1e7", "fps", {"most": config.MAX_EXPORT_FPS, "fps": "1e7"}),
    ("seconds", "-5", "seconds", {"most": config.MAX_EXPORT_SECONDS, "text": "\u22125"}),
]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("field", "typed", "key", "said"), CASES)
def test_a_refused_number_is_named_as_typed(app, tmp_path: Path, lang, field, typed, key, said) -> None:
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetRopeWindow("-100", "100"))
    dialog = open_dialog(app, tr(lang, "ui.export.mp4"), tmp_path / "film.mp4")
    pick(app, dialog.fields["view"], tr(lang, "ui.export.rope"))
    if field == "seconds":
        pick(app, dialog.fields["length"], tr(lang, "ui.export.seconds"))
    dialog.fields["path"].set_text(str(tmp_path / "film.mp4"))
    type_into(app, dialog.fields[field].get_abs_rect(), typed)  # (Enter in a field exports)
    line = app.status.text
    assert app.status.error and tr(lang, f"problem.export.{key}", **said) in line, line
    assert "e+" not in line and not re.search(r"-\d", line)  # (no ":g" form, no hyphen before a digit)
    assert list(tmp_path.iterdir()) == []


def test_a_request_not_typed_in_the_dialog_keeps_ascii() -> None:
    """(The command line's words are ASCII, read by programs: a request it builds names numbers with "-".)"""
    request = ExportRequest(
        "rope", "mp4", (640, 360), Path("x.mp4"), 30, 30.0, None, (-5, 100), window=(0, 9)
    )
    with pytest.raises(Problem) as refused:
        request.check()
    assert "from -5 to 100" in str(refused.value) and "\u2212" not in str(refused.value)
