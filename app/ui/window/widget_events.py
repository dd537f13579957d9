"""pygame_gui's own events of a widget, made or posted as its clicks and keys make them: for what the
window does on a widget's behalf (Enter presses a dialog's button, a key moves a slider, Ctrl+Z undoes a
field's edit), so that the widget's listeners hear of it as of a click."""

from __future__ import annotations

import pygame
from pygame_gui.core import UIElement


def widget_event(kind: int, element: UIElement, **more: object) -> pygame.event.Event:
    """pygame_gui's event of `kind` for element, with `more` attributes (its text, value, …)."""
    return pygame.event.Event(
        kind, {"ui_element": element, "ui_object_id": element.most_specific_combined_id, **more}
    )


def post_widget_event(kind: int, element: UIElement, **more: object) -> None:
    """widget_event, posted for the next turn of the loop, as pygame_gui posts its own."""
    pygame.event.post(widget_event(kind, element, **more))
