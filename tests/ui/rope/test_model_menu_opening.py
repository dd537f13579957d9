"""While a model opens, the Model tab's menu says so ("Opening SmolLM2-135M-Instruct…"), whole on
its button at 1280×800 at 100 % and 125 %, and a menu opened meanwhile shows that row; once the model is open
it names it, and a model that fails gives back what was shown before. (It said "Choose a model…" until the
model's first head came.) Real clicks through the real loop, in both languages; the worker's messages are
held back to keep the model opening."""

from __future__ import annotations

from pathlib import Path

import pytest
from model_helpers import NEEDS_DEMO, pick_in_menu, until
from test_model_cut_short import cut_at
from ui_driver import click, run_frames

from app.i18n import tr
from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
DEMO_SHOWN = "SmolLM2-135M-Instruct"


def on_button(menu) -> str:
    """The text the closed menu's button shows, asserted whole on it."""
    button = menu.current_state.selected_option_button
    assert button.font.size(button.text)[0] <= button.rect.width - 4, button.text  # whole, not cut
    return button.text


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_menu_says_which_model_opens_until_it_is_open(app, lang, scale, monkeypatch) -> None:
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    m, tab = app.state.rope.models, app.rope_panel.model_tab
    until(app, lambda: m.found)
    run_frames(app, 2)
    demo = tr(lang, "model.demo_name", name=DEMO_SHOWN)
    opening = tr(lang, "model.opening", name=DEMO_SHOWN)
    monkeypatch.setattr(tab.work.process, "results", lambda: [])  # (still opening)
    pick_in_menu(app, app.rope_panel.widgets["model_menu"], demo)
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    assert m.busy and m.model is None
    assert on_button(menu) == opening
    click(app, menu.rect.center)  # opened meanwhile: its first row says the same
    rows = [row["text"] for row in menu.current_state.options_selection_list.item_list]
    assert rows[0] == opening and tr(lang, "model.choose") not in rows
    click(app, menu.rect.center)  # (closed again, nothing picked)
    monkeypatch.undo()
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert on_button(app.rope_panel.widgets["model_menu"]) == demo
    assert app.errors == []


def test_a_model_that_fails_to_open_gives_the_menu_back(app, tmp_path: Path, monkeypatch) -> None:
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    m, tab = app.state.rope.models, app.rope_panel.model_tab
    monkeypatch.setattr(tab.work.process, "results", lambda: [])
    app.submit(i.OpenModel(str(cut_at(tmp_path, 2000)), "cut"))
    run_frames(app, 2)
    assert on_button(app.rope_panel.widgets["model_menu"]) == "Opening cut…"
    monkeypatch.undo()
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert app.state.status.error and m.model is None
    assert on_button(app.rope_panel.widgets["model_menu"]) == tr("en", "model.choose")
