"""A dialog's drop-down list shows every row, whole, after the UI scale changes: Export… at 150 % with
Format's list open, then Ctrl+=, kept the list's old height at 175 % (its last row cut off under a scroll
bar; from 200 %, an empty band under the rows); a list first opened at 100 % kept the room it had then, too
little at 300 %."""

from __future__ import annotations

import pygame
import pytest
from scale_helpers import CTRL
from ui_driver import click, press_key, run_frames

from app.model import intents as i


def _menus(app, dialog: str) -> dict:
    if dialog == "export":
        fields = app.exporting.dialog.fields
        return {name: fields[name] for name in ("view", "format", "size", "length")}
    return {"font": app.windows.text_dialog.font_menu}


def _open(app, dialog: str) -> None:
    press_key(app, pygame.K_e if dialog == "export" else pygame.K_t, mod=CTRL)
    run_frames(app, 2)


def _all_rows_whole(app, menu) -> None:
    listed = menu.current_state.options_selection_list
    assert listed is not None and listed.alive()
    assert listed.scroll_bar is None, listed.rect  # no row scrolled out of sight
    inner = listed.list_and_scroll_bar_container.rect
    rows = [item["button_element"] for item in listed.item_list]
    assert len(rows) == len(menu.options_list) and all(row is not None for row in rows)
    height = listed.list_item_height
    assert all(inner.contains(row.rect) and row.rect.height == height for row in rows), (inner, rows[-1].rect)
    assert inner.height == len(rows) * height  # (no empty band under them: the old scale's height)
    assert app.screen.get_rect().contains(listed.rect)


@pytest.mark.parametrize("key", [pygame.K_EQUALS, pygame.K_MINUS], ids=["Ctrl+=", "Ctrl+-"])
def test_an_open_list_is_laid_out_again_at_the_new_scale(app, key) -> None:
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(1.5 if key == pygame.K_EQUALS else 2.0))
    run_frames(app, 2)
    _open(app, "export")
    menu = _menus(app, "export")["format"]
    click(app, menu.rect.center)
    press_key(app, key, mod=CTRL)
    run_frames(app, 2)
    assert app.layout.ui.factor == 1.75
    assert menu.current_state is menu.menu_states["expanded"]
    _all_rows_whole(app, menu)


@pytest.mark.parametrize("dialog", ["export", "text"])
def test_a_list_opened_before_has_the_room_of_the_new_scale(app, dialog) -> None:
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(1.0))
    run_frames(app, 2)
    _open(app, dialog)
    for menu in _menus(app, dialog).values():  # each opened and closed at 100 %
        click(app, menu.rect.center)
        click(app, menu.rect.center)
    for scale in (3.0, 1.75, 1.0):
        app.submit(i.SetUiScale(scale))
        run_frames(app, 2)
        for menu in _menus(app, dialog).values():
            if menu.is_enabled:
                click(app, menu.rect.center)
                _all_rows_whole(app, menu)
                click(app, menu.rect.center)
