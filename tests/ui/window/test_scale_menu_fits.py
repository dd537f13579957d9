"""The Scale menu offers only the scales the window fits: at 1280×800 it listed 150 % to 300 %, and picking
250 % gave 125 % (max). A larger window offers more; a key that asks for more says why it cannot."""

from __future__ import annotations

import pygame
from scale_helpers import CTRL
from ui_driver import click, move_mouse, press_key, run_frames

from app.model import intents as i


def offered(app) -> list[str]:
    """The words of the Scale menu's choices, as its open list shows them (clicked open, then closed)."""
    menu = app.status.scale_menu
    click(app, menu.rect.center)
    assert menu.current_state is menu.menu_states["expanded"]
    shown = [item["text"] for item in menu.current_state.options_selection_list.item_list]
    press_key(app, pygame.K_ESCAPE)
    move_mouse((200, app.status.rect.centery))
    run_frames(app, 2)
    return sorted(shown)


def test_a_small_window_offers_only_the_scales_it_fits(app) -> None:
    assert app.state.window_size == (1280, 800)
    assert offered(app) == ["Scale: 100 %", "Scale: 100 % (auto)", "Scale: 125 %"]
    app.submit(i.Resize((1920, 1200), (4000, 4000)))  # 2 × the least window: up to 200 %
    run_frames(app, 2)
    assert offered(app) == sorted(
        ["Scale: 100 % (auto)", *(f"Scale: {p} %" for p in (100, 125, 150, 175, 200))]
    )
    app.submit(i.SetLanguage("ko"))
    app.submit(i.Resize((1280, 800), (4000, 4000)))
    run_frames(app, 2)
    assert offered(app) == ["배율: 100%", "배율: 100% (자동)", "배율: 125%"]
    assert not app.errors


def test_a_choice_larger_than_the_window_shows_the_most_and_a_key_says_why(app) -> None:
    """250 % kept from a larger window (the preferences remember it): the menu says the most this window
    shows and still offers no more; Ctrl+= says what the larger scale needs."""
    app.submit(i.SetUiScale(2.5))
    run_frames(app, 2)
    assert app.status.scale_menu.selected_option[0] == "Scale: 125 % (max)"
    assert "Scale: 250 %" not in offered(app)
    app.submit(i.SetUiScale(1.0))
    run_frames(app, 2)
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    assert app.layout.ui.factor == 1.25 and app.state.ui_scale == 1.25
    assert app.state.status.text.startswith("UI scale 125 %: the window fits no more (150 %")
