"""Open…'s Recent column, through the real loop: the last 10 files opened, newest first, a file opened
again moved to the top, a file gone since greyed with a tooltip (choosing it says so and keeps the curve),
and the list back after a restart (a file of any name); the preferences keep only absolute, printable
paths."""

from __future__ import annotations

import json
import os

import pygame
import pytest
from ui_driver import click, finish_reading, hovered_tip, post, press_key, run_frames

from app import config
from app.model import intents as i
from app.prefs import load_prefs, prefs_path
from app.ui.app import EpicyclesApp
from app.ui.dialogs.recent_list import RecentEntry


def open_through_dialog(app, path) -> None:
    click(app, app.controls.open_button.rect.center)
    entry = app.windows.open_dialog.window.file_path_text_line
    click(app, entry.rect.center)
    entry.set_text(str(path))
    press_key(app, pygame.K_RETURN)  # Enter on a file's path opens it, as OK would
    run_frames(app, 2)  # the dialog's answer comes a frame or two later
    finish_reading(app)


def triangle(folder, n: int):
    path = folder / f"tri{n:02d}.json"
    path.write_text(json.dumps({"points": [[0, 0], [2 + n, 0], [1, 1.5]]}))
    return path


def recent_shown(app) -> list[str]:
    """The Recent column of a freshly opened Open… dialog, top first (then the dialog is closed)."""
    click(app, app.controls.open_button.rect.center)
    recent = app.windows.open_dialog.window.recent
    shown = [entry.text for entry in recent.entries]
    press_key(app, pygame.K_ESCAPE)
    assert app.windows.open_dialog.window is None
    return shown


def test_twelve_files_opened_leave_the_last_ten_newest_first_and_again_moves_to_the_top(app, tmp_path):
    paths = [triangle(tmp_path, n) for n in range(12)]
    for path in paths:
        open_through_dialog(app, path)
    assert recent_shown(app) == [f"tri{n:02d}.json" for n in range(11, 1, -1)]
    open_through_dialog(app, paths[5])  # opened again: to the top, once
    shown = recent_shown(app)
    assert shown[0] == "tri05.json" and shown.count("tri05.json") == 1 and len(shown) == 10
    assert app.state.recent[0] == str(paths[5]) and len(app.state.recent) == config.MAX_RECENT


def test_a_file_gone_since_is_greyed_with_a_tooltip_and_choosing_it_keeps_the_curve(app, tmp_path):
    kept, gone = triangle(tmp_path, 1), triangle(tmp_path, 2)
    open_through_dialog(app, kept)
    open_through_dialog(app, gone)
    os.unlink(gone)
    before = app.state.epicycles.curve
    click(app, app.controls.open_button.rect.center)
    entries = app.windows.open_dialog.window.recent.entries
    (gone_entry, gone_path), (kept_entry, _) = entries.items()
    assert gone_path == str(gone) and isinstance(gone_entry, RecentEntry) and gone_entry.gone
    assert gone_entry.drawable_shape.active_state.state_id == "disabled"  # drawn greyed ...
    assert kept_entry.drawable_shape.active_state.state_id == "normal"
    assert gone_entry.is_enabled  # ... yet it hovers and can be chosen
    said = hovered_tip(app, gone_entry)  # hovering long enough shows the tooltip
    assert said == f"{gone} is no longer there (moved or deleted since it was opened)"
    assert gone_entry.drawable_shape.active_state.state_id == "disabled"  # hovered, still grey
    dialog = app.windows.open_dialog.window
    click(app, gone_entry.rect.center)
    finish_reading(app)
    assert app.windows.open_dialog.window is dialog  # only said not to be there (it closed the dialog)
    assert app.state.epicycles.curve is before and app.status.error
    assert "tri02.json" in app.status.text and "previous curve stays" in app.status.text
    # The kept one opens from the list.
    entry = next(e for e, p in dialog.recent.entries.items() if p == str(kept))
    click(app, entry.rect.center)
    finish_reading(app)
    assert app.state.source == "file" and "tri01.json" in app.status.text and not app.status.error
    assert app.state.recent[0] == str(kept)


