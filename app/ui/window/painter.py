"""The painter: draws each frame from the scene and pushes to the display only what changed.

A frame after input is drawn and pushed whole. A calm frame (no input for WIDGETS_SETTLE_S, no window or
text field open but an export's progress, no file being read) skips pygame_gui's hover checks and redraws
only what moves on the canvas and in the RoPE panel's picture, and the widgets the sync changed
(app/ui/window/damage.py has the pieces); the rest of the screen is still the last frame's. What it keeps
from frame to frame is keyed by the scene (app/ui/window/scene.py), never by values picked by hand.
"""

from __future__ import annotations

import pygame
import pygame_gui

from app import config
from app.model.readouts import canvas_readout
from app.ui.canvas.canvas_marks import Words
from app.ui.canvas.canvas_view import draw_canvas
from app.ui.fonts import Fonts
from app.ui.rope.rope_panel import RopePanel
from app.ui.window.damage import WidgetWatch, distinct, draw_widgets_in, fill_gaps
from app.ui.window.layout import uncovered
from app.ui.window.paced import Paced
from app.ui.window.scene import Scene
from app.ui.window.shown import EVERY_WIDGET, Told

FINISH_FRAMES = 10  # updates a widget gets after being told something new (a button has a few looks)
Sprite = pygame.sprite.Sprite


