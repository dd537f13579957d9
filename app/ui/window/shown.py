"""What the widgets were last told to show, so that sync only touches what the state changed.

Comparing with what was last shown, not with the widget, leaves alone a widget the user has just
moved or ticked whose event has not been handled yet.
"""

from __future__ import annotations

from typing import Protocol


class Texted(Protocol):
    def set_text(self, text: str) -> None: ...


class Field(Texted, Protocol):
    def get_text(self) -> str: ...


class Valued(Protocol):
    def set_current_value(self, value: float) -> None: ...


class Ticked(Protocol):
    def set_state(self, on: bool) -> None: ...


EVERY_WIDGET = None  # in a Told: a change whose widget is not named (then every widget is updated)


class Told:
    """The widgets told something new since the painter last looked: pygame_gui needs a few updates to
    finish redrawing them, even when no input comes (app/ui/window/painter.py). One per window."""

    def __init__(self) -> None:
        self.elements: list[object | None] = []

    def tell(self, element: object | None) -> None:
        """Note that element (EVERY_WIDGET: some widget, or several) was told something new."""
        self.elements.append(element)

    def take(self) -> list[object | None]:
        """What was told since the last take, oldest first; the log is then empty."""
        out, self.elements = self.elements, []
        return out


class Shown:
    """Last value shown per key; each change is noted in the window's Told."""

    def __init__(self, told: Told) -> None:
        self.told = told
        self.values: dict[str, object] = {}

    def changed(self, key: str, value: object, element: object | None = EVERY_WIDGET) -> bool:
        """True (and remember value) unless value is what key last showed; element: the widget the caller
        will tell (EVERY_WIDGET: some widget, or several)."""
        if key in self.values and self.values[key] == value:
            return False
        self.values[key] = value
        self.told.tell(element)
        return True

    def set_text(self, key: str, element: Texted, text: str) -> None:
        """element.set_text(text), only when the text is new."""
        if self.changed(key, text, element):
            element.set_text(text)

    def set_field(self, key: str, field: Field, text: str) -> bool:
        """A text field no one is typing in shows text: its own text is what is compared, so what a user
        typed and left with Esc goes back to the state's value (a click elsewhere applies it: router._left).
        True if it changed."""
        if field.get_text() == text:
            return False
        self.values[key] = text
        field.set_text(text)
        self.told.tell(field)
        return True

    def set_value(self, key: str, slider: Valued, value: float) -> None:
        """slider.set_current_value(value), only when the state's value is new (not when the knob moved)."""
        if self.changed(key, value, slider):
            slider.set_current_value(value)

    def set_state(self, key: str, box: Ticked, on: bool) -> None:
        """box.set_state(on), only when the state's value is new (a click toggles the box a frame early)."""
        if self.changed(key, on, box):
            box.set_state(on)
