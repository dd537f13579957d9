"""Open… on a folder the system will not let the user look in, through the real loop (as `nobody`: root
looks in any folder): Enter on its typed path, or a double-click on it in the list, says why in the status
line, in the window's language, and the path typed stays to be mended; the curve stays. (The dialog went
back to the last folder listed, or listed one it could not enter as empty, without a word.)"""

from __future__ import annotations

import pygame
from test_open_typed import open_dialog, type_over
from ui_driver import post, press_key, run_frames
from unprivileged import as_unprivileged, reachable_dir

from app.model import intents as i


def closed_folders(monkeypatch):
    """A reachable folder holding "shut/" (no permission at all) and "names/" (its names may be read, but
    not what they are), each with a curve file inside; and the data folder of the user who runs the task
    (Open… starts there)."""
    top = reachable_dir()
    (top / "data").mkdir()
    (top / "data").chmod(0o777)
    monkeypatch.setenv(
        "XDG_DATA_HOME", str(top / "data")
    )  # (the test's own, under pytest's tmp_path, is root's)
    for name, mode in (("shut", 0o000), ("names", 0o444)):
        (top / name).mkdir()
        (top / name / "c.json").write_text('{"points": [[0, 0], [1, 0], [0, 1]]}', encoding="utf-8")
        (top / name).chmod(mode)
    return top


def entered(app, typed: str) -> tuple[str, str, bool]:
    """The status line, the path line and whether the curve stayed, after typed + Enter in Open…."""
    before = app.state.epicycles.curve
    dialog = app.windows.open_dialog.window or open_dialog(app)
    type_over(app, dialog, typed)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    line = app.windows.open_dialog.window.file_path_text_line.get_text()
    return app.status.text, line, app.state.epicycles.curve is before


def test_enter_on_a_folder_that_cannot_be_looked_in_says_so(app, monkeypatch) -> None:
    top = closed_folders(monkeypatch)

    def task() -> list[tuple[str, str, bool]]:
        said = [entered(app, f"{top}/shut/"), entered(app, f"{top}/names/")]
        app.submit(i.SetLanguage("ko"))
        run_frames(app, 2)
        return [*said, entered(app, f"{top}/shut/")]

    (shut, shut_line, kept), (names, names_line, kept_too), (ko, _, _) = as_unprivileged(task)
    assert "shut: cannot look in this folder (permission denied)" in shut and kept
    assert shut_line == f"{top}/shut/"
    assert "names: cannot look in this folder (permission denied)" in names and kept_too
    assert names_line == f"{top}/names/"
    assert "shut: 이 폴더 안을 볼 수 없습니다(권한이 없습니다)" in ko


def test_a_double_click_on_a_folder_that_cannot_be_looked_in_says_so(app, monkeypatch) -> None:
    top = closed_folders(monkeypatch)

    def task() -> str:
        dialog = open_dialog(app)
        type_over(app, dialog, f"{top}/")
        press_key(app, pygame.K_RETURN)
        run_frames(app, 2)
        listed = dialog.file_selection_list
        shown = [item["text"] for item in listed.item_list]
        row = listed.item_list[shown.index("shut/")]["button_element"]
        for _ in range(2):
            post(pygame.MOUSEBUTTONDOWN, pos=row.rect.center, button=1, touch=False, window=None)
            post(pygame.MOUSEBUTTONUP, pos=row.rect.center, button=1, touch=False, window=None)
        run_frames(app, 4)
        return app.status.text

    assert "shut: cannot look in this folder (permission denied)" in as_unprivileged(task)


def test_open_starts_where_it_can_when_the_users_folders_cannot_be_looked_in(app) -> None:
    """The data folder (root's, under pytest's tmp_path) cannot be made, and home (/root) not looked in:
    Ctrl+O said "Something went wrong" (its look for home's drawings folder raised)."""

    def task() -> tuple[bool, str]:
        open_dialog(app)
        return app.windows.open_dialog.window is not None, app.status.text

    shown, said = as_unprivileged(task)
    assert shown and "went wrong" not in said
