"""Nothing a user types, opens or resizes kills the window (issue 8's eight crashes, each replayed
through the real loop), and the error boundary keeps the window and its curve when something else fails."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pygame
import pytest
from test_app import blob, finish_reading
from test_rope_panel import layout
from ui_driver import click, drag, press_key, run_frames, type_into

from app import config
from app.i18n import tr
from app.model import intents as i
from app.paths import user_data_dir


def write_curve(path: Path, **fields: object) -> Path:
    path.write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]], **fields}), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "caption",
    ["a\u0000b", "\ud800 lone", "\u200b", "\ufeff\u2060", "soft\u00adhyphen", "\u202eevil"],
    ids=["nul", "surrogate", "zero-width", "bom-wj", "soft-hyphen", "bidi"],
)
def test_a_file_whose_texts_no_font_can_draw_opens_and_draws(app, tmp_path, caption) -> None:
    # json.dumps writes "\ud800" as an escaped lone surrogate, as a hostile file would.
    path = write_curve(tmp_path / "odd.json", caption=caption, title=caption, length_unit=caption)
    app.submit(i.OpenPath(path))
    finish_reading(app)
    run_frames(app, 3)
    assert app.errors == []
    assert app.state.source == "file"
    assert "\u0000" not in app.state.epicycles.curve.caption
    assert all(ch.isprintable() for ch in app.state.epicycles.curve.caption)


@pytest.mark.parametrize("typed", ["\u200b", "\ufeff", "\u2060", "\u00ad", "\u202e", "5\u200be5"])
def test_zero_width_characters_typed_into_the_base_field_do_no_harm(app, typed) -> None:
    type_into(app, layout(app).base_entry, typed)
    run_frames(app, 2)
    assert app.errors == []
    expected = 5e5 if typed.startswith("5") else 1e4
    assert app.state.rope.base == expected


def open_dialog(app):
    press_key(app, pygame.K_o, mod=pygame.KMOD_LCTRL)
    assert app.windows.open_dialog.window is not None
    run_frames(app, 2)
    return app.windows.open_dialog.window


def test_a_file_name_that_is_not_utf8_is_left_out_of_the_dialog(app) -> None:
    folder = user_data_dir() / "drawings"  # where the dialog starts
    folder.mkdir(parents=True, exist_ok=True)
    bad = os.path.join(os.fsencode(folder), b"caf\xe9.json")
    with open(bad, "w") as sink:
        sink.write("{}")
    write_curve(folder / "fine.json")
    try:
        dialog = open_dialog(app)
        names = [item[0] for item in dialog.current_file_list]
        assert "fine.json" in names and not any("caf" in name for name in names)
        run_frames(app, 3)
        assert app.errors == []
    finally:
        os.remove(bad)


def test_a_path_too_long_for_the_system_typed_into_the_dialog(app) -> None:
    dialog = open_dialog(app)
    entry = dialog.file_path_text_line
    click(app, entry.rect.center)
    entry.set_text(typed := "/tmp/" + "x" * 300 + "/y.json")
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    finish_reading(app)
    assert app.errors == []
    assert app.windows.open_dialog.window is not None and entry.get_text() == typed  # kept, to be mended
    assert app.status.error and "too long" in app.status.text


def test_open_when_the_data_folder_cannot_be_made(app, tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert open_dialog(app) is not None
    press_key(app, pygame.K_ESCAPE)
    before = app.state.epicycles.curve
    drag(app, blob(app), frames_between=10)  # the drawing shows though it can't be saved
    run_frames(app)  # the frame after the new curve's first tries to save it
    assert app.errors == []
    assert app.state.epicycles.curve is not before
    assert app.status.error and "could not be saved" in app.status.text


def test_a_drawing_that_cannot_be_saved_says_why_in_korean(app, tmp_path, monkeypatch) -> None:
    """(It said "저장하지 못했습니다: Not a directory.")"""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    app.submit(i.SetLanguage("ko"))
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first tries to save it
    failed = tr("ko", "status.save.failed", reason=tr("ko", "problem.write.not_folder", path=blocker))
    assert app.status.error and app.status.text.endswith(failed) and app.errors == []


def test_a_drawing_that_cannot_be_saved_for_a_file_in_the_way_names_that_file(app) -> None:
    """(It said "It could not be saved: a file of that name is there already.", naming nothing.)"""
    folder = user_data_dir() / "drawings"
    shutil.rmtree(folder, ignore_errors=True)
    folder.write_text("a file where the drawings folder should be")
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first tries to save it
    said = f"It could not be saved: {folder} is a file, not a folder."
    assert app.status.error and app.status.text.endswith(said) and app.errors == []


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "link-to-dev-zero"])
def test_devices_and_pipes_are_refused_at_once(app, tmp_path, kind) -> None:
    if kind == "fifo":
        path = tmp_path / "pipe.json"
        os.mkfifo(path)
    elif kind == "dev-zero":
        path = Path("/dev/zero")
    else:
        path = tmp_path / "zero.json"
        path.symlink_to("/dev/zero")
    before = app.state.epicycles.curve
    app.submit(i.OpenPath(path))
    finish_reading(app)
    assert app.errors == []
    assert app.state.epicycles.curve is before
    assert app.status.error and "not a regular file" in app.status.text


def test_a_huge_resize_is_refused_and_a_tiny_one_enlarged(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(100_000, 100_000), w=100_000, h=100_000))
    run_frames(app, 2)
    assert app.errors == []
    assert app.screen.get_size() == config.MAX_WINDOW_SIZE
    assert app.status.error and "cannot be larger" in app.status.text
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800))
    run_frames(app, 2)
    assert app.screen.get_size() == (1280, 800)


def test_an_error_inside_a_widget_is_caught_and_the_curve_stays(app, monkeypatch) -> None:
    """pygame_gui's text field once raised IndexError("No selected rows") on Backspace."""
    entry = app.rope_panel.widgets["seed_entry"]
    drag(app, blob(app), frames_between=10)
    drawn = app.state.epicycles.curve

    def broken(event):
        raise IndexError("No selected rows")

    monkeypatch.setattr(entry, "process_event", broken)
    click(app, entry.rect.center)
    press_key(app, pygame.K_BACKSPACE)
    assert app.errors and "IndexError" in app.errors[0]
    assert app.state.running and app.state.epicycles.curve is drawn
    assert app.status.error and "Something went wrong handling that input" in app.status.text
    errors = len(app.errors)
    run_frames(app, 30)
    assert len(app.errors) == errors  # the widgets were rebuilt: the broken one is gone


