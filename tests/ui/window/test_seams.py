"""Small seams a new user meets in a real window, each driven through the real loop with real events:
opening a file (its kind told by its first bytes, a damaged one refused, a picture traced) and the Open
dialog's path line (Enter on a folder, a name, a whole path, a name that is not there). Other test files
take entered_and_kept (and open_through_dialog) from here."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest
from test_app import blob, finish_reading, open_through_dialog
from ui_driver import click, drag, post, press_key, run_frames, type_into

from app.math.file_kind import file_kind
from app.model import intents

PNG_HEAD = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"


@pytest.mark.parametrize(
    ("head", "kind"),
    [
        (PNG_HEAD, "png"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "jpeg"),
        (b"GIF89a\x01\x00", "gif"),
        (b"RIFF\x24\x00\x00\x00WEBPVP8 ", "webp"),
        (b"BM\x36\x00", "bmp"),
        (b"%PDF-1.7\n", "pdf"),
        (b"PK\x03\x04\x14\x00", "zip"),
        (b'{"points": [[0, 0]]}', None),
        (b"<svg xmlns=", None),
        (b"", None),
    ],
)
def test_a_file_kind_is_told_by_its_first_bytes(head, kind):
    assert file_kind(head) == kind


def test_a_broken_png_says_so_by_its_bytes_whatever_its_name_in_both_languages(app, tmp_path):
    picture = tmp_path / "photo.png"
    picture.write_bytes(PNG_HEAD + bytes(range(256)))
    before = app.state.epicycles.curve
    open_through_dialog(app, picture)
    assert app.state.epicycles.curve is before and app.status.error
    assert "photo.png: not a picture file, or a damaged one" in app.status.text
    assert "UTF-8" not in app.status.text
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 2)
    (picture.with_suffix(".svg")).write_bytes(PNG_HEAD)  # a PNG by another name is still one
    open_through_dialog(app, picture.with_suffix(".svg"))
    assert "photo.svg: 그림 파일이 중간에 끊겨 있습니다" in app.status.text and app.status.error


def test_a_picture_opens_as_its_traced_outlines(app, tmp_path):
    from PIL import Image, ImageDraw

    path = tmp_path / "blob.png"
    image = Image.new("RGB", (200, 160), "white")
    ImageDraw.Draw(image).ellipse((40, 30, 160, 130), fill="black")
    image.save(path)
    open_through_dialog(app, path)
    window = app.windows.image_window
    assert window is not None and len(window.traced.strokes) == 1  # shown first, to be tuned
    click(app, window.use_button.get_abs_rect().center)
    run_frames(app, 2)
    assert app.state.source == "file" and not app.status.error and app.windows.image_window is None
    assert "traced from a picture" in app.state.epicycles.curve.caption
    # Titled by its stem, as an SVG or a curve file is: undo said "back to curve blob.png" but "transforms".
    assert app.state.epicycles.curve.title == "blob" and "blob.png: " in app.state.epicycles.curve.caption
    app.submit(intents.ShowPreset("heart"))
    press_key(app, pygame.K_z, pygame.KMOD_LCTRL, "\x1a")
    assert app.status.text.startswith("Undone: back to ") and "blob." in app.status.text
    assert "blob.png" not in app.status.text


def test_enter_in_the_open_dialogs_path_field_enters_a_folder_then_opens_the_file_typed(app, tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "triangle.json").write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    (tmp_path / "Heart.SVG").write_text('<svg><path d="M0 0 L10 0 L5 8 Z"/></svg>')
    (tmp_path / "photo.png").write_bytes(PNG_HEAD)
    (tmp_path / "notes.txt").write_text("not a curve")
    click(app, app.controls.open_button.rect.center)
    dialog = app.windows.open_dialog.window
    type_into(app, dialog.file_path_text_line.rect, str(tmp_path))  # a folder: Enter goes into it
    assert app.windows.open_dialog.window is dialog and Path(dialog.current_directory_path) == tmp_path
    shown = [item["text"] for item in dialog.file_selection_list.item_list]
    assert shown == [
        "sub" + os.sep,
        "Heart.SVG",
        "photo.png",
        "triangle.json",
    ]  # folders, then what it can open
    type_into(app, dialog.file_path_text_line.rect, str(tmp_path / "triangle.json"))
    run_frames(app, 2)  # the dialog's pick, then the reader it starts
    finish_reading(app)
    assert app.windows.open_dialog.window is None and app.state.source == "file"
    assert "triangle.json" in app.status.text and len(app.state.epicycles.curve.samples) > 0


def opens_on_enter(app, line, path: Path) -> None:
    """The open dialog's path line holds path, and Return opens it."""
    assert line.get_text() == str(path)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is None and path.name in app.status.text


