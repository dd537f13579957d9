"""Export…'s choices in the real loop: what the format does not use greyed (and staying grey, drawn whole,
across a UI scale or language change and after typing), the last choices offered again in this run and the
next, and the whole window's sizes (none below its least, a remembered 480p opening at 720p)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from PIL import Image
from pygame_gui.core.utility import translate
from test_export_app import CTRL, open_dialog, pick, run_until_done
from ui_driver import click, press_key, run_frames

from app import config
from app.i18n import tr
from app.model import intents as i
from app.prefs import prefs_path
from app.ui.app import EpicyclesApp


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
