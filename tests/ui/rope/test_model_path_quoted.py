"""A path pasted into Open model… in quotes, as a file manager's "copy as path" or a shell gives it
('/home/me/모델 폴더/작은 모델.gguf'), opens the file: it was said to be no file, its name with a stray
quote ("Cannot read the model 작은 모델.gguf': no such file or folder."). Real typing through the loop."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, until
from ui_driver import run_frames, type_into

from app.llm.places import demo_model
from app.model import intents as i
from app.model.model_state import DEMO

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


@pytest.mark.parametrize("quote", ['"', "'"])
def test_a_quoted_path_opens_its_model(app, tmp_path, quote) -> None:
    folder = tmp_path / "모델 폴더"
    folder.mkdir()
    (folder / "작은 모델.gguf").symlink_to(demo_model())  # (the demo's file by another path: opened as it)
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    m, tab = app.state.rope.models, app.rope_panel.model_tab
    tab.open_dialog(tmp_path)
    run_frames(app, 1)
    type_into(app, tab.dialog.file_path_text_line.rect, f"{quote}{folder / '작은 모델.gguf'}{quote}")
    until(app, lambda: not m.busy and (m.model is not None or app.state.status.error))
    run_frames(app, 2)
    assert not app.state.status.error, app.state.status.text
    assert m.model is not None and m.path == DEMO and tab.dialog is None and not app.errors
