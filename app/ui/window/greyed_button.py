"""A button drawn greyed that still says why: pygame_gui's disabled button shows no tooltip, so this one
keeps itself enabled in the theme's disabled look, and its owner leaves its press unheard or says why."""

from __future__ import annotations

import functools
from collections.abc import Callable

from pygame_gui.elements import UIButton


def _then_grey(method: Callable[[UIButton], None]) -> Callable[[GreyedButton], None]:
    @functools.wraps(method)
    def kept(self: GreyedButton) -> None:
        method(self)
        self._grey()

    return kept


class GreyedButton(UIButton):
    """A UIButton in the disabled look while `greyed`: hovered, pressed or rebuilt (a new size, language or
    UI scale), it stays so; its tooltip still shows."""

    def __init__(self, *args: object, greyed: bool = False, **kwargs: object) -> None:
        self.greyed = greyed
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    def set_greyed(self, greyed: bool, tip: str) -> None:
        """Grey it or not, its tooltip saying why (or what it does)."""
        if tip != self.tool_tip_text:
            self.set_tooltip(tip)
        if greyed == self.greyed:
            return
        self.greyed = greyed
        shape = self.drawable_shape
        if shape is not None:
            shape.set_active_state("disabled" if greyed else "hovered" if self.hovered else "normal")

    def _grey(self) -> None:
        if self.greyed and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("disabled")

    def set_dimensions(self, dimensions: tuple[int, int], clamp_to_container: bool = False) -> None:
        """Its grey look drawn at the new size now: pygame_gui redraws a shape's looks at a new size over
        the next frames, and meanwhile showed the old one, which after a smaller UI scale reached past
        the dialog's right edge, where nothing drew over it again."""
        super().set_dimensions(dimensions, clamp_to_container)
        shape = self.drawable_shape
        if self.greyed and shape is not None:
            if "disabled" in shape.states_to_redraw_queue:
                shape.states_to_redraw_queue.remove("disabled")
            shape.redraw_state("disabled")
            self.on_fresh_drawable_shape_ready()

    # Each of pygame_gui's own look changes (hover, press, a fresh shape), then the grey look back.
    on_hovered = _then_grey(UIButton.on_hovered)
    on_unhovered = _then_grey(UIButton.on_unhovered)
    _set_active = _then_grey(UIButton._set_active)
    _set_inactive = _then_grey(UIButton._set_inactive)
    on_fresh_drawable_shape_ready = _then_grey(UIButton.on_fresh_drawable_shape_ready)
