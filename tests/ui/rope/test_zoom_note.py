"""The chain's zoom note under its scale bar: whole where it fits, its short form in the lesson's two
half-width chains (both halves cut "chain zoomed to its size; the guide bends to the…" mid-clause), else
none; never a sentence cut short."""

from __future__ import annotations

import pygame
import pytest

from app import config
from app.geometry.model_layout import model_layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import Scale
from app.i18n import tr
from app.ui.fonts import Fonts
from app.ui.rope.rope_chain import draw_chain_scale


class Seen(Fonts):
    """Fonts that remember every text drawn."""

    def __init__(self, scale: Scale | None = None) -> None:
        super().__init__(scale)
        self.texts: list[str] = []

    def image(self, text: str, colour, size: int, bold: bool = False) -> pygame.Surface:
        self.texts.append(text)
        return super().image(text, colour, size, bold)


def note_drawn(chain: tuple[int, int, int, int], zoom: float, lang: str, ui: Scale) -> str:
    fonts = Seen(ui)
    surface = pygame.Surface((chain[0] + chain[2] + 10, chain[1] + chain[3] + 10))
    surface.fill(config.ROPE_AREA_BG)
    draw_chain_scale(surface, pygame.Rect(chain), zoom, fonts, lang)
    return fonts.texts[-1]  # (the bar's number, then the note)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("panel", "factor"), [((794, 0, 486, 772), 1.0), ((2380, 0, 1460, 2104), 2.0)])
@pytest.mark.parametrize("zoom", [3.0, 11.0, 40.0])
def test_the_lesson_s_half_chains_say_the_short_note_whole(display, lang, panel, factor, zoom) -> None:
    ui = Scale(factor)
    lay = model_layout(panel_layout(panel, ui=ui), ui)
    whole, short = tr(lang, "rope_view.zoom_note"), tr(lang, "rope_view.zoom_note_short")
    for half in (lay.split.chain, lay.compare_chain):
        assert note_drawn(half, zoom, lang, ui) in (whole, short, "")
    assert note_drawn(lay.split.chain, 11.0, lang, ui) == short  # (the lesson's usual zoom)
    assert note_drawn(lay.score.chain, zoom, lang, ui) == whole  # the whole width keeps the whole note


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_where_not_even_the_short_note_fits_there_is_none(display, lang) -> None:
    assert note_drawn((0, 0, 120, 100), 2.0, lang, Scale()) == ""
