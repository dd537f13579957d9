"""pygame_gui's tooltips never take a click. A tooltip lies on the top layer until the next update finds the
pointer off its owner, so a pointer that jumps onto it and clicks in the same frame pressed the tooltip:
its text box took the press and the keyboard focus, the field under it got neither, and the keys typed next
went to the shortcuts. A press drops the tooltips under it first, and reaches what they covered."""

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
