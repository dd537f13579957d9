"""The epicycle canvas' widgets (pygame_gui) under the canvas. They never change state themselves:
`process_event` returns an intent for the loop to submit, `sync` shows what the state says."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from app import config
from app.geometry.units import UNSCALED, Scale
from app.i18n import tr
from app.io.drawings import SavedDrawing
from app.model import intents as i
from app.model.epicycle_state import EpicycleState
from app.model.readouts import chain_readout
from app.model.signs import minus
from app.model.state import SAVED
from app.ui.canvas.preset_menu import DRAWING_CHOICE, MENU_GROWS, MENU_W, preset_menu
from app.ui.canvas.samples_menu import SamplesMenu
from app.ui.window.check_box import CheckBox
from app.ui.window.shown import Shown, Told
from app.ui.window.slider import Slider

SLIDER_STEPS = 1000  # the arrow slider is logarithmic: position p shows round(N ** (p / SLIDER_STEPS))


def arrows_from_slider(position: float, max_arrows: int) -> int:
    """Logarithmic slider: small counts get as much room as large ones."""
    return max(1, min(max_arrows, round(max_arrows ** (position / SLIDER_STEPS))))


def slider_from_arrows(n: int, max_arrows: int) -> float:
    """The position showing n arrows (not rounded: near the top of a long chain neighbouring counts lie
    less than a step of SLIDER_STEPS apart)."""
    if max_arrows <= 1:
        return float(SLIDER_STEPS)
    return SLIDER_STEPS * math.log(max(n, 1)) / math.log(max_arrows)


def arrows_step(position: float, way: int, max_arrows: int) -> float:
    """The position of one arrow more (way 1) or fewer (−1): what ◀ and ▶ do."""
    n = arrows_from_slider(position, max_arrows)
    return slider_from_arrows(min(max(n + way, 1), max_arrows), max_arrows)


class EpicycleControls:
    """Preset menu, play/step buttons, order toggle, arrow and speed sliders, circle/trail boxes."""

    HEIGHT = 3 * config.CONTROL_ROW + 4 * config.PAD + 20  # the third row is CanvasTools'

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        rect: pygame.Rect,
        state: EpicycleState,
        presets: list[tuple[str, str]],
        current: str,
        told: Told,
        ui: Scale = UNSCALED,
    ) -> None:
        self.told, self.manager, self.presets = told, manager, presets
        self.elements: list[Any] = []
        self.build(rect, state, current, ui=ui)

    def build(
        self,
        rect: pygame.Rect,
        state: EpicycleState,
        current: str,
        has_drawing: bool = False,
        saved: tuple[SavedDrawing, ...] = (),
        ui: Scale = UNSCALED,
    ) -> None:
        """(Re)create every widget inside rect, showing state; every size is at the UI scale ui."""
        self.max_arrows = state.max_arrows  # (the arrow slider's steps: kept as sync shows it)
        for element in self.elements:
            element.kill()
        self.elements = []
        self.px = px = ui.px
        m, pad, row = self.manager, px(config.PAD), px(config.CONTROL_ROW)
        x0, y1 = rect.left + pad, rect.top + pad + px(20)
        y2 = y1 + row + pad
        self.readout = UILabel(
            pygame.Rect(x0, rect.top + px(4), rect.width - 2 * pad, px(20)), "", m, object_id="@readout"
        )
        x = x0
        # Widths that keep the row clear of the help button in a window of the minimum width (960); a wider
        # window gives the menu more, so saved drawings' entries show whole.
        spare = rect.right - pad - px(32 + 6 + MENU_W + 396) - x0  # 396: the rest of the row, to Order
        self.menu_rect = pygame.Rect(x, y1, px(MENU_W) + max(0, min(px(MENU_GROWS), spare)), row)
        self.preset_menu: UIDropDownMenu | None = None
        self._menu_shows: tuple[str, bool, tuple[SavedDrawing, ...], str] | None = None
        self.show_source(current, has_drawing, saved, getattr(self, "lang", "en"))
        x += self.menu_rect.width + px(6)
        self.open_button = UIButton(
            pygame.Rect(x, y1, px(54), row),
            "epicycles.ui.controls.open",
            m,
            tool_tip_text="epicycles.ui.controls.open_tip",
        )
        x += px(54) + px(4)
        self.export_button = UIButton(
            pygame.Rect(x, y1, px(76), row),  # "내보내기…" whole
            "epicycles.ui.controls.export",
            m,
            tool_tip_text="epicycles.ui.controls.export_tip",
        )
        x += px(76) + px(6)
        self.step_back = UIButton(
            pygame.Rect(x, y1, px(30), row), "«", m, tool_tip_text="epicycles.ui.controls.back_tip"
        )
        x += px(30) + px(4)
        self.play_button = UIButton(
            pygame.Rect(x, y1, px(52), row), "", m, tool_tip_text="epicycles.ui.controls.play_tip"
        )
        x += px(52) + px(4)
        self.step_forward = UIButton(
            pygame.Rect(x, y1, px(30), row), "»", m, tool_tip_text="epicycles.ui.controls.forward_tip"
        )
        x += px(30) + px(6)
        self.order_button = UIButton(
            pygame.Rect(x, y1, px(124), row),
            "",
            m,
            tool_tip_text="epicycles.ui.controls.order_tip",
        )
        self.help_button = UIButton(
            pygame.Rect(rect.right - pad - px(32), y1, px(32), row),
            "?",
            m,
            tool_tip_text="epicycles.ui.controls.help_tip",
        )

        x = x0
        label_w, arrows_value_w, speed_value_w, circles_w, trail_w = (
            px(w) for w in (50, SamplesMenu.WIDTH, 56, 78, 58)
        )
        fixed = 2 * label_w + arrows_value_w + speed_value_w + circles_w + trail_w + px(2 * 4 + 3 * 6)
        room = max(px(140), rect.right - pad - x0 - fixed)
        arrows_w = room * 3 // 5  # the arrow count is what people play with most
        speed_w = room - arrows_w
        arrows_label = UILabel(pygame.Rect(x, y2, label_w, row), "epicycles.ui.controls.arrows", m)
        x += label_w
        self.arrows_slider = Slider(
            pygame.Rect(x, y2, arrows_w, row),
            slider_from_arrows(state.n_arrows, state.max_arrows),
            (0.0, float(SLIDER_STEPS)),
            m,
            steps=lambda position, way: arrows_step(position, way, self.max_arrows),
        )
        x += arrows_w + px(4)
        if getattr(self, "samples", None) is not None:
            self.samples.kill()
        self.samples = SamplesMenu(m, x, y2, row, self.told, px)
        x += arrows_value_w + px(6)
        speed_label = UILabel(pygame.Rect(x, y2, label_w, row), "epicycles.ui.controls.speed", m)
        x += label_w
        low, high = config.SPEED_RANGE
        self.speed_slider = Slider(
            pygame.Rect(x, y2, speed_w, row), state.speed, (low, high), m, click_increment=0.25
        )
        x += speed_w + px(4)
        self.speed_value = UILabel(pygame.Rect(x, y2, speed_value_w, row), "", m, object_id="@value")
        x += speed_value_w + px(6)
        self.circles_box = CheckBox(
            pygame.Rect(x, y2 + px(8), px(18), px(18)),
            "epicycles.ui.controls.circles",
            m,
            initial_state=state.show_circles,
            tool_tip_text="epicycles.ui.controls.circles_tip",
        )
        x += circles_w
        self.trail_box = CheckBox(
            pygame.Rect(x, y2 + px(8), px(18), px(18)),
            "epicycles.ui.controls.trail",
            m,
            initial_state=state.show_trail,
            tool_tip_text="epicycles.ui.controls.trail_tip",
        )
        named = ("readout", "open_button", "export_button", "step_back", "play_button", "step_forward")
        named += (
            "order_button",
            "help_button",
            "arrows_slider",
            "speed_slider",
            "speed_value",
        )
        self.elements += [*(getattr(self, name) for name in named), self.circles_box, self.trail_box]
        self.elements += [arrows_label, speed_label]
        self.shown = Shown(self.told)
        self.sync(state, getattr(self, "lang", "en"))

    def show_source(
        self, current: str, has_drawing: bool, saved: tuple[SavedDrawing, ...] = (), lang: str = "en"
    ) -> None:
        """Point the preset menu at the curve's source and list the saved drawings, newest first; only the
        menu is rebuilt, and only if something changed."""
        if self._menu_shows == (current, has_drawing, saved, lang) and self.preset_menu is not None:
            return
        if self.preset_menu is not None:
            self.elements.remove(self.preset_menu)
            self.preset_menu.kill()
        self.preset_menu = preset_menu(
            self.manager, self.menu_rect, self.presets, (current, has_drawing, saved, lang), self.px
        )
        self.elements.append(self.preset_menu)
        self._menu_shows = (current, has_drawing, saved, lang)

    def process_event(self, event: pygame.event.Event, state: EpicycleState, gesture: int) -> object | None:
        """Translate a pygame_gui event from one of these widgets into an intent (None if not ours)."""
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return {
                self.open_button: i.OpenFileDialog(),
                self.export_button: i.OpenExportDialog(),
                self.step_back: i.StepTime(-1),
                self.step_forward: i.StepTime(1),
                self.play_button: i.TogglePlay(),
                self.order_button: i.ToggleOrder(),
                self.help_button: i.ToggleHelp(),
            }.get(element)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and element is self.preset_menu:
            if event.selected_option_id in {name for _, name in self.presets}:
                return i.ShowPreset(event.selected_option_id)
            if event.selected_option_id == DRAWING_CHOICE[1]:
                return i.ShowLastDrawing()
            if event.selected_option_id.startswith(SAVED):
                return i.OpenSavedDrawing(event.selected_option_id[len(SAVED) :])
            return None
        if self._preset_picked_again(event):  # (apply lets it pass if the preset is shown as it comes)
            return i.ShowPreset(self.preset_menu.selected_option[1])
        chosen = self.samples.process_event(event)
        if chosen is not None:
            return chosen
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if element is self.arrows_slider:
                return i.SetArrows(arrows_from_slider(event.value, state.max_arrows), gesture)
            if element is self.speed_slider:
                return i.SetSpeed(snap_speed(event.value))
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            checked = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            if element is self.circles_box:
                return i.Show("circles", checked)
            if element is self.trail_box:
                return i.Show("trail", checked)
        return None

    def _preset_picked_again(self, event: pygame.event.Event) -> bool:
        """The preset shown, clicked (or Entered) again in the open menu: pygame_gui's list calls that
        dropping its selection, and the menu only closed, the inspector's changes kept."""
        menu = self.preset_menu
        return (
            event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION
            and menu is not None
            and event.ui_element is getattr(menu.current_state, "options_selection_list", False)
            and menu.selected_option[1] in {name for _, name in self.presets}
        )

    def sync(self, state: EpicycleState, lang: str = "en") -> None:
        """Make the widgets show the state in lang; only what changed since the last sync is touched."""
        self.lang = lang
        self.shown.set_text("readout", self.readout, chain_readout(state, lang))
        self.samples.sync(state)
        self.shown.set_text("speed_value", self.speed_value, f"{minus(f'{state.speed:+.2f}', True)}×")
        self.shown.set_text(
            "play_button",
            self.play_button,
            tr(lang, "ui.controls.pause" if state.playing else "ui.controls.play"),
        )
        self.shown.set_text(
            "order_button",
            self.order_button,
            tr(lang, "ui.controls.order", order=tr(lang, f"order.{state.order}")),
        )
        self.max_arrows = state.max_arrows
        arrows = slider_from_arrows(state.n_arrows, state.max_arrows)
        self.shown.set_value("arrows", self.arrows_slider, arrows)
        self.shown.set_value("speed", self.speed_slider, state.speed)
        self.shown.set_state("circles", self.circles_box, state.show_circles)
        self.shown.set_state("trail", self.trail_box, state.show_trail)


def snap_speed(value: float) -> float:
    """Round the speed slider to quarter steps so 0 (pause) and 1 are easy to hit."""
    return round(value * 4) / 4
