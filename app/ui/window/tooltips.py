"""pygame_gui's tooltips never take a click. A tooltip lies on the top layer until the next update finds the
pointer off its owner, so a pointer that jumps onto it and clicks in the same frame pressed the tooltip:
its text box took the press and the keyboard focus, the field under it got neither, and the keys typed next
went to the shortcuts. A press drops the tooltips under it first, and reaches what they covered. And a
tooltip shown stays over the windows and menus that open after it came up."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITooltip


def drop_tooltips_at(manager: pygame_gui.UIManager, pos: tuple[int, int]) -> None:
    """Kill every tooltip that lies over pos (with its text box). Its owner keeps the dead one until the
    pointer leaves it, so no new one comes up at once (a desktop's tooltip, too, stays away after a click)."""
    for sprite in manager.get_sprite_group().sprites():
        if isinstance(sprite, UITooltip) and pygame.Rect(sprite.rect).collidepoint(pos):
            sprite.kill()


def tooltips_on_top(manager: pygame_gui.UIManager) -> bool:
    """Every tooltip shown (with its text box) lifted over every window and open menu: pygame_gui lays one
    above what there was when it came up, and a window opened after it (I opening the inspector with the
    pointer still on a tab) covered most of its words. Whether any moved."""
    sprites = manager.get_sprite_group().sprites()
    tips = [sprite for sprite in sprites if isinstance(sprite, UITooltip)]
    if not tips:
        return False
    parts = {id(tip): [p for p in (tip, tip.text_block) if p is not None] for tip in tips}
    own = {id(part) for shown in parts.values() for part in shown}
    windows = manager.get_window_stack().get_full_stack()  # (a window's top lies above its sprites')
    layers = [sprite.layer for sprite in sprites if id(sprite) not in own]
    top = max([*layers, *(window.get_top_layer() for window in windows)], default=0)
    moved = False
    for shown in parts.values():
        rise = top + 1 - min(part.layer for part in shown)
        if rise > 0:
            for part in shown:
                part.change_layer(part.layer + rise)
            moved = True
    return moved
