"""A saved drawing picked from the preset menu is called in the status line as the menu and the undo line
call it ("12-06 19:24 Your drawing"), not by its file ("Opened drawing-20261206-192445.json")."""

from __future__ import annotations

from pygame_gui.core.utility import translate
from test_app import blob
from ui_driver import click, drag, finish_reading, run_frames

from app.model import intents


def pick_from_menu(app, ends: str) -> str:
    """Click the preset menu's entry ending in `ends`; its words."""
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    mine = next(item for item in items if translate(item["text"]).endswith(ends))
    words = translate(mine["text"])
    click(app, mine["button_element"].rect.center)
    finish_reading(app)
    return words


def test_a_saved_drawing_opened_from_the_menu_is_named_as_the_menu_names_it(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    app.submit(intents.ShowPreset("heart"))
    run_frames(app)
    words = pick_from_menu(app, " Your drawing")
    saved = app.state.source.removeprefix("saved:")
    assert saved.startswith("drawing-") and saved.endswith(".json")
    assert app.status.text.startswith(f"Opened {words}: ") and saved not in app.status.text
    app.submit(intents.SetLanguage("ko"))
    app.submit(intents.ShowPreset("heart"))
    run_frames(app)
    words = pick_from_menu(app, " 내 그림")
    assert app.status.text.startswith(f"{words}을 열었습니다: ")  # (the particle fits the name)
    assert saved not in app.status.text
