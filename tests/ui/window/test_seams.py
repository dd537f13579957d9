"""Small seams a new user meets in a real window, each driven through the real loop with real events."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest
from test_app import blob, finish_reading, open_through_dialog
from test_canvas_tools import rename_shown
from ui_driver import click, drag, post, press_key, run_frames, type_into

from app import config
from app.i18n import tr
from app.io.curves import curve_caption
from app.io.drawings import DEFAULT_TITLE, SavedDrawing
from app.math.file_kind import file_kind
from app.model import intents
from app.ui.rope.rope_plot import BOUND_COLOUR


def test_the_frame_rate_reads_paused_while_nothing_moves_in_both_languages(app, monkeypatch):
    """At rest the loop sleeps until input, so its 1–3 frames a second would look like a broken app."""

    class Clock:  # a live loop's, measuring (the tests step time themselves: it would read 0, unshown)
        def get_fps(self) -> float:
            return 60.0

    monkeypatch.setattr(app, "clock", Clock())
    assert app.state.epicycles.playing and app.state.rope.playing
    press_key(app, pygame.K_p, unicode="p")  # pause Δ
    press_key(app, pygame.K_SPACE, unicode=" ")  # pause the canvas
    assert app.at_rest()
    run_frames(app, 3)
    assert app.status.fps_label.text.strip() == "paused"
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 3)
    assert app.status.fps_label.text.strip() == "멈춤"
    press_key(app, pygame.K_SPACE, unicode=" ")  # playing again: a number comes back at once
    assert app.status.fps_label.text.strip().endswith("FPS")


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


def caption_head(app) -> str:
    """The caption's first sentence as the canvas shows it."""
    return curve_caption(app.state.epicycles.curve, app.state.lang).split(":")[0].rstrip(".")


@pytest.mark.parametrize("through", ["inspector", "intent"])
def test_undo_and_redo_of_a_reversal_name_the_curve_as_its_caption_does(app, through):
    if through == "inspector":
        press_key(app, pygame.K_i, unicode="i")
        click(app, app.windows.inspector.reverse_button.get_abs_rect().center)
    else:
        app.submit(intents.TraceBackwards())
        run_frames(app, 2)
    assert caption_head(app) == "8-point square, traced backwards"
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert caption_head(app) == "8-point square"
    assert app.status.text.startswith("Undone: back to curve 8-point square. ")
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert caption_head(app) == "8-point square, traced backwards"
    assert app.status.text == "Redone: curve 8-point square, traced backwards."


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


def test_follows_scale_bar_sits_on_a_plate_that_nothing_shows_through(app):
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    run_frames(app, 30)  # the camera glides in
    assert app.state.camera.follow
    scale = app.painter.words["scale"]
    assert scale.plated
    red = pygame.Surface(app.screen.get_size())
    red.fill((255, 0, 0))
    scale.draw(red)  # over anything (an arrow, a circle) the plate is the canvas' colour
    plate = scale.rect.inflate(-2, -2)
    for corner in (plate.topleft, (plate.right - 1, plate.top), (plate.left, plate.bottom - 1)):
        assert red.get_at(corner)[:3] == config.CANVAS_BG
    assert red.get_at(plate.inflate(4, 4).topleft)[:3] == (255, 0, 0)  # and only the plate


def test_the_rope_captions_stay_on_top_of_the_chain_and_the_curve(app):
    """The view's name, the legend and "± Su's bound" are drawn again, on plates of the background, over
    whatever the chain's circles and the growing curve draw there: on screen each shows its plate."""
    bound = app.rope_panel.widgets["bound_box"]
    click(app, bound.rect.center)
    assert app.state.rope.show_bound and app.state.rope.show_circles and app.state.rope.playing
    view = app.rope_panel.view
    plates = view._plates
    assert len(plates) == 3  # the bound's caption, the view's name and the legend
    panel = pygame.Rect(app.layout.panel)
    for _ in range(40):
        run_frames(app, 3)
        for image, plate in plates:
            on_screen = app.screen.subsurface(plate.move(panel.topleft))
            assert pygame.image.tobytes(on_screen, "RGB") == pygame.image.tobytes(image, "RGB")


def test_su_s_bound_caption_is_on_a_clean_plate_not_crossed_by_the_curves(app):
    click(app, app.rope_panel.widgets["bound_box"].rect.center)
    view = app.rope_panel.view
    image, plate = view._plates[0]  # the faint curves' caption, bottom left of the plot
    expected = pygame.Surface(plate.size)
    expected.fill(config.ROPE_AREA_BG)
    expected.blit(view.fonts.image(tr("en", "rope_view.bound"), BOUND_COLOUR, 11), (3, 1))
    assert pygame.image.tobytes(image, "RGB") == pygame.image.tobytes(expected, "RGB")
