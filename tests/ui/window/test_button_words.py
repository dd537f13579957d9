"""Every button of the window shows its words whole, in either language, at every UI scale and in
every state its words change with (the Korean Export… had lost its "…" to a button too narrow for it)."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton
from ui_driver import run_frames

from app.model import intents as i
from app.ui.app import EpicyclesApp

ROOM = (
    3  # px at scale 1 between a button's words and its borders, at the least (words touching them look cut)
)
STATES = (  # each intent twice: both words of a button that names its state (Pause/Play, the order, Ends)
    *(i.TogglePlay(), i.TogglePlay()),
    *(i.ToggleOrder(), i.ToggleOrder()),
    *(i.CycleStrokeEnds(),) * 3,
)


def cut_words(app: EpicyclesApp) -> list[str]:
    """The window's buttons whose words, with ROOM beside them, are wider than the room inside their
    borders."""
    cut = []
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, UIButton) and element.visible and element.text:
            words = translate(element.text)
            font = app.manager.ui_theme.get_font(element.combined_element_ids)
            sides = element.border_width  # (pygame_gui's: one width a side)
            inside = element.rect.width - sides["left"] - sides["right"]
            if font.size(words)[0] + ROOM * app.layout.ui.factor > inside:
                cut.append(f"{words!r}: {font.size(words)[0]} px in {element.rect.width}")
    return cut


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(
    ("size", "scale"), [((960, 600), 1.0), ((1280, 800), 1.25), ((1440, 900), 1.5), ((1920, 1200), 2.0)]
)
def test_every_button_shows_its_words_whole(
    tmp_path, monkeypatch, lang: str, size: tuple[int, int], scale: float
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    app = EpicyclesApp(size=size, lang=lang)
    try:
        app.submit(i.SetUiScale(scale))
        run_frames(app, 2)
        assert app.layout.ui.factor == scale
        cut = cut_words(app)
        for intent in STATES:
            app.submit(intent)
            run_frames(app, 1)
            cut += cut_words(app)
        assert not cut, sorted(set(cut))
    finally:
        pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_buttons_that_open_a_window_say_so_with_an_ellipsis(app, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 1)
    c, t = app.controls, app.tools
    for button in (c.open_button, c.export_button, t.rename_button, t.delete_button, t.text_button):
        assert translate(button.text).endswith("…"), translate(button.text)
