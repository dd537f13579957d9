"""Hebrew and Arabic as the fonts draw them (captions, labels, the canvas' words): right to left, as they
read (the order within a line: tests/test_visual_order.py). Each face draws the characters in the order
given, so a Hebrew word came out mirrored."""

from __future__ import annotations

import numpy as np
import pygame

WHITE = (255, 255, 255)


def pixels(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array_alpha(surface)


def side_by_side(*images: pygame.Surface) -> np.ndarray:
    return np.concatenate([pixels(image) for image in images], axis=0)  # (x first in surfarray)


def test_a_hebrew_word_is_drawn_right_to_left(display) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    shin, lamed = (fonts.render(ch, WHITE, 20) for ch in "של")
    word = fonts.render("של", WHITE, 20)  # shin is read first: it stands on the right
    assert np.array_equal(pixels(word), side_by_side(lamed, shin))
    assert fonts.width("של", 20) == word.get_width()


def test_an_arabic_word_is_drawn_joined_as_harfbuzz_joins_it(display) -> None:
    """The reference is SDL_ttf's own HarfBuzz shaping of the same word in the same face (the faces draw
    what they are given unshaped: "سلام" stood as four letters apart)."""
    from app.paths import asset_path
    from app.ui.fonts import Fonts

    fonts = Fonts()
    for word in ("سلام", "بيت", "مرحبا"):
        ours = fonts.render(word, WHITE, 20)
        shaper = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), fonts.px(20))
        shaper.set_script("Arab")
        shaper.set_direction(pygame.DIRECTION_RTL)
        theirs = shaper.render(word, True, WHITE)
        assert ours.get_width() == theirs.get_width()
        h = min(ours.get_height(), theirs.get_height())
        a, b = pixels(ours)[:, :h] > 127, pixels(theirs)[:, :h] > 127
        assert (a & b).sum() / (a | b).sum() > 0.9, word
