"""Enter on Open model…'s path line and Esc close together (in one batch of events, or Esc in the frame
after), through the real loop with real key events, the dialog opened from the Model tab's menu: Enter first
starts the model's read and Esc then stops it, saying so. (Esc closed the dialog before pygame_gui's answer
came, a frame or two later: the model was never read, without a word.)"""

from __future__ import annotations

import pygame
import pytest
from model_helpers import pick_in_menu, until
from tiny_gguf import write_tiny
from ui_driver import click, post, run_frames

from app.model import intents as i

pytestmark = pytest.mark.usefixtures("shared_process")


def key(key: int) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def typed_in_open_model(app, path) -> None:
    """The Model tab shown, Open model… picked in its menu, the path typed over its path line."""
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    tab = app.rope_panel.model_tab
    pick_in_menu(app, app.rope_panel.widgets["model_menu"], "Open model…")
    run_frames(app, 2)
    line = tab.dialog.file_path_text_line
    click(app, line.rect.center)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    post(pygame.TEXTINPUT, text=str(path))
    run_frames(app, 2)
    assert line.get_text() == str(path)


STOPPED = "Stopped opening tiny; no model is open."  # (as "Opening tiny…" named it)


@pytest.mark.parametrize("frames_between", [0, 1], ids=["one-batch", "esc-a-frame-later"])
def test_enter_then_esc_starts_the_read_and_esc_stops_it(app, tmp_path, frames_between) -> None:
    path = write_tiny(tmp_path / "tiny.gguf")
    m = app.state.rope.models
    asked = m.seq
    typed_in_open_model(app, path)
    key(pygame.K_RETURN)
    run_frames(app, frames_between)
    key(pygame.K_ESCAPE)
    run_frames(app, 1)
    assert m.seq == asked + 1  # the model's read was asked for
    assert app.status.text == STOPPED and not m.busy
    until(app, lambda: app.rope_panel.model_tab.work.window is None)
    run_frames(app, 4)
    assert app.rope_panel.model_tab.dialog is None and not app.windows.windows()
    assert m.model is None and m.name == "" and app.status.text == STOPPED
    assert app.errors == []


def test_esc_then_enter_closes_the_dialog_and_reads_nothing(app, tmp_path) -> None:
    path = write_tiny(tmp_path / "tiny.gguf")
    m = app.state.rope.models
    asked = m.seq
    typed_in_open_model(app, path)
    key(pygame.K_ESCAPE)
    key(pygame.K_RETURN)
    run_frames(app, 4)
    assert app.rope_panel.model_tab.dialog is None and not app.windows.windows()
    assert m.seq == asked and m.model is None and "tiny" not in app.status.text
