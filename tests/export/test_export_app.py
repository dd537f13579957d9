"""Export… in the real loop, with real events: the dialog, the progress bar, Cancel, the clipboard, and
the exported GIF's first frame against the window's own canvas at t = 0."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import numpy as np
import pygame
import pytest
from PIL import Image
from pygame_gui.core.utility import translate
from ui_driver import click, press_key, run_frames

from app import config
from app.i18n import tr
from app.model import intents as i
from app.prefs import prefs_path
from app.ui.app import EpicyclesApp

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
    assert app.status.text.startswith("Saved square.gif, 120 frames, ") and not app.status.error
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
        and "x.gif: frame rate must be a number, not 'fast'. Nothing was written." in app.status.text
    )
    assert not app.exporting.busy and list(tmp_path.iterdir()) == []


def test_data_and_the_clipboard(app, tmp_path: Path) -> None:
    out = tmp_path / "square.csv"
    dialog = open_dialog(app, "CSV data", out)
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.status.text.startswith("Saved square.csv, 8 rows")
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


def enabled(dialog) -> set[str]:
    return {name for name, field in dialog.fields.items() if field.is_enabled}


def test_the_dialog_greys_what_the_format_does_not_use(app, tmp_path: Path) -> None:
    dialog = open_dialog(app, "PNG still", tmp_path / "a.png")
    assert enabled(dialog) == {"view", "format", "size", "path"}  # a still: no length, rate, Δ or quality
    pick(app, dialog.fields["format"], "MP4 (H.264)")
    clip = {"view", "format", "size", "quality", "length", "fps", "path"}
    assert enabled(dialog) == clip  # the canvas alone: no Δ moves in it
    for view in ("RoPE panel", "Whole window"):
        pick(app, dialog.fields["view"], view)
        assert enabled(dialog) == clip | {"lo", "hi"}
    pick(app, dialog.fields["view"], "Canvas")
    assert enabled(dialog) == clip
    pick(app, dialog.fields["length"], "Seconds")
    assert "seconds" in enabled(dialog)  # the seconds count only when the length is in seconds
    pick(app, dialog.fields["format"], "CSV data")
    assert enabled(dialog) == {"view", "format", "path"}


def test_the_dialog_opens_with_the_last_choices(app, tmp_path: Path) -> None:
    out = tmp_path / "clip.mp4"
    dialog = open_dialog(app, "MP4 (H.264)", out, "720p")
    pick(app, dialog.fields["quality"], "Best")
    click(app, dialog.export_button.get_abs_rect().center)
    run_until_done(app)
    _, crf = config.MP4_QUALITY["best"]
    assert f"crf={crf}.0".encode() in out.read_bytes()  # x264 writes its settings into the stream
    click(app, app.controls.export_button.get_abs_rect().center)
    again = app.exporting.dialog
    assert again is not None and again is not dialog
    assert (again.picked("format"), again.picked("size"), again.picked("quality")) == ("mp4", "720p", "best")
    path = Path(again.fields["path"].get_text())
    assert path.parent == tmp_path and path.suffix == ".mp4" and path != out  # same folder, a new name
    assert enabled(again) >= {"quality"}


def test_the_next_run_opens_the_dialog_with_the_last_choices(app, tmp_path: Path) -> None:
    """The choices are remembered in the preferences: a new window's dialog shows them, with a new name in
    the same folder; once that folder is gone, a name in the format's usual one."""
    folder = tmp_path / "films"
    folder.mkdir()
    dialog = open_dialog(app, "PNG still", folder / "heart.png", "1080p")
    pick(app, dialog.fields["view"], "RoPE panel")
    click(app, dialog.export_button.get_abs_rect().center)
    run_until_done(app)
    run_frames(app, 1)
    assert (folder / "heart.png").is_file()
    assert json.loads(prefs_path().read_text())["export"]["format"] == "png"
    pygame.quit()
    for gone in (False, True):
        if gone:
            for file in folder.iterdir():
                file.unlink()
            folder.rmdir()
        again = EpicyclesApp(size=(1280, 800))
        try:
            run_frames(again, 2)
            press_key(again, pygame.K_e, CTRL, "\x05")
            shown = again.exporting.dialog
            assert shown is not None
            assert (shown.picked("view"), shown.picked("format"), shown.picked("size")) == (
                "rope",
                "png",
                "1080p",
            )
            path = Path(shown.fields["path"].get_text())
            assert path.suffix == ".png" and path.name != "heart.png"
            assert (path.parent == folder) is not gone  # a folder since removed is not offered
            assert enabled(shown) == {"view", "format", "size", "path"}  # a still's fields, as before
        finally:
            pygame.quit()


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
        and "x.gif: frame rate must be a number, not 'fast'. Nothing was written." in app.status.text
    )
    assert app.exporting.dialog is dialog and not app.exporting.busy
    dialog.fields["fps"].set_text("15")
    click(app, dialog.fields["path"].get_abs_rect().center)
    dialog.fields["path"].set_text(str(tmp_path) + "/")
    type_keys(app, "quick.gif")
    press_key(app, pygame.K_RETURN)
    assert app.exporting.dialog is None and app.exporting.busy
    run_until_done(app)
    assert app.status.text.startswith("Saved quick.gif, 120 frames, ") and not app.status.error
    assert (tmp_path / "quick.gif").is_file()


