"""The window and its one loop: events → router → intents → `apply` → state, then sync, update and paint.

`frame(events, dt)` is the body of the loop; `run()` feeds it real events and the clock's dt, tests feed
it real pygame events with explicit time steps, so a whole session runs headless. The loop owns its parts:
the router (who gets each event), the window manager, the widget parts (controls, tools, RoPE panel and
its model process, status bar), the painter and the disk. `submit` is the only road to the state.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from app import config
from app.geometry.layout import compute_layout
from app.geometry.units import Scale
from app.i18n import system_language
from app.io.presets import preset_curve, preset_names
from app.memory import release_free_memory
from app.model import intents as i
from app.model.apply import apply
from app.model.apply_ui_scale import ui_auto, ui_most, ui_shown
from app.model.camera_state import shown_view
from app.model.history import capture
from app.model.state import AppState
from app.prefs import read_prefs
from app.ui.canvas.canvas_input import CanvasInput
from app.ui.canvas.canvas_tools import CanvasTools
from app.ui.canvas.epicycle_controls import EpicycleControls
from app.ui.dialogs.files import listed_again
from app.ui.dialogs.lesson_box import LessonBox
from app.ui.export.exporting import Exporting
from app.ui.fonts import Fonts
from app.ui.rope.rope_panel import RopePanel
from app.ui.window import liveness, main_loop
from app.ui.window.disk import Disk
from app.ui.window.field_faces import FieldFaces
from app.ui.window.layout import fitted_view, open_display, retheme, ui_manager, view_inputs
from app.ui.window.menus import update_widgets
from app.ui.window.painter import Painter
from app.ui.window.placement import Placement, start_size
from app.ui.window.router import EventRouter, Where
from app.ui.window.scene import LessonScene, Scene
from app.ui.window.shown import Told
from app.ui.window.status_bar import StatusBar
from app.ui.window.ui_scale import display_scale
from app.ui.window.windows import WindowManager

log = logging.getLogger("epicycles")


class EpicyclesApp:
    """The Epicycles window: canvas and controls on the left, RoPE panel on the right, status below."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        preset: str = "square8",
        rope_view: str = "2",
        first_frame_file: Path | None = None,
        lang: str | None = None,
        lesson: bool = False,
    ) -> None:
        """`size` None: the size last used; `lang` None: the language last chosen, else the system's;
        `lesson`: start in lesson mode."""
        # Only what the app uses: pygame.init() would also open audio (and complain without a sound card).
        pygame.display.init()
        pygame.font.init()
        prefs, twice, unread = read_prefs()
        self.placement, auto = Placement(prefs, size, twice, unread), display_scale()
        size = start_size(size, prefs, prefs.ui_scale or auto)
        self.screen = open_display(size)
        start_lang = lang or prefs.lang or system_language()
        self.state = AppState.for_preset(
            preset_curve(preset), preset, rope_view, size, start_lang, prefs.lesson_step, prefs.lang
        )
        self.submit(i.DisplayScale(auto, prefs.ui_scale))
        # This pygame init's faces and text images at the UI scale, handed to the views that draw text.
        self.fonts = Fonts(Scale(ui_shown(self.state)))
        self.field_faces = FieldFaces()
        self.manager = ui_manager(size, start_lang, self.fonts)
        self.clock, self.frames = pygame.time.Clock(), 0
        self.first_frame_file = first_frame_file
        self.own_s = 0.0  # the last frame's work but an export's slice
        self.errors: list[str] = []  # the first things the error boundary caught (tests expect none)
        self.calm_for = 0.0  # seconds since the last input: pygame_gui needs updating only after input
        self.live = self.updating = True  # this frame is redrawn whole; it runs pygame_gui's update
        self.ticks_only = False  # since the last sync no intent but Tick reached the state (see update)
        self.tick_frame = False  # this frame is calm and only time moved on: sync_time, not sync
        self.rested = False  # nothing moved before this frame's input: main_loop may have slept through dt
        self.disk = Disk()  # a curve file being read, a new drawing waiting to be saved
        self.presets = [(preset_curve(name).title, name) for name in preset_names()]
        self.layout = compute_layout(size, EpicycleControls.HEIGHT, self.fonts.scale)
        self.fitted = self.view = fitted_view(self.state, self.layout.canvas, self.layout.ui)
        self._view_of: tuple[object, ...] = (None,)  # the first sync fits anew and says so (CanvasFitted)
        self.submit_all([*listed_again(self.state.source), *self.placement.restore()])
        told, s, ui = Told(), self.state, self.layout.ui
        rect = pygame.Rect(self.layout.controls)
        self.status = StatusBar(self.manager, pygame.Rect(self.layout.status), told, ui)
        self.controls = EpicycleControls(self.manager, rect, s.epicycles, self.presets, preset, told, ui)
        self.tools = CanvasTools(self.manager, rect, s, told, ui)
        self.rope_panel = RopePanel(self.manager, pygame.Rect(self.layout.panel), s.rope, told, self.fonts)
        self.exporting = Exporting(self.manager, self.presets, self.fonts, told)
        self.windows = WindowManager(self.manager, self.exporting, LessonBox(self.manager, self.fonts))
        self.router = EventRouter(
            self.manager,
            self.windows,
            (
                lambda event, _: self.status.process_event(event),
                lambda event, gesture: self.controls.process_event(event, self.state.epicycles, gesture),
                lambda event, _: self.tools.process_event(event),
                self.rope_panel.process_event,
            ),
            CanvasInput(),
            self.rope_panel.scrub_intent,
        )
        self.painter = Painter(self.manager, told, self.rope_panel, self.fonts)
        self.last_good = capture(self.state)
        if lesson:
            self.submit(i.Lesson("start"))
        self.sync()

    # ------------------------------------------------------------ loop

    def run(self) -> int:
        """Run until the window closes or Ctrl+Q; returns the exit code (the loop: main_loop.py)."""
        return main_loop.run(self)

    def at_rest(self) -> bool:
        busy = self.disk.working or self.exporting.busy or self.rope_panel.waiting()
        return liveness.at_rest(self.state, busy, self.manager)

    def widgets_live(self) -> tuple[bool, bool]:
        """Whether the frame is drawn whole (liveness.widgets_live), and whether pygame_gui updates."""
        live = liveness.widgets_live(self.calm_for, self.disk.busy, self.manager)
        return live, live or self.windows.watched()

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: route every event, advance time by dt seconds, paint, flip.

        An error boundary: an unexpected exception while handling one event or drawing one frame is
        logged with its traceback, the last good settings come back, the widgets are rebuilt and the
        status line says so once; the window stays up (only a failure at start-up ends the app).
        """
        started = time.perf_counter()
        self.rested = self.at_rest()  # (what main_loop slept on: nothing moved during this dt)
        self.calm_for = 0.0 if events else self.calm_for + dt
        self.live, self.updating = self.widgets_live()
        self.tick_frame = False  # until update finds it so
        for event in events:
            self.guarded(self.handle_event, event, what="handling that input")
        self.guarded(self.update, dt, what="updating the window")
        if self.guarded(self.paint, self.screen, what="drawing the window") and not self.tick_frame:
            self.last_good = capture(self.state)  # (time is not a setting: a time-only frame changes none)
        self.painter.present()
        self.own_s = time.perf_counter() - started - self.exporting.slice_s  # the next slice gets the rest
        self.frames += 1
        if self.frames % config.TRIM_EVERY_FRAMES == 0:
            release_free_memory()
        if self.frames == 1 and self.first_frame_file is not None:
            self.first_frame_file.write_text(f"{time.time():.6f}\n")

    def guarded(self, step: Callable[[object], None], arg: object, what: str) -> bool:
        """step(arg); on an unexpected error recover (see frame) and return False."""
        try:
            step(arg)
            return True
        except Exception as exc:
            log.exception("unexpected error %s", what)
            if len(self.errors) < config.MAX_ERRORS_KEPT:  # (every one is in the log)
                self.errors.append(f"{what}: {exc.__class__.__name__}: {exc}")
            self.painter.redraw_all = True
            self.ticks_only = False
            try:
                apply(self.state, i.Recover(self.last_good, what))
                self.windows.close_all()
                self.relayout(self.layout.size)
            except Exception:  # the recovery itself failed: keep the window up all the same
                log.exception("recovering from the error %s", what)
            return False

    def handle_event(self, event: pygame.event.Event) -> None:
        self.submit_all(self.router.route(event, Where(self.state, self.view, self.layout)))

    def update(self, dt: float) -> None:
        self.submit_all(
            [*self.disk.poll(self.frames, self.state), *self.router.frame_done(), *self.rope_panel.poll()]
        )
        # After a rest only what this frame's input started can move: by a frame at most, not by the whole
        # rest (Esc after a second in a still lesson step gave Δ back playing, and it leapt a second on).
        self.submit(i.Tick(min(dt, 1.0 / config.FPS) if self.rested else dt))
        self.submit_all(self.exporting.step(self.own_s))  # what is left of a frame for an export, if any
        self.tick_frame = self.ticks_only and not self.updating
        if self.tick_frame:
            self.sync_time()  # a calm frame in which only time moved on: the widgets show the same
        else:
            self.sync()
        self.ticks_only = True
        self.status.show_fps(self.clock.get_fps(), self.state.seconds, self.at_rest())
        updating = self.updating or self.manager.get_sprite_group().should_update_visibility
        if updating:  # (and a menu opened under a window raised above it, the control Tab reached shown)
            keys = self.router.keyboard
            update_widgets(self.manager, dt, self.windows.keep_lesson_in_front, keys.show_reached)
        # Else only the widgets told something new finish redrawing (no input: nothing hovered anew).
        self.painter.finish_widgets(dt, run=not updating)

    def paint(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.scene(), self.live, self.tick_frame)

    def scene(self) -> Scene:
        """What the views show now, as one value."""
        return Scene.of(self.state, self.view, self.layout, self.rope_panel.layout, self.layout.ui.factor)

    # ------------------------------------------------------------ state → window

    def sync(self) -> None:
        """Make the window, the view and every widget show the state (only what changed is touched)."""
        s = self.state
        if s.window_size != self.layout.size or ui_shown(s) != self.layout.ui.factor:
            self.relayout(s.window_size)
        if self.manager.get_locale() != s.lang:  # first: widgets built below take the manager's language
            self.manager.set_locale(s.lang)
        self.windows.sync(self.scene(), self.layout)  # (first: the curve is fitted above the lesson box)
        canvas, ui = self.layout.canvas, self.layout.ui
        now = view_inputs(s, canvas, ui, self.windows.lesson_box.covers(canvas))
        if now[0] is not self._view_of[0] or now[1:] != self._view_of[1:]:  # curves: by identity
            self.fitted, self._view_of = fitted_view(s, canvas, ui, now[-1]), now
            self.submit(i.CanvasFitted(self.fitted, now[-1]))
        self.view = shown_view(s.camera, self.fitted, s.epicycles)
        self.controls.show_source(s.source, s.drawing is not None, s.saved, s.lang)
        self.controls.sync(s.epicycles, s.lang)
        self.tools.sync(s)
        self.rope_panel.sync(s.lang, s.status)
        self.status.show(s.status.text, s.status.error, s.status.short, s.status.names)
        self.field_faces.refit(self.manager)  # (a field's letters in a face that has them)
        self.status.show_language(s.lang)
        self.status.show_scale(s.ui_scale, ui_auto(s), ui_most(s))
        self.submit_all(self.placement.sync(s))  # fullscreen shown, the preferences remembered

    def sync_time(self) -> None:
        """sync for a frame in which only time moved on (Tick): the view and Δ's field are all it changes."""
        s = self.state
        self.view = shown_view(s.camera, self.fitted, s.epicycles)
        self.rope_panel.show_delta()

    def relayout(self, size: tuple[int, int]) -> None:
        """Lay everything out again for a window of `size` (already checked by Resize)."""
        if pygame.display.get_surface().get_size() != size:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = pygame.display.get_surface()
        s, ui = self.state, Scale(ui_shown(self.state))
        if ui != self.fonts.scale:  # the views' text and sizes, then the widgets' theme
            self.fonts.rescale(ui)
            retheme(self.manager, self.fonts)  # (before the new size, which it held dialogs rebuilt to)
        self.manager.set_window_resolution(size)
        self.layout = compute_layout(size, EpicycleControls.HEIGHT, ui)
        self.status.build(pygame.Rect(self.layout.status), ui)
        rect = pygame.Rect(self.layout.controls)
        self.controls.build(rect, s.epicycles, s.source, s.drawing is not None, s.saved, ui)
        self.tools.build(rect, s, ui)
        self.rope_panel.set_rect(pygame.Rect(self.layout.panel))
        self.windows.lesson_box.sync(LessonScene.of(s, self.layout))

    # ------------------------------------------------------------ intents → state

    def submit_all(self, intents: Iterable[object]) -> None:
        for intent in intents:
            self.submit(intent)

    def submit(self, intent: object) -> None:
        """The one road to the state: window commands go to their part, everything else to apply."""
        if not isinstance(intent, i.Tick):
            self.ticks_only = False
        if isinstance(intent, i.OpenPath):
            self.submit_all(self.disk.open(intent.path, intent.saved, intent.together))
        elif isinstance(intent, i.ListDrawings):
            self.submit_all(listed_again(self.state.source))
        elif isinstance(intent, i.Repaint):
            self.painter.redraw_all = True
        elif isinstance(intent, i.Escape):  # (what it stops may be the disk's)
            self.submit_all(self.windows.escape(self.state, self.disk.busy))
        elif isinstance(intent, i.CancelRead):
            self.submit_all(self.disk.cancel())
        elif isinstance(intent, i.WindowCommand):
            self.submit_all(self.windows.command(intent, self.state, self.layout))
        else:
            outcome = apply(self.state, intent)
            if outcome.save is not None:
                # Written in the next frame's update: the new curve's first frame waits for no disk.
                self.disk.save_later(outcome.save, self.frames)
