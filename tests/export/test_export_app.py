"""Export… in the real loop, with real events: the dialog, the progress bar, Cancel, a bad field, the
clipboard, typing and Enter, the file's name and kind, and the exported GIF's first frame against the
window's own canvas at t = 0. Other test files open the dialog and run an export with its helpers."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pygame
import pytest
from PIL import Image
from pygame_gui.core.utility import translate
from ui_driver import click, press_key, run_frames

from app.i18n import tr
from app.model import intents as i

CTRL = pygame.KMOD_LCTRL


def pick(app, menu, text: str) -> None:
    """Open a drop-down with a click and click the option that says text (unless it says so already)."""
    if translate(menu.selected_option[0]) == text:
        return
    click(app, menu.get_abs_rect().center)
    options = menu.current_state.options_selection_list.item_list
    item = next(o for o in options if translate(o["text"]) == text)
    click(app, item["button_element"].get_abs_rect().center)
    run_frames(app, 3)  # button → selection list → drop-down: each posts the next event


def open_dialog(app, fmt: str, out: Path, size: str = "480p"):
    click(app, app.controls.export_button.get_abs_rect().center)
    dialog = app.exporting.dialog
    assert dialog is not None
    pick(app, dialog.fields["format"], fmt)
    if size != "480p":
        pick(app, dialog.fields["size"], size)
    dialog.fields["path"].set_text(str(out))
    return dialog


def filled_share(app, bar) -> float:
    """How much of the progress bar is filled, read from the screen: along a row a quarter down (above its
    words), the pixels in the theme's filled colour against those in its filled and unfilled ones."""
    app.painter.draw_whole(app.screen, app.scene())
    rect = bar.get_abs_rect()
    row = [
        tuple(app.screen.get_at((x, rect.top + rect.height // 4)))[:3] for x in range(rect.left, rect.right)
    ]
    filled, unfilled = tuple(bar.bar_filled_colour)[:3], tuple(bar.bar_unfilled_colour)[:3]
    return row.count(filled) / (row.count(filled) + row.count(unfilled))


def run_until_done(app, limit_s: float = 300.0) -> int:
    """Frames of the loop until the export ends; how many it took. Bounded by time, not frames: the window
    no longer waits for ffmpeg, so on a busy machine a frame may pass with no film frame drawn."""
    until, n = time.monotonic() + limit_s, 0
    while app.exporting.busy:
        assert time.monotonic() < until, "the export did not end"
        run_frames(app)
        n += 1
    return n


def test_a_gif_from_the_dialog_with_a_progress_bar(app, tmp_path: Path) -> None:
    out = tmp_path / "square.gif"
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.exporting.dialog is None and app.exporting.busy
    progress = app.exporting.progress
    run_frames(app, 2)
    assert 0 < progress.bar.current_progress < 120 and "/ 120 frames" in progress.label.text
    while progress.bar.current_progress < 60:  # half way: the bar filled as if by percent showed 60 % and
        run_frames(app)  # was full from frame 100 on
    filled = filled_share(app, progress.bar)
    assert filled == pytest.approx(progress.bar.current_progress / 120, abs=0.01), filled
    t_before = app.state.epicycles.t
    frames = run_until_done(app)
    assert frames > 3  # rendered in slices: the window drew frames meanwhile
    assert app.state.epicycles.t > t_before  # and the live animation went on
    assert (
        app.status.text.startswith(f"Saved square.gif in {tmp_path}, 120 frames, ") and not app.status.error
    )
    with Image.open(out) as image:
        assert image.n_frames == 120 and image.size == (854, 480)


def test_cancel_leaves_no_file(app, tmp_path: Path) -> None:
    out = tmp_path / "square.mp4"
    dialog = open_dialog(app, "MP4 (H.264)", out, "720p")
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.exporting.busy
    click(app, app.exporting.progress.cancel_button.get_abs_rect().center)
    assert not app.exporting.busy and app.exporting.progress is None
    assert "Export cancelled" in app.status.text
    assert list(tmp_path.iterdir()) == []


def test_a_bad_field_says_which_and_exports_nothing(app, tmp_path: Path) -> None:
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "x.gif")
    dialog.fields["fps"].set_text("fast")
    click(app, dialog.export_button.get_abs_rect().center)
    assert (
        app.status.error
        and "x.gif: frame rate must be a number, not “fast”. Nothing was written." in app.status.text
    )
    assert not app.exporting.busy and list(tmp_path.iterdir()) == []


def test_data_and_the_clipboard(app, tmp_path: Path) -> None:
    out = tmp_path / "square.csv"
    dialog = open_dialog(app, "CSV data", out)
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.status.text.startswith(f"Saved square.csv in {tmp_path}, 8 rows")
    assert out.read_text().splitlines()[0] == "k,re,im,abs,arg"
    press_key(app, pygame.K_c, mod=CTRL | pygame.KMOD_LSHIFT)
    text = pygame.scrap.get_text()
    lines = text.splitlines()
    assert lines[0] == "k\tre\tim\t|c|\targ (°)" and len(lines) == 9  # (the inspector's table)
    assert [line.split("\t")[0] for line in lines[1:3]] == ["1", "-3"]  # the two arrows, largest first
    assert "Copied the coefficients" in app.status.text


def test_the_gif_starts_on_the_window_canvas_at_t_0(app, tmp_path: Path) -> None:
    """Paused, back to t = 0 after one whole period stepped by hand (so the trail is whole), the canvas on
    screen is the exported GIF's first frame (to within its 255-colour palette), but for the window's own
    marks, which a film leaves out (the hint and the scale bar)."""
    press_key(app, pygame.K_SPACE, unicode=" ")
    app.submit(i.ShowPreset("teacup"))  # t = 0
    for _ in range(64):  # 64 × 1/64 period: t = 2π, the trail a whole period long
        press_key(app, pygame.K_RIGHT)
    x, y, w, h = app.view.rect
    shown, first = canvas_and_its_export(app, tmp_path / "teacup.gif", "GIF (looping)")
    diff = np.abs(first - shown).max(axis=2)
    own = [app.painter.words[name].rect.move(-x, -y).clip((0, 0, w, h)) for name in ("hint", "scale")]
    for mark in own:
        assert diff[mark.top : mark.bottom, mark.left : mark.right].max() > 48  # not in the film
        diff[mark.top : mark.bottom, mark.left : mark.right] = 0
    assert diff.mean() < 2.0
    assert np.mean(diff > 48) < 0.002


def canvas_and_its_export(app, out: Path, fmt: str) -> tuple[np.ndarray, np.ndarray]:
    """The canvas on screen and its export "As on screen" (a film's first frame), as RGB arrays."""
    x, y, w, h = app.view.rect
    shown = pygame.surfarray.array3d(app.screen.subsurface((x, y, w, h))).transpose(1, 0, 2).astype(int)
    dialog = open_dialog(app, fmt, out, "As on screen")
    click(app, dialog.export_button.get_abs_rect().center)
    run_until_done(app)
    with Image.open(out) as image:
        assert image.size == (w, h)
        return shown, np.asarray(image.convert("RGB"), dtype=int)


def test_typing_at_once_into_the_dialog_goes_to_the_file_name(app) -> None:
    """The dialog opens with the keyboard on the file's name (not on a greyed field, not the shortcuts),
    the name chosen: what is typed replaces it, in the same folder, with the same extension."""
    from test_router import type_keys

    press_key(app, pygame.K_e, CTRL, "\x05")
    dialog = app.exporting.dialog
    assert dialog is not None
    before = {name: field.get_text() for name, field in dialog.fields.items() if hasattr(field, "get_text")}
    trail = app.state.epicycles.show_trail
    type_keys(app, "tq")
    last = Path(before["path"])
    assert last.stem and last.suffix
    assert dialog.fields["path"].get_text() == str(last.with_name("tq" + last.suffix))
    assert all(dialog.fields[name].get_text() == text for name, text in before.items() if name != "path")
    assert app.state.epicycles.show_trail == trail and app.state.running  # no t, no q shortcut


def test_enter_in_a_field_of_the_dialog_exports(app, tmp_path: Path) -> None:
    """Return in any of the dialog's fields does what its Export button does (as in the other dialogs): a
    name typed at once and Return starts the export; a field that is wrong says which and keeps the dialog."""
    from test_router import type_keys

    dialog = open_dialog(app, "GIF (looping)", tmp_path / "x.gif")
    dialog.fields["fps"].set_text("fast")
    click(app, dialog.fields["fps"].get_abs_rect().center)
    press_key(app, pygame.K_RETURN)
    assert (
        app.status.error
        and "x.gif: frame rate must be a number, not “fast”. Nothing was written." in app.status.text
    )
    assert app.exporting.dialog is dialog and not app.exporting.busy
    dialog.fields["fps"].set_text("15")
    click(app, dialog.fields["path"].get_abs_rect().center)
    dialog.fields["path"].set_text(str(tmp_path) + "/")
    type_keys(app, "quick.gif")
    press_key(app, pygame.K_RETURN)
    assert app.exporting.dialog is None and app.exporting.busy
    run_until_done(app)
    assert app.status.text.startswith(f"Saved quick.gif in {tmp_path}, 120 frames, ") and not app.status.error
    assert (tmp_path / "quick.gif").is_file()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_an_empty_name_is_asked_for_in_the_window_s_language(app, tmp_path: Path, lang: str) -> None:
    """(The line said "Could not export the export", in English in the Korean window too.)"""
    app.submit(i.SetLanguage(lang))
    click(app, app.controls.export_button.get_abs_rect().center)
    dialog = app.exporting.dialog
    dialog.fields["path"].set_text("  ")
    click(app, dialog.export_button.get_abs_rect().center)
    reason = tr(lang, "problem.export.no_name")
    assert app.status.error and app.status.text == tr(lang, "status.export.failed_unnamed", reason=reason)
    assert "export" not in app.status.text.replace("Could not export:", "")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_name_for_another_format_is_refused_not_written_under_two_extensions(app, tmp_path, lang) -> None:
    """(An MP4 named "abc.gif" was written as "abc.gif.mp4", without a word.) A name without an extension
    gets the format's."""
    app.submit(i.SetLanguage(lang))
    click(app, app.controls.export_button.get_abs_rect().center)
    dialog = app.exporting.dialog
    fmt = dialog.picked("format")
    dialog.fields["path"].set_text(str(tmp_path / ("abc.mp4" if fmt == "gif" else "abc.gif")))
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.status.error and f".{fmt}" in app.status.text and list(tmp_path.iterdir()) == []
    dialog.fields["path"].set_text(str(tmp_path / "abc"))
    click(app, dialog.export_button.get_abs_rect().center)
    run_until_done(app)
    assert [p.name for p in tmp_path.iterdir()] == [f"abc.{fmt}"]