def fail_once(app, monkeypatch) -> None:
    """The RoPE panel's next drawing raises; the ones after draw."""
    draw = app.rope_panel.draw
    calls = {"n": 0}

    def fails_once(surface, *args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("boom")
        return draw(surface, *args, **kwargs)

    monkeypatch.setattr(app.rope_panel, "draw", fails_once)


def test_an_error_while_drawing_brings_back_the_last_good_settings(app, monkeypatch) -> None:
    press_key(app, pygame.K_LEFTBRACKET)
    good = app.state.epicycles.n_arrows
    fail_once(app, monkeypatch)
    press_key(app, pygame.K_LEFTBRACKET)  # the frame that shows this change fails to draw
    assert app.errors == ["drawing the window: RuntimeError: boom"]
    assert app.state.epicycles.n_arrows == good
    run_frames(app, 5)
    assert len(app.errors) == 1


def test_errors_in_every_frame_keep_only_the_first_few(app, monkeypatch) -> None:
    """The boundary's list of what it caught stays short however long a failure lasts (the first say most)."""

    def fails(surface, *args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(app.rope_panel, "draw", fails)
    run_frames(app, config.MAX_ERRORS_KEPT + 10)
    assert app.errors == ["drawing the window: RuntimeError: boom"] * config.MAX_ERRORS_KEPT
    assert app.state.running


def test_widgets_killed_again_and_again_leave_nothing_behind(app) -> None:
    """pygame_gui's sprite group notes the rectangle of every widget removed and, unlike pygame's own
    draw, never forgets them: a long session of windows opened and closed grew that list without end."""
    group = app.manager.get_sprite_group()
    for _ in range(20):
        press_key(app, pygame.K_h, unicode="h")  # the help window: dozens of widgets made, then killed
        press_key(app, pygame.K_h, unicode="h")
    assert not app.windows.windows()
    assert len(group.lostsprites) < 50


def test_an_error_in_a_lesson_leaves_its_window_open(app, monkeypatch) -> None:
    """Recovery closes every window (one may be what failed); the lesson goes on, so its window comes back
    (it once stayed shut: it kept what it showed, so the same step was never built again)."""
    press_key(app, pygame.K_l, unicode="l")
    step = app.state.lesson
    assert step is not None and app.windows.lesson_box.window is not None
    fail_once(app, monkeypatch)
    run_frames(app, 3)
    assert app.errors == ["drawing the window: RuntimeError: boom"]
    assert app.state.lesson == step
    window = app.windows.lesson_box.window
    assert window is not None and window.alive() and window.visible
