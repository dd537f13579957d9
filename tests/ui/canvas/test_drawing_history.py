"""Undo and redo of a saved drawing bring it back as it is on disk now: saved (Rename… and Delete… apply to
it), under its new name, or no longer there. Through the real loop: mouse strokes, the dialogs' buttons,
Ctrl+Z and Ctrl+Shift+Z."""

from __future__ import annotations

import pygame
from test_app import blob
from test_canvas_tools import rename_shown
from ui_driver import click, drag, finish_reading, press_key, run_frames

from app.model import intents


def undo(app) -> None:
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)


def redo(app) -> None:
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)


def drawn_and_saved(app) -> str:
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # the frame after the new curve's first saves it
    return f"saved:{app.state.saved[0].file_name}"


def test_a_drawing_redone_is_the_saved_file_again(app) -> None:
    source = drawn_and_saved(app)
    undo(app)
    assert app.state.source == "square8"
    redo(app)
    run_frames(app, 2)
    assert app.state.source == source  # (before: "drawing", as if never saved: Rename… greyed)
    assert app.tools.rename_button.is_enabled and len(app.state.saved) == 1  # and not saved twice
    assert not app.errors


def test_a_renamed_drawing_brought_back_by_undo_and_redo_keeps_its_new_name(app) -> None:
    drawn_and_saved(app)
    rename_shown(app, "Trefoil")
    app.submit(intents.SetArrows(5))
    run_frames(app, 2)
    undo(app)
    assert app.state.epicycles.curve.caption.startswith("Trefoil, ")
    undo(app)
    redo(app)
    assert app.state.epicycles.curve.caption.startswith("Trefoil, ")  # (before: "Your drawing, …")
    assert not app.errors


def test_a_deleted_drawing_brought_back_by_undo_is_no_longer_a_saved_file(app) -> None:
    source = drawn_and_saved(app)
    app.submit(intents.SetArrows(5))
    run_frames(app, 2)
    click(app, app.tools.delete_button.rect.center)
    dialog = app.windows.dialogs.window
    assert dialog is not None
    click(app, dialog.confirm_button.rect.center)
    assert app.state.source == "unsaved"
    undo(app)  # the arrows: the step before them showed the drawing while it was still on disk
    assert app.state.source != source and not app.tools.rename_button.is_enabled
    assert app.state.source == "unsaved"
    assert not app.errors


def test_a_drawing_opened_twice_and_renamed_comes_back_by_undo_under_its_new_name(app) -> None:
    """Each opening of the file is a curve of its own: every step showing that file takes the new name."""
    source = drawn_and_saved(app)
    first = app.state.epicycles.curve
    app.submit(intents.ShowPreset("heart"))
    app.submit(intents.OpenSavedDrawing(source.removeprefix("saved:")))
    finish_reading(app)
    assert app.state.source == source and app.state.epicycles.curve is not first
    rename_shown(app, "Trefoil")
    undo(app)  # the heart
    assert app.state.source == "heart"
    undo(app)  # the drawing as first drawn
    assert app.state.source == source and app.state.epicycles.curve.caption.startswith("Trefoil, ")
    assert not app.errors


def test_undo_names_a_drawing_as_the_menu_does_and_the_menu_names_each_once(app) -> None:
    """(Every drawing is titled "Your drawing": Undo said "back to curve Your drawing." beside the menu's
    "Your drawing (2)", and the menu's undated "Your drawing" after an undo pointed at the older drawing.)"""
    first = drawn_and_saved(app)
    drag(app, [(x + 40, y) for x, y in blob(app)], frames_between=10)
    run_frames(app, 2)
    second = f"saved:{app.state.saved[0].file_name}"
    assert second != first and app.state.source == second
    listed = {source: text for text, source in app.controls.preset_menu.options_list}
    newer, older = (d.saved[5:] for d in app.state.saved)
    assert listed[first] == f"{older} Your drawing"
    same_day = newer.split(" ")[0] == older.split(" ")[0]  # (counted by day and title)
    assert listed[second] == f"{newer} Your drawing" + (" (2)" if same_day else "")
    assert "drawing" not in listed  # no undated entry beside the dated ones: each drawing named once
    undo(app)
    assert app.state.source == first and app.controls.preset_menu.selected_option[1] == first
    assert app.status.text.startswith(f"Undone: back to curve {listed[first]}.")
    assert "drawing" not in {source for _, source in app.controls.preset_menu.options_list}
    redo(app)
    assert app.status.text.startswith(f"Redone: curve {listed[second]}.")
