"""A tooltip shown stays over a window opened after it: I opened the inspector with the pointer still on the
Invariance tab, and the tab's tooltip ("RoPE depends on m - n only; …") lay under the inspector, its first
line showing above the title bar and the rest hidden."""

from __future__ import annotations

import pygame
from ui_driver import hovered_tip, press_key, run_frames


def test_a_tooltip_stays_over_the_inspector_opened_under_it(app) -> None:
    tab = app.rope_panel.widgets["tab_invariance"]
    assert hovered_tip(app, tab)  # the pointer rests on the tab: its tooltip is up
    press_key(app, pygame.K_i, unicode="i")
    run_frames(app, 2)
    inspector = app.windows.inspector.window
    tip = tab.tool_tip
    assert tip is not None and tip.alive() and tab.rect.collidepoint(pygame.mouse.get_pos())
    over = pygame.Rect(tip.rect).clip(inspector.rect)
    assert over.width > 20 and over.height > 20  # (the inspector opens where the tooltip hangs)
    assert min(tip.layer, tip.text_block.layer) > inspector.get_top_layer()
    drawn = tip.text_block.image  # the tooltip's own pixels, where it meets the inspector
    for x, y in (over.center, (over.left + 5, over.bottom - 5), (over.right - 5, over.top + 5)):
        local = (x - tip.text_block.rect.x, y - tip.text_block.rect.y)
        assert app.screen.get_at((x, y))[:3] == drawn.get_at(local)[:3], (x, y)
