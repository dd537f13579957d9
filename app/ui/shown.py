"""What the widgets were last told to show, so that sync only touches what the state changed.

Comparing with what was last shown, not with the widget, leaves alone a widget the user has just
moved or ticked whose event has not been handled yet.
"""

from __future__ import annotations

from typing import Any


class Shown:
    """Last value shown per key."""

    # Every Shown's news, counted together: after widgets are told something new, pygame_gui needs a few
    # updates to finish redrawing them, even when no input comes (see EpicyclesApp.update).
    news = 0

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}

    def changed(self, key: str, value: Any) -> bool:
        """True (and remember value) unless value is what key last showed."""
        if key in self.values and self.values[key] == value:
            return False
        self.values[key] = value
        Shown.news += 1
        return True

    def set_text(self, key: str, element: Any, text: str) -> None:
        """element.set_text(text), only when the text is new."""
        if self.changed(key, text):
            element.set_text(text)

    def set_value(self, key: str, slider: Any, value: float) -> None:
        """slider.set_current_value(value), only when the state's value is new (not when the knob moved)."""
        if self.changed(key, value):
            slider.set_current_value(value)

    def set_state(self, key: str, box: Any, on: bool) -> None:
        """box.set_state(on), only when the state's value is new (a click toggles the box a frame early)."""
        if self.changed(key, on):
            box.set_state(on)
