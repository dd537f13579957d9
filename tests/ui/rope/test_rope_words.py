"""The RoPE panel's words stay whole and clear of what it draws (the status line, the chain's legend)."""

from __future__ import annotations

import pytest
from ui_driver import run_frames

from app.model import intents as i
from app.text import ELLIPSIS


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_dynamic_ntk_s_reason_fits_the_status_line(app, lang, scale) -> None:
    """(At 1280 × 800 the line ended in "…" before it said why dynamic NTK changed nothing.)"""
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetUiScale(scale))
    app.submit(i.RopeView(32))
    app.submit(i.SetRopeBase("1234567"))
    app.submit(i.SetRopeScaling(kind="dynamic"))
    run_frames(app, 3)
    assert "8192" in app.status.text and "4096" in app.status.text
    shown = app.status.message_label.text
    assert shown == app.status.text and not shown.endswith(ELLIPSIS), shown
