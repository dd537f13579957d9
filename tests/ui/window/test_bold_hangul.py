"""Bold Korean is drawn bold: the executable ships no bold Hangul face, and the help's names of things and
its keys were drawn in the regular one, like the words beside them. Where bold is asked for, the regular
face is now emboldened by the renderer (pygame_gui's widgets and the app's own text alike)."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UITextBox
from support import ink, pixels
from ui_driver import run_frames

from app.model import intents as i
from app.ui import fonts as fonts_module
from app.ui.fonts import Fonts
from app.ui.scale import Scale

WORDS = {"ko": "화살표와 자취", "en": "Arrows and trail"}
BOLDER = 1.15  # bold covers this much more than regular, at least (English: about 1.5)


def covered(box: UITextBox) -> int:
    """Light pixels of the box's words (its background is dark)."""
    return int((pixels(box.image).sum(axis=2) > 300).sum())


@pytest.mark.parametrize("factor", [1.0, 1.25])
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_bold_words_in_a_text_box_cover_more_than_regular_ones(app, lang, factor) -> None:
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetUiScale(factor))
    run_frames(app, 2)
    rect = pygame.Rect(0, 0, 600, 80)
    bold = UITextBox(f"<b>{WORDS[lang]}</b>", rect, app.manager)
    regular = UITextBox(WORDS[lang], rect, app.manager)
    assert covered(bold) > BOLDER * covered(regular)


@pytest.fixture
def no_bold_hangul_file(monkeypatch):
    """As in the executable, which ships no bold Hangul face (this venv's pygame_gui has one)."""
    monkeypatch.setattr(
        fonts_module, "_bold_or_regular", lambda folder, family, bold: folder / f"{family}-Regular.ttf"
    )
    fonts_module.face_path.cache_clear()
    yield
    fonts_module.face_path.cache_clear()


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_apps_own_bold_text_is_bold(display, no_bold_hangul_file, lang) -> None:
    assert fonts_module.face_path("noto_kr", True) == fonts_module.face_path("noto_kr", False)
    fonts = Fonts(Scale(1.0))
    bold = fonts.render(WORDS[lang], (255, 255, 255), 15, bold=True)
    regular = fonts.render(WORDS[lang], (255, 255, 255), 15)
    assert ink([bold]) > BOLDER * ink([regular])
