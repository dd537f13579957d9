"""pygame_gui's check box, toggled by its words too, set from the state without a word back, and shown
reached by the keyboard.

pygame_gui's check box takes clicks on its box only: its words are a label of their own, and a click on
them (or on the gap before them) did nothing, where every desktop toolkit toggles the box. Here the box's
hit area is the box, the gap and its words, so a click or a hover there acts as on the box.

pygame_gui's `set_state` posts the same CHECKED / UNCHECKED event a click does, so a box the app set
from its state came back as the user's input a frame later (F while following the pen ended follow mode,
the box cleared, and its event said "Stopped following the pen." over "Fitted: …"). Here it only shows
the state; clicks still post their events.

Its box's own "selected" look means ticked, so the keyboard's focus look (control_keys.py) is a plate in
the theme's selected look behind the box and its words, as a button reached is drawn. Space and Enter
toggle it only while it shows that plate: a click's focus shows nothing, and took them unseen (Space after
a click on Circles toggled the circles and paused the canvas; Enter on Invert also pressed Use).
"""

from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UICheckBox, UIPanel

FOCUS_PLATE = ObjectID("#keyboard_focus")  # theme.json: a button's selected look


class CheckBox(UICheckBox):
    plate: UIPanel | None = None  # the keyboard's focus look, while Tab has reached the box

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

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if self.plate is None:
                return False
            if event.key == pygame.K_KP_ENTER:  # (pygame_gui's box knows the main Enter only)
                event = pygame.event.Event(pygame.KEYDOWN, {**event.dict, "key": pygame.K_RETURN})
        return super().process_event(event)

    def show_reached(self, reached: bool) -> None:
        """The plate behind the box and its words while `reached`, fitted to where they are now (a dialog is
        enlarged to the UI scale after it opens); none otherwise."""
        container = self.ui_container
        if not (reached and self.visible and container is not None):
            if self.plate is not None:
                self.plate.kill()
                self.plate = None
            return
        h = self.rect.height
        area = self.rect.union(self.text_label.rect).inflate(h * 2 // 3, h * 4 // 9)
        at = area.move(-container.rect.x, -container.rect.y)
        if self.plate is None:  # (at the container's own layer: under the box and its words)
            self.plate = UIPanel(at, 0, self.ui_manager, container=container, object_id=FOCUS_PLATE)
        elif self.plate.rect != area:
            self.plate.set_relative_position(at.topleft)
            self.plate.set_dimensions(at.size)

    def kill(self) -> None:
        self.show_reached(False)
        super().kill()
