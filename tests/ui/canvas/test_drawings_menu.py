"""The saved drawings' menu through the real loop: each drawing's words read apart at every width and
minute, listed newest first (at most twenty), renamed (atomically, its caption following, to nothing in the
window's language) and deleted, one whose file has gone, and the rename window's spacing."""

from __future__ import annotations

import json

import numpy as np
import pygame
import pytest
from pygame_gui.core.utility import translate
from test_app import blob, finish_reading
from test_canvas_tools import pick_in_menu, rename_shown
from ui_driver import click, drag, post, run_frames

from app.io.drawings import list_drawings, rename_drawing, save_drawing
from app.model import intents
from app.paths import user_data_dir


@pytest.mark.parametrize("room", [12, 14, 16, 20, 40])
def test_in_a_narrow_menu_no_two_drawings_read_the_same(room) -> None:
    """(With the time cut, drawings of two minutes each got their own "12-06 내 그림 (2)".)"""
    from app.model.drawing_names import apart

    entries = [(f"12-06 17:{m}", "내 그림") for m in (27, 27, 26, 26, 26)]  # newest first
    shown = apart(entries, lambda text: len(text) <= room)
    assert len(set(shown)) == len(shown), shown


def test_a_drawings_words_in_the_menu_name_it_alike_at_every_width() -> None:
    """The count told apart the cut words, so it changed with the menu's width: one drawing read
    "12-06 05:30 Your drawing (5)" full screen and "12-06 …rawing (18)" at 1280×800. Now it counts the
    drawings of a day and title: the same count, day and title's end at every width."""
    import re

    from app.model.drawing_names import apart

    minutes = [f"12-06 05:{m:02d}" for m in (31, 31, 30, 30, 30, 30, 30, 29, 28, 28)]  # newest first
    entries = [(stamp, "Your drawing") for stamp in [*minutes, "12-05 05:30"]]
    wide = apart(entries, lambda text: len(text) <= 60)
    assert wide[2:7] == [f"12-06 05:30 Your drawing ({n})" for n in (8, 7, 6, 5, 4)]
    assert wide[-2:] == ["12-06 05:28 Your drawing", "12-05 05:30 Your drawing"]  # counted by day
    for room in (16, 20, 24, 30):
        narrow = apart(entries, lambda text, room=room: len(text) <= room)
        assert len(set(narrow)) == len(narrow), narrow
        for (stamp, _), one, other in zip(entries, wide, narrow, strict=True):
            count = re.findall(r" \(\d+\)$", one)
            assert re.findall(r" \(\d+\)$", other) == count, (one, other)
            assert other.startswith(stamp[:5]) and other.removesuffix("".join(count)).endswith("ing")


def test_drawings_saved_in_one_minute_read_apart_in_the_menu(app) -> None:
    """Never renamed, two drawings of one minute read alike ("12-05 17:26 Your drawing" twice): the newer
    ones are counted, from the oldest, so a count stays with its drawing as more are saved."""
    from app.io.drawings import SavedDrawing

    alike = [
        SavedDrawing(f"drawing-20261205-1726{n:02d}.json", "Your drawing", "2026-12-05 17:26")
        for n in (3, 2, 1)
    ]

    def listed(drawings: list[SavedDrawing]) -> list[str]:
        app.submit(intents.DrawingsListed(tuple(drawings)))
        run_frames(app, 2)
        return [text for text, _ in app.controls.preset_menu.options_list]

    assert listed(alike)[-3:] == [
        "12-05 17:26 Your drawing (3)",
        "12-05 17:26 Your drawing (2)",
        "12-05 17:26 Your drawing",
    ]
    newer = SavedDrawing("drawing-20261205-172604.json", "Your drawing", "2026-12-05 17:26")
    assert listed([newer, *alike])[-4:] == [
        "12-05 17:26 Your drawing (4)",
        "12-05 17:26 Your drawing (3)",
        "12-05 17:26 Your drawing (2)",
        "12-05 17:26 Your drawing",
    ]


