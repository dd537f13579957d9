"""The faint curves' captions along the plot's foot sit under the curve, not over its last rows: at 960×600
"흐린 선: 스케일링 없이" ("faint: without scaling") covered the bars of the largest Δ, and in the Model tab
"흐린 선: 앞으로의 S(Δ)" the real head's curve there."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo
from ui_driver import run_frames

from app.model import intents as i


@pytest.mark.parametrize("scale", [1.0, None], ids=["100%", "auto"])
@pytest.mark.parametrize("lang", ["ko", "en"])
@pytest.mark.parametrize("bound", [False, True], ids=["scaling", "scaling+bound"])
def test_the_faint_captions_are_clear_of_the_curve(app, lang, scale, bound) -> None:
    app.submit(i.Resize((960, 600), (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetRopeScaling(kind="linear"))
    if bound:
        app.submit(i.Show("rope_bound", True))
    run_frames(app, 40)
    _captions_clear_of_the_curve(app)


@NEEDS_DEMO
@pytest.mark.usefixtures("shared_process")
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_real_head_s_caption_is_clear_of_its_curve(app, lang) -> None:
    app.submit(i.Resize((960, 600), (4000, 4000)))
    app.submit(i.SetUiScale(1.0))
    app.submit(i.SetLanguage(lang))
    open_demo(app)
    run_frames(app, 40)
    _captions_clear_of_the_curve(app)


def _captions_clear_of_the_curve(app) -> None:
    view, panel = app.rope_panel.view, app.rope_panel.layout
    plot = pygame.Rect(panel.plot)
    at = pygame.Rect(panel.panel).topleft
    captions = [plate.move(at) for _, plate in view._plates if plate.move(at).top > plot.centery]
    assert captions, "no caption at the plot's foot"
    lowest = max(view._row_y)  # the curve's last row (Δ at the window's end), as drawn
    assert plot.top < lowest < plot.bottom
    for caption in captions:
        assert plot.contains(caption)
        assert caption.top > lowest, (caption, lowest)
