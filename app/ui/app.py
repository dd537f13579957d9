"""The window and its one loop: events → intents → `apply` → state, then sync, update and draw from state.

`frame(events, dt)` is the body of the loop; `run()` feeds it real events and the clock's dt, and tests
feed it real pygame events with explicit time steps, so a whole session can run headless. Keys come from
the keymap, widgets return intents, and `submit` is the only road to the state; window commands (help,
file dialog, Esc) are handled here; reading a file and saving a drawing (app/ui/files.py) end in intents.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from app import config
from app.geometry.layout import compute_layout
from app.geometry.view_transform import ViewTransform, fit_box
from app.math.curves import Curve, preset_curve, preset_names
from app.model import intents as i
from app.model.apply import apply
from app.model.history import capture
from app.model.state import AppState
from app.paths import asset_path
from app.text import clean_typed
from app.ui import fonts
from app.ui.canvas_view import CANVAS_FOOTER, CANVAS_HEADER, draw_canvas
from app.ui.epicycle_controls import EpicycleControls
from app.ui.exporting import Exporting
from app.ui.files import CurveReader, open_curve_dialog, save_new_drawing
from app.ui.focus import typing
from app.ui.help_window import open_help
from app.ui.inspector_window import InspectorWindow
from app.ui.keymap import intent_for_key, typed_text_keys
from app.ui.rope_panel import RopePanel
from app.ui.status_bar import StatusBar

log = logging.getLogger("epicycles")


class EpicyclesApp:
    """The Epicycles window: canvas and controls on the left, RoPE panel on the right, status below."""

    def __init__(
        self,
        size: tuple[int, int] = config.WINDOW_SIZE,
        preset: str = "square8",
        rope_view: str = "2",
        first_frame_file: Path | None = None,
    ) -> None:
        # Only what the app uses: pygame.init() would also open audio (and complain without a sound card).
        pygame.display.init()
        pygame.font.init()
        fonts.forget_fonts()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(config.WINDOW_TITLE)
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon.png"))))
        # Not every video driver has window limits; Resize enforces them too.
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # the only way to reach the display's window
            pygame.Window.from_display_module().minimum_size = config.MIN_WINDOW_SIZE
        self.manager = pygame_gui.UIManager(size, str(asset_path("theme.json")))
        # The help text is partly bold: load that face now rather than in the middle of a frame.
        bold = {"name": "noto_sans", "point_size": 14, "style": "bold", "antialiased": "1"}
        self.manager.preload_fonts([bold])
        self.clock = pygame.time.Clock()
        self.first_frame_file = first_frame_file
        self.frames = 0
        self.gesture = 0  # counts mouse presses: one slider drag is one undo step
        self.help_window: Any = None
        self.file_dialog: Any = None
        self.inspector: InspectorWindow | None = None
        self.reader: CurveReader | None = None
        self.errors: list[str] = []  # what the error boundary caught (tests expect none)

        self.state = AppState.for_preset(preset_curve(preset), preset, rope_view, size)
        self.presets = [(preset_curve(name).title, name) for name in preset_names()]
        self.layout = compute_layout(size, EpicycleControls.HEIGHT)
        self.view = self.fit_view()
        self._view_of = self.view_inputs()
        self.status = StatusBar(self.manager, pygame.Rect(self.layout.status))
        self.controls = EpicycleControls(
            self.manager, pygame.Rect(self.layout.controls), self.state.epicycles, self.presets, preset
        )
        self.rope_panel = RopePanel(self.manager, pygame.Rect(self.layout.panel), self.state.rope)
        self.exporting = Exporting(self.manager, self.presets)
        self.last_good = capture(self.state)
        self.sync()

    # ------------------------------------------------------------ loop

    def run(self) -> int:
        """Run until the window closes or Ctrl+Q; returns the exit code."""
        # Thousands of long-lived widget objects: keep them out of the collector's full passes,
        # which otherwise stall a frame now and then. Only here, in the one live loop of the process.
        gc.collect()
        gc.freeze()
        while self.state.running:
            if self.at_rest():
                # Nothing moves: sleep until an event comes (or a while passes), then draw once.
                first = pygame.event.wait(config.REST_WAIT_MS)
                events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
                dt = self.clock.tick() / 1000.0
                if not events:
                    continue
            else:
                dt = self.clock.tick(config.FPS) / 1000.0
                events = pygame.event.get()
            self.frame(events, dt)
        gc.unfreeze()
        pygame.quit()
        return 0

    def at_rest(self) -> bool:
        """Nothing on screen can change without input: both animations paused, no stroke being drawn, no
        file being read, no text field with a blinking cursor."""
        s = self.state
        moving = (s.epicycles.playing and s.epicycles.speed != 0) or s.rope.playing
        return not (moving or s.stroke is not None or self.reader is not None or typing(self.manager))

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: handle every event, advance time by dt seconds, draw, flip.

        An error boundary: an unexpected exception while handling one event or drawing one frame is
        logged with its traceback, the last good settings come back, the widgets are rebuilt and the
        status line says so once; the window stays up (only a failure at start-up ends the app).
        """
        for event in events:
            self.guarded(self.handle_event, event, what="handling that input")
        self.guarded(self.update, dt, what="updating the window")
        if self.guarded(self.draw, self.screen, what="drawing the window"):
            self.last_good = capture(self.state)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1 and self.first_frame_file is not None:
            self.first_frame_file.write_text(f"{time.time():.6f}\n")

    def guarded(self, step: Callable[[Any], None], arg: Any, what: str) -> bool:
        """step(arg); on an unexpected error recover (see frame) and return False."""
        try:
            step(arg)
            return True
        except Exception as exc:
            log.exception("unexpected error %s", what)
            self.errors.append(f"{what}: {exc.__class__.__name__}: {exc}")
            try:
                apply(self.state, i.Recover(self.last_good, what))
                self.relayout(self.layout.size, force=True)
            except Exception:  # the recovery itself failed: keep the window up all the same
                log.exception("recovering from the error %s", what)
            return False

    def update(self, dt: float) -> None:
        if self.reader is not None:
            for intent in self.reader.poll():
                self.submit(intent)
            if self.reader.finished:
                self.reader = None
        self.submit(i.Tick(dt))
        exported = self.exporting.step()  # a few ms of an export in progress, if any
        if exported is not None:
            self.submit(exported)
        self.sync()
        self.manager.update(dt)
        self.status.show_fps(self.clock.get_fps())

    def sync(self) -> None:
        """Make the window, the view and every widget show the state (only what changed is touched)."""
        s = self.state
        if s.window_size != self.layout.size:
            self.relayout(s.window_size)
        now = self.view_inputs()
        if now[0] is not self._view_of[0] or now[1:] != self._view_of[1:]:  # curves: by identity
            self.view, self._view_of = self.fit_view(), now
        self.controls.show_source(s.source, s.drawing is not None)
        self.controls.sync(s.epicycles)
        self.rope_panel.sync()
        if self.inspector is not None:
            self.inspector.sync(s)
        self.status.show(s.status.text, s.status.error)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(config.BG)
        draw_canvas(surface, self.view, self.state.epicycles, self.state.stroke)
        self.rope_panel.draw(surface)
        self.manager.draw_ui(surface)

    # ------------------------------------------------------------ events → intents

    def submit(self, intent: object) -> None:
        """The one road to the state: window commands are done here, everything else goes to apply."""
        if isinstance(intent, i.WindowCommand):
            self.command(intent)
            return
        outcome = apply(self.state, intent)
        if outcome.save is not None:
            self.save(outcome.save)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.submit(i.Quit())
            return
        if event.type == pygame.VIDEORESIZE:
            self.submit(i.Resize((event.w, event.h), largest_window()))
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.gesture += 1
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            # pygame_gui's text fields fail on characters no font can draw (zero-width ones, say).
            text = clean_typed(event.text)
            if not text and event.type == pygame.TEXTINPUT:
                return
            if text != event.text:
                event = pygame.event.Event(event.type, {**event.dict, "text": text})
        consumed = self.manager.process_events(event)
        export_intent = self.exporting.process_event(event, self.layout)
        if export_intent is not None:
            self.submit(export_intent)
            return
        if self.handle_dialog_event(event):
            return
        intent = self.controls.process_event(event, self.state.epicycles, self.gesture)
        if intent is None and self.inspector is not None:
            intent = self.inspector.process_event(event)
        if intent is None:
            intent = self.rope_panel.process_event(event, self.gesture)
        if intent is not None:
            self.submit(intent)
        elif event.type == pygame.KEYDOWN:
            if typing(self.manager) and typed_text_keys(event.key, event.mod):
                return
            key_intent = intent_for_key(event.key, event.mod, getattr(event, "unicode", ""))
            if key_intent is not None:
                self.submit(key_intent)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            stroke_intent = self.stroke_intent(event, consumed)
            if stroke_intent is not None:
                self.submit(stroke_intent)

    def stroke_intent(self, event: pygame.event.Event, consumed: bool) -> object | None:
        """Drawing: press on the canvas, drag (every motion event counts), release."""
        drawing = self.state.stroke is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_canvas = pygame.Rect(self.view.rect).collidepoint(event.pos)
            if on_canvas and not consumed and not self.manager.get_hovering_any_element():
                return i.Stroke(event.pos, "start")
        elif event.type == pygame.MOUSEMOTION and drawing:
            return i.Stroke(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drawing:
            return i.Stroke(event.pos, "end", self.view)
        return None

    def handle_dialog_event(self, event: pygame.event.Event) -> bool:
        """The file dialog's pick and the closing of the help and file windows."""
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.file_dialog:
            self.file_dialog = None
            self.open_curve_file(Path(event.text))
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE:
            if event.ui_element is self.help_window:
                self.help_window = None
            if event.ui_element is self.file_dialog:
                self.file_dialog = None
            if self.inspector is not None and event.ui_element is self.inspector.window:
                self.inspector = None
            return True
        return False

    # ------------------------------------------------------------ window commands and the disk

    def command(self, intent: i.WindowCommand) -> None:
        if isinstance(intent, i.ToggleHelp):
            if self.help_window is not None:
                self.close_help()
            else:
                self.help_window = open_help(self.manager, self.layout.size)
        elif isinstance(intent, i.ToggleInspector):
            self.toggle_inspector()
        elif isinstance(intent, i.OpenFileDialog):
            self.open_file_dialog()
        elif isinstance(intent, (i.OpenExportDialog, i.StartExport, i.CancelExport, i.CopyTable)):
            self.export_command(intent)
        elif isinstance(intent, i.Escape):
            if self.state.stroke is not None:
                self.submit(i.StrokeCancel())
            elif self.help_window is not None:
                self.close_help()
            elif self.inspector is not None:
                self.toggle_inspector()
            elif self.exporting.close_dialog():
                pass
            elif self.exporting.busy:
                self.submit(i.CancelExport())
            elif self.file_dialog is not None:
                self.file_dialog.kill()
                self.file_dialog = None

    def export_command(self, intent: i.WindowCommand) -> None:
        """Exports and the clipboard (app/ui/exporting.py); each result comes back as an intent."""
        result: object | None = None
        if isinstance(intent, i.OpenExportDialog):
            self.exporting.open_dialog(self.state, self.layout)
        elif isinstance(intent, i.StartExport):
            result = self.exporting.start(self.state, intent.request, self.layout)  # type: ignore[arg-type]
        elif isinstance(intent, i.CancelExport):
            result = self.exporting.cancel()
        elif isinstance(intent, i.CopyTable):
            result = self.exporting.copy(self.state, intent.what)
        if result is not None:
            self.submit(result)

    def close_help(self) -> None:
        self.help_window.kill()
        self.help_window = None

    def toggle_inspector(self) -> None:
        if self.inspector is not None:
            self.inspector.kill()
            self.inspector = None
        else:
            self.inspector = InspectorWindow(self.manager, self.layout.size)
            self.inspector.sync(self.state)

    def open_file_dialog(self) -> None:
        if self.file_dialog is None:
            self.file_dialog = open_curve_dialog(self.manager, self.layout.size)

    def open_curve_file(self, path: Path) -> None:
        """Read the file on a worker thread; update() passes on its progress and result."""
        if self.reader is not None:
            self.submit(i.FileFailed(f"still reading {self.reader.name}; pick it again when that is done"))
            return
        self.reader = CurveReader(path)

    def save(self, curve: Curve) -> None:
        self.submit(save_new_drawing(curve))

    # ------------------------------------------------------------ layout

    def view_inputs(self) -> tuple[object, ...]:
        s = self.state
        return (s.epicycles.curve, s.view_box, s.view_margin, self.layout.canvas)

    def fit_view(self) -> ViewTransform:
        """Fit the curve's box to the canvas; fitted curves keep clear of the caption and the hint."""
        s = self.state
        if s.view_margin == 0.0:  # a drawing: exactly where it was drawn
            return fit_box(s.view_box, self.layout.canvas, 0.0)
        return fit_box(s.view_box, self.layout.canvas, s.view_margin, CANVAS_HEADER, CANVAS_FOOTER)

    def relayout(self, size: tuple[int, int], force: bool = False) -> None:
        """Lay everything out again for a window of `size` (already checked by Resize).

        `force` also closes the dialogs (after an error, one of them may be what failed).
        """
        if force:
            for window in (self.help_window, self.file_dialog, self.inspector):
                if window is not None:
                    window.kill()
            self.help_window = self.file_dialog = self.inspector = None
        if pygame.display.get_surface().get_size() != size:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = pygame.display.get_surface()
        self.manager.set_window_resolution(size)
        self.layout = compute_layout(size, EpicycleControls.HEIGHT)
        self.status.build(pygame.Rect(self.layout.status))
        s = self.state
        self.controls.build(pygame.Rect(self.layout.controls), s.epicycles, s.source, s.drawing is not None)
        self.rope_panel.set_rect(pygame.Rect(self.layout.panel))


def largest_window() -> tuple[int, int]:
    """The largest window allowed: MAX_WINDOW_SIZE, or a display's size if one is larger still."""
    sizes = [*pygame.display.get_desktop_sizes(), config.MAX_WINDOW_SIZE]
    return max(w for w, _ in sizes), max(h for _, h in sizes)
