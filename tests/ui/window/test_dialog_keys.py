"""Keys while a dialog is on top, through the real loop and real events: once a menu in it has taken and
let go of the keyboard, Enter presses the dialog's own button (it went to the canvas, which said no
strokes were waiting), and the window's shortcuts wait until the dialog is answered (C hid the circles
under the Text… window, Ctrl+O opened Open… over Export…)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from test_app import finish_reading
from test_menus import expanded
from ui_driver import click, press_key, run_frames

from app.model import intents as i

CTRL = pygame.KMOD_LCTRL


def pick_next(app, menu) -> None:
    """The option after the one shown, picked with the keyboard in the open menu."""
    click(app, menu.rect.center)
    assert expanded(menu)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert not expanded(menu)


def shortcuts_wait(app) -> None:
    """C, Space and Ctrl+O change nothing while the dialog is on top."""
    e = app.state.epicycles
    circles, playing = e.show_circles, e.playing
    press_key(app, pygame.K_c, unicode="c")
    press_key(app, pygame.K_SPACE, unicode=" ")
    press_key(app, pygame.K_o, CTRL, "\x0f")
    assert (e.show_circles, e.playing) == (circles, playing) and app.windows.open_dialog.window is None


def test_enter_after_a_font_is_picked_draws_the_word(app) -> None:
    press_key(app, pygame.K_t, CTRL, "\x14")
    dialog = app.windows.text_dialog
    assert dialog is not None
    word = dialog.text
    pick_next(app, dialog.font_menu)
    assert not dialog.entry.is_focused
    shortcuts_wait(app)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.windows.text_dialog is None and app.state.source == "text" and not app.status.error
    assert word in app.status.text


def test_enter_after_a_size_is_picked_exports(app, tmp_path: Path) -> None:
    press_key(app, pygame.K_e, CTRL, "\x05")
    dialog = app.exporting.dialog
    assert dialog is not None
    dialog.fields["path"].set_text(str(tmp_path / "loop.gif"))
    pick_next(app, dialog.fields["size"])
    shortcuts_wait(app)
    press_key(app, pygame.K_KP_ENTER)
    assert app.exporting.dialog is None and app.exporting.busy
    app.submit(i.CancelExport())


def test_enter_after_a_click_on_a_greyed_field_exports(app, tmp_path: Path) -> None:
    """(A click on a field the export does not use took the keyboard: Enter then did nothing, unsaid.)"""
    press_key(app, pygame.K_e, CTRL, "\x05")
    dialog = app.exporting.dialog
    dialog.fields["path"].set_text(str(tmp_path / "loop.gif"))
    greyed = dialog.fields["lo"]  # RoPE Δ from: a canvas film has no use for it
    assert not greyed.is_enabled
    click(app, greyed.rect.center)
    press_key(app, pygame.K_RETURN)
    assert app.exporting.dialog is None and app.exporting.busy
    app.submit(i.CancelExport())


def listed_in_open(app, folder: Path, name: str):
    """Open… gone into folder (its path typed, Enter); the list's entry for name."""
    click(app, app.controls.open_button.rect.center)
    dialog = app.windows.open_dialog.window
    assert dialog is not None
    entry = dialog.file_path_text_line
    click(app, entry.rect.center)
    entry.set_text(str(folder))
    press_key(app, pygame.K_RETURN)  # Enter on a folder's path goes into it
    run_frames(app, 2)
    return next(o for o in dialog.file_selection_list.item_list if o["text"] == name)["button_element"]


@pytest.mark.parametrize("how", ["Enter", "a double-click"])
def test_a_file_picked_in_open_s_list_opens_with_enter_or_a_double_click(app, tmp_path: Path, how) -> None:
    """(A double-click went into folders only: on a file it picked it, and the second one let go.)"""
    (tmp_path / "tri.json").write_text('{"points": [[0, 0], [1, 0], [0, 1]]}')
    item = listed_in_open(app, tmp_path, "tri.json")
    click(app, item.rect.center)
    assert app.windows.open_dialog.window.ok_button.is_enabled
    if how == "Enter":
        press_key(app, pygame.K_RETURN)
    else:
        click(app, item.rect.center)
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is None and "tri.json" in app.status.text


