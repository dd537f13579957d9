"""pygame_gui's horizontal slider with arrow buttons that follow the UI scale, and that can step by what
the slider sets rather than by a fixed part of its range.

pygame_gui makes a slider's arrow buttons 20 px wide whatever the theme says; its sliding button's width is
a theme value (theme.py scales it). Here the arrows are as wide as the sliding button, so at 200 % they are
40 px as the rest of the slider is.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from app.ui.window.widget_events import post_widget_event

Steps = Callable[[float, int], float]  # a position and a way (−1, +1) → the position one step that way


class Slider(UIHorizontalSlider):
    """steps: where ◀ and ▶ (and ← → on the focused slider) go from a position, for a slider whose fixed
    click increment is no steady step of what it sets (the arrow count's is logarithmic: a tenth of its
    range near the top was 32 arrows of 512, and none of 8, so eight quick clicks took 8 arrows to 6)."""

    def __init__(self, *args: object, steps: Steps | None = None, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.steps = steps

    def rebuild(self) -> None:
        self.default_button_width = self.sliding_button_width  # (read by rebuild for the arrows)
        super().rebuild()

    def process_event(self, event: pygame.event.Event) -> bool:
        arrows = (self.left_button, self.right_button)
        if (
            self.steps is not None
            and event.type == pygame_gui.UI_BUTTON_PRESSED
            and event.ui_element in arrows
        ):
            if self.button_held_repeat_acc < self.button_held_repeat_time:  # (not the end of a held press)
                self.step(-1 if event.ui_element is self.left_button else 1)
            return True
        return super().process_event(event)

    def step(self, way: int) -> None:
        """One step of `steps` that way, told as a move of the slider (nothing at either end)."""
        assert self.steps is not None
        value = self.steps(self.get_current_value(), way)
        if value == self.get_current_value():
            return
        self.set_current_value(value, False)
        post_widget_event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, self, value=self.current_value)
