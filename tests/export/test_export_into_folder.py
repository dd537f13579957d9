"""`export --out clips/` and the Export… dialog given "clips/" do the same: the file goes into that
folder under the name the dialog offers there (the curve's or the RoPE chain's, not over a file already
there); a folder that is not there is refused by both alike. (The command line refused "clips/" with
"give the file a name" while the dialog wrote clips/heart.gif.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from test_export_app import open_dialog, run_until_done
from ui_driver import press_key

sys.path.insert(0, str(Path(__file__).parents[1] / "cli"))
from test_cli_export import export


def test_the_command_line_writes_into_a_folder_as_the_dialog_does(app, tmp_path: Path) -> None:
    by_dialog, by_cli = tmp_path / "dialog", tmp_path / "cli"
    by_dialog.mkdir(), by_cli.mkdir()
    open_dialog(app, "GIF (looping)", Path(f"{by_dialog}/"))
    app.exporting.dialog.fields["path"].set_text(f"{by_dialog}/")  # (Path drops the slash)
    press_key(app, pygame.K_RETURN)
    run_until_done(app)
    assert not app.state.status.error, app.state.status.text
    [written] = by_dialog.iterdir()
    preset = app.state.source
    assert written.name == f"{preset}.gif"
    seen: set[Path] = set()
    in_folder = "the name the Export dialog offers in that folder"
    for n in (1, 2):  # the second beside the first, not over it
        done = export("--preset", preset, "--format", "gif", "--frames", "3", "--out", f"{by_cli}/")
        assert done.returncode == 0, done.stderr
        # Named by the app, and said why (it said "with the format's ending", which the name did not lack).
        [made] = set(by_cli.iterdir()) - seen
        assert done.stderr.splitlines() == [f"epicycles: note: written as {made}, {in_folder}"]
        seen.add(made)
        assert len(seen) == n
    assert (by_cli / written.name).is_file()


def test_the_rope_view_is_named_after_its_chain(tmp_path: Path) -> None:
    done = export(
        "--preset", "heart", "--view", "rope", "--rope", "32", "--format", "png", "--out", f"{tmp_path}/"
    )
    assert done.returncode == 0, done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["rope-32-arrows.png"]


def test_a_folder_not_there_is_refused_by_both_alike(app, tmp_path: Path) -> None:
    done = export("--preset", "heart", "--format", "png", "--out", f"{tmp_path}/nowhere/")
    assert done.returncode == 2 and f"--out: there is no folder {tmp_path}/nowhere" in done.stderr
    open_dialog(app, "PNG still", tmp_path)
    app.exporting.dialog.fields["path"].set_text(f"{tmp_path}/nowhere/")
    press_key(app, pygame.K_RETURN)
    assert app.status.error and f"there is no folder {tmp_path}/nowhere" in app.status.text
    assert list(tmp_path.iterdir()) == []
