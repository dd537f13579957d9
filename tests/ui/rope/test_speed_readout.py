"""The RoPE panel's speed read-out shows every speed the slider gives, whole, in both languages, in Δ per
second and in seconds per log axis, at scale 1 and 2 (the log axis' "0.994 s/axis" showed as
"0.994 s/axi", and "축당 0.994초" as "축당 0.994:", above 120 Δ/s), the fastest as 1000, not "1e+03"."""

from __future__ import annotations

import pytest
from ui_driver import run_frames

from app.model import intents as i
from app.ui.rope.rope_widgets import SPEED_STEPS, speed_from_slider


@pytest.mark.parametrize("factor", [1.0, 2.0])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_speed_shows_whole(app, lang, factor) -> None:
    if factor != 1.0:
        app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(factor))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    label = app.rope_panel.widgets["speed_value"]
    font = label.font
    texts = set()
    for log_axis in (True, False):
        app.submit(i.Show("rope_log_axis", log_axis))
        for step in range(0, SPEED_STEPS + 1, 5):  # (every fifth: the texts are as wide a step apart)
            app.submit(i.SetSpeed(animation="rope", speed=speed_from_slider(step)))
            run_frames(app, 1)
            texts.add(label.text)
    assert any(t.startswith(("0.", "축당 0.")) for t in texts) and "1000 Δ/s" in texts  # both ends
    assert not any("e+" in t for t in texts), texts  # (the fastest read "1e+03 Δ/s")
    widest = max(texts, key=lambda t: font.get_rect(t).width)
    assert font.get_rect(widest).width <= label.rect.width, (widest, label.rect)
