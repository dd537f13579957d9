"""The model menu opened while a model opens stays as it was seen until it is used: the model's first head
came, the menu was made anew (closed, without its "Choose a model…" row), and a click meant for "Open
model…" moved the Layer slider under it. Through the real loop with real clicks, in both languages."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, pick_in_menu, until
from ui_driver import centre, click, run_frames

from app.i18n import tr
from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_menu_open_while_a_model_opens_keeps_its_rows_until_used(app, lang, monkeypatch) -> None:
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    m, tab, w = app.state.rope.models, app.rope_panel.model_tab, app.rope_panel.widgets
    until(app, lambda: m.found)  # the demo is offered
    run_frames(app, 2)
    monkeypatch.setattr(tab.work.process, "results", lambda: [])  # nothing comes until the menu is open
    pick_in_menu(app, w["model_menu"], tr(lang, "model.demo_name", name="SmolLM2-135M-Instruct"))
    assert m.busy and m.model is None
    menu = w["model_menu"]
    click(app, menu.rect.center)  # opened again while the model opens
    rows = menu.current_state.options_selection_list.item_list
    row = next(r["button_element"] for r in rows if r["text"] == tr(lang, "model.open"))
    where = centre(row.rect)
    monkeypatch.undo()
    until(app, lambda: m.model is not None)  # its first head comes meanwhile
    run_frames(app, 2)
    assert app.rope_panel.widgets["model_menu"].current_state is menu.menu_states["expanded"]
    click(app, where)
    assert tab.dialog is not None and m.layer == 0  # Open model… opened; the slider under it left alone
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    names = [o[0] for o in app.rope_panel.widgets["model_menu"].options_list]
    assert tr(lang, "model.choose") not in names  # (made anew once used)
