"""The canvas' third row of widgets: the camera (Fit, Follow), strokes (ends, Finish) and the saved drawing
on screen (Rename…, Delete…). Like the other widgets they only return intents and show the state."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from app import config
from app.geometry.units import UNSCALED, Scale
from app.i18n import tr
from app.model import intents as i
from app.model.state import AppState
from app.ui.window.check_box import CheckBox
from app.ui.window.shown import Shown, Told


class CanvasTools:
    """Fit, Follow, stroke ends, Finish, Rename…, Delete…"""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        rect: pygame.Rect,
        state: AppState,
        told: Told,
        ui: Scale = UNSCALED,
    ) -> None:
        self.manager = manager
        self.told = told
        self.elements: list[Any] = []
        self.build(rect, state, ui)

    def build(self, rect: pygame.Rect, state: AppState, ui: Scale = UNSCALED) -> None:
        """(Re)create the row at the bottom of the controls' rect, at the UI scale ui."""
        for element in self.elements:
            element.kill()
        px = ui.px
        m, pad, row = self.manager, px(config.PAD), px(config.CONTROL_ROW)
        y = rect.bottom - pad - row
        x = rect.left + pad

        def button(width: int, text: str, tip: str) -> UIButton:
            nonlocal x
            made = UIButton(pygame.Rect(x, y, px(width), row), text, m, tool_tip_text=tip)
            x += px(width) + px(6)
            return made

        self.fit_button = button(46, "epicycles.ui.tools.fit", "epicycles.ui.tools.fit_tip")
        self.follow_box = CheckBox(
            pygame.Rect(x, y + px(8), px(18), px(18)),
            "epicycles.ui.tools.follow",
            m,
            initial_state=state.camera.follow,
            tool_tip_text="epicycles.ui.tools.follow_tip",
        )
        x += px(86)
        self.ends_button = button(116, "", "epicycles.ui.tools.ends_tip")
        self.finish_button = button(70, "epicycles.ui.tools.finish", "epicycles.ui.tools.finish_tip")
        self.rename_button = button(84, "epicycles.ui.tools.rename", "epicycles.ui.tools.rename_tip")
        self.delete_button = button(76, "epicycles.ui.tools.delete", "epicycles.ui.tools.delete_tip")
        self.text_button = button(64, "epicycles.ui.tools.text", "epicycles.ui.tools.text_tip")
        self.elements = [
            self.fit_button,
            self.follow_box,
            self.ends_button,
            self.finish_button,
            self.rename_button,
            self.delete_button,
            self.text_button,
        ]
        self.shown = Shown(self.told)
        self.sync(state)

    def process_event(self, event: pygame.event.Event) -> object | None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return {
                self.fit_button: i.FitView(),
                self.ends_button: i.CycleStrokeEnds(),
                self.finish_button: i.FinishDrawing(),
                self.rename_button: i.RenameDialog(),
                self.delete_button: i.DeleteDialog(),
                self.text_button: i.OpenTextDialog(),
            }.get(element)
        ticked = (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED)
        if event.type in ticked and element is self.follow_box:
            return i.ToggleFollow(event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
        return None

    def sync(self, state: AppState) -> None:
        self.shown.set_text("ends", self.ends_button, tr(state.lang, f"ui.tools.ends_{state.stroke_ends}"))
        self.shown.set_state("follow", self.follow_box, state.camera.follow)
        saved = state.source.startswith("saved:")
        for key, widget, on in (
            ("finish", self.finish_button, bool(state.pending)),
            ("rename", self.rename_button, saved),
            ("delete", self.delete_button, saved),
        ):
            if self.shown.changed(key, on, widget) and on:
                widget.enable()
            elif self.shown.values[key] is False and widget.is_enabled:
                widget.disable()