class Painter:
    """Owns the calm-frame bookkeeping: what the canvas' moving parts covered, the words on the screen,
    the widgets owed updates, and what the last frame pushed."""

    def __init__(
        self, manager: pygame_gui.UIManager, told: Told, rope_panel: RopePanel, fonts: Fonts
    ) -> None:
        self.manager = manager
        self.fonts = fonts
        self.told = told
        self.rope_panel = rope_panel
        self.widgets = WidgetWatch(manager)
        self.redraw_all = True  # the next frame is drawn and pushed whole (after an error, say)
        self.pushed: list[pygame.Rect] | None = None  # what the last draw changed; None: the whole window
        self.owed: dict[object, tuple[int, list[Sprite]]] = {}  # widget told → (updates left, its parts)
        self.updated: list[Sprite] | None = None  # what finish_widgets updated (None: pygame_gui did all)
        self.canvas_moved: list[pygame.Rect] = []  # what the canvas' moving parts covered last frame
        self.last: Scene | None = None  # the scene the last frame showed
        self.words: dict[str, Words] = {}  # the canvas' blocks of words on the screen (see draw_canvas)
        self.readout: Paced[str] = Paced()  # the canvas' time and pen line

    def finish_widgets(self, dt: float, run: bool) -> None:
        """The updates owed to widgets told something new in the last FINISH_FRAMES frames: pygame_gui
        redraws a widget's looks one per update. run: do them now (a calm frame, in which pygame_gui's own
        update, which does every widget, is skipped); else only count them."""
        group = self.manager.get_sprite_group()
        for element in self.told.take():
            if element in self.owed:  # told again (Δ's field, while Δ plays): its parts are known
                parts = self.owed[element][1]
            else:
                parts = group.sprites() if element is EVERY_WIDGET else family(group, element)
            self.owed[element] = (FINISH_FRAMES, parts)
        self.updated = None  # pygame_gui's own update does every widget
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

    def canvas_readout(self, scene: Scene) -> str:
        """The canvas' time and pen line: while the chain turns by itself, new at most every
        config.READOUT_EVERY_S of the loop's time; at once when paused or when anything else shown changes."""
        e = scene.state.epicycles
        return self.readout.get(lambda: canvas_readout(e, scene.lang), scene.seconds, scene.turning, scene)

    def draw(self, surface: pygame.Surface, scene: Scene, live: bool, tick_frame: bool) -> None:
        """What moves on the canvas and in the panel's picture; the widgets all when the frame is live, else
        only those the sync changed and those over what was drawn. Sets what to push."""
        # A calm frame changes only the widgets it updated; any other frame may change any.
        changed = self.widgets.changed(self.updated if tick_frame else None)
        same_scene = scene == self.last  # else the canvas' backdrop may show something new: all of it anew
        self.last = scene
        if self.redraw_all or changed is None:
            self.redraw_all = False
            self.draw_whole(surface, scene)
            self.pushed = None
            return
        if live:
            self.draw_live(surface, scene, changed, same_scene)
            return
        fill_gaps(surface, changed, self.pictures(scene))
        pictures = self.draw_pictures(surface, scene, changed, same_scene)
        self.pushed = distinct([*pictures, *changed])
        draw_widgets_in(surface, self.widgets.drawn(), self.widgets.covered(), self.pushed)

    def draw_live(
        self, surface: pygame.Surface, scene: Scene, changed: list[pygame.Rect], same_scene: bool
    ) -> None:
        """A frame after input: pygame_gui may have changed any widget in place (hover, a press, a blinking
        cursor), so the window's background and every widget go down anew, as in a whole frame; the
        pictures redraw only what moved and what lies under widgets over them, as in a calm frame."""
        pictures = self.pictures(scene)
        gaps = uncovered(surface.get_rect(), pictures)
        for part in gaps:
            surface.fill(config.BG, part)
        shown = self.widgets.drawn()
        places = [*changed, *self.widgets.covered()]  # (changed: where moved ones were, too)
        over = [place for place in places if place.collidelist(pictures) >= 0]
        drawn = self.draw_pictures(surface, scene, over, same_scene)
        surface.blits(shown, doreturn=False)
        self.pushed = distinct([*gaps, *drawn, *over])

    def draw_pictures(
        self, surface: pygame.Surface, scene: Scene, under: list[pygame.Rect], same_scene: bool
    ) -> list[pygame.Rect]:
        """The canvas and the panel's picture, each putting back what its moving parts covered last frame
        and what lies under the rectangles `under` (widgets drawn again over it); what they drew."""
        canvas_back = [*self.canvas_moved, *under] if same_scene else None
        canvas = draw_canvas(
            surface, scene.view, scene.state, self.fonts, canvas_back, self.canvas_readout(scene), self.words
        )
        self.canvas_moved = canvas.moved
        panel_rect = self.rope_panel.rect
        panel = self.rope_panel.draw(surface, scene.rope, [r for r in under if r.colliderect(panel_rect)])
        return [*canvas.pushed, *panel]

    def draw_whole(self, surface: pygame.Surface, scene: Scene) -> None:
        # The canvas and the panel's drawing paint every pixel of their rectangles: fill only the rest.
        for part in uncovered(surface.get_rect(), self.pictures(scene)):
            surface.fill(config.BG, part)
        readout = self.canvas_readout(scene)
        canvas = draw_canvas(surface, scene.view, scene.state, self.fonts, readout=readout, kept=self.words)
        self.canvas_moved = canvas.moved
        self.rope_panel.draw(surface, scene.rope)
        self.manager.draw_ui(surface)

    def pictures(self, scene: Scene) -> list[tuple[int, int, int, int]]:
        """The rectangles the window's pictures cover: the canvas and the RoPE panel's picture."""
        return [scene.view.rect, scene.rope.layout.panel]

    def present(self) -> None:
        """Push the frame: the whole window, or only what this frame drew anew."""
        if self.pushed is None:
            pygame.display.flip()
        else:
            pygame.display.update(self.pushed)
        # pygame_gui's sprite group keeps the rectangle of every widget ever removed (pygame's own draw
        # empties that list, pygame_gui's never does); nothing reads it here, so it would grow all session.
        self.manager.get_sprite_group().lostsprites.clear()


def family(group: pygame.sprite.AbstractGroup, element: object) -> list[Sprite]:
    """element and the widgets it is made of (a slider's buttons), in drawing order."""

    def within(sprite: object) -> bool:
        while sprite is not None:
            if sprite is element:
                return True
            sprite = getattr(sprite, "parent_element", None)
        return False

    return [sprite for sprite in group.sprites() if within(sprite)]
