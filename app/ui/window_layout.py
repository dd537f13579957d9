"""Where everything goes in the window: the canvas' fitted view and laying the widgets out again on a
resize (mixed into EpicyclesApp), the largest window allowed, and the parts of the window nothing covers."""

from __future__ import annotations

from typing import Any

import pygame

from app import config
from app.geometry.layout import compute_layout
from app.geometry.view_transform import ViewTransform, fit_box
from app.ui.canvas_view import CANVAS_FOOTER, CANVAS_HEADER
from app.ui.epicycle_controls import EpicycleControls


class WindowLayout:
    """Mixed into EpicyclesApp: its layout, view and widgets' rectangles."""

    state: Any
    layout: Any
    manager: Any
    screen: Any
    status: Any
    controls: Any
    tools: Any
    rope_panel: Any
    help_window: Any
    file_dialog: Any
    inspector: Any
    dialogs: Any
    lesson_box: Any

    def view_inputs(self) -> tuple[object, ...]:
        s = self.state
        return (s.epicycles.curve, s.view_box, s.view_margin, self.layout.canvas)

    def fit_view(self) -> ViewTransform:
        """Fit the curve's box to the canvas; fitted curves keep clear of the caption and the hint."""
        s = self.state
        if s.view_margin == 0.0:  # a drawing: exactly where it was drawn
            return fit_box(s.view_box, self.layout.canvas, 0.0)
        return fit_box(s.view_box, self.layout.canvas, s.view_margin, CANVAS_HEADER, CANVAS_FOOTER)

    def relayout(self, size: tuple[int, int], force: bool = False) -> None:
        """Lay everything out again for a window of `size` (already checked by Resize).

        `force` also closes the dialogs (after an error, one of them may be what failed).
        """
        if force:
            for window in (self.help_window, self.file_dialog, self.inspector):
                if window is not None:
                    window.kill()
            self.help_window = self.file_dialog = self.inspector = None
            self.dialogs.close()
            self.lesson_box.close()
            self.lesson_box.sync(self.state, self.layout.canvas)
        if pygame.display.get_surface().get_size() != size:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = pygame.display.get_surface()
        self.manager.set_window_resolution(size)
        self.layout = compute_layout(size, EpicycleControls.HEIGHT)
        self.status.build(pygame.Rect(self.layout.status))
        s = self.state
        rect = pygame.Rect(self.layout.controls)
        self.controls.build(rect, s.epicycles, s.source, s.drawing is not None, s.saved)
        self.tools.build(rect, s)
        self.rope_panel.set_rect(pygame.Rect(self.layout.panel))


def largest_window() -> tuple[int, int]:
    """The largest window allowed: MAX_WINDOW_SIZE, or a display's size if one is larger still."""
    sizes = [*pygame.display.get_desktop_sizes(), config.MAX_WINDOW_SIZE]
    return max(w for w, _ in sizes), max(h for _, h in sizes)


def uncovered(whole: pygame.Rect, covers: list[tuple[int, int, int, int]]) -> list[pygame.Rect]:
    """Rectangles that together cover `whole` except the `covers` (each cut away in turn)."""
    parts = [pygame.Rect(whole)]
    for cover in covers:
        hole = pygame.Rect(cover)
        rest = []
        for part in parts:
            cut = part.clip(hole)
            if not cut:
                rest.append(part)
                continue
            rest += [
                pygame.Rect(part.left, part.top, part.width, cut.top - part.top),
                pygame.Rect(part.left, cut.bottom, part.width, part.bottom - cut.bottom),
                pygame.Rect(part.left, cut.top, cut.left - part.left, cut.height),
                pygame.Rect(cut.right, cut.top, part.right - cut.right, cut.height),
            ]
        parts = [p for p in rest if p.width > 0 and p.height > 0]
    return parts
