"""pygame_gui's check box, toggled by its words too.

pygame_gui's check box takes clicks on its box only: its words are a label of their own, and a click on
them (or on the gap before them) did nothing, where every desktop toolkit toggles the box. Here the box's
hit area is the box, the gap and its words, so a click or a hover there acts as on the box.
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
