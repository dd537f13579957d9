"""The inspector's numbers in the English window read as negative: its cells draw the minus sign − in a
face where it is as wide as a plus (Noto Sans, the English theme's face, draws it as a hyphen: "−3" and
"−0.127" read "-3" and "-0.127", while the Korean window showed a true minus)."""

from __future__ import annotations

import pygame
from ui_driver import centre, click, press_key

from app.model.signs import MINUS


def negative_cells(app) -> list:
    """The table's cells (not the headers) that show a negative number."""
    return [label for row in app.windows.inspector.cells[2:] for label in row if label.text.startswith(MINUS)]


def assert_true_minus(cells) -> None:
    assert cells
    for label in cells:
        width = label.font.size(MINUS)[0]
        assert width >= label.font.size("+")[0] - 1, (label.text, width, label.font.size("-")[0])


def test_the_english_inspector_draws_its_negative_numbers_with_a_minus_not_a_hyphen(app) -> None:
    assert app.state.lang == "en"
    press_key(app, pygame.K_i, unicode="i")  # the 8-point square: k = −3 and re = −0.207 in row 2
    assert_true_minus(negative_cells(app))
    inspector = app.windows.inspector
    click(app, centre(inspector.reverse_button.get_abs_rect()))  # the before-and-after table's cells too
    after = [label for label in negative_cells(app) if "@cell_after" in label.object_ids]
    assert after
    assert_true_minus(negative_cells(app))
