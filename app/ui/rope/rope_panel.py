"""The RoPE side panel: the score against Δ as an arrow chain over a self-drawing plot, a tab showing
RoPE's relative invariance and the frequency ladder, and the Model tab (a real head in the same views).

Widgets (pygame_gui) turn events into intents for the loop to submit; they never change the state,
and `sync` makes them show it. Click or drag on the plot to scrub Δ (paused while dragging). The panel's
keys (2, 3, Tab, P, B, the Δ steps) are rows of the one keymap (app/ui/window/keymap.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui

from app.geometry.layout import Rect
from app.geometry.model_layout import ModelLayout
from app.geometry.rope_layout import PanelLayout, delta_at_y, panel_layout
from app.i18n import tr
from app.model import intents as i
from app.model.rope_state import RopeState
from app.model.state import Status
from app.ui.fonts import Fonts
from app.ui.rope.model_pointer import chip_clicked, pointer_intent
from app.ui.rope.model_tab import ModelTab
from app.ui.rope.panel_intents import Entered, Reading, given_up, kept_widgets, left_as_is, widget_intent
from app.ui.rope.rope_invariance import InvariancePicture, ladder_html, preload_ladder
from app.ui.rope.rope_numbers import show_delta, show_entries
from app.ui.rope.rope_plot import model_plot_layout, plot_layout
from app.ui.rope.rope_view import ScoreView
from app.ui.rope.rope_widgets import build_widgets, menu_values, slider_from_speed
from app.ui.window.focus import Held, focused_field, give_back, held_field
from app.ui.window.scene import RopeScene
from app.ui.window.shown import Shown, Told


class RopePanel:
    """The right-hand panel: tabs, readouts, chain, plot and their controls, inside rect."""

    def __init__(
        self, manager: pygame_gui.UIManager, rect: pygame.Rect, state: RopeState, told: Told, fonts: Fonts
    ) -> None:
        self.manager, self.told, self.state = manager, told, state
        self.lang = "en"  # the language the widgets were built in; sync rebuilds them in another
        self.view = ScoreView(fonts)
        self.invariance = InvariancePicture()
        self.widgets: dict[str, Any] = {}
        self._names: dict[int, str] = {}
        self.shown = Shown(self.told)
        self._scrubbing = False
        self._built_tab = state.tab
        self._ladder_version = -1
        self._menus_built: tuple[str, ...] = ()
        self.entered: Entered | None = None  # a field's Enter, until sync sees whether it was refused
        self.mending: Entered | None = None  # a refused entry, kept in its field to be mended
        self.reading: Reading | None = None  # a sentence being read, until it is read or refused
        self.model_tab = ModelTab(manager, fonts)
        self.set_rect(rect)

    # ------------------------------------------------------------ widgets

    def set_rect(self, rect: pygame.Rect) -> None:
        """Lay the panel out in rect at the UI scale (its fonts') and rebuild its widgets from state."""
        self.rect, ui = pygame.Rect(rect), self.view.fonts.scale
        preload_ladder(self.manager, ui)
        self.whole: PanelLayout = panel_layout(tuple(self.rect), ui.factor, ui)  # type: ignore[arg-type]
        self.build()

    def build(self) -> None:
        """(Re)create the widgets of the current tab, showing state."""
        held = held_field(self.manager, self.widgets)  # (a field typed in keeps the keyboard)
        for element in self.widgets.values():
            element.kill()
        self.shown = Shown(self.told)
        s = self.state
        self.widgets = build_widgets(self.manager, self.whole, s)
        if s.tab == "model":
            self.widgets |= self.model_tab.build(self.model_layout, s.models, self.lang)
        self._menus_built = menu_values(self.state)
        self._built_tab = s.tab
        self._ladder_version = s.version
        self._names = {id(e): name for name, e in self.widgets.items()}
        give_back(self.manager, self.widgets, held)
        self.sync(self.lang)

    @property
    def model_layout(self) -> ModelLayout:
        """The Model tab's layout, its plots' curves ending above the faint curves' captions."""
        lay = self.model_tab.layout(self.whole)
        return model_plot_layout(self.state, lay, self.view.fonts.scale.factor)

    @property
    def layout(self) -> PanelLayout:
        """Where the score view draws: the Model tab's chain and plot are shorter (split for two heads); the
        curve ends above the faint curves' captions."""
        beside = self.state.models.compare_reading is not None
        if self._built_tab == "model":
            return self.model_layout.scored(beside)
        return plot_layout(self.state, self.whole, self.view.fonts.scale.factor)

    # ------------------------------------------------------------ events → intents

    def process_event(self, event: pygame.event.Event, gesture: int) -> object | None:
        """The intent of one of the panel's widget events or of scrubbing on the plot; None if not ours.

        A typed entry hands the keyboard back and shows the state's value once accepted; a refused one
        stays in its field as typed, with the keyboard (mend_refused).
        """
        element = getattr(event, "ui_element", None)
        own = self.model_tab.own_event(event, self.state.models)
        if own is not None:
            return own
        if element is not None:
            name = self._names.get(id(element))
            if name is None or self.widgets.get(name) is not element:
                return None
            entered = event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
            left = entered and getattr(event, "left", False)  # (a click took the keyboard: see router._left)
            if entered and left_as_is(self.mending, name, event, self.state, self.widgets):
                return None  # unedited says nothing; one kept refused is given up (_given_up)
            if self.state.tab == "model" and name not in ("tab_score", "tab_invariance"):
                intent = self.model_tab.intent(name, event, self.state.models)
            else:  # (Enter on a window's end while one is kept refused: both ends, as their fields show)
                intent = widget_intent(name, event, gesture, self.widgets, self.mending)
            if entered:
                # Enter hands the keyboard back, so 2, 3 and Tab are shortcuts again at once (the click that
                # left the field gave it to what it pressed).
                if not left:
                    self.manager.set_focus_set(None)
                self.shown.values.pop(name, None)
                self.mending = None  # (entered anew: refused again or not, the line is this entry's)
            self.entered = (
                Entered.of(name, event.text, intent, self.widgets) if entered and intent is not None else None
            )
            return intent
        return None

    def scrub_intent(self, event: pygame.event.Event, free: bool) -> object | None:
        """Press on the plot starts a scrub, motion moves it, release ends it (and Δ plays as before); with
        no press held, motion, the wheel (or the pointer leaving the window) are the Model tab's pointer
        (model_pointer.py). free: the event's press (or place) is the panel's picture's (the router found
        no window or widget there)."""
        s, fonts = self.state, self.view.fonts
        if event.type in (pygame.MOUSEMOTION, pygame.WINDOWLEAVE, pygame.MOUSEWHEEL) and not self._scrubbing:
            at = pygame.mouse.get_pos() if free and s.tab == "model" else None
            at = None if event.type == pygame.WINDOWLEAVE else at  # (off the window: over nothing)
            return pointer_intent(fonts, event, at, self.model_layout, s.models)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_plot = pygame.Rect(self.layout.plot).collidepoint(event.pos)
            if s.tab == "model" and free and not on_plot:
                return chip_clicked(fonts, event, self.model_layout, s.models)
            if s.tab == "invariance" or not on_plot or not free:
                return None
            self._scrubbing = True
            return i.ScrubRope(self._delta_at(event.pos[1]), "start")
        if event.type == pygame.MOUSEMOTION:
            return i.ScrubRope(self._delta_at(event.pos[1]), "move")
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._scrubbing:
            self._scrubbing = False
            return i.ScrubRope(self._delta_at(event.pos[1]), "end")
        return None

    def _delta_at(self, y: float) -> int:
        s = self.state
        return delta_at_y(self.layout, y, s.lo, s.hi, s.log_axis)

    # ------------------------------------------------------------ frame

    def sync(self, lang: str = "en", status: Status | None = None) -> None:
        """Make the widgets show the state in lang; only what changed is touched, drop-downs by a rebuild.
        status: the status line, which says whether the value a field's Enter gave was refused (None: not
        known yet)."""
        self.mend_refused(status)
        if lang != self.lang:
            self.lang = lang
            self.build()
            return
        s, w = self.state, self.widgets
        if self._built_tab != s.tab:
            self.build()
            return
        for tab in ("score", "invariance", "model"):
            button = w[f"tab_{tab}"]
            lit = button.is_selected and button.drawable_shape.active_state.state_id == "selected"
            if lit != (s.tab == tab):  # (a click on the tab shown leaves pygame_gui's look unlit)
                button.select() if s.tab == tab else button.unselect()
        if s.tab == "score":
            if self._menus_stale():
                self.build()
                return
            shown = self.shown
            shown.set_value("arrows_slider", w["arrows_slider"], s.n_arrows)
            shown.set_text("arrows_value", w["arrows_value"], str(s.n_arrows))
            shown.set_value("speed_slider", w["speed_slider"], slider_from_speed(s.speed))
            sweep = tr(lang, "ui.rope.sweep", s=f"{s.sweep_seconds:.3g}")
            speed = sweep if s.log_axis else f"{float(f'{s.speed:.3g}'):g} Δ/s"  # 3 digits; 1000, not 1e+03
            shown.set_text("speed_value", w["speed_value"], speed)
            shown.set_text(
                "play", w["play"], tr(lang, "ui.controls.pause" if s.playing else "ui.controls.play")
            )
            shown.set_state("circles_box", w["circles_box"], s.show_circles)
            shown.set_state("log_box", w["log_box"], s.log_axis)
            shown.set_state("bound_box", w["bound_box"], s.show_bound)
            typed = {*(self.manager.get_focus_set() or ()), *kept_widgets(self.mending, w)}
            show_entries(self.shown, w, s, lang, typed)
            self.show_delta()
        elif s.tab == "model":
            if self.model_tab.sync(w, self.shown, s.models, lang, self.model_layout):  # menu, sliders anew
                self._names = {id(e): name for name, e in w.items()}
        else:
            for key, value in (("m", s.inv_m), ("n", s.inv_n), ("s", s.inv_shift)):
                self.shown.set_value(f"inv_{key}_slider", w[f"inv_{key}_slider"], value)
                self.shown.set_text(f"inv_{key}_value", self.widgets[f"inv_{key}_value"], str(value))
            if self._ladder_version != s.version:
                self._ladder_version = s.version
                w["ladder_box"].set_text(ladder_html(s, self.lang, self.layout.scale))
                self.told.tell(w["ladder_box"])

    def mend_refused(self, status: Status | None) -> None:
        """A value refused (a typo in the base) stays in its field as typed, with the keyboard, to be mended
        in place, with the error line; Esc, or leaving the field, gives it the state's value again. (The old
        value came back at once, and the typo had to be typed again.) A sentence is refused at once or later,
        by the model's process (too many tokens)."""
        entered, late = self.entered, self.reading
        if late is not None and status is not None:
            refused = late.refused(self.state.models, status)
            self.reading = late if refused is None else None
            entered = late.entered if refused and entered is None else entered
        if entered is None or status is None:
            return
        self.entered = None
        if entered.refused(status):
            self.mending, at = entered, len(entered.text)
            other_ends = [
                w for w in kept_widgets(entered, self.widgets) if w is not self.widgets.get(entered.name)
            ]
            if focused_field(self.manager) in other_ends:
                return  # a click took one end of a window to the other: the keyboard stays there
            give_back(self.manager, self.widgets, Held(entered.name, entered.text, (at, at), at))
        elif entered.name == "sentence_entry" and self.state.models.busy:
            self.reading = Reading(entered, self.state.models.seq)

    def show_delta(self) -> None:
        """Δ's field follows Δ as the read-outs say it (unless typed in): while Δ plays, at most every
        config.READOUT_EVERY_S (RopeState.delta_said). Redrawing a text field costs more than the panel's
        picture."""
        if self.state.tab == "score":
            show_delta(self.shown, self.widgets, self.state, self.manager.get_focus_set() or set())

    def _menus_stale(self) -> bool:
        """The state's model, base, content or scaling differ from what the drop-downs were built showing
        (not from their own selection: a user's pick changes that a frame before its event reaches us)."""
        return self._menus_built != menu_values(self.state)

    def draw(
        self,
        surface: pygame.Surface,
        scene: RopeScene,
        restore: Sequence[Rect] | None = None,
    ) -> list[pygame.Rect]:
        """Draw the current tab of scene (the panel's part of the window's) inside the panel's rect (widgets
        are drawn by the manager); returns the rectangles drawn. restore None: all of it; else what moves
        and what lies under restore (the invariance tab: only that, while it shows the same)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        if self.state.tab == "score":
            drawn = self.view.draw(surface, scene, restore)
        elif self.state.tab == "model":  # the chips, bars and map are over the score view
            drawn = self.model_tab.draw_over(surface, self.view, scene, self.model_layout, restore)
        else:
            drawn = self.invariance.draw(
                surface, scene.state, scene.layout, self.view.fonts, scene.lang, restore
            )
        surface.set_clip(clip)
        return drawn

    def poll(self) -> list[object]:
        """The Model tab's worker's results as intents (once a frame), and a refused entry given up."""
        return [*self._given_up(), *self.model_tab.poll(self.state, self.rect, self.lang)]

    def _given_up(self) -> list[object]:
        """A refused entry left as typed (Esc, a click away): its field shows the state's value again, and the
        line refusing it gives way to one saying so (it stayed, red, beside the 10000 back in the Base
        field; then it went empty)."""
        mending, typed_in = self.mending, focused_field(self.manager)
        if mending is None or typed_in in kept_widgets(mending, self.widgets):  # (both ends of a window)
            return []
        self.mending = None
        return [given_up(mending, self.state, self.widgets)]

    def waiting(self) -> bool:
        """Something off the loop will change the panel without input (models being looked for)."""
        return self.model_tab.finding()

    def close(self) -> None:
        self.model_tab.close()  # the model's process ends with the window
