"""pygame_gui's text boxes never break a formula across lines: the help (H), the Invariance tab's ladder box
and the inspector's law, in English and Korean at every UI scale from 100 % up (Ctrl+=), at 1280x800 and
3840x2160. The help at 100 % ended a line in "for k < " with "0)" on the next; at 125 % "Δ = m" with
"− n grows", and the ladder box "θ_i =" with "base^(−2i/d)"."""

from __future__ import annotations

import itertools
import re

import pygame
import pytest
from pygame_gui.elements import UITextBox
from ui_driver import centre, click, press_key

from app.model import intents as i

SIGNS = "=+−×<>≤≥≈"
ENDS_ON_SIGN = re.compile(rf"\S [{SIGNS}]\s*$")  # "… Δ =" (the rest on the next line)
STARTS_ON_SIGN = re.compile(rf"^[{SIGNS}] [^\s—]")  # "− n grows" (but the help's key "+ — zoom in")


def rows(box: UITextBox) -> list[str]:
    """The box's lines as pygame_gui laid them out."""
    return [
        "".join(getattr(chunk, "text", "") for chunk in row.items) for row in box.text_box_layout.layout_rows
    ]


def broken_formulas(app, where: str) -> list[tuple[str, str, str]]:
    """Each place a text box shown breaks a line inside a formula: the line's end and the next's start."""
    found = []
    for box in app.manager.get_sprite_group().sprites():
        if isinstance(box, UITextBox) and box.text_box_layout is not None:
            lines = rows(box)
            for line, after in itertools.pairwise(lines):
                if ENDS_ON_SIGN.search(line) or STARTS_ON_SIGN.search(after.lstrip()):
                    found.append((where, line[-30:], after[:30]))
    return found


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_text_box_breaks_a_formula_at_any_scale(app, lang: str, size: tuple[int, int]) -> None:
    app.submit(i.SetLanguage(lang))
    app.submit(i.Resize(size, (4000, 4000)))  # (the largest scale a window fits: 125 % at 1280x800)
    press_key(app, pygame.K_MINUS, pygame.KMOD_CTRL)  # (from 100 %)
    click(app, centre(app.rope_panel.widgets["tab_invariance"].rect))
    found, scales = [], []
    for _ in range(9 if size[0] > 1280 else 2):
        scales.append(app.state.ui_scale)
        found += broken_formulas(app, "ladder")
        for key in (pygame.K_h, pygame.K_i):  # the help, then the inspector over the canvas
            press_key(app, key, unicode=chr(key))
            found += broken_formulas(app, chr(key))
            press_key(app, key, unicode=chr(key))
        press_key(app, pygame.K_EQUALS, pygame.KMOD_CTRL)
    assert scales[0] == 1.0 and scales[-1] == (3.0 if size[0] > 1280 else 1.25), scales
    assert not found, found
