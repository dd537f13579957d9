"""What the widgets were last told to show, so that sync only touches what the state changed.

Comparing with what was last shown, not with the widget, leaves alone a widget the user has just
moved or ticked whose event has not been handled yet.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Shown:
    """Last value shown per key."""

    # The widgets every Shown told something new since the window last looked: pygame_gui needs a few
    # updates to finish redrawing them, even when no input comes (WindowDrawing.finish_widgets). None
    # stands for a change whose widget is not named (`changed` alone): then every widget is updated.
    told: ClassVar[list[Any]] = []

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}

    @staticmethod
    def tell(element: Any) -> None:
        """Note that element was told something new outside a Shown (it needs its few updates too)."""
        Shown.told.append(element)

    def changed(self, key: str, value: Any, element: Any = None) -> bool:
        """True (and remember value) unless value is what key last showed; element: the widget the caller
        will tell (None: some widget, or several)."""
        if key in self.values and self.values[key] == value:
            return False
        self.values[key] = value
        Shown.tell(element)
        return True

    def set_text(self, key: str, element: Any, text: str) -> None:
        """element.set_text(text), only when the text is new."""
        if self.changed(key, text, element):
            element.set_text(text)

    def set_value(self, key: str, slider: Any, value: float) -> None:
        """slider.set_current_value(value), only when the state's value is new (not when the knob moved)."""
        if self.changed(key, value, slider):
            slider.set_current_value(value)

    def set_state(self, key: str, box: Any, on: bool) -> None:
        """box.set_state(on), only when the state's value is new (a click toggles the box a frame early)."""
        if self.changed(key, on, box):
            box.set_state(on)
