"""The window's own sentences write a negative number with the minus sign − and a power of ten without
"+", in both languages: "k = 0, 1, -1, 2, -2, …" after Order: frequency, "θ_i = base^(-2i/d)" over the
frequency ladder and Korean's "c(-k)" under Reverse direction had hyphens. (The command line's words,
cli.*, keep ASCII: they are read by programs.)"""

from __future__ import annotations

import re

import pytest
from ui_driver import click, run_frames

from app.i18n import catalogue
from app.model import intents as i
from app.ui.rope.rope_invariance import ladder_html

# A hyphen standing for a minus: before a digit, or a letter in brackets ("(-2i/d)", "c(-k)"), not inside a
# word ("read-only") or an option ("--size"); and Python's "1e+06".
HYPHEN_MINUS = re.compile(r"(?<![\w-])-(?=\d)|\(-\w|\de\+\d")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_window_sentence_writes_a_minus_as_a_hyphen(lang) -> None:
    found = {
        key: HYPHEN_MINUS.findall(text)
        for key, text in catalogue(lang).items()
        if not key.startswith("cli.") and HYPHEN_MINUS.search(text)
    }
    assert found == {}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_order_by_frequency_and_the_ladder_say_a_true_minus(app, lang) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    click(app, app.controls.order_button.rect.center)
    assert app.state.epicycles.order == "frequency"
    assert "1, \u22121, 2, \u22122" in app.status.text, app.status.text
    app.submit(i.SetRopeTab("invariance"))
    run_frames(app, 2)
    html = app.rope_panel.widgets["ladder_box"].html_text
    assert html == ladder_html(app.state.rope, lang, app.rope_panel.layout.scale)
    assert "^(\u22122i/d)" in html and "^(-" not in html, html