def test_a_folder_in_open_s_list_reads_as_one_and_a_double_click_goes_into_it(app, tmp_path: Path) -> None:
    """Folders end with a separator and have a colour of their own (they differed from files by a shade of
    background only); a double-click goes in, and the path line ends with a separator for a name typed."""
    (tmp_path / "sketches").mkdir()
    (tmp_path / "tri.json").write_text('{"points": [[0, 0], [1, 0], [0, 1]]}')
    folder = listed_in_open(app, tmp_path, "sketches" + os.sep)
    a_file = listed_in_open(app, tmp_path, "tri.json")
    assert folder.colours["normal_text"] != a_file.colours["normal_text"]
    click(app, folder.rect.center)
    click(app, folder.rect.center)
    run_frames(app, 2)
    dialog = app.windows.open_dialog.window
    assert dialog is not None and Path(dialog.current_directory_path) == tmp_path / "sketches"
    assert dialog.file_path_text_line.get_text() == str(tmp_path / "sketches") + os.sep


def saved_drawing_shown(app):
    from test_app import blob, finish_reading
    from test_canvas_tools import pick_in_menu
    from ui_driver import drag

    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    saved = app.state.saved[0]
    pick_in_menu(app, f"{saved.saved[5:]} Your drawing")
    finish_reading(app)
    return saved


def test_enter_in_delete_s_question_keeps_the_drawing(app) -> None:
    """A deletion cannot be undone: Enter is Cancel's, the safe answer (it deleted at once); the Delete
    button deletes."""
    from app.paths import user_data_dir

    saved = saved_drawing_shown(app)
    path = user_data_dir() / "drawings" / saved.file_name
    click(app, app.tools.delete_button.rect.center)
    assert app.windows.dialogs.window is not None
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.windows.dialogs.window is None and path.exists()
    assert app.state.source == f"saved:{saved.file_name}" and "Deleted" not in app.status.text
    click(app, app.tools.delete_button.rect.center)
    click(app, app.windows.dialogs.window.confirm_button.rect.center)
    assert app.windows.dialogs.window is None and "Deleted" in app.status.text and not path.exists()


def test_rename_offers_an_untitled_drawing_s_name_in_the_window_s_language(app) -> None:
    """(The Korean window offered "Your drawing" where its menu says "내 그림".) Kept as offered, the drawing
    stays untitled: each language goes on naming it."""
    from app.io.drawings import DEFAULT_TITLE, list_drawings
    from app.paths import user_data_dir

    saved = saved_drawing_shown(app)
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    click(app, app.tools.rename_button.rect.center)
    assert app.windows.dialogs.entry.get_text() == "내 그림"
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    folder = user_data_dir() / "drawings"
    assert next(d for d in list_drawings(folder) if d.file_name == saved.file_name).title == DEFAULT_TITLE


@pytest.mark.parametrize("button", ["delete", "rename"])
def test_a_drawing_that_cannot_be_deleted_or_renamed_says_why(app, button) -> None:
    """(Gone from the disk, or in a folder that cannot be written: the failure's line was wiped at once by
    the listing that follows, "the thing the error was about is fine now", and nothing was said.)"""
    from app.paths import user_data_dir

    saved = saved_drawing_shown(app)
    (user_data_dir() / "drawings" / saved.file_name).unlink()  # another copy of the app deleted it
    click(app, getattr(app.tools, f"{button}_button").rect.center)
    if button == "delete":
        click(app, app.windows.dialogs.window.confirm_button.rect.center)  # (Enter there is Cancel's)
    else:
        press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.status.error and "drawing" in app.status.text, app.status.text


def test_a_pipe_or_a_link_to_nothing_is_no_folder_in_open_and_typed_says_why(app, tmp_path: Path) -> None:
    """(A named pipe and a link to nothing were listed as folders, going into them did nothing, and their
    path typed with Enter put the bare folder back without a word.)"""
    from test_seams import entered_and_kept

    os.mkfifo(tmp_path / "fifo.json")
    (tmp_path / "gone.png").symlink_to(tmp_path / "nowhere.png")
    (tmp_path / "tri.json").write_text('{"points": [[0, 0], [1, 0], [0, 1]]}')
    listed_in_open(app, tmp_path, "tri.json")
    dialog = app.windows.open_dialog.window
    assert [o["text"] for o in dialog.file_selection_list.item_list] == ["tri.json"]
    entered_and_kept(app, dialog, tmp_path / "fifo.json")
    assert "fifo.json" in app.status.text
