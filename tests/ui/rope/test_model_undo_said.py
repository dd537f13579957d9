"""The undo line across a model read names what the Model tab went back to (it said only "content all
ones" while the tab closed its model too), in both languages, through the real loop and keys."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo
from test_model_pick_undo import ctrl
from ui_driver import run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.model_state import DEMO_NAME

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_undo_and_redo_of_a_read_say_the_tab_s_model(app, lang) -> None:
    open_demo(app)
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    ctrl(app, pygame.K_z)
    run_frames(app, 2)
    assert app.state.rope.models.run is None
    assert tr(lang, "history.model_tab_empty") in app.state.status.text, app.state.status.text
    ctrl(app, pygame.K_z, shift=True)
    run_frames(app, 2)
    demo = tr(lang, "history.model_tab", name=tr(lang, "model.demo_name", name=DEMO_NAME))
    assert app.state.rope.models.run is not None and demo in app.state.status.text, app.state.status.text
