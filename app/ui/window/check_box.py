"""pygame_gui's check box, toggled by its words too, and set from the state without a word back.

pygame_gui's check box takes clicks on its box only: its words are a label of their own, and a click on
them (or on the gap before them) did nothing, where every desktop toolkit toggles the box. Here the box's
hit area is the box, the gap and its words, so a click or a hover there acts as on the box.

pygame_gui's `set_state` posts the same CHECKED / UNCHECKED event a click does, so a box the app set
from its state came back as the user's input a frame later (F while following the pen ended follow mode,
the box cleared, and its event said "Stopped following the pen." over "Fitted: …"). Here it only shows
the state; clicks still post their events.
"""

from __future__ import annotations

from pygame_gui.elements import UICheckBox


class CheckBox(UICheckBox):
    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        label = getattr(self, "text_label", None)  # (made after the box, in its constructor)
        if label is None or not label.visible:
            return super().hover_point(hover_x, hover_y)
        area = self.rect.union(label.rect)
        if self.ui_container is not None:  # (what shows of it: a panel's container may cut it off)
            area = area.clip(self.ui_container.rect)
        return area.collidepoint(hover_x, hover_y)

    def set_state(self, new_state: bool | str) -> None:
        if new_state == "indeterminate" or not isinstance(new_state, bool):
            super().set_state(new_state)  # (the app has none; pygame_gui posts nothing for it)
        elif new_state != self.is_checked or self.is_indeterminate:
            self.is_checked, self.is_indeterminate = new_state, False
            self._update_visual_state()
