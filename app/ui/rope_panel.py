"""The RoPE side panel: the score against Δ as an arrow chain over a self-drawing plot, and a second tab
showing RoPE's relative invariance and the frequency ladder.

Widgets (pygame_gui) turn events into intents for the loop to submit; they never change the state,
and `sync` makes them show it. Click or drag on the plot to scrub Δ (paused while dragging). The panel's
keys (2, 3, Tab, P) are rows of the one keymap (app/ui/keymap.py).
"""

from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UILabel,
    UITextBox,
    UITextEntryLine,
)

from app.geometry.rope_layout import PanelLayout, delta_at_y, panel_layout
from app.math import rope
from app.model import intents as i
from app.model.parse import format_base
from app.model.rope_state import (
    BASE_CHOICES,
    CONTENT_MODES,
    DELTA_SPEED_RANGE,
    INVARIANCE_RANGE,
    MAX_ARROWS,
    MIN_ARROWS,
    RopeState,
)
from app.ui.rope_invariance import draw_invariance, ladder_html
from app.ui.rope_view import ScoreView
from app.ui.shown import Shown

SPEED_STEPS = 1000  # speed slider position p shows 10^(p/SPEED_STEPS · log10(max/min)) × min
NO_MODEL = ("Model preset…", "")
MENU_ID = "@rope_menu"  # drop-downs expand upwards (they sit at the bottom of the window)


def speed_from_slider(position: float) -> float:
    """Logarithmic speed slider: 1 … 1000 Δ per second."""
    low, high = DELTA_SPEED_RANGE
    return low * (high / low) ** (min(max(position, 0.0), SPEED_STEPS) / SPEED_STEPS)


def slider_from_speed(speed: float) -> float:
    low, high = DELTA_SPEED_RANGE
    return SPEED_STEPS * math.log(speed / low) / math.log(high / low)