def test_a_name_typed_at_once_into_the_open_dialog_goes_inside_the_folder_shown(app, tmp_path):
    (tmp_path / "triangle.json").write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    dialog = app.windows.open_dialog.window
    line = dialog.file_path_text_line
    assert line.is_focused and line.get_text() == dialog.current_directory_path + os.sep
    type_into(app, line.rect, str(tmp_path))  # Enter on a folder: into it, shown with its separator
    assert line.get_text() == str(tmp_path) + os.sep
    post(pygame.TEXTINPUT, text="triangle.json")  # typed at once: the cursor is at the end
    run_frames(app, 1)
    opens_on_enter(app, line, tmp_path / "triangle.json")


def entered_and_kept(app, dialog, path: Path):
    """path typed into the Open dialog's line with Enter, where nothing can be opened: read and refused,
    the dialog stays with the path in its line (returned), the curve as it was, the status line an error."""
    curve = app.state.epicycles.curve
    line = dialog.file_path_text_line
    type_into(app, line.rect, str(path))
    run_frames(app, 2)
    finish_reading(app)
    assert app.windows.open_dialog.window is dialog and line.get_text() == str(path)
    assert app.status.error and app.state.epicycles.curve is curve
    return line


def test_enter_on_a_name_that_is_not_there_keeps_it_and_says_so(app, tmp_path):
    """pygame_gui put back the bare folder and said nothing: the name stays to be mended, the status line
    says it is not there, the curve stays; the mended name then opens."""
    (tmp_path / "triangle.json").write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    dialog = app.windows.open_dialog.window
    line = entered_and_kept(app, dialog, tmp_path / "triangel.json")
    assert Path(dialog.current_directory_path) == tmp_path  # its folder listed, to pick from
    assert "triangel.json: no such file" in app.status.text
    for key in (pygame.K_LEFT,) * 5 + (pygame.K_BACKSPACE,) * 2:  # "triangel" → "triang" + "le"
        press_key(app, key)
    post(pygame.TEXTINPUT, text="le")
    run_frames(app, 1)
    opens_on_enter(app, line, tmp_path / "triangle.json")
    assert not app.status.error


def test_a_whole_path_typed_at_once_into_the_open_dialog_replaces_the_folder_shown(app, tmp_path):
    """The line holds the folder with the keys on it: a path typed whole from its root (as one types into
    the system's dialogs) is that path, not the folder's with it appended; Return opens it."""
    (tmp_path / "triangle.json").write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    line = app.windows.open_dialog.window.file_path_text_line
    for part in (os.sep, str(tmp_path / "triangle.json")[1:]):  # typed over two frames
        post(pygame.TEXTINPUT, text=part)
        run_frames(app, 2)
    opens_on_enter(app, line, tmp_path / "triangle.json")


def test_a_deleted_separator_in_the_open_dialogs_path_stays_deleted(app, tmp_path):
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    line = app.windows.open_dialog.window.file_path_text_line
    folder = line.get_text()
    press_key(app, pygame.K_BACKSPACE)
    run_frames(app, 3)
    assert line.get_text() == folder[:-1]
    click(
        app, app.windows.open_dialog.window.parent_directory_button.rect.center
    )  # up a folder: a separator again
    assert line.get_text() == str(Path(folder).parent) + os.sep


def test_the_open_dialog_starts_among_the_saved_drawings(app):
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    click(app, app.controls.open_button.rect.center)
    shown = [item["text"] for item in app.windows.open_dialog.window.file_selection_list.item_list]
    assert app.state.saved[0].file_name in shown
