"""Which parts of the window a frame redraws and pushes to the display.

A calm frame (no input for a while, no window or text field open) skips pygame_gui's update and redraws
only what moves: the moving parts of the canvas and of the RoPE panel's picture (each puts back what its
parts covered last frame from a still image, then draws them anew) and the widgets whose image or place
the sync just changed. Everything else on the screen is still the previous frame's, so only those
rectangles are pushed (`pygame.display.update(rects)`), which is most of the cost in a real window. A
widget that changes gets a new image (or place), which is what is watched; the looks that pygame_gui
changes in place (hover, focus, a blinking cursor) come with input, and in those frames every widget is
drawn again (Painter.draw_live), the pictures still only where something moved.
Windows stay calm too once input settles (pygame_gui still updates them): drawn again only over what
changed under them, they have no shadow (assets/theme.json), whose soft edge would be blended again over
the last frame's, darker every frame.
tests/ui/window/test_damage.py holds calm frames to the always-live loop, pixel for pixel.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui

from app import config
from app.geometry.layout import Rect
from app.ui.window.layout import uncovered


class WidgetWatch:
    """Remembers what pygame_gui draws (each visible widget's image and place, in order), to tell what the
    last frame changed."""

    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self.group = manager.get_sprite_group()
        # The images themselves, not their ids: a freed image's id can come back as a new image's.
        self.seen: tuple[list[pygame.Surface], list[pygame.Rect]] | None = None
        self._drawn: list[list] | None = None  # the visible blits that have pixels, while nothing changes
        self._covered: list[pygame.Rect] = []  # where each of those puts its pixels
        self._visible: list[list] | None = None  # the group's blit list when seen was taken
        self._index: dict[int, int] = {}  # a visible widget's blit list (by id) → its place in seen

    def changed(self, suspects: Sequence[Any] | None = None) -> list[pygame.Rect] | None:
        """Rectangles (old and new place) of what pygame_gui draws differently since the last call; None
        when widgets came, went or were shown or hidden (the whole window is then redrawn).

        suspects: the only widgets that can have changed (a calm frame: those just updated), looked at
        alone while the group's blit list is the one seen; None: all of them.
        """
        # The group's own blit list: [image, rect, ...] per visible widget, back to front; each widget's
        # own list (its blit_data), changed in place. Places are what each blit covers (`covers`: new
        # rectangles, while pygame_gui moves a widget's rect in place); lists of them compare in C.
        visible = self.group.visible
        same_list = visible is self._visible and not self.group.should_update_visibility
        if suspects is not None and same_list and self.seen is not None:
            return self._suspects_changed(suspects)
        images = [blit[0] for blit in visible]
        places = [covers(blit) for blit in visible]
        before, self.seen = self.seen, (images, places)
        if visible is not self._visible:
            self._visible = visible
            self._index = {id(blit): k for k, blit in enumerate(visible)}
        if before is None or len(before[0]) != len(images) or self.group.should_update_visibility:
            self._drawn = None
            return None
        if images == before[0] and places == before[1]:  # the usual calm frame
            return []
        self._drawn = None
        return [
            place.union(old_place)
            for image, place, old_image, old_place in zip(images, places, *before, strict=True)
            if image is not old_image or place != old_place
        ]

    def _suspects_changed(self, suspects: Sequence[Any]) -> list[pygame.Rect]:
        assert self.seen is not None
        images, places = self.seen
        out = []
        for sprite in suspects:
            k = self._index.get(id(sprite.blit_data))
            if k is None:  # not visible: draws nothing
                continue
            image, place = sprite.blit_data[0], covers(sprite.blit_data)
            if image is not images[k] or place != places[k]:
                out.append(place.union(places[k]))
                images[k], places[k] = image, place
        if out:
            self._drawn = None
        return out

    def drawn(self) -> list[list]:
        """The visible blits that put pixels down (containers are "visible" with an empty image over all
        they hold, the root one over the whole window), kept until changed() finds a change."""
        if self._drawn is None:
            self._drawn = [blit for blit in self.group.visible if blit[0].get_width()]
            self._covered = [covers(blit) for blit in self._drawn]
        return self._drawn

    def covered(self) -> list[pygame.Rect]:
        """Where each of drawn()'s blits puts pixels (covers), kept with them."""
        self.drawn()
        return self._covered


def covers(blit: Sequence) -> pygame.Rect:
    """Where a blit of the group's list puts pixels: its image (or its area) at its place, which may reach
    past the widget's rect: a greyed drop-down's button, resized to a new UI scale, keeps the old scale's
    image until it is drawn again, and where only the rect was put back the old grey box stayed."""
    image, place, *rest = blit
    area = rest[0] if rest else None
    w, h = image.get_size() if area is None else pygame.Rect(area).size
    return pygame.Rect(place[0], place[1], w, h)


def draw_widgets_in(
    surface: pygame.Surface, shown: Sequence[Sequence], places: Sequence[Rect], rects: Sequence[Rect]
) -> None:
    """The widgets shown (WidgetWatch.drawn: blits back to front, each covering its place in `places`),
    over each rectangle only (what lies under them is drawn already).

    Where rectangles overlap, the widgets go down once: a second blend would darken their soft edges.
    """
    clip = surface.get_clip()
    done: list[Rect] = []
    for rect in rects:
        hits = pygame.Rect(rect).collidelistall(places)  # most of a picture's rectangles have none
        for area in uncovered(pygame.Rect(rect), done) if hits else []:
            over = [shown[k] for k in hits if area.colliderect(places[k])]
            if over:
                surface.set_clip(area.clip(clip))
                surface.blits(over)
        done.append(rect)
    surface.set_clip(clip)


def distinct(rects: Sequence[Rect]) -> list[Rect]:
    """The rectangles that have an area, each once (a still part is often last frame's and this one's)."""
    seen: set[tuple[int, int, int, int]] = set()
    out = []
    for rect in rects:
        key = tuple(rect)
        if rect[2] > 0 and rect[3] > 0 and key not in seen:
            seen.add(key)  # type: ignore[arg-type]
            out.append(rect)
    return out


def fill_gaps(surface: pygame.Surface, rects: Sequence[Rect], pictures: Sequence[Rect]) -> None:
    """The window's background under each rectangle, except where a picture (canvas, panel) is drawn."""
    for rect in rects:
        for part in uncovered(pygame.Rect(rect), list(pictures)):
            surface.fill(config.BG, part)
