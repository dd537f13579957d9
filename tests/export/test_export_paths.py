"""Where an export goes when the name typed is not a plain file's: a folder, a path through a file. Through
the real loop: the dialog's own Export button."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_app import open_dialog, pick
from ui_driver import click, post, press_key, run_frames

from app.i18n import tr
from app.model import intents as i


def export_to(app, text: str, fmt: str = "JSON data", lang: str = "en"):
    dialog = open_dialog(app, fmt, Path("unused"))
    app.submit(i.SetLanguage(lang))
    dialog.fields["path"].set_text(text)
    click(app, dialog.export_button.get_abs_rect().center)
    return dialog


def test_a_name_ending_in_a_slash_exports_into_that_folder(app, tmp_path: Path) -> None:
    """(It was written beside the folder, named after it: h/ gave h.json.)"""
    (tmp_path / "h").mkdir()
    export_to(app, f"{tmp_path / 'h'}/")
    written = list((tmp_path / "h").iterdir())
    assert [p.suffix for p in written] == [".json"] and not (tmp_path / "h.json").exists()
    assert app.status.text.startswith(f"Saved {written[0].name}, ") and not app.status.error


def test_a_folder_with_a_slash_that_is_not_there_is_refused(app, tmp_path: Path) -> None:
    export_to(app, f"{tmp_path / 'gone'}/")
    assert app.status.error and f"there is no folder {tmp_path / 'gone'}" in app.status.text
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="a Linux /proc, where no file can be made")
def test_a_failed_export_says_why_in_korean(app) -> None:
    """(The reason was the system's English: "…: No such file or directory.")"""
    export_to(app, "/proc/epi.json", lang="ko")
    missing = tr("ko", "problem.os.missing")
    assert app.status.error and app.status.text == tr(
        "ko", "status.export.failed", name="epi.json", reason=missing
    )


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="a Linux /proc, where no file can be made")
def test_a_failed_exports_folder_is_not_offered_again(app, tmp_path: Path) -> None:
    """(After a failed /proc/epi.json the dialog, and the next start, offered /proc/….json.)"""
    export_to(app, "/proc/epi.json")
    assert app.status.error and app.state.export_choices is None
    press_key(app, pygame.K_ESCAPE)  # (the dialog stays open after it, to mend the name)
    export_to(app, str(tmp_path / "good.json"))
    assert app.status.text.startswith("Saved good.json") and app.state.export_choices.path.endswith(
        "good.json"
    )
    export_to(app, "/proc/epi.csv", "CSV data")
    assert app.status.error and app.state.export_choices.format == "json"  # the last that was written
    press_key(app, pygame.K_ESCAPE)
    click(app, app.controls.export_button.get_abs_rect().center)
    assert Path(app.exporting.dialog.fields["path"].get_text()).parent == tmp_path


def test_a_folder_of_the_files_name_is_refused_at_once(app, tmp_path: Path) -> None:
    """(It asked whether to replace the "file", and Replace said "Is a directory".)"""
    (tmp_path / "x.json").mkdir()
    dialog = export_to(app, str(tmp_path / "x.json"))
    assert app.exporting.replacing is None and app.exporting.dialog is dialog
    assert app.status.error and "x.json is a folder, not a file" in app.status.text
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"] and not any((tmp_path / "x.json").iterdir())


def test_a_file_on_the_way_is_said_to_be_a_file(app, tmp_path: Path) -> None:
    """(It said "there is no folder …/epicycles.png", which was there, as a file.)"""
    still = tmp_path / "epicycles.png"
    still.write_bytes(b"a picture")
    for text in (still / "sub.json", still / "deeper" / "sub.json", f"{still}/"):
        export_to(app, str(text))
        assert app.status.error and f"{still} is a file, not a folder" in app.status.text, text
    export_to(app, str(tmp_path / "gone" / "sub.json"))
    assert f"there is no folder {tmp_path / 'gone'}" in app.status.text
    assert [p.name for p in tmp_path.iterdir()] == ["epicycles.png"]


def test_a_refusals_line_goes_once_the_fields_are_fixed(app, tmp_path: Path) -> None:
    """A refused field's red line says what is wrong while it is, and goes once it is fixed (it stayed, after
    the dialog was closed too)."""
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "whole.gif", "As on screen")
    pick(app, dialog.fields["view"], "Whole window")
    dialog.fields["fps"].set_text("60")  # 480 frames of 1280×800: more than a GIF may hold
    click(app, dialog.export_button.get_abs_rect().center)
    too_much = "480 frames of 1280x800"
    assert app.status.error and too_much in app.status.text
    click(app, dialog.fields["fps"].get_abs_rect().center)
    post(pygame.TEXTINPUT, text="x")  # 60x: the line says what is wrong now
    run_frames(app, 2)
    assert app.status.error and "frame rate must be a number, not “60x”" in app.status.text
    press_key(app, pygame.K_BACKSPACE)
    assert app.status.error and too_much in app.status.text
    pick(app, dialog.fields["view"], "Canvas")  # now a GIF it can make (the whole window at 480p: too small)
    assert not app.status.error and app.status.text == ""
    press_key(app, pygame.K_ESCAPE, unicode="\x1b")
    assert app.exporting.dialog is None and not app.status.error and list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="a Linux /proc, where no file can be made")
@pytest.mark.parametrize("fmt", ["PNG still", "JSON data"])
def test_a_file_that_cannot_be_made_leaves_the_dialog_open_to_mend_the_name(app, fmt: str) -> None:
    """(The dialog closed, and what was typed next, meant for its name, went to the window's shortcuts: Ends,
    Order, Circles, the RoPE panel's play.)"""
    from test_router import type_keys

    dialog = export_to(app, "/proc/epi.png" if fmt == "PNG still" else "/proc/epi.json", fmt)
    assert app.status.error and app.exporting.dialog is dialog and not app.exporting.busy
    field = dialog.fields["path"]
    assert field.is_focused
    ends, circles = app.state.stroke_ends, app.state.epicycles.show_circles
    type_keys(app, "eco")
    assert "eco" in field.get_text()  # in the name, not the shortcuts
    assert (app.state.stroke_ends, app.state.epicycles.show_circles) == (ends, circles)
