"""The Model tab's m − n line runs across the plot's grid (score / reach −1 … 1), not over the numbers at
its edges: opened on a sentence, Δ pauses at m − n, so the line ran through Δ's own number at the plot's
right edge ("11" struck through) and across the Δ tick labels' column on the left."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo
from ui_driver import run_frames

from app.geometry.rope_layout import delta_y
from app.model import intents as i
from app.model.signs import minus
from app.ui.rope.model_view import KEY
from app.ui.rope.rope_plot import ratio_at


@NEEDS_DEMO
@pytest.mark.usefixtures("shared_process")
@pytest.mark.parametrize("size, scale", [((960, 600), 1.0), ((1280, 800), 1.25)], ids=["960x600", "1280x800"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_m_n_line_leaves_the_numbers_at_the_plot_s_edges_whole(
    app, monkeypatch, size, scale, lang
) -> None:
    app.submit_all([i.Resize(size, (4000, 4000)), i.SetUiScale(scale), i.SetLanguage(lang)])
    open_demo(app)
    rope, view = app.state.rope, app.rope_panel.view
    distance = rope.models.reading.distance
    assert rope.content == "head" and rope.delta_int == distance  # (paused at m − n)
    said, blit = [], view.fonts.blit

    def recorded(surface, text, pos, colour, size, anchor="topleft", bold=False):
        said.append((text, size, blit(surface, text, pos, colour, size, anchor, bold)))
        return said[-1][2]

    with monkeypatch.context() as patched:
        patched.setattr(view.fonts, "blit", recorded)
        app.submit(i.Repaint())
        run_frames(app, 2)
    p = app.rope_panel.model_layout.score
    number = [rect for text, size, rect in said if text == minus(distance) and size == 12][-1]  # Δ's own
    row = round(delta_y(p, distance, rope.lo, rope.hi, rope.log_axis))
    assert number.top <= row < number.bottom  # (the line's row passes through it)
    pixels = pygame.surfarray.array3d(app.screen)
    assert not (pixels[number.left : number.right, number.top : number.bottom] == KEY).all(axis=2).any()
    labels = pixels[p.curve[0] : round(ratio_at(p, -1.0)) - app.fonts.scale.px(2), row]
    assert not (labels == KEY).all(axis=1).any()
    assert (pixels[round(ratio_at(p, 0.0)), row] == KEY).all()  # (still drawn across the grid)
