"""The mouse on the canvas as intents: draw with the left button (Shift adds a stroke), pan with the right
or middle button, zoom with the wheel about the cursor. Files dropped on the window are opened by the loop.

Only the gesture in progress (which button pans, where it was) is kept here; everything else is state.
"""

from __future__ import annotations

import pygame

from app.geometry.camera import WHEEL_STEP
from app.geometry.view_transform import ViewTransform
from app.model import intents as i
from app.model.state import AppState

PAN_BUTTONS = (2, 3)  # middle and right


class CanvasInput:
    """Turns mouse events over the canvas into Stroke, Pan and Zoom intents."""

    def __init__(self) -> None:
        self.panning: tuple[int, int] | None = None  # where the pan button last was
        self.adding = False  # Shift was held when this stroke started
        self.leaving = False  # its press took the keyboard from a text field

    def intent(
        self,
        event: pygame.event.Event,
        state: AppState,
        view: ViewTransform,
        free: bool,
        leaving: bool = False,
    ) -> object | None:
        """The intent for a mouse event; `free` says the pointer is on the canvas and no widget took it,
        `leaving` that a text field had the keyboard until this press."""
        on_canvas = free and pygame.Rect(view.rect).collidepoint(getattr(event, "pos", (-1, -1)))
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if free and pygame.Rect(view.rect).collidepoint(pos) and event.y:
                return i.Zoom(WHEEL_STEP ** float(getattr(event, "precise_y", event.y) or event.y), pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in PAN_BUTTONS and on_canvas:
            self.panning = event.pos
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button in PAN_BUTTONS:
            self.panning = None
            return None
        if event.type == pygame.MOUSEMOTION and self.panning is not None:
            dx, dy = event.pos[0] - self.panning[0], event.pos[1] - self.panning[1]
            self.panning = event.pos
            return i.Pan(dx, dy) if dx or dy else None
        drawing = state.stroke is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and on_canvas:
            self.adding = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
            self.leaving = leaving
            return i.Stroke(event.pos, "start", view)
        if event.type == pygame.MOUSEMOTION and drawing:
            return i.Stroke(event.pos, "move", view)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drawing:
            return self.end(event.pos, view)
        return None

    def end(self, pos: tuple[int, int], view: ViewTransform) -> i.Stroke:
        """The stroke being drawn ended at pos, as its release there ends it."""
        return i.Stroke(pos, "end", view, add=self.adding, leaving=self.leaving)
