"""Drawing a frame (mixed into EpicyclesApp): whole after input, else only what moves, and pushing to the
display just the rectangles that changed (app/ui/damage.py has the pieces).

A calm frame (no input for WIDGETS_SETTLE_S, no window or text field open, no file read or film written)
skips pygame_gui's hover checks and redraws the canvas, the RoPE panel's picture and the widgets the sync
changed; the rest of the screen is still the last frame's.
"""

from __future__ import annotations

from typing import Any

import pygame

from app import config
from app.ui.canvas_view import draw_canvas
from app.ui.damage import draw_widgets_in, fill_gaps
from app.ui.focus import typing
from app.ui.window_layout import uncovered

FINISH_FRAMES = 10  # updates a widget gets after being told something new (a button has a few looks)


class WindowDrawing:
    """Mixed into EpicyclesApp: what each frame draws and pushes."""

    state: Any
    manager: Any
    view: Any
    rope_panel: Any
    widgets: Any
    reader: Any
    exporting: Any
    calm_for: float
    live: bool
    redraw_all: bool
    pushed: list[Any] | None
    news_seen = 0
    finish_left = 0

    def widgets_live(self) -> bool:
        """pygame_gui has something to do this frame: input came lately (hover, tooltips, held buttons), a
        window is open, a text field is typed in, or a file is being read or a film written."""
        return (
            self.calm_for < config.WIDGETS_SETTLE_S
            or bool(self.manager.get_window_stack().get_full_stack())
            or typing(self.manager)
            or self.reader is not None
            or self.exporting.busy
            or any(pygame.mouse.get_pressed())
        )

    def finishing(self, news: int) -> bool:
        """Whether widgets were told something new (news: Shown.news) in the last FINISH_FRAMES frames:
        pygame_gui redraws a widget's looks one per update."""
        if news != self.news_seen:
            self.news_seen, self.finish_left = news, FINISH_FRAMES
        if self.finish_left == 0:
            return False
        self.finish_left -= 1
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The canvas and the panel's picture, which move; the widgets all when the frame is live, else only
        those the sync changed and those over the pictures (app/ui/damage.py). Sets what to push."""
        changed = self.widgets.changed()
        if self.live or self.redraw_all or changed is None:
            self.redraw_all = False
            self.draw_whole(surface)
            self.pushed = None
            return
        pictures = self.pictures()
        fill_gaps(surface, changed, pictures)
        self.draw_pictures(surface)
        self.pushed = [*pictures, *changed]
        draw_widgets_in(surface, self.manager, self.pushed)

    def draw_whole(self, surface: pygame.Surface) -> None:
        # The canvas and the panel's drawing paint every pixel of their rectangles: fill only the rest.
        for part in uncovered(surface.get_rect(), self.pictures()):
            surface.fill(config.BG, part)
        self.draw_pictures(surface)
        self.manager.draw_ui(surface)

    def pictures(self) -> list[Any]:
        """The rectangles drawn anew every frame: the canvas and the RoPE panel's picture."""
        return [self.view.rect, self.rope_panel.layout.panel]

    def draw_pictures(self, surface: pygame.Surface) -> None:
        draw_canvas(surface, self.view, self.state)
        self.rope_panel.draw(surface)

    def present(self) -> None:
        """Push the frame: the whole window, or only what this frame drew anew."""
        if self.pushed is None:
            pygame.display.flip()
        else:
            pygame.display.update(self.pushed)
