"""Where an export goes when the name typed is not a plain file's: a folder, a path through a file. Through
the real loop: the dialog's own Export button."""

from __future__ import annotations

from pathlib import Path

from test_export_app import open_dialog
from ui_driver import click


def export_to(app, text: str, fmt: str = "JSON coefficients"):
    dialog = open_dialog(app, fmt, Path("unused"))
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
