"""The RoPE panel's own lines write a negative Δ with the minus sign −, as its read-outs and refusals do:
"Plotted window: Δ = -100..4096.", the search window, the paused Δ, the best return's read-out and undo's
words wrote a hyphen."""

from __future__ import annotations

import re

import pygame
import pytest
from test_rope_panel import layout
from ui_driver import press_key, type_into

from app.i18n import tr
from app.model import intents as i
from app.ui.rope.rope_plot import best_line

HYPHEN_MINUS = re.compile(r"-\d")


def said(app) -> str:
    line = app.status.text
    assert not app.status.error and not HYPHEN_MINUS.search(line), line
    return line


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_negative_window_search_and_delta_are_said_with_a_true_minus(app, lang) -> None:
    app.submit(i.SetLanguage(lang))
    s = app.rope_panel.state
    type_into(app, layout(app).lo_entry, "-100")
    assert s.lo == -100
    assert tr(lang, "status.rope.window", lo="\u2212100", hi="4096") in said(app)

    type_into(app, layout(app).search_lo, "-50")
    assert s.search_lo == -50 and s.best is not None
    assert tr(lang, "status.rope.search", lo="\u221250", hi="4096", best="")[:-2] in said(app)
    shown = "".join(text for text, _colour in best_line(s.best, s.lo, s.hi, lang))
    assert tr(lang, "rope_view.best_in", lo="\u221250", hi="4096") in shown and not HYPHEN_MINUS.search(shown)

    type_into(app, layout(app).delta_entry, "-30")
    assert s.delta_int == -30
    assert "\u221230" in said(app)

    press_key(app, pygame.K_z, pygame.KMOD_CTRL, "\x1a")  # the search window back (Δ is no undo step)
    assert s.search_lo == 100
    press_key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT, "\x1a")
    assert s.search_lo == -50
    assert tr(lang, "history.search", lo="\u221250", hi="4096") in said(app)
