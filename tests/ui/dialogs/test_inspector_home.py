"""I outside a lesson: the inspector opens over the RoPE panel's side, narrow where the panel is narrower
than its wide form, so the curve on the canvas stays seen (at 960×600 and 1280×800 the wide one stood over
the canvas' right part, the 8-point square's right side under it)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import post, press_key, run_frames

from app.model import intents as i


@pytest.mark.parametrize("preset", ["square8", "heart", "teacup", "star"])
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(
    ("size", "scale"),
    [((960, 600), 1.0), ((1280, 800), 1.25), ((1280, 800), 1.0), ((1600, 1000), 1.5), ((3840, 2160), 2.0)],
    ids=["960", "1280", "1280-100", "1600", "4k"],
)
def test_the_inspector_opens_with_the_curve_seen(app, size, scale, lang, preset) -> None:
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    app.submit(i.ShowPreset(preset))
    run_frames(app, 2)
    press_key(app, pygame.K_i, unicode="i")
    run_frames(app, 2)
    inspector = app.windows.inspector
    shown = inspector.window.rect
    assert app.layout.ui.factor == scale and pygame.Rect((0, 0), size).contains(shown)
    points = app.view.to_screen(app.state.epicycles.curve.samples)
    under = (points[:, 0] >= shown.left) & (points[:, 1] >= shown.top) & (points[:, 1] < shown.bottom)
    assert not under.any(), (shown, points[:, 0].max())
    for part in (inspector.later_button, inspector.reverse_button, inspector.translate_button):
        assert shown.contains(part.rect) and app.windows.window_at(part.rect.center) is inspector.window
    assert len(inspector.cells) - 2 >= 1 and inspector.law.rect.bottom <= inspector.later_button.rect.top
    for menu in (app.status.scale_menu, app.status.language_menu):  # (at 960x600 it lay over both)
        assert app.windows.window_at(menu.rect.center) is None
    x, y, w, h = app.rope_panel.layout.readout  # (the Δ and score lines read)
    assert all(app.windows.window_at((x + dx, y + h - 1)) is None for dx in range(0, w, 8))
