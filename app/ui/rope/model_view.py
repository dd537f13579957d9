"""Draws the Model tab's own parts over the score view's picture: the tokens as chips with the query's
attention row as bars under them (the key's marked), the true distance m − n on the plot with the pass's
own score beside S(m − n), and the frequency-usage map (layers × heads' pairs, the head shown outlined,
the value under the pointer said). The chain, plot and read-outs are the score tab's (ScoreView).

Controls: click a chip for the query m, Shift+click for the key n (model_tab turns that into intents).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
import pygame

from app import config
from app.geometry.model_layout import (
    BAR_H,
    CHIP_H,
    CHIP_PAD,
    USAGE_CAPTION,
    ModelLayout,
    chip_rects,
)
from app.geometry.rope_layout import delta_y
from app.i18n import tr
from app.model.model_state import ModelState, shown_name
from app.model.rope_state import RopeState
from app.model.signs import minus
from app.paths import own_models_folder
from app.ui.fonts import Fonts
from app.ui.rope.rope_plot import ratio_at
from app.ui.rope.rope_text import format_number

if TYPE_CHECKING:  # the reader of models is imported when a model is opened
    from app.llm.tokenizer import Token

CHIP_TEXT = 13  # (the line said in the chips' place too)
HINT_TOP, HINT_LINE = 4, 18  # that line's first baseline's room above it, and its lines' spacing
QUERY = (255, 196, 84)
KEY = (120, 200, 255)
CHIP_BG = (34, 39, 54)
BAR = (110, 120, 150)
COMPARE = (120, 220, 170)
LOW, HIGH = np.array((16, 20, 40), float), np.array((255, 214, 90), float)  # the map's dark and bright ends


def chip_text(text: str) -> str:
    """A token as its chip shows it: a leading space as a dot, line breaks as ↵."""
    return text.replace("\n", "↵").replace(" ", "·", 1) if text.startswith(" ") else text.replace("\n", "↵")


def token_chips(
    fonts: Fonts, m: ModelState, area: tuple[int, int, int, int]
) -> list[tuple[int, int, int, int] | None]:
    """Where each token's chip lies (None: not shown, the sentence being too long for the rows), from the
    first token the wheel chose (m.chips_from)."""
    return chips_from(fonts, m, area, m.chips_from)


def chips_from(
    fonts: Fonts, m: ModelState, area: tuple[int, int, int, int], first: int | None
) -> list[tuple[int, int, int, int] | None]:
    """token_chips from token `first` on (None: ending at the last token)."""
    if m.reading is None:
        return []
    widths = chip_widths(fonts, m.reading.tokens)
    mark = fonts.image(hidden_mark(len(widths)), config.TEXT_DIM, CHIP_TEXT).get_width() + fonts.scale.px(6)
    return chip_rects(widths, area, fonts.scale, mark, first)


def chip_widths(fonts: Fonts, tokens: Sequence[Token]) -> list[int]:
    """The tokens' chips' widths: their words and a pad each side."""
    pad = 2 * fonts.scale.px(CHIP_PAD)
    return [fonts.image(chip_text(t.text), config.TEXT, CHIP_TEXT).get_width() + pad for t in tokens]


def hidden_mark(hidden: int, after: bool = False) -> str:
    """What stands before the first chip shown when the first `hidden` tokens have no room (after: after
    the last one shown, for the tokens after it)."""
    return f"{hidden}…" if after else f"…{hidden}"


class UsageImage:
    """The usage map as an image, kept for one (usage, |q| or |k|, size) at a time."""

    def __init__(self) -> None:
        self._key: tuple[int, str, tuple[int, int]] | None = None
        self._image: pygame.Surface | None = None

    def of(self, m: ModelState, size: tuple[int, int]) -> pygame.Surface | None:
        if m.usage is None or size[0] < 1 or size[1] < 1:
            return None
        key = (id(m.usage), m.usage_of, size)
        if key != self._key or self._image is None:
            values = m.usage.q if m.usage_of == "q" else m.usage.k  # (layers, heads, pairs)
            layers, heads, pairs = values.shape
            grid = values.reshape(layers, heads * pairs) / max(float(values.max()), 1e-12)
            rgb = (LOW + (HIGH - LOW) * np.sqrt(grid)[..., None]).astype(
                np.uint8
            )  # √: the small ones show too
            small = pygame.surfarray.make_surface(np.ascontiguousarray(rgb.transpose(1, 0, 2)))
            self._key, self._image = key, pygame.transform.scale(small, size)
        return self._image


def draw_model(
    surface: pygame.Surface, rope: RopeState, lay: ModelLayout, fonts: Fonts, lang: str, usage: UsageImage
) -> None:
    """Chips, bars and the usage map over the picture the score view drew (the distance mark is drawn last,
    draw_distance: a second head's curve ran through its words)."""
    m = rope.models
    x, y, _, _ = lay.chips
    if m.reading is None:
        px = fonts.scale.px
        for n, line in enumerate(fonts.wrap(model_hint(m, lang), lay.chips[2], CHIP_TEXT)):
            fonts.blit(surface, line, (x, y + px(HINT_TOP) + n * px(HINT_LINE)), config.TEXT_DIM, CHIP_TEXT)
    else:
        _chips(surface, m, lay, fonts)
    _usage(surface, m, lay, fonts, lang, usage)


def still_areas(lay: ModelLayout, fonts: Fonts) -> list[pygame.Rect]:
    """Where the chips with their bars (or the line in their place) and the usage map with its caption lie:
    nothing of the score view's moves there."""
    px = fonts.scale.px
    chips = pygame.Rect(lay.chips).inflate(px(4), 0)
    chips.height += px(BAR_H) + px(6)
    x, y, w, h = lay.usage
    top = y - px(USAGE_CAPTION) - px(2)
    return [chips, pygame.Rect(x - px(2), top, w + px(4), y + h + px(2) - top)]


def model_hint(m: ModelState, lang: str) -> str:
    """The line where the tokens will be, while no sentence is read."""
    if m.busy:
        return tr(lang, "model.busy")
    if m.found:  # no need to tell how to install what the menu already offers
        return tr(lang, "model.pick", first=shown_name(*m.found[0], lang))
    return tr(lang, "model.none", folder=str(own_models_folder()))


def _chips(surface: pygame.Surface, m: ModelState, lay: ModelLayout, fonts: Fonts) -> None:
    r = m.reading
    assert r is not None
    rects = token_chips(fonts, m, lay.chips)
    top = float(r.attention.max()) or 1.0
    for index, (token, rect) in enumerate(zip(r.tokens, rects, strict=True)):
        if rect is None:
            continue
        box = pygame.Rect(rect)
        role = QUERY if index == r.query else KEY if index == r.key else None
        pygame.draw.rect(surface, CHIP_BG, box, border_radius=4)
        if role is not None:
            pygame.draw.rect(surface, role, box, width=2, border_radius=4)
        fonts.blit(surface, chip_text(token.text), box.center, role or config.TEXT, CHIP_TEXT, "center")
        p = float(r.attention[index])
        most, px = fonts.scale.px(BAR_H), fonts.scale.px
        bar_h = max(1, round(most * p / top)) if p > 0 else 0
        bar = pygame.Rect(box.x + px(2), box.bottom + px(2) + most - bar_h, box.w - px(4), bar_h)
        pygame.draw.rect(surface, KEY if index == r.key else BAR, bar)
    shown = [k for k, rect in enumerate(rects) if rect is not None]
    x, y, _, _ = lay.chips
    centre_y = y + fonts.scale.px(CHIP_H) // 2
    if shown and shown[0] > 0:  # in the room chip_rects left for it, level with the chips' words
        fonts.blit(surface, hidden_mark(shown[0]), (x, centre_y), config.TEXT_DIM, CHIP_TEXT, "midleft")
    if shown and shown[-1] < len(rects) - 1:
        lx, ly, lw, _ = rects[shown[-1]]  # type: ignore[misc]
        end = (lx + lw + fonts.scale.px(6), ly + fonts.scale.px(CHIP_H) // 2)
        fonts.blit(
            surface, hidden_mark(len(rects) - 1 - shown[-1], True), end, config.TEXT_DIM, CHIP_TEXT, "midleft"
        )


def draw_distance(
    surface: pygame.Surface, rope: RopeState, lay: ModelLayout, fonts: Fonts, lang: str
) -> pygame.Rect | None:
    """m − n on the plot, with S(m − n) and the pass's own score (its words on a plate: drawn again over
    itself, it changes nothing); what it covers, None if not shown."""
    m, p = rope.models, lay.score
    r = m.reading
    if r is None or not rope.lo <= r.distance <= rope.hi or rope.content != "head":
        return None
    y = round(delta_y(p, r.distance, rope.lo, rope.hi, rope.log_axis))
    px = fonts.scale.px
    # Across the grid (−1 … 1) as its rows are: Δ's tick labels and its own number at the edges stay whole.
    left, right = round(ratio_at(p, -1.0)), round(ratio_at(p, 1.0))
    line = pygame.draw.line(surface, KEY, (left, y), (right, y), px(1))
    own = format_number(m.pass_score) if m.pass_score is not None else "—"
    said = {"delta": minus(r.distance), "score": format_number(r.score), "own": own}
    texts = [tr(lang, key, **said) for key in ("model.distance", "model.distance_short")]
    # Its words keep between the ratio axis' −1 and 1: right of the Δ tick labels, left of where Δ's own
    # number is written at the plot's edge (in a narrow panel they ran over both).
    start, end = left + px(4), right - px(4)
    image = fonts.image(fonts.first_fitting(texts, end - start, 12), KEY, 12)
    spot = image.get_rect(bottomright=(end, y - 1))
    if spot.top < p.curve[1]:
        spot.top = y + 2
    surface.fill(config.ROPE_AREA_BG, spot)
    surface.blit(image, spot)
    return line.union(spot)


def _usage(
    surface: pygame.Surface, m: ModelState, lay: ModelLayout, fonts: Fonts, lang: str, usage: UsageImage
) -> None:
    x, y, w, h = lay.usage
    # A narrow panel shows a shorter form whole (the long one lost its "fast to slow", the columns' order).
    key = "model.usage_q" if m.usage_of == "q" else "model.usage_k"
    caption = fonts.first_fitting([tr(lang, key + form) for form in ("", "_short", "_shortest")], w, 12)
    image = usage.of(m, (w, h))
    above = (x, y - fonts.scale.px(USAGE_CAPTION))
    if image is None:
        fonts.blit(surface, fonts.first_line(caption, w, 12), above, config.TEXT_DIM, 12)
        hint = "model.usage_busy" if m.busy else "model.usage_none"
        fonts.blit(surface, fonts.first_line(tr(lang, hint), w, 12), (x, y + 4), config.TEXT_DIM, 12)
        return
    surface.blit(image, (x, y))
    assert m.usage is not None
    layers, heads, pairs = m.usage.q.shape
    for head in range(1, heads):  # where one head's pairs end and the next's begin
        hx = round(x + head * pairs * w / (heads * pairs))
        pygame.draw.line(surface, config.ROPE_PANEL_BG, (hx, y), (hx, y + h - 1), 1)
    for shown, colour in (((m.layer, m.head), QUERY), (m.compare, COMPARE)):
        if shown is None:
            continue
        layer, head = shown
        cw = w / (heads * pairs)
        column = pygame.Rect(round(x + head * pairs * cw), y, max(1, round(pairs * cw)), h)
        pygame.draw.rect(surface, colour, column, 1)
        row_h = h / layers
        pygame.draw.rect(
            surface, colour, (column.x, round(y + layer * row_h), column.w, max(2, round(row_h))), 1
        )
    if m.pointed is not None and m.pointed[0] < layers and m.pointed[1] < heads * pairs:
        layer, column = m.pointed
        head, pair = divmod(column, pairs)
        values = m.usage.q if m.usage_of == "q" else m.usage.k
        caption = tr(
            lang,
            "model.usage_at",
            layer=layer,
            head=head,
            pair=pair,
            which=m.usage_of,
            value=format_number(float(values[layer, head, pair])),
        )
    fonts.blit(surface, fonts.first_line(caption, w, 12), above, config.TEXT_DIM, 12)