class RopePanel:
    """The right-hand panel: tabs, readouts, chain, plot and their controls, inside rect."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect, state: RopeState) -> None:
        self.manager = manager
        manager.preload_fonts([{"name": "fira_code_symbols", "point_size": 12, "style": "regular"}])
        self.state = state
        self.view = ScoreView()
        self.widgets: dict[str, Any] = {}
        self._names: dict[int, str] = {}
        self.shown = Shown()
        self._scrubbing = False
        self._built_tab = state.tab
        self._ladder_version = -1
        self._menus_built = ("", "", "")
        self.set_rect(rect)

    # ------------------------------------------------------------ widgets

    def set_rect(self, rect: pygame.Rect) -> None:
        """Lay the panel out in rect and rebuild its widgets from state."""
        self.rect = pygame.Rect(rect)
        self.layout: PanelLayout = panel_layout(tuple(self.rect))  # type: ignore[arg-type]
        self.build()

    def build(self) -> None:
        """(Re)create the widgets of the current tab, showing state."""
        for element in self.widgets.values():
            element.kill()
        self.widgets = {}
        self.shown = Shown()
        self._ladder_version = -1
        s = self.state
        self._button("tab_score", "Score", "The score against Δ as an arrow chain")
        self._button(
            "tab_invariance",
            "Invariance",
            "RoPE depends on m − n only; added sinusoids do not. The frequency ladder.",
        )
        self._menus_built = self._menu_values()
        self._built_tab = s.tab
        if s.tab == "score":
            self._build_score_tab()
        else:
            self._build_invariance_tab()
        self._names = {id(e): name for name, e in self.widgets.items()}
        self.sync()

    def _button(self, name: str, text: str, tip: str) -> None:
        """A button at the layout's rect of the same name."""
        rect = pygame.Rect(getattr(self.layout, name))
        self.widgets[name] = UIButton(rect, text, self.manager, tool_tip_text=tip)

    def _build_score_tab(self) -> None:
        lay, m, s, w = self.layout, self.manager, self.state, self.widgets
        self._button("button_2", "2 arrows", "ω = 1 and 0.01 (key 2; Tab toggles)")
        self._button("button_32", "32 arrows", "d = 64, base 10000 (key 3; Tab toggles)")
        models = [NO_MODEL] + [(p.name, p.name) for p in rope.MODEL_PRESETS]
        current = next((o for o in models if o[1] == (s.model or "")), NO_MODEL)
        w["model_menu"] = UIDropDownMenu(models, current, pygame.Rect(lay.model_menu), m, object_id=MENU_ID)
        w["arrows_label"] = UILabel(pygame.Rect(lay.arrows_label), "Arrows", m)
        w["arrows_slider"] = UIHorizontalSlider(
            pygame.Rect(lay.arrows_slider), s.n_arrows, (MIN_ARROWS, MAX_ARROWS), m, click_increment=1
        )
        w["arrows_value"] = UILabel(pygame.Rect(lay.arrows_value), "", m, object_id="@value")
        w["circles_box"] = UICheckBox(
            pygame.Rect(lay.circles_box),
            "Circles",
            m,
            initial_state=s.show_circles,
            tool_tip_text="Show circles",
        )
        w["base_label"] = UILabel(pygame.Rect(lay.base_label), "Base", m)
        bases = [(format_base(b), format_base(b)) for b in BASE_CHOICES]
        shown = (format_base(s.base), format_base(s.base))
        if shown not in bases:
            bases.append(shown)
        w["base_menu"] = UIDropDownMenu(bases, shown, pygame.Rect(lay.base_menu), m, object_id=MENU_ID)
        w["base_entry"] = UITextEntryLine(pygame.Rect(lay.base_entry), m, initial_text=f"{s.base:g}")
        w["base_entry"].set_tooltip("Type a base > 1 and press Enter")
        contents = [(label, mode) for label, mode in CONTENT_MODES]
        start = next(c for c in contents if c[1] == s.content)
        w["content_menu"] = UIDropDownMenu(
            contents, start, pygame.Rect(lay.content_menu), m, object_id=MENU_ID
        )
        w["seed_label"] = UILabel(pygame.Rect(lay.seed_label), "Seed", m)
        w["seed_entry"] = UITextEntryLine(pygame.Rect(lay.seed_entry), m, initial_text=str(s.seed))
        self._button("new_seed", "New seed", "New random q and k")
        w["window_label"] = UILabel(pygame.Rect(lay.window_label), "Window", m)
        w["lo_entry"] = UITextEntryLine(pygame.Rect(lay.lo_entry), m, initial_text=str(s.lo))
        w["lo_entry"].set_tooltip("First Δ of the plot (Enter)")
        w["hi_entry"] = UITextEntryLine(pygame.Rect(lay.hi_entry), m, initial_text=str(s.hi))
        w["hi_entry"].set_tooltip("Last Δ of the plot (Enter)")
        self._button("play", "Pause", "Play or pause Δ (P)")
        w["speed_label"] = UILabel(pygame.Rect(lay.speed_label), "Speed", m)
        w["speed_slider"] = UIHorizontalSlider(
            pygame.Rect(lay.speed_slider), slider_from_speed(s.speed), (0, SPEED_STEPS), m, click_increment=25
        )
        w["speed_value"] = UILabel(pygame.Rect(lay.speed_value), "", m, object_id="@value")
        w["log_box"] = UICheckBox(
            pygame.Rect(lay.log_box), "log Δ", m, initial_state=s.log_axis, tool_tip_text="Logarithmic Δ axis"
        )

    def _build_invariance_tab(self) -> None:
        lay, m, s, w = self.layout, self.manager, self.state, self.widgets
        for key, label, value in (
            ("m", "q at m", s.inv_m),
            ("n", "k at n", s.inv_n),
            ("s", "shift s", s.inv_shift),
        ):
            w[f"inv_{key}_label"] = UILabel(pygame.Rect(getattr(lay, f"inv_{key}_label")), label, m)
            w[f"inv_{key}_slider"] = UIHorizontalSlider(
                pygame.Rect(getattr(lay, f"inv_{key}_slider")),
                value,
                (0, INVARIANCE_RANGE),
                m,
                click_increment=1,
            )
            w[f"inv_{key}_value"] = UILabel(
                pygame.Rect(getattr(lay, f"inv_{key}_value")), "", m, object_id="@value"
            )
        self._button("inv_new_qk", "New q, k", "Next seed")
        w["ladder_box"] = UITextBox(ladder_html(s), pygame.Rect(lay.ladder_box), m)
        self._ladder_version = s.version

    # ------------------------------------------------------------ events → intents

    def process_event(self, event: pygame.event.Event, gesture: int) -> object | None:
        """The intent of one of the panel's widget events or of scrubbing on the plot; None if not ours.

        A typed entry is set back to the state's value at once: if the value is refused, the old
        one shows again; if accepted, sync writes the same text.
        """
        element = getattr(event, "ui_element", None)
        if element is not None:
            name = self._names.get(id(element))
            if name is None or self.widgets.get(name) is not element:
                return None
            if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                # Enter hands the keyboard back, so 2, 3 and Tab are shortcuts again at once.
                self.manager.set_focus_set(None)
                self.shown.values.pop(name, None)
            return self._widget_intent(name, event, gesture)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return self._scrub_intent(event)
        return None

    def _widget_intent(self, name: str, event: pygame.event.Event, gesture: int) -> object | None:
        kind = event.type
        if kind == pygame_gui.UI_BUTTON_PRESSED:
            return {
                "tab_score": i.SetRopeTab("score"),
                "tab_invariance": i.SetRopeTab("invariance"),
                "button_2": i.RopeView(2),
                "button_32": i.RopeView(32),
                "new_seed": i.NewRopeSeed(),
                "inv_new_qk": i.NewRopeSeed(),
                "play": i.TogglePlay("rope"),
            }.get(name)
        if kind == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            option = event.selected_option_id
            if name == "model_menu":
                return i.SetRopeModel(option or None)
            if name == "base_menu":
                return i.SetRopeBase(option)
            if name == "content_menu":
                return i.SetRopeContent(option)
        if kind == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            value = round(event.value)
            if name == "arrows_slider":
                return i.SetRopeArrows(value, gesture)
            if name == "speed_slider":
                return i.SetSpeed(animation="rope", speed=speed_from_slider(event.value))
            if name.startswith("inv_"):
                return i.SetInvariance(**{{"m": "m", "n": "n", "s": "shift"}[name[4]]: value})
        if kind == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            return {
                "base_entry": i.SetRopeBase(event.text),
                "seed_entry": i.SetRopeSeed(event.text),
                "lo_entry": i.SetRopeWindow(lo=event.text),
                "hi_entry": i.SetRopeWindow(hi=event.text),
            }.get(name)
        if kind in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            checked = kind == pygame_gui.UI_CHECK_BOX_CHECKED
            if name == "circles_box":
                return i.Show("rope_circles", checked)
            if name == "log_box":
                return i.Show("rope_log_axis", checked)
        return None

    def _entry_text(self, name: str) -> str:
        s = self.state
        return {
            "base_entry": f"{s.base:g}",
            "seed_entry": str(s.seed),
            "lo_entry": str(s.lo),
            "hi_entry": str(s.hi),
        }[name]

    def _scrub_intent(self, event: pygame.event.Event) -> object | None:
        """Press on the plot starts a scrub, motion moves it, release ends it (and Δ plays as before)."""
        s = self.state
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_plot = pygame.Rect(self.layout.plot).collidepoint(event.pos)
            if s.tab != "score" or not on_plot or self._over_widget(event.pos):
                return None
            self._scrubbing = True
            return i.ScrubRope(self._delta_at(event.pos[1]), "start")
        if event.type == pygame.MOUSEMOTION and self._scrubbing:
            return i.ScrubRope(self._delta_at(event.pos[1]), "move")
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._scrubbing:
            self._scrubbing = False
            return i.ScrubRope(self._delta_at(event.pos[1]), "end")
        return None

    def _over_widget(self, pos: tuple[int, int]) -> bool:
        """An expanded drop-down (or any widget) over the plot takes the click, not the plot."""
        return bool(self.manager.get_hovering_any_element())

    def _delta_at(self, y: float) -> int:
        s = self.state
        return delta_at_y(self.layout, y, s.lo, s.hi, s.log_axis)

    # ------------------------------------------------------------ frame

    def sync(self) -> None:
        """Make the widgets show the state; only what changed is touched, drop-downs by a rebuild."""
        s, w = self.state, self.widgets
        if self._built_tab != s.tab:
            self.build()
            return
        for tab in ("score", "invariance"):
            button = w[f"tab_{tab}"]
            if self.shown.changed(f"tab_{tab}", s.tab == tab):
                button.select() if s.tab == tab else button.unselect()
        if s.tab == "score":
            if self._menus_stale():
                self.build()
                return
            shown = self.shown
            shown.set_value("arrows_slider", w["arrows_slider"], s.n_arrows)
            shown.set_text("arrows_value", w["arrows_value"], str(s.n_arrows))
            shown.set_value("speed_slider", w["speed_slider"], slider_from_speed(s.speed))
            shown.set_text("speed_value", w["speed_value"], f"{s.speed:.3g} Δ/s")
            shown.set_text("play", w["play"], "Pause" if s.playing else "Play")
            shown.set_state("circles_box", w["circles_box"], s.show_circles)
            shown.set_state("log_box", w["log_box"], s.log_axis)
            focus = self.manager.get_focus_set() or set()
            for name in ("base_entry", "seed_entry", "lo_entry", "hi_entry"):
                if w[name] not in focus:
                    self.shown.set_text(name, self.widgets[name], self._entry_text(name))
        else:
            for key, value in (("m", s.inv_m), ("n", s.inv_n), ("s", s.inv_shift)):
                self.shown.set_value(f"inv_{key}_slider", w[f"inv_{key}_slider"], value)
                self.shown.set_text(f"inv_{key}_value", self.widgets[f"inv_{key}_value"], str(value))
            if self._ladder_version != s.version:
                self._ladder_version = s.version
                w["ladder_box"].set_text(ladder_html(s))

    def _menu_values(self) -> tuple[str, str, str]:
        s = self.state
        return (s.model or "", format_base(s.base), s.content)

    def _menus_stale(self) -> bool:
        """The state's model, base or content differ from what the drop-downs were built showing.

        Compared with the values at build time, not the drop-downs' own selection: a user's pick
        changes that a frame before its event reaches us.
        """
        return self._menus_built != self._menu_values()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current tab inside the panel's rect (widgets are drawn by the manager)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        if self.state.tab == "score":
            self.view.draw(surface, self.state, self.layout)
        else:
            draw_invariance(surface, self.state, self.layout, self.view.text)
        surface.set_clip(clip)
