"""Seams of the drawings a new user saves, in a real window through the real loop: Export… offers a
saved drawing's film under its file's name, Rename and Delete are live once it is saved, and the preset
menu lists many saved drawings whole, those that read alike with their count in sight."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_app import blob
from test_canvas_tools import rename_shown
from ui_driver import click, drag, post, press_key, run_frames

from app.i18n import tr
from app.io.drawings import DEFAULT_TITLE, SavedDrawing
from app.model import intents


def test_export_offers_a_saved_drawing_s_film_under_its_file_s_name(app):
    """A drawing just made is saved as drawing-<when>.json; Export… offers drawing-<when>.gif (it offered
    saved:drawing-<when>.json.gif, from the curve's source as it was: no name a Windows disk takes)."""
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    saved = app.state.saved[0].file_name
    click(app, app.controls.export_button.get_abs_rect().center)
    dialog = app.exporting.dialog
    assert dialog is not None
    offered = Path(dialog.fields["path"].get_text())
    assert offered.name == Path(saved).stem + ".gif" and ":" not in offered.name


def test_rename_and_delete_are_live_for_the_drawing_just_made_once_it_is_saved(app):
    square = app.state.epicycles.curve
    drag(app, blob(app), frames_between=10)
    drawn = app.state.epicycles.curve
    assert not app.tools.rename_button.is_enabled  # not on disk yet
    run_frames(app, 2)  # the frame after the new curve's first saves it
    saved = app.state.saved[0]
    assert app.state.source == f"saved:{saved.file_name}" and app.state.epicycles.curve is drawn
    assert app.tools.rename_button.is_enabled and app.tools.delete_button.is_enabled
    rename_shown(app, "Trefoil")
    assert app.state.saved[0].title == "Trefoil" and "Trefoil" in app.status.text
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)  # the save made no undo step of its own
    assert app.state.epicycles.curve is square


def twenty_saved(app) -> tuple[SavedDrawing, ...]:
    """The most drawings the menu lists, with titles long and short, as the disk would list them."""
    titles = ("Your drawing", "My heart", "A very long title for a drawing of a teacup")
    days = [f"2026-12-{k + 1:02d} 19:{k:02d}" for k in range(20)]
    saved = tuple(SavedDrawing(f"drawing-{k}.json", titles[k % 3], day) for k, day in enumerate(days))
    app.submit(intents.DrawingsListed(saved))
    run_frames(app, 2)
    return saved


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_preset_menu_shows_whole_entries_and_no_cut_last_row(app, size, lang):
    app.submit(intents.SetLanguage(lang))
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    run_frames(app, 2)
    saved = twenty_saved(app)
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    listed = menu.current_state.options_selection_list
    font = app.manager.get_theme().get_font(["#preset_menu"])
    inside = listed.item_list_container.rect
    shown = [it for it in listed.item_list if it["button_element"] is not None]
    for item in shown:
        button = item["button_element"]
        assert font.size(item["text"])[0] <= button.rect.width - 4, item["text"]  # whole, not cut
        if button.rect.colliderect(inside):
            assert inside.contains(button.rect), item["text"]  # a row shows whole or not at all
    texts = [it["text"] for it in listed.item_list]
    for d in saved:  # each keeps its start (the day, and its time where there is room) and its title's end
        entry = next((t for t in texts if t.startswith(d.saved[5:10])), None)
        assert entry is not None, (d.saved, texts[-22:])  # the day stays, in either language
        title = tr(lang, "curve.drawing.title") if d.title == DEFAULT_TITLE else d.title  # untitled: in lang
        assert entry.endswith(title[-4:])
    if size[0] >= 1280:  # room enough: whole entries
        assert f"{saved[1].saved[5:]} My heart" in texts


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_drawings_that_read_alike_keep_their_count_in_sight(app, size):
    """(A narrow menu cut the title to fit, then added " (2)", which ran under the scroll bar: the entries
    read alike again.)"""
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    run_frames(app, 2)
    alike = [
        SavedDrawing(f"drawing-{n}.json", "A long title for a drawing", "2026-12-05 17:26") for n in range(5)
    ]
    app.submit(intents.DrawingsListed(tuple(alike)))
    run_frames(app, 2)
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    listed = menu.current_state.options_selection_list
    font = app.manager.get_theme().get_font(["#preset_menu"])
    counted = [it for it in listed.item_list if it["text"].endswith(")")]
    assert [it["text"][-3:] for it in counted] == ["(5)", "(4)", "(3)", "(2)"]
    for item in counted:
        if item["button_element"] is not None:
            assert font.size(item["text"])[0] <= item["button_element"].rect.width - 4, item["text"]
