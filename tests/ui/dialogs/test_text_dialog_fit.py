"""Text… (Ctrl+T) is as tall as what it holds at every UI scale, as Rename… is: at 200–300 % a band about
a hundred pixels tall lay empty under its Draw button. Its font menu still opens whole, every font seen."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import click, press_key, run_frames

from app.model import intents as i


def open_text(app, scale: float):
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 3)
    press_key(app, pygame.K_t, pygame.KMOD_LCTRL, "\x14")
    run_frames(app, 3)
    dialog = app.windows.text_dialog
    assert dialog is not None
    return dialog


@pytest.mark.parametrize("scale", [1.0, 2.0, 2.5, 3.0])
def test_text_is_as_tall_as_what_it_holds(app, scale) -> None:
    dialog = open_text(app, scale)
    inner = dialog.window.get_container().rect
    under = inner.bottom - dialog.draw_button.rect.bottom  # the room under its last row
    margin = min(dialog.font_menu.rect.top, dialog.entry.rect.top) - inner.top  # the room over its first
    assert abs(under - margin) <= 2 + scale, (under, margin)


@pytest.mark.parametrize("scale", [1.0, 2.0, 3.0])
def test_its_font_menu_opens_whole(app, scale) -> None:
    dialog = open_text(app, scale)
    click(app, dialog.font_menu.rect.center)
    run_frames(app, 2)
    listed = dialog.font_menu.current_state.options_selection_list
    assert listed.scroll_bar is None and len(listed.item_list) == 3
    shown = [item["button_element"] for item in listed.item_list if item["button_element"] is not None]
    assert len(shown) == 3 and all(listed.rect.contains(button.rect) for button in shown)
