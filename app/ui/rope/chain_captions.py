"""The captions over the RoPE chain: its name (top left) and the 'fast ▬▬ slow' legend of the arrows'
colours (top right: on the name's line when both fit there, else under it), and the plate every caption of
the score picture stands on (the background round its words, drawn again over the chain and the curve).

The legend is placed from the rectangles measured, the name's plate and its own: put a fixed 30 px under
the chain's top, its plate ran 2 to 5 px into a long name's at 100 % to 150 %.
"""

from __future__ import annotations

import pygame

from app import config
from app.i18n import tr
from app.ui.fonts import Fonts
from app.ui.rope.rope_text import ladder_colours

RAMP_STEPS = 40  # the legend's colour ramp, a pixel (at the UI scale) a step
CAPTION, LEGEND = 12, 11  # their text sizes


def plate(caption: pygame.Rect, fonts: Fonts) -> pygame.Rect:
    """The plate under a caption's words: a few pixels of background round them."""
    dp = fonts.scale.px
    return caption.inflate(dp(6), dp(2))


def draw_chain_captions(
    bg: pygame.Surface, chain: pygame.Rect, names: tuple[str, ...], fonts: Fonts, lang: str
) -> list[pygame.Rect]:
    """The chain's name, the first of its forms (long to short) whole in the area's width, else the last
    cut, and the legend; where each is. (A real head's, cut, lost its key n: the number most needed.)"""
    dp = fonts.scale.px
    text = fonts.first_fitting(names, chain.w - dp(16), CAPTION)
    name = fonts.blit(bg, text, (chain.left + dp(8), chain.top + dp(6)), config.TEXT_DIM, CAPTION)
    return [name, _draw_legend(bg, chain, fonts, lang, name)]


def _draw_legend(
    bg: pygame.Surface, chain: pygame.Rect, fonts: Fonts, lang: str, name: pygame.Rect
) -> pygame.Rect:
    """The arrows' colour ramp along the ladder between 'fast' and 'slow', ending at the chain's right;
    returns what its words cover."""
    dp = fonts.scale.px
    fast, slow = (
        fonts.image(tr(lang, f"rope_view.{key}"), config.TEXT_DIM, LEGEND) for key in ("fast", "slow")
    )
    step, ramp = dp(1), ladder_colours(RAMP_STEPS)
    width = fast.get_width() + dp(6) + step * len(ramp) + dp(6) + slow.get_width()
    right = chain.right - dp(8)
    if name.right + dp(16) + width <= right:
        y = name.centery
    else:  # its plate a gap under the name's (measured: a Hangul line or a larger scale is taller)
        high = max(fast.get_height(), slow.get_height())
        words = pygame.Rect(0, 0, width, high)
        top = plate(name, fonts).bottom + dp(2) + words.top - plate(words, fonts).top
        y = top + high // 2  # (the words are centred on y: their top is y − high // 2)
    said = bg.blit(slow, slow.get_rect(midright=(right, y)))
    for i, colour in enumerate(ramp):
        bg.fill(colour, (said.left - dp(6) - step * (len(ramp) - i), y - dp(4) // 2, step, dp(4)))
    at = said.left - dp(12) - step * len(ramp)
    return said.union(bg.blit(fast, fast.get_rect(midright=(at, y))))
