"""A second head beside the first (the lesson's real heads): the Model tab's chain area is split, the chosen
head's chain on the left (the score view draws it there), the second head's on the right at the same Δ for
the same pair, zoomed to its own size; each half names its head in the colour that outlines it on the usage
map, and the second head's score S(Δ) runs over the plot beside the first's. Drawn whole each frame over
the score view's picture, as the rest of the Model tab is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np
import pygame

from app import config
from app.geometry.model_layout import ModelLayout
from app.geometry.rope_scales import chain_extents, chain_frame
from app.i18n import tr
from app.identity import Same
from app.math.rope import chain_joints, scores
from app.model.rope_state import RopeState
from app.ui.fonts import Colour, Fonts
from app.ui.rope.rope_chain import (
    TIP_DOT,
    draw_chain_arrows,
    draw_chain_circles,
    draw_chain_scale,
    kept_clear,
)
from app.ui.rope.rope_plot import envelope, ratio_x
from app.ui.rope.rope_text import ladder_colours
from app.ui.scale import polyline

if TYPE_CHECKING:  # the reader of models is imported when a model is opened
    from app.llm.heads import HeadReading

CAPTION = 12
NAME_BAND = 22  # the heads' names' band along the chains' top (at scale 1)


class CompareView:
    """The second head's chain, captions and curve, with what changes only with its reading kept."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._key: tuple[object, ...] | None = None
        self._extents = np.ones((1, 4))
        self._colours: list[Colour] = []
        self._curve: list[list[float]] = []

    def _prepare(self, rope: RopeState, reading: HeadReading, lay: ModelLayout) -> None:
        key = (Same(reading), rope.lo, rope.hi, rope.log_axis, lay)
        if key == self._key:
            return
        self._key = key
        omega, h = reading.omega, reading.h
        self._extents = chain_extents(rope.lo, rope.hi, omega, h)
        self._colours = ladder_colours(h.size)
        reach = float(np.abs(h).sum())
        ratio = scores(np.arange(rope.lo, rope.hi + 1), omega, h) / reach if reach > 0 else np.zeros(1)
        layout = lay.split
        self._curve = envelope(rope, layout, ratio_x(layout, ratio))[3].tolist() if reach > 0 else []

    def draw(
        self,
        surface: pygame.Surface,
        rope: RopeState,
        shown: tuple[Colour, Colour],
        lay: ModelLayout,
        lang: str,
    ) -> None:
        """The second head (rope.models.compare_reading) beside the first; shown: the two heads' colours."""
        m = rope.models
        reading, first = m.compare_reading, m.reading
        if reading is None or first is None:
            return
        self._prepare(rope, reading, lay)
        fonts, px = self.fonts, self.fonts.scale.px
        if len(self._curve) >= 2:
            polyline(surface, shown[1], self._curve, px(1))
        left, right = pygame.Rect(lay.split.chain), pygame.Rect(lay.compare_chain)
        surface.fill(config.ROPE_AREA_BG, right.inflate(-2, -2))
        gap_x = (left.right + right.left) // 2
        divider = ((gap_x, right.top + px(24)), (gap_x, right.bottom - px(4)))
        pygame.draw.line(surface, config.ROPE_GRID, *divider)
        clear = kept_clear(fonts, lang, px(NAME_BAND))  # (under the two heads' names, over the scale bar)
        frame = chain_frame(
            replace(lay.split, chain=tuple(right)), self._extents, rope.lo, rope.delta, *clear
        )
        joints = chain_joints(rope.delta, reading.omega, reading.h)
        points = np.column_stack(
            [frame.origin_x + frame.scale * joints.real, frame.origin_y - frame.scale * joints.imag]
        ).tolist()
        clip = surface.get_clip()
        surface.set_clip(right.inflate(-2, -2).clip(clip))
        ox, oy, thin = frame.origin_x, frame.origin_y, px(1)
        pygame.draw.line(surface, config.ROPE_GRID, (right.left + 1, oy), (right.right - 2, oy), thin)
        pygame.draw.line(surface, config.ROPE_GRID, (ox, right.top + 1), (ox, right.bottom - 2), thin)
        pygame.draw.circle(surface, config.ROPE_ORIGIN, (ox, oy), px(3))
        if rope.show_circles:
            draw_chain_circles(surface, points[:-1], (np.abs(reading.h) * frame.scale).tolist(), fonts.scale)
        draw_chain_arrows(surface, self._colours, points, fonts.scale)
        pygame.draw.circle(surface, config.ROPE_MARKER, points[-1], px(TIP_DOT))
        surface.set_clip(clip)
        draw_chain_scale(surface, right, frame.scale, fonts, lang)
        # Each half's name over the score view's one (which would run across both), in its head's colour.
        surface.fill(config.ROPE_AREA_BG, (left.x + 1, left.y + 1, right.right - left.x - 2, px(NAME_BAND)))
        for head, colour, area in ((first, shown[0], left), (reading, shown[1], right)):
            said = {"n": head.h.size, "layer": head.layer, "head": head.head}
            texts = [tr(lang, key, **said) for key in ("model.beside", "model.beside_short")]
            name = fonts.first_fitting(texts, area.w - px(16), CAPTION)
            fonts.blit(surface, name, (area.x + px(8), area.y + px(6)), colour, CAPTION)
