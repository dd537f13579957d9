"""The Model tab's menu offers the models found each time the tab is shown: a model put into one of the
usual folders while the app ran (as the tab's hint says to) was offered only after a restart."""

from __future__ import annotations

import pytest
from ui_driver import run_frames

from app.model import intents as i
from app.ui.rope import model_tab


def show_tab(app, tab: str) -> None:
    app.submit(i.SetRopeTab(tab))
    run_frames(app)
    finder = app.rope_panel.model_tab.finder
    if finder is not None:
        finder.join(30)
    run_frames(app)


def test_a_model_put_in_a_folder_meanwhile_is_offered_when_the_tab_is_shown_again(app, monkeypatch) -> None:
    there = [("a.gguf", "/models/a.gguf")]
    monkeypatch.setattr(model_tab, "look_for_models", lambda out: out.put(i.ModelsFound(tuple(there))))
    monkeypatch.setattr(app.rope_panel.model_tab.work.process, "start", lambda: None)  # (no model is read)
    show_tab(app, "model")
    assert app.state.rope.models.found == (("a.gguf", "/models/a.gguf"),)
    there.append(("b.gguf", "/models/b.gguf"))
    run_frames(app, 3)
    assert len(app.state.rope.models.found) == 1  # looked for when the tab is shown, not every frame
    show_tab(app, "score")
    show_tab(app, "model")
    assert [name for name, _ in app.state.rope.models.found] == ["a.gguf", "b.gguf"]
    version = app.state.rope.models.version
    show_tab(app, "score")
    show_tab(app, "model")
    assert app.state.rope.models.version == version  # the same models found: nothing shown anew


@pytest.mark.usefixtures("shared_process")
def test_a_model_refused_keeps_its_line_when_the_models_are_found_after(app, tmp_path) -> None:
    """(The models found, coming in after a quick refusal, wiped its line: a model dropped on the window shows
    the tab and asks for the model at once, and a cut copy is refused before the usual folders are walked.)"""
    from model_helpers import until

    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF\x03\x00\x00\x00" + b"\xff" * 40)
    m = app.state.rope.models
    app.submit(i.OpenModel(str(bad), "broken"))
    until(app, lambda: not m.busy)
    said = app.state.status
    assert said.error and "broken.gguf" in said.text
    app.rope_panel.model_tab.work.results.put(
        i.ModelsFound((("a.gguf", "/models/a.gguf"),))
    )  # (the finder's way)
    run_frames(app, 2)
    assert m.found == (("a.gguf", "/models/a.gguf"),) and app.state.status == said
