"""The canvas' scale bar writes a deep zoom's length with the minus sign − and a far one without "+",
as the window writes numbers elsewhere (1e4, −5): it drew "5e-7" with a hyphen and "2e+8"."""

from __future__ import annotations

import pygame
import pytest

from app import config
from app.geometry.camera import scale_bar
from app.geometry.view_transform import ViewTransform
from app.ui.canvas.canvas_marks import scale_words
from app.ui.fonts import Fonts


@pytest.mark.parametrize(("scale", "said"), [(100 / 5e-7, "5e\u22127"), (100 / 2e8, "2e8")])
def test_the_scale_bar_draws_a_tiny_or_huge_length_as_the_window_writes_it(display, scale, said) -> None:
    fonts = Fonts()
    view = ViewTransform((0, 0, 800, 600), 0j, scale)
    assert scale_bar(scale, fonts.scale.f(110.0))[0] == float(said.replace("\u2212", "-"))
    image = scale_words(fonts, view, None).key[3]
    drawn = pygame.image.tobytes(image, "RGBA")
    assert drawn == pygame.image.tobytes(fonts.image(said, config.TEXT_DIM, 13), "RGBA")
