"""Numbers the app shows: one minus sign, −, as the lesson box writes it (the Invariance tab wrote "-0.2955"
and "m − n = -3"), and those compared side by side in the same digits ("3.56" beside "3.424")."""

from __future__ import annotations

import re

import pygame
import pytest
from ui_driver import centre, click, press_key, run_frames, type_into

from app import config
from app.model import intents as i
from app.model.lesson import STEPS
from app.model.readouts import canvas_readout
from app.model.rope_derived import ratio_text
from app.ui.fonts import Fonts

HYPHEN_NUMBER = re.compile(r"(?<!\w)-\d|\de-\d")  # "-3", "1e-05" (not "8-point")


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every text the views draw from now on (the app's Fonts make each image and read-out line)."""
    texts: list[str] = []
    image, line = Fonts.image, Fonts.line

    def spy_image(self, text, *args, **kwargs):
        texts.append(text)
        return image(self, text, *args, **kwargs)

    def spy_line(self, parts, *args, **kwargs):
        texts.append("".join(part for part, _ in parts))
        return line(self, parts, *args, **kwargs)

    monkeypatch.setattr(Fonts, "image", spy_image)
    monkeypatch.setattr(Fonts, "line", spy_line)
    return texts


def lesson_step(app, key: str) -> None:
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == key)
    press_key(app, pygame.K_l, unicode="l")
    run_frames(app, 3)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_invariance_tab_writes_negative_numbers_with_the_lessons_minus(app, drawn, lang) -> None:
    app.submit(i.SetLanguage(lang))
    lesson_step(app, "rotation")  # its RoPE score is −0.29552 at m − n = −3
    assert app.rope_panel.state.tab == "invariance"
    assert "−0.2955" in drawn
    assert any("m − n = −3" in text for text in drawn), drawn
    assert not [text for text in drawn if HYPHEN_NUMBER.search(text)]


def test_the_invariance_table_compares_numbers_in_the_same_digits(app, drawn) -> None:
    """Step 2's additive scores are 3.424 and 3.56: the second keeps its trailing zero."""
    lesson_step(app, "rotation")
    inv = app.rope_panel.state.invariance
    shown = [f"{inv.additive_mn:.3f}", f"{inv.additive_shifted:.3f}"]
    assert shown[1].endswith("0") and all(number in drawn for number in shown), (shown, drawn)


def test_the_score_tab_and_the_ladder_write_the_minus(app, drawn) -> None:
    """The plot's read-outs and ticks at a Δ below 0, the ladder's powers of ten."""
    for intent in (i.RopeView(32), i.SetRopeWindow("-50", "400"), i.SetRopeDelta("-7")):
        app.submit(intent)
    run_frames(app, 3)
    assert any("Δ = −7" in text for text in drawn) and "−1" in drawn, drawn
    assert not [text for text in drawn if HYPHEN_NUMBER.search(text)]
    app.submit(i.SetRopeBase("1000000"))  # its slowest pairs' θ in powers of ten
    app.submit(i.SetRopeTab("invariance"))
    run_frames(app, 2)
    ladder = app.rope_panel.widgets["ladder_box"].html_text
    assert "e−" in ladder and "e-" not in ladder


def test_the_lesson_box_compares_scores_in_the_same_digits(app) -> None:
    """(Step 10 read "score = 2, 0.980, …": the first lost its zeros.)"""
    lesson_step(app, "rope_epicycle")
    words = app.windows.lesson_box.lines
    number = " ".join(line for line, colour in words if colour == config.PEN)
    assert "2.000" in number, number


def test_the_pen_read_out_writes_the_minus_and_ratios_too(app) -> None:
    state = app.state.epicycles
    state.t = 2.5  # the heart's pen left of its centre
    text = canvas_readout(state)
    assert state.joints()[-1].real < 0 and "(−" in text and "-" not in text, text
    assert ratio_text(-0.5) == "−0.500" and ratio_text(-0.0) == "0.000"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_lessons_numbers_write_a_power_of_ten_as_a_base(app, drawn, lang) -> None:
    """(The arrows step read "largest miss 1.0e−15 … miss by 2.9e−03 at most": Python's leading zero.)"""
    app.submit(i.SetLanguage(lang))
    lesson_step(app, "arrows")
    powers = [text for text in drawn if re.search(r"\de\u2212\d", text)]
    assert powers and not [text for text in powers if re.search(r"\de\u22120", text)], powers


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_ladder_steps_numbers_of_the_chain_drawn_write_a_power_of_ten_as_a_base(app, drawn, lang) -> None:
    """The ladder step lists the chain the panel draws: at base 1e12 its last θ and wavelength read
    "2.371e−12" and "2.6496e+12"."""
    app.submit(i.SetLanguage(lang))
    lesson_step(app, "ladder")
    panel = app.rope_panel
    click(app, centre(panel.whole.tab_score))  # the step's Invariance tab has no Base field
    click(app, centre(panel.widgets["button_32"].rect))
    type_into(app, panel.widgets["base_entry"].rect, "1e12")
    run_frames(app, 3)
    assert (app.state.rope.n_arrows, app.state.rope.base) == (32, 1e12)
    assert STEPS[app.state.lesson_place].key == "ladder"
    listed = [text for text in drawn if "2.371e\u221212" in text and "2.6496e12" in text]
    assert listed and not [text for text in listed if re.search(r"\de[+-]|\de\u22120", text)], listed


@pytest.mark.parametrize("typed", ["999999999999", "100000001"])
def test_a_base_is_written_as_a_power_of_ten_only_when_that_is_exact(app, drawn, typed) -> None:
    """(A base of 999999999999 read "base 1e12" in the status line and the chain's caption: its power of
    ten was rounded to 7 digits; 100000001 read "1e8".)"""
    type_into(app, app.rope_panel.widgets["base_entry"].rect, typed)
    assert app.state.rope.base == float(typed)
    assert f"base {typed}" in app.status.text, app.status.text
    assert any(f"base {typed}" in text for text in drawn), [t for t in drawn if "base" in t]
