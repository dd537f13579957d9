"""The Samples choice beside the arrow count: "200 / [512 ▾]" reads as n arrows of at most N, and N, the
slider's top, is the curve's sample count, chosen here (512 to 16,384). Like the other widgets it only
returns an intent (SetSamples) and shows the state."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UILabel

from app import config
from app.model import intents as i
from app.model.epicycle_state import EpicycleState
from app.ui.window.shown import Shown, Told

COUNT_W, MENU_W = 46, 66  # "16384 /" and "16384 ▾" in the value font; the row lays them out side by side


class SamplesMenu:
    """The arrow count and the Samples drop-down (its entries: SAMPLE_CHOICES, and the curve's own count
    when that is none of them, as the 8-point square's 8 is)."""

    WIDTH = COUNT_W + MENU_W

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        x: int,
        y: int,
        row: int,
        told: Told,
        px: Callable[[float], int] = round,
    ) -> None:
        """At (x, y), row high; px: sizes at the UI scale (WIDTH is at scale 1)."""
        self.manager, self.shown = manager, Shown(told)
        self.count = UILabel(pygame.Rect(x, y, px(COUNT_W), row), "", manager, object_id="@value")
        self.count.set_tooltip("epicycles.ui.controls.samples_tip")  # "200 /" alone does not say what N is
        self.rect = pygame.Rect(x + px(COUNT_W), y, px(self.WIDTH) - px(COUNT_W), row)
        self.menu: UIDropDownMenu | None = None
        self.picked = False  # a pick was answered since the last sync

    @property
    def elements(self) -> list[object]:
        return [self.count, self.menu]

    def sync(self, state: EpicycleState) -> None:
        self.shown.set_text("arrows_value", self.count, f"{state.n_arrows} /")
        top = state.max_arrows
        # Also after a pick, which the curve may not take: the 8-point square keeps its 8, and the menu
        # had gone on showing 2048 (and still did once an undo took the choice back).
        picked, self.picked = self.picked, False
        if not self.shown.changed("samples_top", top) and self.menu is not None and not picked:
            return
        if self.menu is not None:
            self.menu.kill()
        options = [str(n) for n in sorted({*config.SAMPLE_CHOICES, top})]
        # The theme's class of menus that open upwards (this one sits low in the window).
        shape = ObjectID(object_id="#samples_menu", class_id="@rope_menu")
        self.menu = UIDropDownMenu(options, str(top), self.rect, self.manager, object_id=shape)

    def process_event(self, event: pygame.event.Event) -> object | None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.menu:
            self.picked = True
            return i.SetSamples(int(event.text))
        return None

    def kill(self) -> None:
        self.count.kill()
        if self.menu is not None:
            self.menu.kill()
        self.menu = None
