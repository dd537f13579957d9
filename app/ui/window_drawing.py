"""Drawing a frame (mixed into EpicyclesApp): whole after input, else only what moves, and pushing to the
display just the rectangles that changed (app/ui/damage.py has the pieces).

A calm frame (no input for WIDGETS_SETTLE_S, no window or text field open, no file read or film written)
skips pygame_gui's hover checks and redraws what moves on the canvas and in the RoPE panel's picture and
the widgets the sync changed; the rest of the screen is still the last frame's.
"""

from __future__ import annotations

from typing import Any

import pygame

from app import config
from app.identity import Same
from app.model.readouts import canvas_readout
from app.ui.canvas_view import draw_canvas
from app.ui.damage import distinct, draw_widgets_in, fill_gaps
from app.ui.focus import typing
from app.ui.paced import Paced
from app.ui.shown import Shown
from app.ui.window_layout import uncovered

FINISH_FRAMES = 10  # updates a widget gets after being told something new (a button has a few looks)
EVERY_WIDGET = None  # in Shown.told: a change whose widget is not named


class WindowDrawing:
    """Mixed into EpicyclesApp: what each frame draws and pushes."""

    state: Any
    manager: Any
    view: Any
    rope_panel: Any
    widgets: Any
    reader: Any
    exporting: Any
    calm_for: float
    live: bool
    redraw_all: bool
    pushed: list[Any] | None
    owed: dict[Any, tuple[int, list[Any]]]  # widget told something new → (updates left, it and its parts)
    canvas_moved: list[Any]  # what the canvas' moving parts covered in the last frame
    canvas_of: tuple[Any, Any]  # the curve and view the canvas last showed
    updated: list[Any] | None  # the widgets finish_widgets updated this frame (None: pygame_gui did all)
    words: dict[str, Any]  # the canvas' blocks of words on the screen (see draw_canvas)
    tick_frame: bool  # a calm frame in which only time moved on (see EpicyclesApp.update)
    readout: Paced[str]  # the canvas' time and pen line

    def widgets_live(self) -> bool:
        """pygame_gui has something to do this frame: input came lately (hover, tooltips, held buttons), a
        window is open, a text field is typed in, or a file is being read or a film written."""
        return (
            self.calm_for < config.WIDGETS_SETTLE_S
            or bool(self.manager.get_window_stack().get_full_stack())
            or typing(self.manager)
            or self.reader is not None
            or self.exporting.busy
            or any(pygame.mouse.get_pressed())
        )

    def finish_widgets(self, dt: float, run: bool) -> None:
        """The updates owed to widgets told something new (Shown.told) in the last FINISH_FRAMES frames:
        pygame_gui redraws a widget's looks one per update. run: do them now (a calm frame, in which
        pygame_gui's own update, which does every widget, is skipped); else only count them."""
        group = self.manager.get_sprite_group()
        for element in Shown.told:
            if element in self.owed:  # told again (Δ's field, while Δ plays): its parts are known
                parts = self.owed[element][1]
            else:
                parts = group.sprites() if element is EVERY_WIDGET else family(group, element)
            self.owed[element] = (FINISH_FRAMES, parts)
        Shown.told.clear()
        self.updated = None  # pygame_gui's own update does every widget (see update)
        if run:
            parts = (
                self.owed[EVERY_WIDGET][1]
                if EVERY_WIDGET in self.owed
                else [part for _, family_parts in self.owed.values() for part in family_parts]
            )
            for part in parts:
                part.update(dt)
            self.updated = parts
        for element, (left, parts) in list(self.owed.items()):
            if left > 1:
                self.owed[element] = (left - 1, parts)
            else:
                del self.owed[element]

    def canvas_readout(self) -> str:
        """The canvas' time and pen line: while the chain turns by itself, new at most every
        config.READOUT_EVERY_S of the loop's time; at once when paused, and whenever the curve, arrows,
        speed or language change."""
        s, e = self.state, self.state.epicycles
        of = (Same(e.curve), Same(e.chain), e.playing, e.speed, s.lang)
        return self.readout.get(lambda: canvas_readout(e, s.lang), s.seconds, e.playing and e.speed != 0, of)

    def draw(self, surface: pygame.Surface) -> None:
        """What moves on the canvas and in the panel's picture; the widgets all when the frame is live, else
        only those the sync changed and those over what was drawn (app/ui/damage.py). Sets what to push."""
        # A calm frame changes only the widgets it updated; any other frame may change any.
        changed = self.widgets.changed(self.updated if self.tick_frame else None)
        # The canvas' backdrop shows the curve in the view: if either changed, the whole canvas is new.
        canvas_of = (self.state.epicycles.curve, self.view)
        same_canvas = canvas_of[0] is self.canvas_of[0] and canvas_of[1] == self.canvas_of[1]
        self.canvas_of = canvas_of
        if self.live or self.redraw_all or changed is None:
            self.redraw_all = False
            self.draw_whole(surface)
            self.pushed = None
            return
        fill_gaps(surface, changed, self.pictures())
        # Under a changed widget lies a picture: the canvas or the panel puts it back.
        canvas_back = [*self.canvas_moved, *changed] if same_canvas else None
        canvas = draw_canvas(surface, self.view, self.state, canvas_back, self.canvas_readout(), self.words)
        self.canvas_moved = canvas.moved
        panel = self.rope_panel.draw(
            surface, [r for r in changed if r.colliderect(self.rope_panel.rect)], self.state.seconds
        )
        self.pushed = distinct([*canvas.pushed, *panel, *changed])
        draw_widgets_in(surface, self.widgets.drawn(), self.pushed)

    def draw_whole(self, surface: pygame.Surface) -> None:
        # The canvas and the panel's drawing paint every pixel of their rectangles: fill only the rest.
        for part in uncovered(surface.get_rect(), self.pictures()):
            surface.fill(config.BG, part)
        canvas = draw_canvas(surface, self.view, self.state, readout=self.canvas_readout(), kept=self.words)
        self.canvas_moved = canvas.moved
        self.rope_panel.draw(surface, now=self.state.seconds)
        self.manager.draw_ui(surface)

    def pictures(self) -> list[Any]:
        """The rectangles the window's pictures cover: the canvas and the RoPE panel's picture."""
        return [self.view.rect, self.rope_panel.layout.panel]

    def present(self) -> None:
        """Push the frame: the whole window, or only what this frame drew anew."""
        if self.pushed is None:
            pygame.display.flip()
        else:
            pygame.display.update(self.pushed)


def family(group: Any, element: Any) -> list[Any]:
    """element and the widgets it is made of (a slider's buttons), in drawing order."""

    def within(sprite: Any) -> bool:
        while sprite is not None:
            if sprite is element:
                return True
            sprite = getattr(sprite, "parent_element", None)
        return False

    return [sprite for sprite in group.sprites() if within(sprite)]
