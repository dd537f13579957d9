"""The RoPE panel's invariance tab: RoPE scores at (m, n) and (m + s, n + s) agree; additive ones do not.

q and k are random (the panel's seed, d = 2N); RoPE's score depends on m - n only, while adding
sinusoidal position vectors, (q + PE(m))·(k + PE(n)), lets m and n in through the cross terms. Below the
comparison, the frequency ladder as a table: pair i, θ_i and wavelength 2π/θ_i (math.md's odometer).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pygame
import pygame_gui

from app import config
from app.geometry.layout import Rect
from app.geometry.rope_layout import PanelLayout
from app.geometry.units import Scale
from app.i18n import counted, tr
from app.identity import Same
from app.model.parse import format_base
from app.model.rope_state import RopeState
from app.model.signs import minus, window_number
from app.ui.fonts import Fonts
from app.ui.rope.rope_text import format_number

EQUAL_RTOL = 1e-9
# A lesson's q and k are named by their non-zero pairs, this many at most (64 components ran over four
# lines and pushed the notes under them to the border).
PAIRS_SAID = 3


def ladder_html(state: RopeState, lang: str = "en", scale: float = 1.0) -> str:
    """The ladder as a monospaced table for a UITextBox: pair, θ_i, wavelength 2π/θ_i (12 px at the UI
    scale). The table's face (Fira Code) has no Hangul: its header is symbols, and a line in the
    language's own face names them."""
    head = f"{'i':>6}  {'θ_i':>11}  {'2π/θ_i':>18}"
    lines = [head]
    for i, theta, wavelength in state.ladder_rows():
        # (as the window writes numbers: 1.9869e5, 7.499e−5; not 1.9869e+05, 7.499e-05)
        lines.append(f"{i:>6}  {window_number(f'{theta:.4g}'):>11}  {window_number(f'{wavelength:.5g}'):>18}")
    title = tr(
        lang,
        counted("invariance.ladder", state.n_arrows),
        n=state.n_arrows,
        base=format_base(state.base),
        d=2 * state.n_arrows,
    )
    title += f"<br>{tr(lang, 'invariance.columns')}<br>"
    body = "<br>".join(line.replace(" ", "&nbsp;") for line in lines)
    return f'{title}<font face="fira_code_symbols" pixel_size="{round(12 * scale)}">{body}</font>'


def close(a: float, b: float) -> bool:
    return abs(a - b) <= EQUAL_RTOL * max(1.0, abs(a), abs(b))


def invariance_head(state: RopeState, lang: str) -> str:
    """Whose q and k the table scores: the seed's random ones, or a lesson's (named by their pairs)."""
    d, base = 2 * state.n_arrows, format_base(state.base)
    if state.content != "custom":
        return tr(lang, "invariance.head", seed=state.seed, d=d, base=base)
    q, k = (np.reshape(v, (-1, 2)) for v in state.qk())
    used = [j for j in range(len(q)) if q[j].any() or k[j].any()]
    said = [tr(lang, "invariance.pair", j=j, q=_vector(q[j]), k=_vector(k[j])) for j in used[:PAIRS_SAID]]
    if len(used) > PAIRS_SAID:
        more = len(used) - PAIRS_SAID
        said.append(tr(lang, counted("invariance.more_pairs", more), n=more))
    pairs = "; ".join(said) or tr(lang, "invariance.all_zero")
    key = "invariance.head_custom" if 0 < len(used) < len(q) else "invariance.head_custom_all"
    return tr(lang, key, pairs=pairs, d=d, base=base)


def _vector(v: object) -> str:
    return "(" + ", ".join(window_number(f"{float(x):g}") for x in v) + ")"  # type: ignore[attr-defined]