def test_the_progress_window_follows_a_language_switch(app, tmp_path: Path) -> None:
    """A language picked while a film is written: the progress window's title and count in it too (they
    stayed in the language the export started in)."""

    dialog = open_dialog(app, "MP4 (H.264)", tmp_path / "long.mp4", "720p")
    click(app, dialog.export_button.get_abs_rect().center)
    progress = app.exporting.progress
    assert progress is not None and "frames" in progress.label.text
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 3)
    assert progress.window.window_display_title == tr("ko", "ui.export.progress_title", name="long.mp4")
    assert "프레임" in progress.label.text
    assert translate(progress.cancel_button.text) == tr("ko", "ui.export.cancel")
    app.submit(i.CancelExport())
    run_frames(app)
    assert not app.exporting.busy


def test_while_the_file_is_written_the_window_runs_and_says_so(app, tmp_path: Path) -> None:
    """Every frame in, the GIF is encoded off the loop: the window's frames go on, the progress window says
    the file is being written and its Cancel, too late now, is greyed; then the status says it is saved."""
    import threading

    dialog = open_dialog(app, "GIF (looping)", tmp_path / "a.gif")
    click(app, dialog.export_button.get_abs_rect().center)
    job, progress, release = app.exporting.job, app.exporting.progress, threading.Event()
    real = job.writer.finish
    job.writer.finish = lambda: (release.wait(30), real())[1]
    until = time.monotonic() + 300
    while not job.finishing:
        assert time.monotonic() < until
        run_frames(app)
    t = app.state.epicycles.t
    run_frames(app, 5)
    assert app.state.epicycles.t > t and job.finishing  # the window's frames go on meanwhile
    assert progress.label.text.endswith(tr("en", "ui.export.writing"))
    assert not progress.cancel_button.is_enabled
    release.set()
    run_until_done(app)
    assert app.status.text.startswith("Saved a.gif, 120 frames, ") and (tmp_path / "a.gif").exists()


def test_closing_the_window_mid_export_leaves_no_file(app, tmp_path: Path) -> None:
    """The loop ended with a film half written: ffmpeg, left reading a pipe that then closed, made the
    frames it had into a hidden ".name-….mp4.part" beside where the film was to go."""
    from app.model.export_request import ExportRequest

    app.submit(i.StartExport(ExportRequest("canvas", "mp4", (640, 360), tmp_path / "q.mp4", 600, 30.0), None))
    run_frames(app, 5)
    ffmpeg = app.exporting.job.writer._process
    assert app.exporting.busy and ffmpeg.poll() is None
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert ffmpeg.wait(30) is not None and list(tmp_path.iterdir()) == []


CLOSED_BY_SIGNAL = """
import os, signal, sys, threading
from pathlib import Path
from app.cli.main import interrupt_closes_window
interrupt_closes_window()  # as the window's start does
import pygame
import pytest
from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest
from app.ui.app import EpicyclesApp
app = EpicyclesApp(size=(960, 600))
film = ExportRequest("canvas", "mp4", (640, 360), Path(sys.argv[1]) / "q.mp4", 900, 30.0)
app.submit(i.StartExport(film, None))
for _ in range(5):
    app.frame(pygame.event.get(), 1 / 60)
assert app.exporting.busy
threading.Timer(0.3, os.kill, (os.getpid(), int(sys.argv[2]))).start()
sys.exit(app.run())
"""


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["Ctrl+C", "SIGTERM"])
def test_a_stop_signal_closes_the_window_as_its_close_button(tmp_path: Path, signum: int) -> None:
    """Ctrl+C in the terminal was a KeyboardInterrupt wherever the loop was: a film being written left its
    hidden .part file behind. Both signals now close the window as its close button does."""
    import subprocess
    import sys

    folder = tmp_path / "films"
    folder.mkdir()
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d")}
    done = subprocess.run(
        [sys.executable, "-c", CLOSED_BY_SIGNAL, str(folder), str(int(signum))],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert list(folder.iterdir()) == []


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


def words_drawn(app, field) -> bool:
    """The field's number is on the screen: its antialiased letters make many colours (a blank one, two)."""
    inside = pygame.surfarray.array3d(app.screen.subsurface(field.get_abs_rect().inflate(-4, -4)))
    return len({tuple(p) for p in inside.reshape(-1, 3)}) > 10


@pytest.mark.parametrize("change", ["scale up", "scale down", "language"])
def test_a_greyed_field_stays_grey_when_the_ui_scale_or_language_changes(app, tmp_path: Path, change) -> None:
    """(After Ctrl+=, or a switch to Korean, the Export dialog's unused seconds field looked as if it took
    typing, and did not; from 175 % to 125 % it came out blank.)"""
    if change == "scale down":
        app.submit(i.SetUiScale(1.5))
        run_frames(app, 2)
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "x.gif")
    seconds = dialog.fields["seconds"]
    assert not seconds.is_enabled
    if change == "language":
        app.submit(i.SetLanguage("ko"))
    else:
        key, ch = (pygame.K_EQUALS, "=") if change == "scale up" else (pygame.K_MINUS, "-")
        press_key(app, key, mod=pygame.KMOD_LCTRL, unicode=ch)
    run_frames(app, 3)
    assert app.layout.ui.factor != 1.5 and app.exporting.dialog is dialog
    assert not seconds.is_enabled and seconds.drawable_shape.active_state.state_id == "disabled"
    app.painter.draw_whole(app.screen, app.scene())

    def background(field) -> tuple[int, ...]:  # just inside its border, left of its words
        rect = field.get_abs_rect()
        return tuple(app.screen.get_at((rect.left + 3, rect.centery)))

    assert background(seconds) != background(dialog.fields["fps"])  # greyed, beside one that takes typing
    assert all(words_drawn(app, dialog.fields[name]) for name in ("seconds", "lo", "hi"))


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


