"""Open…'s path line and its OK button, through the real loop: what is typed stays as typed, even a path the
system refuses to look at (a name over 255 bytes, 4,096 bytes in all), and Enter on it says why it cannot be
opened; OK is greyed exactly when it would do nothing, and when a file chosen has gone since it says so."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import click, finish_reading, post, press_key, run_frames

from app import config
from app.paths import user_data_dir


def open_dialog(app):
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    run_frames(app, 2)
    return app.windows.open_dialog.window


def type_over(app, dialog, *pieces: str) -> None:
    """Select the whole path line and type pieces over it, a frame after each (as keys come)."""
    line = dialog.file_path_text_line
    click(app, line.rect.center)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    for piece in pieces:
        post(pygame.TEXTINPUT, text=piece)
        run_frames(app, 2)


def triangle(path):
    path.write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    return path


@pytest.mark.parametrize(
    "pieces",
    [
        ["/x/", "b" * 200, "b" * 100 + ".json"],  # (under tmp_path) one name of 305 bytes
        ["/x" + ("/" + "a" * 200) * 19, "/" + "a" * 300],  # pasted, longer than a field takes: cut to 4,096
    ],
    ids=["name-over-255-bytes", "path-over-4096"],
)
def test_a_path_the_system_refuses_stays_as_typed_and_enter_says_it_is_too_long(app, tmp_path, pieces):
    (tmp_path / "x").mkdir()
    pieces = [str(tmp_path) + pieces[0], *pieces[1:]]
    typed = "".join(pieces)[: config.MAX_PATH_CHARS]
    dialog = open_dialog(app)
    before = app.state.epicycles.curve
    type_over(app, dialog, *pieces)
    line = dialog.file_path_text_line
    assert line.get_text() == typed  # (the drawings folder and the name had taken its place)
    assert not dialog.ok_button.is_enabled
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is dialog and line.get_text() == typed
    assert app.status.error and "too long" in app.status.text
    assert app.state.epicycles.curve is before and app.errors == []


def test_ok_is_greyed_until_a_file_is_chosen_or_typed(app, tmp_path) -> None:
    drawings = user_data_dir() / "drawings"
    drawings.mkdir(parents=True, exist_ok=True)
    triangle(drawings / "tri.json")
    elsewhere = triangle(tmp_path / "typed.json")
    dialog = open_dialog(app)
    ok = dialog.ok_button
    assert not ok.is_enabled  # freshly opened: nothing chosen (it was enabled, and did nothing)
    click(app, ok.rect.center)
    assert app.windows.open_dialog.window is dialog
    item = next(i for i in dialog.file_selection_list.item_list if i["text"] == "tri.json")
    click(app, item["button_element"].rect.center)
    assert ok.is_enabled
    type_over(app, dialog, str(tmp_path / "nothing.json"))
    assert not ok.is_enabled
    type_over(app, dialog, str(tmp_path) + "/")  # a folder: Enter goes into it, OK opens nothing
    assert not ok.is_enabled
    type_over(app, dialog, str(elsewhere))
    assert ok.is_enabled
    click(app, ok.rect.center)
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is None and app.state.source == "file"
    assert "typed.json" in app.status.text and not app.status.error


def test_ok_on_a_file_gone_since_it_was_chosen_says_so(app, tmp_path) -> None:
    path = triangle(tmp_path / "going.json")
    dialog = open_dialog(app)
    type_over(app, dialog, str(path))
    assert dialog.ok_button.is_enabled
    path.unlink()
    click(app, dialog.ok_button.rect.center)
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is dialog  # (it stayed open and said nothing)
    assert app.status.error and "going.json" in app.status.text
    assert not dialog.ok_button.is_enabled


def test_an_empty_file_opened_is_said_to_be_empty(app, tmp_path) -> None:
    """(It said "not valid JSON (line 1, column 1)".)"""
    (tmp_path / "blank.json").write_bytes(b"")
    dialog = open_dialog(app)
    type_over(app, dialog, str(tmp_path / "blank.json"))
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    finish_reading(app)
    assert app.status.error and app.status.text.startswith(
        "Could not open it: blank.json: the file is empty."
    )
