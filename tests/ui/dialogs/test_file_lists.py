"""A file dialog's list shows every file, or a scroll bar to reach them, at every UI scale: the list was
laid out at its scale-1 size, then enlarged, and kept the rows that size held (5 of 8 drawings at 250 %,
with no bar to reach the rest)."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import press_key, run_frames

from app.model import intents as i
from app.ui.dialogs.files import drawings_folder


def listed_fully(listed) -> bool:
    """Every item has a row inside the list, or a scroll bar shows only part of them."""
    if listed.scroll_bar is not None:
        return listed.scroll_bar.visible_percentage < 1.0
    inside = pygame.Rect(listed.rect)
    rows = [item["button_element"] for item in listed.item_list]
    return all(row is not None and inside.contains(row.rect) for row in rows)


@pytest.mark.parametrize("files", [8, 30])
@pytest.mark.parametrize("scale", [1.0, 2.0, 2.5])
@pytest.mark.parametrize("when", ["open at the scale", "scale changed while open"])
def test_every_file_is_listed_or_a_scroll_bar_reaches_it(app, files, scale, when) -> None:
    app.submit(i.Resize((3840, 2160), (3840, 2160)))  # (room for every scale)
    run_frames(app, 2)
    folder = drawings_folder()
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(files):
        (folder / f"drawing {k:02}.json").write_text(json.dumps({"points": [[0, 0], [1, 0], [1, 1]]}))
    if when == "open at the scale":
        app.submit(i.SetUiScale(scale))
        run_frames(app, 2)
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    run_frames(app, 2)
    if when != "open at the scale":
        app.submit(i.SetUiScale(scale))
        run_frames(app, 2)
    listed = app.windows.open_dialog.window.file_selection_list
    assert len(listed.item_list) >= files
    assert app.layout.ui.factor == scale and listed_fully(listed)
    if listed.scroll_bar is None:
        assert files <= 8
    else:  # scrolled to the end, the last file has a row in the list
        listed.scroll_bar.set_scroll_from_start_percentage(1.0)
        run_frames(app, 3)
        last = listed.item_list[-1]["button_element"]
        assert last is not None and pygame.Rect(listed.rect).contains(last.rect)


def test_a_file_picked_stays_picked_when_the_scale_changes(app) -> None:
    app.submit(i.Resize((3840, 2160), (3840, 2160)))
    run_frames(app, 2)
    folder = drawings_folder()
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(3):
        (folder / f"drawing {k}.json").write_text(json.dumps({"points": [[0, 0], [1, 0], [1, 1]]}))
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    run_frames(app, 2)
    listed = app.windows.open_dialog.window.file_selection_list
    row = next(item for item in listed.item_list if item["text"] == "drawing 1.json")["button_element"]
    from ui_driver import click

    click(app, row.rect.center)
    run_frames(app, 2)
    assert [item["text"] for item in listed.item_list if item["selected"]] == ["drawing 1.json"]
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    picked = [item["text"] for item in listed.item_list if item["selected"]]
    assert picked == ["drawing 1.json"]
    assert listed_fully(listed)


@pytest.mark.parametrize(("first", "then"), [(1.0, 1.75), (1.75, 1.0)])
def test_the_path_line_is_as_tall_as_when_opened_at_the_new_scale(app, first, then) -> None:
    """(Open… at 100 %, then Ctrl+= to 175 %: its path line stayed 22 px, its words spilling over its
    borders; the other way it stayed 38 px and touched the list.)"""
    app.submit(i.Resize((3840, 2160), (3840, 2160)))
    app.submit(i.SetUiScale(then))
    run_frames(app, 2)
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    run_frames(app, 2)
    fresh = app.windows.open_dialog.window.file_path_text_line.rect.height
    press_key(app, pygame.K_ESCAPE)
    app.submit(i.SetUiScale(first))
    run_frames(app, 2)
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    run_frames(app, 2)
    app.submit(i.SetUiScale(then))
    run_frames(app, 2)
    line = app.windows.open_dialog.window.file_path_text_line
    # (Sized with the rest, by the ratio of the scales: a font's height does not grow quite in step.)
    assert abs(line.rect.height - fresh) <= 0.1 * fresh, (line.rect.height, fresh)