def test_a_greyed_field_of_a_dialog_opened_at_scale_2_is_drawn_whole_with_its_text(
    app, tmp_path: Path
) -> None:
    """(Keeping greyed fields grey across a scale change first drew them at their size before the dialog
    was enlarged, and blank: at 4K the Export dialog's seconds and Δ fields were small dark boxes.)"""
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "x.gif")
    run_frames(app, 3)
    app.painter.draw_whole(app.screen, app.scene())
    for name in ("seconds", "lo", "hi"):
        field = dialog.fields[name]
        assert not field.is_enabled and field.image.get_size() == field.rect.size and words_drawn(app, field)


def test_a_field_greyed_after_it_took_typing_shows_its_number(app, tmp_path: Path) -> None:
    """(The Δ fields, taken in by Whole window and greyed again by PNG, came out blank.)"""
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "x.gif")
    pick(app, dialog.fields["view"], "Whole window")
    assert dialog.fields["lo"].is_enabled
    pick(app, dialog.fields["format"], "PNG still")
    run_frames(app, 3)
    app.painter.draw_whole(app.screen, app.scene())
    for name in ("lo", "hi"):
        field = dialog.fields[name]
        assert not field.is_enabled and field.drawable_shape.active_state.state_id == "disabled"
        assert words_drawn(app, field), name


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_whole_window_is_offered_no_size_below_its_least(app, tmp_path, lang) -> None:
    """(480p was offered for the whole window, laid out at 960x600 at least, then refused on Export.) Picking
    the whole window over 480p shows 720p, 480p is no longer in its list, and 720p is written; the canvas
    offers 480p again."""
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    dialog = open_dialog(app, tr(lang, "ui.export.png"), tmp_path / "w.png")
    size = dialog.fields["size"]
    assert dialog.picked("size") == "480p"
    pick(app, dialog.fields["view"], tr(lang, "ui.export.window"))
    assert dialog.picked("size") == "720p" and translate(size.selected_option[0]) == "720p"
    assert size.current_state.selected_option_button.text == "720p"  # (what the closed menu says)
    click(app, size.get_abs_rect().center)
    offered = [translate(o["text"]) for o in size.current_state.options_selection_list.item_list]
    assert offered == ["720p", "1080p", tr(lang, "ui.export.as_shown")]
    press_key(app, pygame.K_ESCAPE)  # (the list closes; the dialog stays)
    run_frames(app, 2)
    click(app, dialog.export_button.get_abs_rect().center)
    run_until_done(app)
    assert not app.status.error
    with Image.open(tmp_path / "w.png") as image:
        assert image.size == (1280, 720)
    app.submit(i.OpenExportDialog())
    run_frames(app, 2)
    dialog = app.exporting.dialog
    assert dialog.picked("view") == "window" and dialog.picked("size") == "720p"  # (remembered)
    pick(app, dialog.fields["view"], tr(lang, "ui.export.canvas"))
    click(app, dialog.fields["size"].get_abs_rect().center)
    options = dialog.fields["size"].current_state.options_selection_list.item_list
    assert translate(options[0]["text"]) == "480p" and dialog.picked("size") == "720p"


def test_a_remembered_whole_window_at_480p_opens_at_720p(app, tmp_path) -> None:
    """Choices kept from before (or written by hand) with the whole window at 480p open at 720p."""
    from dataclasses import replace

    from app.ui.export.export_choices import start_choices

    last = replace(start_choices(app.state, None), view="window", size="480p", path=str(tmp_path / "w.png"))
    app.submit(i.ExportChoices(last))
    app.submit(i.OpenExportDialog())
    run_frames(app, 2)
    assert app.exporting.dialog.picked("size") == "720p"