def test_saved_drawings_are_listed_renamed_and_deleted_from_the_app(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first saves it
    saved = app.state.saved
    assert saved and saved[0].title == "Your drawing"
    pick_in_menu(app, f"{saved[0].saved[5:]} Your drawing")
    finish_reading(app)
    assert app.state.source == f"saved:{saved[0].file_name}"
    assert app.tools.rename_button.is_enabled and app.tools.delete_button.is_enabled

    rename_shown(app, "Trefoil")
    folder = user_data_dir() / "drawings"
    assert json.loads((folder / saved[0].file_name).read_text())["title"] == "Trefoil"
    assert app.state.saved[0].title == "Trefoil" and "Trefoil" in app.status.text
    assert any(o[0].endswith(" Trefoil") for o in app.controls.preset_menu.options_list)

    click(app, app.tools.delete_button.rect.center)
    dialog = app.windows.dialogs.window
    assert dialog is not None
    click(app, dialog.confirm_button.rect.center)
    assert not (folder / saved[0].file_name).exists()
    assert all(d.file_name != saved[0].file_name for d in app.state.saved)
    assert app.state.source == "unsaved" and "Deleted" in app.status.text
    shown = app.controls.preset_menu.selected_option[0]
    assert translate(shown) == "Drawing not on disk"  # (it said "From file")


def caption_band(app) -> np.ndarray:
    """The pixels of the canvas caption's first line (the time and pen line under it move)."""
    x, y, w, _ = app.layout.canvas
    px = app.fonts.scale.px
    return pygame.surfarray.array3d(app.screen.subsurface((x, y + px(8), w, px(20)))).copy()


def test_a_renamed_drawing_is_captioned_by_its_new_name_on_screen_and_when_opened_again(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # the frame after the new curve's first saves it
    saved = app.state.saved[0]
    assert app.state.epicycles.curve.caption == "Your drawing, closed and resampled by arc length."
    before = caption_band(app)
    rename_shown(app, "Trefoil")
    run_frames(app, 2)
    assert app.state.epicycles.curve.caption == "Trefoil, closed and resampled by arc length."
    assert not np.array_equal(caption_band(app), before)  # (before: the caption still said "Your drawing")
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 2)
    assert app.state.epicycles.curve.caption_ko == "Trefoil: 닫고 호 길이로 다시 샘플링했습니다."
    app.submit(intents.ShowPreset("heart"))
    run_frames(app, 2)
    pick_in_menu(app, f"{saved.saved[5:]} Trefoil")
    finish_reading(app)
    assert app.state.source == f"saved:{saved.file_name}"
    assert app.state.epicycles.curve.caption_ko == "Trefoil: 닫고 호 길이로 다시 샘플링했습니다."


def test_the_list_is_newest_first_at_most_twenty_and_a_rename_is_atomic(tmp_path, monkeypatch) -> None:
    from app.io import drawings as drawings_module
    from app.io.curves import curve_from_stroke

    curve = curve_from_stroke(np.array([0, 3, 3 + 2j, 2j]), 16)
    stamps = iter(f"20260101-0000{n:02d}" for n in range(30))
    monkeypatch.setattr(drawings_module.time, "strftime", lambda fmt: next(stamps))
    paths = [save_drawing(curve, tmp_path) for _ in range(25)]
    listed = list_drawings(tmp_path)
    assert [d.file_name for d in listed] == [p.name for p in reversed(paths)][:20]
    assert listed[0].saved == "2026-01-01 00:00"
    before = paths[3].read_bytes()

    def fail(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(drawings_module.os, "replace", fail)
    with pytest.raises(OSError):
        rename_drawing(tmp_path, paths[3].name, "New")
    assert paths[3].read_bytes() == before  # whole or not at all
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)  # no temp left
    monkeypatch.undo()
    assert rename_drawing(tmp_path, paths[3].name, "New\u202e\x00 name") == "New name"
    assert list_drawings(tmp_path, 30)[-4].title == "New name"
    with pytest.raises(OSError):
        rename_drawing(tmp_path, "../elsewhere.json", "x")


def test_the_delete_question_names_an_untitled_drawing_in_the_window_s_language(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 2)
    click(app, app.tools.delete_button.rect.center)
    dialog = app.windows.dialogs.window
    assert dialog is not None
    text = dialog.confirmation_text.html_text
    assert "“내 그림”" in text and "Your drawing" not in text  # (it said “Your drawing” in Korean)


def test_a_drawing_renamed_to_nothing_is_named_in_the_window_s_language(app) -> None:
    """(Korean said 이름을 "Your drawing"(으)로 바꿨습니다 while the caption said 내 그림.)"""
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 2)
    rename_shown(app, "   ")
    run_frames(app, 2)
    assert "내 그림" in app.status.text and "Your drawing" not in app.status.text


@pytest.mark.parametrize("action", ["rename", "delete"])
def test_a_drawing_whose_file_has_gone_says_so_and_is_listed_again_when_it_is_back(app, tmp_path, action):
    """Its file moved away: Rename said "the disk could not be read or written", the menu read "From file"
    while Rename… and Delete… stayed enabled, and the file, once back, was left out of the menu until
    something else listed the drawings again."""
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first saves it
    (drawing,) = app.state.saved
    pick_in_menu(app, f"{drawing.saved[5:]} Your drawing")
    finish_reading(app)
    path = user_data_dir() / "drawings" / drawing.file_name
    away = tmp_path / drawing.file_name
    path.rename(away)
    if action == "rename":
        rename_shown(app, "Trefoil")
    else:
        click(app, app.tools.delete_button.rect.center)
        click(app, app.windows.dialogs.window.confirm_button.rect.center)
    run_frames(app, 2)
    assert app.status.error and f"{drawing.file_name} is no longer in the drawings folder" in app.status.text
    assert app.state.source == "unsaved" and app.state.saved == ()
    assert not app.tools.rename_button.is_enabled and not app.tools.delete_button.is_enabled
    assert translate(app.controls.preset_menu.selected_option[0]) == "Drawing not on disk"
    away.rename(path)
    post(pygame.WINDOWFOCUSGAINED)  # back in the window after putting the file back
    run_frames(app, 2)
    assert [d.file_name for d in app.state.saved] == [drawing.file_name]
    assert any(o[1] == f"saved:{drawing.file_name}" for o in app.controls.preset_menu.options_list)


@pytest.mark.parametrize("factor", [1.0, 2.0])
def test_the_rename_window_ends_as_far_below_its_button_as_its_field_starts_below_the_title(app, factor):
    """(A band twice that height lay empty under Rename's button.)"""
    drag(app, blob(app), frames_between=10)
    run_frames(app)
    (drawing,) = app.state.saved
    pick_in_menu(app, f"{drawing.saved[5:]} Your drawing")
    finish_reading(app)
    app.submit(intents.SetUiScale(factor))
    run_frames(app, 3)
    click(app, app.tools.rename_button.rect.center)
    dialogs = app.windows.dialogs
    inner = dialogs.window.get_container().rect
    above, below = dialogs.entry.rect.top - inner.top, inner.bottom - dialogs.ok.rect.bottom
    assert abs(below - above) <= 2, (above, below)
