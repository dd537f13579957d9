"""pygame_gui's cache of widget shapes (app/ui/window/shape_cache.py): one 4 MB sheet however many sizes of
widget a session makes, and widgets drawn from it after it was started over look as drawn afresh."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from app.ui.window.gui_theme import GuiManager
from app.ui.window.shape_cache import OneSheetCache

# Rounded corners: their pixels are clear, so a shape blitted onto a sheet not cleaned would show the old one.
THEME = {"button": {"misc": {"shape": "rounded_rectangle", "shape_corner_radius": "9"}}}
SIZES = [(90 + 3 * n, 120 + 2 * n) for n in range(60)]  # ~2.3 sheets of shapes, each under 40,000 px


@pytest.fixture
def manager():
    pygame.init()
    pygame.display.set_mode((640, 480))
    yield GuiManager((640, 480), THEME)
    pygame.quit()


def pixels(button: pygame_gui.elements.UIButton) -> bytes:
    return pygame.image.tobytes(button.image, "RGBA")


def button(manager, size: tuple[int, int]) -> pygame_gui.elements.UIButton:
    made = pygame_gui.elements.UIButton(pygame.Rect((0, 0), size), "", manager)
    for _ in range(8):  # the shape cache moves one new shape a frame into its sheet
        manager.update(1 / 60)
    return made


def test_many_sizes_of_widget_keep_one_sheet_and_draw_as_afresh(manager) -> None:
    cache = manager.get_theme().shape_cache
    assert isinstance(cache, OneSheetCache)
    for size in SIZES:
        first = button(manager, size)  # drawn, then kept in the sheet
        again = button(manager, size)  # copied from the sheet
        assert pixels(again) == pixels(first), size
        assert len(cache.cache_surfaces) == 1
        first.kill()
        again.kill()
    assert cache.emptied >= 2  # the sheet was started over, and shapes were drawn from it after
