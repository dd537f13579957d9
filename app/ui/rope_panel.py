"""Placeholder RoPE panel (replaced by the real panel)."""

from __future__ import annotations

import pygame
import pygame_gui


class RopePanel:
    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect, view: str = "2") -> None:
        self.manager = manager
        self.rect = rect
        self.messages: list[tuple[str, bool]] = []

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def process_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 22, 30), self.rect)
