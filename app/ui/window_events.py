"""Events to intents (mixed into EpicyclesApp): each pygame event goes to the widgets that claim it, then
to the keymap or the canvas' mouse handling; whatever they make of it is submitted to the state."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from app.model import intents as i
from app.text import clean_typed
from app.ui.focus import typing
from app.ui.keymap import intent_for_key, typed_text_keys
from app.ui.window_layout import largest_window


class WindowEvents:
    """Mixed into EpicyclesApp: handle_event, one event at a time."""

    state: Any
    manager: Any
    layout: Any
    view: Any
    mouse: Any
    gesture: int
    lesson_box: Any
    status: Any
    exporting: Any
    controls: Any
    inspector: Any
    tools: Any
    rope_panel: Any
    submit: Any
    open_curve_file: Any
    handle_dialog_event: Any

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.submit(i.Quit())
            return
        if event.type == pygame.VIDEORESIZE:
            self.submit(i.Resize((event.w, event.h), largest_window()))
            return
        if event.type == pygame.DROPFILE:
            self.open_curve_file(Path(event.file))
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
        window_intent = self.lesson_box.process_event(event) or self.status.process_event(event)
        if window_intent is not None:
            self.submit(window_intent)
            return
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
            intent = self.tools.process_event(event)
        if intent is None:
            intent = self.rope_panel.process_event(event, self.gesture)
        if intent is not None:
            self.submit(intent)
        elif event.type == pygame.KEYDOWN:
            if typing(self.manager) and typed_text_keys(event.key, event.mod):
                return
            in_lesson = self.state.lesson is not None
            key_intent = intent_for_key(event.key, event.mod, getattr(event, "unicode", ""), in_lesson)
            if key_intent is not None:
                self.submit(key_intent)
        elif event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
        ):
            free = not consumed and not self.manager.get_hovering_any_element()
            mouse_intent = self.mouse.intent(event, self.state, self.view, free)
            if mouse_intent is not None:
                self.submit(mouse_intent)
