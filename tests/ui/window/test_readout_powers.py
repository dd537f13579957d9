"""Read-outs write a power of ten as the window writes a base (1e12): the Invariance tab's frequency ladder
at base 1e12 read "1.9869e+05" and "7.499e−05", the canvas' read-outs of a huge curve "pen (+4.976e+99, …)",
"RMS error 1.2e+97" and "of 1e+20 s" (its t in twenty digits), the RoPE panel's and the Model tab's
numbers "1.250e+08"."""

from __future__ import annotations

import re

import pygame
import pytest
from ui_driver import centre, click, finish_reading, hovered_tip, post, run_frames, type_into

from app.model import intents as i
from app.model.readouts import canvas_readout
from app.ui.rope.rope_text import format_number

# Python's powers of ten: "+" or a leading zero after the "e", or a hyphen for its minus.
PYTHON_POWER = re.compile(r"\de[+-]|\de−?0")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_frequency_ladder_at_base_1e12_writes_powers_as_a_base(app, lang) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    panel = app.rope_panel
    click(app, centre(panel.widgets["button_32"].rect))  # (its ladder's base is 1e4)
    type_into(app, panel.widgets["base_entry"].rect, "1e12")
    click(app, centre(panel.whole.tab_invariance))
    assert (app.state.rope.base, app.state.rope.n_arrows, panel.state.tab) == (1e12, 32, "invariance")
    html = panel.widgets["ladder_box"].html_text
    # pair 12: θ = 1e12^(−24/64) ≈ 3.162e−5, its wavelength 2π/θ ≈ 1.9869e5
    assert "3.162e\u22125" in html and "1.9869e5" in html, html
    assert not PYTHON_POWER.search(html), PYTHON_POWER.findall(html)


HUGE = '{"points": [[0, 0], [1e99, 0], [1e99, 1e99], [0, 3e98], [-4e98, 5e98]], "period_seconds": 1e20}'


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_canvas_read_outs_of_a_huge_curve_write_powers_as_a_base(app, tmp_path, lang) -> None:
    app.submit(i.SetLanguage(lang))
    path = tmp_path / "huge.json"
    path.write_text(HUGE, encoding="utf-8")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    run_frames(app, 2)
    e = app.state.epicycles
    assert e.curve.period_seconds == 1e20
    click(app, centre(app.controls.arrows_slider.left_button.rect))  # one arrow fewer: the chain misses
    assert e.n_arrows < e.max_arrows and e.quality.rms > 1e90
    shown = canvas_readout(e, lang)  # (what the painter draws: test_canvas_words holds its words to it)
    chain = app.controls.readout.text
    assert "1e20" in shown and re.search(r"\de9\d", shown) and re.search(r"\de9\d", chain), (shown, chain)
    assert not PYTHON_POWER.search(shown + chain), (shown, chain)
    # t in seconds as the pen is written, not twenty digits ("t = 11140846016432672768.0 s of 1e20 s")
    assert re.match(r"t = (0|\d\.\d{3}e1\d)(초| s) ", shown), shown


def test_the_rope_panels_numbers_write_powers_as_a_base() -> None:
    """(The score read-out, S(m − n) on the Model tab and its usage map's values share this.)"""
    assert format_number(125_000_000) == "1.250e8" and format_number(-0.0003) == "\u22123.000e\u22124"
    assert format_number(3.56) == "3.560" and format_number(-0.2154) == "\u22120.2154"


def test_a_number_fields_tooltip_names_a_negative_whole_number_with_a_true_minus(app) -> None:
    """(Best in's first field showing −1e9 said "The whole number: -1000000000.")"""
    app.submit(i.SetRopeWindow(lo="-1000000000", hi="-999800000"))
    app.submit(i.SetRopeSearch(lo="-1000000000", hi="-999800000"))
    run_frames(app, 3)
    field = app.rope_panel.widgets["search_lo"]
    assert field.get_text() == "-1e9"  # (a field keeps "-": Enter reads it back)
    tip = hovered_tip(app, field)
    assert "\u22121000000000." in tip and "-1" not in tip, tip
