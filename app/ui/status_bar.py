"""The status bar along the bottom: the latest message on the left, frames per second on the right."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UILabel


class StatusBar:
    """Two labels: the state's status line (shown as it changes) and the frame rate."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect) -> None:
        self.manager = manager
        self.text = ""
        self.error = False
        self._fps_text = ""
        self.message_label: UILabel | None = None
        self.fps_label: UILabel | None = None
        self.build(rect)

    def build(self, rect: pygame.Rect) -> None:
        for label in (self.message_label, self.fps_label):
            if label is not None:
                label.kill()
        self.rect = rect
        fps_w = 90
        self.message_label = UILabel(
            pygame.Rect(rect.left + 8, rect.top, rect.width - fps_w - 16, rect.height),
            self.text or " ",
            self.manager,
            object_id="#status_error" if self.error else "#status_info",
        )
        self.fps_label = UILabel(
            pygame.Rect(rect.right - fps_w - 8, rect.top, fps_w, rect.height),
            self._fps_text or " ",
            self.manager,
            object_id="#status_fps",
        )

    def show(self, text: str, error: bool = False) -> None:
        """Show the message (if it is new); errors show in a warm colour."""
        if (text, error) == (self.text, self.error):
            return
        changed_kind = error != self.error
        self.text, self.error = text, error
        if changed_kind:
            self.build(self.rect)
        else:
            assert self.message_label is not None
            self.message_label.set_text(text or " ")

    def show_fps(self, fps: float) -> None:
        text = f"{fps:4.0f} FPS"
        if text != self._fps_text and self.fps_label is not None:
            self._fps_text = text
            self.fps_label.set_text(text)