def test_the_list_survives_a_restart(app, tmp_path):
    paths = [triangle(tmp_path, n) for n in range(3)]
    for path in paths:
        open_through_dialog(app, path)
    assert json.loads(prefs_path().read_text())["recent"] == [str(p) for p in reversed(paths)]
    pygame.quit()
    again = EpicyclesApp(size=(1280, 800))
    try:
        run_frames(again, 2)
        assert again.state.recent == tuple(str(p) for p in reversed(paths))
        assert recent_shown(again) == ["tri02.json", "tri01.json", "tri00.json"]
    finally:
        pygame.quit()


def test_a_file_of_no_known_suffix_that_was_opened_is_in_recent_after_a_restart(app, tmp_path):
    """(A curve file named "noext" opened, and was in Recent, but was gone from it after a restart.)"""
    plain = tmp_path / "noext"
    plain.write_text(json.dumps({"points": [[0, 0], [3, 0], [1, 1.5]]}))
    open_through_dialog(app, plain)
    assert app.state.source == "file" and app.state.recent[0] == str(plain)
    pygame.quit()
    again = EpicyclesApp(size=(1280, 800))
    try:
        run_frames(again, 2)
        assert again.state.recent == (str(plain),)
        assert recent_shown(again) == ["noext"]
    finally:
        pygame.quit()


def test_paths_read_back_are_checked_and_bounded(tmp_path):
    good = [f"/data/pictures/p{n}.png" for n in range(14)]
    odd = ["relative.json", "/x/\x00nul.json", 7, None, "/x/" + "a" * 5000 + ".svg"]
    path = tmp_path / "preferences.json"
    path.write_text(json.dumps({"recent": [good[0], *odd, good[0], *good[1:]]}))
    assert load_prefs(path).recent == tuple(good[: config.MAX_RECENT])
    path.write_text(json.dumps({"recent": "/not/a/list.json"}))
    assert load_prefs(path).recent == ()


def test_the_recent_column_fits_its_korean_words(app) -> None:
    """pygame_gui warns when a label's text is taller or wider than its rect (it clips the words)."""
    import warnings

    from app.model import intents as i

    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        click(app, app.controls.open_button.rect.center)
        run_frames(app, 2)
    assert app.windows.open_dialog.window.recent.empty is not None  # the title and "none yet" both shown
    assert [str(w.message) for w in caught if "too small" in str(w.message)] == []


@pytest.mark.parametrize("factor", [1.0, 2.5])
def test_a_saved_drawings_name_is_cut_in_its_middle_to_fit_its_entry(app, tmp_path, factor) -> None:
    """A saved drawing's file name is a little wider than the column at every scale: pygame_gui cut its
    last letters ("drawing-20261205-132450.jso"); now its middle gives way, its kind and time stay, and
    the tooltip has the whole path."""
    path = tmp_path / "drawing-20261205-132450.json"
    path.write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    open_through_dialog(app, path)
    app.submit(i.SetUiScale(factor))
    run_frames(app, 3)
    click(app, app.controls.open_button.rect.center)
    (entry,) = app.windows.open_dialog.window.recent.entries
    assert "…" in entry.text and entry.text.startswith("drawing-20") and entry.text.endswith("132450.json")
    assert entry.font.size(entry.text)[0] <= entry.rect.width - 12
    assert str(path) in hovered_tip(app, entry)
    click(app, entry.rect.center)
    finish_reading(app)
    assert app.state.source == "file" and path.name in app.status.text


