"""Open model… on a folder the user may not look in, through the real loop (as `nobody`: root looks in any
folder): Enter on its typed path says why in the status line, in the window's language, and the path stays
to be mended (it said nothing)."""

from __future__ import annotations

from ui_driver import run_frames, type_into
from unprivileged import as_unprivileged, reachable_dir

from app.model import intents as i


def test_enter_on_a_folder_that_cannot_be_looked_in_says_so(app) -> None:
    top = reachable_dir()
    (top / "shut").mkdir()
    (top / "shut" / "m.gguf").write_bytes(b"GGUF")
    (top / "shut").chmod(0)

    def entered(typed: str) -> tuple[str, str, bool]:
        tab = app.rope_panel.model_tab
        if tab.dialog is None:
            tab.open_dialog(top)
            run_frames(app, 1)
        type_into(app, tab.dialog.file_path_text_line.rect, typed)
        run_frames(app, 2)
        return app.status.text, tab.dialog.file_path_text_line.get_text(), app.status.error

    def task() -> list[tuple[str, str, bool]]:
        said = [entered(f"{top}/shut/")]
        app.submit(i.SetLanguage("ko"))
        run_frames(app, 2)
        return [*said, entered(f"{top}/shut/")]

    (line, typed, refused), (ko, _, _) = as_unprivileged(task)
    assert line == "shut: cannot look in this folder (permission denied)" and refused
    assert typed == f"{top}/shut/"
    assert ko == "shut: 이 폴더 안을 볼 수 없습니다(권한이 없습니다)"
