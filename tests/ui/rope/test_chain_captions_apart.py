"""The captions over the chain (its name and the 'fast ▬▬ slow' legend) stand on plates that never overlap:
under a long name the legend was put a fixed 30 px below the chain's top, and its plate ran 2 to 5 px into
the name's at 100 %, 125 % and 150 % (a real head's name in the Model tab, a published model's with
scaling in the Score tab). Checked at every UI scale in the smallest window it allows and the largest."""

from __future__ import annotations

import itertools

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo
from ui_driver import run_frames

from app.model import intents as i

SCALES = (1.0, 1.25, 1.5, 2.0)
LARGEST = (3840, 2160)


def windows() -> list[tuple[tuple[int, int], float]]:
    """Each scale in the smallest window that fits it (960×600 times the scale) and in the largest."""
    return [(size, s) for s in SCALES for size in ((round(960 * s), round(600 * s)), LARGEST)]


def at(app, size: tuple[int, int], scale: float, lang: str) -> None:
    app.submit_all([i.Resize(size, (4000, 4000)), i.SetUiScale(scale), i.SetLanguage(lang)])
    run_frames(app, 4)
    assert app.screen.get_size() == size and app.fonts.scale.factor == scale


def plates_apart(app, where: str) -> None:
    view = app.rope_panel.view
    chain = pygame.Rect(app.rope_panel.layout.chain).move(-app.rope_panel.rect.x, -app.rope_panel.rect.y)
    plates = [plate for _, plate in view._plates]
    over_chain = [plate for plate in plates if plate.top < chain.centery]
    assert len(over_chain) == 2, (where, plates)  # the name and the legend
    name, legend = over_chain
    assert legend.right > name.right or legend.top >= name.bottom, where  # (the legend is the second)
    for a, b in itertools.combinations(plates, 2):
        assert not a.colliderect(b), (where, a, b, a.clip(b))


@NEEDS_DEMO
@pytest.mark.usefixtures("shared_process")
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_real_head_s_name_and_the_legend_keep_apart(app, lang) -> None:
    open_demo(app, "The cat sat on the mat because the cat was very tired that day.")
    for size, scale in windows():
        at(app, size, scale, lang)
        plates_apart(app, f"{size} {scale}")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_published_model_s_name_and_the_legend_keep_apart(app, lang) -> None:
    app.submit_all([i.SetRopeModel("Llama-3.1-8B"), i.SetRopeScaling(kind="yarn")])
    for size, scale in windows():
        at(app, size, scale, lang)
        plates_apart(app, f"{size} {scale}")