@pytest.mark.parametrize("factor", [1.0, 1.5, 2.0])
def test_ten_recent_files_end_above_the_buttons_inside_the_window(app, tmp_path, factor) -> None:
    """The tenth entry lay over the upper half of OK (a click there opened that file): the window grows
    so the column ends by the file list's bottom, and all of it stays on the screen."""
    app.submit(i.RecentFiles(tuple(str(triangle(tmp_path, n)) for n in range(config.MAX_RECENT))))
    app.submit(i.SetUiScale(factor))
    run_frames(app, 3)
    click(app, app.controls.open_button.rect.center)
    dialog = app.windows.open_dialog.window
    entries = [entry.rect for entry in dialog.recent.entries]
    assert len(entries) == config.MAX_RECENT
    buttons = [dialog.ok_button.rect, dialog.cancel_button.rect]
    assert all(entry.collidelist(buttons) == -1 for entry in entries)
    assert all(dialog.rect.contains(entry) for entry in entries)
    assert app.screen.get_rect().contains(dialog.rect)


def test_a_gone_file_s_grey_entry_is_drawn_at_its_size_as_the_scale_falls(app, tmp_path) -> None:
    """Ctrl+- twice at 4K with Open… open: a gone file's grey look stayed the old, larger size for frames,
    and its end, past the dialog's right edge, was left on the screen."""
    kept, *gone = (triangle(tmp_path, n) for n in range(3))
    app.submit(i.RecentFiles((str(kept), *(str(path) for path in gone))))
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 3)
    for path in gone:
        path.unlink()
    press_key(app, pygame.K_o, mod=pygame.KMOD_LCTRL)
    recent = app.windows.open_dialog.window.recent
    entries = [entry for entry in recent.entries if isinstance(entry, RecentEntry) and entry.gone]
    assert len(entries) == 2
    for _ in range(2):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            post(kind, key=pygame.K_MINUS, mod=pygame.KMOD_LCTRL, unicode="-", scancode=0)
        for _ in range(3):  # each frame draws each entry at its size, from the first
            run_frames(app, 1)
            assert all(entry.image.get_size() == entry.rect.size for entry in entries)
    assert app.layout.ui.factor == 1.5


def test_two_files_of_one_name_are_told_apart_by_their_folders(app, tmp_path) -> None:
    """(f/logo.json and f/dup/logo.json were both "logo.json"; only the tooltip told them apart.)"""
    first, second = tmp_path / "f" / "logo.json", tmp_path / "f" / "dup" / "logo.json"
    second.parent.mkdir(parents=True)
    for path in (first, second):
        path.write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
        open_through_dialog(app, path)
    open_through_dialog(app, triangle(tmp_path, 1))
    assert recent_shown(app) == ["tri01.json", "logo.json — dup", "logo.json — f"]


def test_folders_that_share_their_names_are_told_apart_further_up() -> None:
    from app.ui.dialogs.recent_list import told_apart

    paths = ("/a/x/logo.png", "/b/x/logo.png", "/c/logo.png", "/logo.svg")
    assert told_apart(paths) == ["logo.png — a/x", "logo.png — b/x", "logo.png — c", "logo.svg"]


@pytest.mark.parametrize("factor", [1.0, 2.0])
def test_a_long_path_s_tooltip_breaks_at_its_folders_and_adds_no_character(app, tmp_path, factor) -> None:
    """pygame_gui broke a name too long for the tooltip's line with a hyphen on each side
    ("deep_folde-", "-r_name"): a path copied from it by hand was wrong."""
    folder = tmp_path / ("deep_folder_" * 2) / ("x" * 70) / "more"  # (a tip shows 200 characters)
    folder.mkdir(parents=True)
    path = triangle(folder, 1)
    open_through_dialog(app, path)
    app.submit(i.SetUiScale(factor))
    run_frames(app, 3)
    click(app, app.controls.open_button.rect.center)
    (entry,) = app.windows.open_dialog.window.recent.entries
    said = hovered_tip(app, entry)
    assert said == f"Open {path}"
    layout = entry.tool_tip.text_block.text_box_layout
    rows = ["".join(getattr(item, "text", "") for item in row.items) for row in layout.layout_rows]
    rows = [row for row in rows if row]
    assert "".join(rows) == said  # (pygame_gui's added "-" at each end of a cut)
    assert len(rows) >= 3 and all(row.endswith(("/", " ")) for row in rows[:-1] if "x" * 20 not in row)
