"""The window writes a large RoPE number as it writes a base (1e4, 5e5), not in Python's ":g" form: a
factor of 1e6 read "×1e+06" in the status line, the chain's caption and undo's words, and a window past
the bounds was told "±1e+09"."""

from __future__ import annotations

import pygame
import pytest
from test_rope_panel import layout
from ui_driver import press_key, run_frames, type_into

from app.i18n import tr
from app.model import intents as i


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("kind", ["linear", "dynamic"])
def test_a_factor_of_a_million_is_written_1e6(app, lang, kind) -> None:
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetRopeScaling(kind=kind))
    s = app.rope_panel.state
    type_into(app, layout(app).factor_entry, "1e6")
    assert s.scaling_factor == 1e6 and not app.status.error
    assert "×1e6" in app.status.text and "e+" not in app.status.text, app.status.text
    caption = s.view_names(lang)[0]
    assert "×1e6" in caption and "e+" not in caption, caption
    press_key(app, pygame.K_z, pygame.KMOD_CTRL, "\x1a")
    press_key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT, "\x1a")
    assert s.scaling_factor == 1e6 and "×1e6" in app.status.text, app.status.text


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_window_past_the_bounds_is_told_1e9(app, lang) -> None:
    app.submit(i.SetLanguage(lang))
    type_into(app, layout(app).lo_entry, "-2e9")
    run_frames(app, 1)
    said = tr(lang, "problem.window.bounds", what=tr(lang, "field.window"), most="1e9")
    assert app.status.error and said in app.status.text, app.status.text