def draw_invariance(
    surface: pygame.Surface, state: RopeState, layout: PanelLayout, fonts: Fonts, lang: str = "en"
) -> pygame.Rect:
    """The comparison table and a bar for each score, drawn inside layout.inv_view (at the UI scale);
    returns what its head and notes cover."""
    px = fonts.scale.px
    surface.fill(config.ROPE_PANEL_BG, layout.panel)
    area = pygame.Rect(layout.inv_view)
    surface.fill(config.ROPE_AREA_BG, area)
    pygame.draw.rect(surface, config.ROPE_AREA_BORDER, area, px(1))
    inv = state.invariance
    m, n, s = state.inv_m, state.inv_n, state.inv_shift
    dim, bright = config.TEXT_DIM, config.TEXT
    x, y = area.left + px(10), area.top + px(8)
    words = []  # what the words cover (they stay inside the area)
    for line in fonts.wrap(invariance_head(state, lang), area.width - px(20), 12):  # a lesson's q and k
        words.append(fonts.blit(surface, line, (x, y), dim, 12))  # ran past the edge at 960x600
        y += px(16)
    rows = (
        ("RoPE  q·R(n−m)k", inv.rope_mn, inv.rope_shifted, config.ROPE_ROPE_SCORE),
        ("(q+PE(m))·(k+PE(n))", inv.additive_mn, inv.additive_shifted, config.ROPE_ADDITIVE_SCORE),
    )
    # The columns at their shares of the area, or further right where the names and numbers need it (a
    # large UI scale, a narrow panel): a number never runs into a name.
    name_w = max(fonts.image(name, colour, 13).get_width() for name, _, _, colour in rows)
    number_w = max(
        fonts.image(format_number(v), bright, 13).get_width() for _, a, b, _ in rows for v in (a, b)
    )
    heads = (
        tr(lang, "invariance.at_mn", m=minus(m), n=minus(n)),
        tr(lang, "invariance.at", m=minus(m + s), n=minus(n + s)),
    )
    head_w = [fonts.image(head, dim, 12).get_width() for head in heads]
    col1 = max(x + round(area.width * 0.40), x + name_w + px(8) + number_w, x + head_w[0])
    col2 = max(x + round(area.width * 0.68), col1 + px(8) + max(number_w, head_w[1]))
    y += px(8)
    axis_top = y + px(24)
    fonts.blit(surface, heads[0], (col1, y), dim, 12, "topright")
    fonts.blit(surface, heads[1], (col2, y), dim, 12, "topright")
    fonts.blit(surface, tr(lang, "invariance.equal"), (area.right - px(10), y), dim, 12, "topright")
    biggest = max(1e-9, *(abs(v) for _, a, b, _ in rows for v in (a, b)))
    bar_w = area.width - px(20)
    for name, a, b, colour in rows:
        y += px(22)
        fonts.blit(surface, name, (x, y), colour, 13)
        fonts.blit(surface, format_number(a), (col1, y), bright, 13, "topright")
        fonts.blit(surface, format_number(b), (col2, y), bright, 13, "topright")
        same = close(a, b)
        said = tr(lang, "invariance.yes" if same else "invariance.no")
        fonts.blit(surface, said, (area.right - px(10), y), colour, 13, "topright")
        # two bars from a common zero: the scores at (m, n) and at the shifted pair
        zero = x + bar_w // 2
        for k, v in enumerate((a, b)):
            by = y + px(19 + 5 * k)
            length = round(v / biggest * (bar_w // 2 - px(4)))
            bar = pygame.Rect(min(zero, zero + length), by, abs(length) or 1, px(3))
            surface.fill(colour if k == 0 else tuple(c // 2 + 30 for c in colour), bar)
        y += px(10)
    pygame.draw.line(
        surface, config.ROPE_AXIS, (x + bar_w // 2, axis_top), (x + bar_w // 2, y + px(20)), px(1)
    )
    y += px(26)
    words.append(fonts.blit(surface, tr(lang, "invariance.note1", d=minus(m - n)), (x, y), dim, 12))
    words.append(fonts.blit(surface, tr(lang, "invariance.note2"), (x, y + px(16)), dim, 12))
    return words[0].unionall(words[1:])


class InvariancePicture:
    """draw_invariance, again only where asked while what it shows is the same (it paints every pixel of
    the panel, so drawing it anew under a rectangle changes nothing else)."""

    def __init__(self) -> None:
        self._shows: tuple | None = None

    def draw(
        self, surface: pygame.Surface, state: RopeState, layout: PanelLayout, fonts: Fonts, lang: str,
        restore: Sequence[Rect] | None,
    ) -> list[pygame.Rect]:  # fmt: skip
        """All of it when what it shows changed or restore is None, else only under restore; returns the
        rectangles drawn."""
        shows = (Same(state.invariance), state.inv_m, state.inv_n, state.inv_shift, lang, layout, fonts.scale)
        shows += (invariance_head(state, lang),)
        if restore is None or shows != self._shows:
            self._shows = shows
            draw_invariance(surface, state, layout, fonts, lang)
            return [pygame.Rect(layout.panel)]
        clip, drawn = surface.get_clip(), [pygame.Rect(r) for r in restore]
        for rect in drawn:
            surface.set_clip(rect.clip(clip))
            draw_invariance(surface, state, layout, fonts, lang)
        surface.set_clip(clip)
        return drawn


LADDER_FACE = "fira_code_symbols_regular_aa_"  # the ladder table's face, by size, as pygame_gui names it


def preload_ladder(manager: pygame_gui.UIManager, ui: Scale) -> None:
    """Load the ladder table's face at the UI scale once (pygame_gui warns of a second load)."""
    if not manager.get_theme().get_font_dictionary().check_font_preloaded(f"{LADDER_FACE}{ui.px(12)}"):
        manager.preload_fonts([{"name": "fira_code_symbols", "point_size": ui.px(12), "style": "regular"}])
