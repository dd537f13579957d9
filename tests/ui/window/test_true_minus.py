"""English widgets draw the minus sign − as a minus, a thin bar as wide as a plus: pygame_gui's own Noto
Sans draws it as a hyphen ("Δ − 1" read "Δ - 1"), so the English face is that Noto Sans with a true minus
(assets/fonts, tools/make_minus_faces.py). A face with no minus at all would draw a box: as wide, but tall."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel, UITextBox
from support import pixels
from ui_driver import run_frames

from app.model import intents as i


def inked(surface: pygame.Surface, axis: int) -> int:
    """How many columns (axis 1) or rows (axis 0) of the image hold light pixels, first to last (the words
    are light on a dark or clear ground)."""
    light = pixels(surface).sum(axis=2) > 300
    lines = np.flatnonzero(light.any(axis=axis))
    return int(lines[-1] - lines[0] + 1) if lines.size else 0


def inked_width(surface: pygame.Surface) -> int:
    return inked(surface, 1)


def widgets(app, text: str, labels: bool = True) -> list[pygame.Surface]:
    """The text's images in a text box (the help's, the tooltips' and the lesson's face) and, with labels,
    in a plain label (pygame_gui's default face) and a read-out."""
    rect = pygame.Rect(0, 0, 200, 80)
    made = [UITextBox(text, rect, app.manager)]
    if labels:
        made += [
            UILabel(rect, text, app.manager),
            UILabel(rect, text, app.manager, object_id=ObjectID(object_id="@readout")),
        ]
    images = [widget.image.copy() for widget in made]
    for widget in made:
        widget.kill()
    return images


@pytest.mark.parametrize("factor", [None, 2.0])
def test_an_english_widget_draws_a_minus_as_wide_as_a_plus(app, factor) -> None:
    """Between two digits − takes the room + takes, and its bar is longer than a hyphen's (before: the
    hyphen's glyph, half the room)."""
    app.submit(i.SetUiScale(factor))
    for lang in ("en", "ko", "en"):  # and after a language switch, as before it
        app.submit(i.SetLanguage(lang))
        run_frames(app, 2)
    for bold in (False, True):
        tag = "<b>{}</b>" if bold else "{}"
        texts = [widgets(app, tag.format(text), labels=not bold) for text in ("1−1", "1+1", "−", "-")]
        for minus_between, plus_between, minus, hyphen in zip(*texts, strict=True):
            assert inked_width(minus_between) >= inked_width(plus_between) - 1 > 0
            assert inked_width(minus) > inked_width(hyphen) > 0
            assert inked(minus, 0) <= inked(hyphen, 0) + 1  # a bar, not a box
