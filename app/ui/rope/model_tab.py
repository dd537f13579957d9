"""The RoPE panel's Model tab: its widgets (model menu, |q|/|k| switch, sentence, layer and head), the
chip clicks, the worker (model_work) and the drawing over the score view (model_view).

Widgets turn events into intents; `sync` makes them show the state; the menu's last entry opens
pygame_gui's file dialog, whose pick opens that model. The models the menu offers are looked for each
time the tab is shown (app/llm/places: a bounded walk of the usual folders), so a model put into one of
them while the app runs is offered once the user comes back to the tab.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from app.geometry.layout import Rect
from app.geometry.model_layout import ModelLayout, model_layout
from app.geometry.rope_layout import PanelLayout
from app.i18n import tr
from app.model import intents as i
from app.model.model_state import ModelState
from app.model.rope_state import RopeState
from app.ui.dialogs.file_dialog import SafeFileDialog, open_model_dialog
from app.ui.fonts import Fonts
from app.ui.rope.compare_view import CompareView
from app.ui.rope.model_files import menu_entry, model_folder
from app.ui.rope.model_menu import NONE, OPEN, OPENING, look_for_models, menu_key, menu_options
from app.ui.rope.model_view import (
    COMPARE,
    QUERY,
    UsageImage,
    draw_distance,
    draw_model,
    still_areas,
)
from app.ui.rope.model_work import ModelWork
from app.ui.window.field_cap import capped
from app.ui.window.focus import give_keys
from app.ui.window.script_face import ANY_SCRIPT, menu_face
from app.ui.window.shown import Shown
from app.ui.window.slider import Slider
from app.ui.window.window_scale import built_at_scale_one, scale_window

if TYPE_CHECKING:
    from app.ui.rope.rope_view import ScoreView
    from app.ui.window.scene import RopeScene

FIELD_CHARS = 2048  # a sentence typed (512 tokens is about this many characters of English)


class ModelTab:
    """The Model tab's widgets, worker and picture."""

    def __init__(self, manager: pygame_gui.UIManager, fonts: Fonts) -> None:
        self.manager, self.fonts = manager, fonts
        self.work = ModelWork(manager, fonts=fonts)
        self.usage = UsageImage()
        self.beside = CompareView(fonts)
        self._shows: tuple | None = None  # what the tab's own parts showed when last drawn whole
        self._pointed: tuple[int, int] | None = None  # the usage map's cell its caption was last drawn for
        self.dialog: SafeFileDialog | None = None
        self.looked = False  # for models in the usual folders (the model's process is started then)
        self.on_tab = False  # the tab was shown at the last poll
        self.finder: threading.Thread | None = None  # looking for them, off the loop
        self._menu_key: tuple[object, ...] = ()
        self._laid: tuple[tuple[object, ...], ModelLayout] | None = None  # layout's last, with its key

    def layout(self, whole: PanelLayout) -> ModelLayout:
        """The tab in the panel `whole` (kept: the score view asks for it every frame)."""
        key = (whole, self.fonts.scale)
        if self._laid is None or self._laid[0] != key:
            self._laid = key, model_layout(whole, key[1])
        return self._laid[1]

    def build(self, lay: ModelLayout, m: ModelState, lang: str) -> dict[str, Any]:
        mgr = self.manager
        w: dict[str, Any] = {}
        w["usage_button"] = UIButton(
            pygame.Rect(lay.usage_button), "", mgr, tool_tip_text="epicycles.model.usage_tip"
        )
        entry = UITextEntryLine(
            pygame.Rect(lay.sentence_entry), mgr, initial_text=m.sentence, object_id=ANY_SCRIPT
        )
        w["sentence_entry"] = capped(entry, FIELD_CHARS)
        w["sentence_entry"].set_tooltip("epicycles.model.sentence_tip")
        for name in ("layer", "head"):
            w[f"{name}_label"] = UILabel(
                pygame.Rect(getattr(lay, f"{name}_label")), f"epicycles.model.{name}", mgr
            )
            w[f"{name}_value"] = UILabel(
                pygame.Rect(getattr(lay, f"{name}_value")), "", mgr, object_id="@value"
            )
        self._parts(w, lay, m, lang)
        return w

    def _parts(self, w: dict[str, Any], lay: ModelLayout, m: ModelState, lang: str) -> None:
        """The menu and the two sliders, (re)built for the model open (its name, layers and heads), the
        others left alone: a sentence being typed keeps its field while a model opens."""
        mgr = self.manager
        for name in ("model_menu", "layer_slider", "head_slider"):
            if name in w:
                w[name].kill()
        options, current = menu_options(m, lang)
        face = menu_face(name for name, _ in options)  # a model file named in Hangul, say
        w["model_menu"] = UIDropDownMenu(  # opens down
            options, current, pygame.Rect(lay.model_menu), mgr, object_id=ObjectID("#model_menu", face)
        )
        w["model_menu"].set_tooltip("epicycles.model.menu_tip")
        cfg = m.model.config if m.model is not None else None
        counts = (cfg.layers, cfg.heads) if cfg is not None else (1, 1)
        for name, count, value in (("layer", counts[0], m.layer), ("head", counts[1], m.head)):
            rect = pygame.Rect(getattr(lay, f"{name}_slider"))
            w[f"{name}_slider"] = Slider(rect, value, (0, max(count - 1, 1)), mgr, click_increment=1)
            w[f"{name}_slider"].set_tooltip(f"epicycles.model.{name}_tip")
            if cfg is None:
                w[f"{name}_slider"].disable()
        self._menu_key = self.menu_key(m, lang)

    def menu_key(self, m: ModelState, lang: str) -> tuple[object, ...]:
        return menu_key(m, lang)

    def sync(self, w: dict[str, Any], shown: Shown, m: ModelState, lang: str, lay: ModelLayout) -> bool:
        """Make the widgets show m; True if the menu and sliders were built anew (their names change). An
        open menu is left as it was seen until it is used (a model's first head made it anew, closed and a
        row shorter, and the click meant for Open model… moved the Layer slider under it)."""
        menu = w["model_menu"]
        held = menu.current_state is menu.menu_states["expanded"]
        rebuilt = self._menu_key != self.menu_key(m, lang) and not held
        if rebuilt:
            self._parts(w, lay, m, lang)
            for name in ("layer_slider", "head_slider"):
                shown.values.pop(name, None)
        shown.set_text("usage_button", w["usage_button"], tr(lang, f"model.usage_button_{m.usage_of}"))
        for name, value in (("layer", m.layer), ("head", m.head)):
            shown.set_value(f"{name}_slider", w[f"{name}_slider"], value)
            shown.set_text(f"{name}_value", w[f"{name}_value"], str(value))
        if w["sentence_entry"] not in (self.manager.get_focus_set() or set()):
            shown.set_field("sentence_entry", w["sentence_entry"], m.sentence if m.draft is None else m.draft)
        return rebuilt

    # ------------------------------------------------------------ events → intents

    def intent(self, name: str, event: pygame.event.Event, m: ModelState) -> object | None:
        """A Model tab widget's event as an intent (None: not one)."""
        kind = event.type
        if kind == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and name == "model_menu":
            option = event.selected_option_id
            self._menu_key = ()  # built anew: it names the model shown until the one picked opens
            if option == OPEN:
                self.open_dialog(model_folder(m.path))
                return None
            return None if option in (NONE, OPENING) else i.OpenModel(option, event.text)
        if kind == pygame_gui.UI_BUTTON_PRESSED and name == "usage_button":
            return i.ToggleUsage()
        if kind == pygame_gui.UI_TEXT_ENTRY_FINISHED and name == "sentence_entry":
            return i.SetModelSentence(event.text)
        if kind == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and name in ("layer_slider", "head_slider"):
            value = round(event.value)
            return i.SetModelHead(layer=value) if name == "layer_slider" else i.SetModelHead(head=value)
        return None

    def own_event(self, event: pygame.event.Event, m: ModelState) -> object | None:
        """The progress window's Cancel (or its close box) and the file dialog's pick."""
        element = getattr(event, "ui_element", None)
        work = self.work
        if element is None:
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED and element is work.cancel:
            return i.CancelModel()
        if event.type == pygame_gui.UI_WINDOW_CLOSE and element is work.window:
            work.window = work.cancel = None
            return i.CancelModel()
        said = self.dialog.answer(event) if self.dialog is not None else None
        closed = self.dialog.take_closed() if self.dialog is not None else None
        if closed is not None and closed.problem is not None:  # a folder it may not look in: said so
            return i.ModelFolderClosed(closed.problem)
        if said is None:
            return None
        path, gone = said
        if gone:
            self.dialog = None
        return None if path is None else i.OpenModel(*menu_entry(path, m.found))

    def open_dialog(self, start: Path | None = None) -> None:
        """Open model…: Open…'s file dialog (no name on disk takes the window down) at the UI scale, in
        `start` (else home: not wherever the app was started from), taking what is typed at once."""
        if self.dialog is not None:
            return
        size = self.manager.get_root_container().get_size()
        with built_at_scale_one(self.fonts.scale):
            self.dialog = open_model_dialog(self.manager, size, start or Path.home())
        scale_window(self.dialog, self.fonts.scale, size)
        give_keys(self.manager, self.dialog)

    # ------------------------------------------------------------ frame

    def poll(self, rope: RopeState, panel: pygame.Rect, lang: str) -> list[object]:
        """The worker's results, and the models found (looked for off the loop each time the tab is shown:
        a large cache folder takes a while to walk; the model's process is started the first time)."""
        shown, self.on_tab = not self.on_tab and rope.tab == "model", rope.tab == "model"
        if shown and not self.finding():
            self.finder = threading.Thread(target=look_for_models, args=(self.work.results,), daemon=True)
            self.finder.start()
        if shown and not self.looked:
            self.looked = True
            self.work.process.start()  # now, not in the frame of the first job
            import app.llm.held  # noqa: F401 (its ~50 ms of imports now, not in the frame of the first chain)
        return self.work.poll(rope.models.job, panel, lang)

    def finding(self) -> bool:
        """Models are being looked for, or found and not yet shown: the loop must not rest meanwhile."""
        return self.finder is not None and (self.finder.is_alive() or not self.work.results.empty())

    def close(self) -> None:
        self.work.close()

    def draw(self, surface: pygame.Surface, rope: RopeState, lay: ModelLayout, lang: str) -> None:
        draw_model(surface, rope, lay, self.fonts, lang, self.usage)
        self.beside.draw(surface, rope, (QUERY, COMPARE), lay, lang)
        draw_distance(surface, rope, lay, self.fonts, lang)  # over the second head's curve, its words whole

    def draw_over(
        self,
        surface: pygame.Surface,
        view: ScoreView,
        scene: RopeScene,
        lay: ModelLayout,
        restore: Sequence[Rect] | None,
    ) -> list[pygame.Rect]:
        """The score view with the tab's own parts over it; returns the rectangles drawn. Whole when what
        those parts show changed (ModelState.version, the language, the layout), when a second head is
        beside the first (its chain moves over the plot), or restore is None; else the score view's moving
        parts, the chips' and map's areas again where anything was put back over them or (the map) the cell
        under the pointer changed, and m − n."""
        rope = scene.state
        shows = (rope.models.version, scene.lang, lay, self.fonts.scale)
        pointed, self._pointed = self._pointed, rope.models.pointed
        if restore is None or rope.models.compare_reading is not None or shows != self._shows:
            self._shows = shows
            view.draw(surface, scene, None)
            self.draw(surface, rope, lay, scene.lang)
            return [pygame.Rect(scene.layout.panel)]
        # Nothing of the score view's moves over the chips or the map: only what is put back can reach them.
        areas = still_areas(lay, self.fonts)
        hit = [area for area in areas if area.collidelist(restore) != -1]
        if pointed != rope.models.pointed and areas[-1] not in hit:  # its caption says another cell's value
            hit.append(areas[-1])
        drawn = view.draw(surface, scene, [*restore, *hit])  # (it puts them back, its words too)
        if pygame.Rect(scene.layout.panel) in drawn:  # it drew all of itself anew
            hit = areas
        clip = surface.get_clip()
        for area in hit:  # (a whole redraw, but only there)
            surface.set_clip(area.clip(clip))
            draw_model(surface, rope, lay, self.fonts, scene.lang, self.usage)
        surface.set_clip(clip)
        mark = draw_distance(surface, rope, lay, self.fonts, scene.lang)
        return [*drawn, *([] if mark is None else [mark])]
