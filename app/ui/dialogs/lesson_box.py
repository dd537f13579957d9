"""The lesson window: the step's caption and the number the lesson computes, with Back and Next (Finish
on the last step).

It sits over the half of the window the step does not speak of: over the RoPE panel's lower part for a
step about the canvas, over the canvas' lower part for a step about the RoPE panel. Its height fits its
text, at most the height of the half it covers; over the panel it covers whole rows of its controls, edge
to edge.

Its text is drawn by our fonts (per-glyph fallback: math signs and Hangul both show) into an image
inside a pygame_gui window; closing the window leaves the lesson. It shows what the state says
(step and language) and turns its buttons into intents.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage, UIWindow

from app import config
from app.geometry.layout import Rect
from app.geometry.panel_cover import whole_rows_top
from app.i18n import tr
from app.model import intents as i
from app.model.lesson import STEPS, box_over_canvas
from app.model.lesson_words import step_words
from app.paths import own_models_folder
from app.text import end_elided, fits_in
from app.ui.dialogs.question import out_from_under
from app.ui.export.export_progress import WINDOW_ID as EXPORT_PROGRESS
from app.ui.fonts import Colour, Fonts
from app.ui.rope.model_work import WINDOW_ID as MODEL_PROGRESS
from app.ui.window.scene import LessonScene
from app.ui.window.script_face import title_face
from app.ui.window.stacking import above, to_front

CHROME = 36  # the window's title bar and borders (sizes here at scale 1)
TEXT_SIZE = 15
NUMBER_SIZE = 15
BUTTON = (90, 30)
PAD = 10
SEEN_AT_LEAST = 1 / 3  # of the canvas above the box, for the curve to be fitted there (else the whole)


class LessonBox:
    """A window over the half the step does not speak of, while lesson mode is on."""

    def __init__(self, manager: pygame_gui.UIManager, fonts: Fonts) -> None:
        self.manager = manager
        self.fonts = fonts
        self.window: Any = None
        self.back: Any = None
        self.next: Any = None
        self.finish: Any = None
        self.caption: UIImage | None = None  # the step's words, drawn by our fonts
        self.lines: list[tuple[str, Colour]] = []  # those words as wrapped
        self._shows: LessonScene | None = None
        self.folder = str(own_models_folder())  # where the demo model may be put by hand

    def sync(self, shows: LessonScene) -> bool:
        """Open, rebuild or close the window to show the scene's step in its language (new words alone:
        kept, its caption and height changed); True if it was opened, rebuilt, closed or resized."""
        built = self._sync(shows)
        self.uncover()
        return built

    def uncover(self) -> None:
        """The model's and the export's progress windows moved out from under the box (at 960x600 the
        model's stood over the step's words while the demo model was read; at 1280x800 a film's did)."""
        if self.window is None or not self.window.alive():
            return
        screen, gap = self.manager.window_resolution, self.fonts.scale.px(PAD)
        for window in self.manager.get_window_stack().get_full_stack():
            if {MODEL_PROGRESS, EXPORT_PROGRESS} & set(window.object_ids):
                out_from_under(window, self.window, screen, gap)

    def _sync(self, shows: LessonScene) -> bool:
        if self.window is not None and not self.window.alive():
            return False  # closed by its own button: its close event, on its way, leaves the lesson
        if shows == self._shows:
            return False
        if self.window is not None and self._words_only(shows):
            # Kept, its buttons too: pygame_gui takes a click only on the button it was pressed on, and
            # one built anew between the press and the release (the demo model's read ending, the canvas
            # changed in steps 5 to 9) lost it. Its foot stays, so Back, Next and Finish stay put.
            before, self._shows = pygame.Rect(self.window.rect), shows
            self._fit(shows)
            return self.window.rect != before
        # Made anew, it stays under the windows that were over it; opened, under those open (a progress
        # window, the help), which it had covered.
        stack = self.manager.get_window_stack().get_full_stack()
        over_it = above(self.manager, self.window) if self.window is not None else list(stack)
        self._kill()
        self._shows = shows
        if shows.step is not None:
            self._build(shows)
            to_front(self.manager, over_it)
        return True

    def _words_only(self, shows: LessonScene) -> bool:
        """Only the step's words differ from what the box shows: the same step (so the same buttons), in
        the same language, place and scale."""
        old = self._shows
        return old is not None and replace(shows, numbers=old.numbers, waiting=old.waiting) == old

    def covers(self, canvas: Rect) -> int:
        """How many pixels at the canvas' foot the box lies over, for the curve to be fitted above it: 0
        while it is not over the canvas, and when it leaves less than SEEN_AT_LEAST of it (a small window's
        tall step: the curve was a strip a few pixels high; the whole canvas then, part under the box)."""
        if self.window is None or self._shows is None or not box_over_canvas(self._shows.step):
            return 0
        _, y, _, h = canvas
        covered = min(max(y + h - self.window.rect.top, 0), h)
        return covered if h - covered >= SEEN_AT_LEAST * h else 0

    def close(self) -> None:
        """Shut the window; the next sync opens it again if the scene still has a step (after an error
        every window is closed, and the lesson goes on)."""
        self._kill()
        self._shows = None

    def _kill(self) -> None:
        if self.window is not None:
            self.window.kill()
        self.window = self.back = self.next = self.finish = self.caption = None

    def _build(self, shows: LessonScene) -> None:
        """The step in the scene: its window, caption and buttons, then put in place by _fit."""
        lang, index = shows.lang, shows.step or 0
        x, y, w, h = over = over_what(shows)
        step, px = STEPS[index], self.fonts.scale.px  # every size at the UI scale
        pad, button = px(PAD), pygame.Rect(0, 0, px(BUTTON[0]), px(BUTTON[1]))
        title = tr(lang, "lesson.window", step=index + 1, steps=len(STEPS))
        title = f"{title} · {tr(lang, f'lesson.{step.key}.title')}"
        self.window = UIWindow(  # (a title with a minus sign in the face that draws it: "m − n")
            pygame.Rect(x + pad, y, w - 2 * pad, h),
            self.manager,
            title,
            object_id=ObjectID("#lesson_window", title_face(title)),
        )
        if over == shows.panel:  # over the panel's rows of controls: edge to edge (a pad each side left
            shadow = self.window.shadow_width  # the first pixels of "Arrows", "Base", "Seed" showing)
            self.window.set_dimensions((w + 2 * shadow, h))
            self.window.set_position((x - shadow, y))
        bar = self.window.title_bar
        if bar is not None and bar.font is not None:  # a long title ends in "…", clear of the ×
            fitted = end_elided(title, fits_in(bar.font, bar.rect.width - px(2 * PAD)))
            if fitted != title:
                self.window.set_display_title(fitted)
        blank = pygame.Surface((1, 1), pygame.SRCALPHA)
        self.caption = UIImage(pygame.Rect(pad, pad, 1, 1), blank, self.manager, container=self.window)
        self.back = UIButton(button, tr(lang, "lesson.back"), self.manager, container=self.window)
        last = index == len(STEPS) - 1
        ahead = tr(lang, "lesson.finish" if last else "lesson.next")
        forward = UIButton(button, ahead, self.manager, container=self.window)
        if last:
            self.finish = forward  # leaves lesson mode
        else:
            self.next = forward
        if index == 0:
            self.back.disable()
        self._fit(shows)

    def _fit(self, shows: LessonScene) -> None:
        """The step's words wrapped to the width inside the window's borders (the window's own width ran
        the lines under its right border), the window made as tall as they are and put at the foot of the
        half it covers, the caption drawn and the buttons at the window's foot."""
        _, y, _, h = over = over_what(shows)
        step, px, window = STEPS[shows.step or 0], self.fonts.scale.px, self.window
        pad, (bw, bh) = px(PAD), (px(BUTTON[0]), px(BUTTON[1]))
        rows = over == shows.panel  # over the panel: its shadow reaches the panel's foot
        bottom = y + h + window.shadow_width if rows else y + h - pad  # (of its rect, shadow included)
        text_w = window.get_container().get_rect().width - 2 * pad
        # (a step on the chain: the scene's numbers, of the chain drawn; a scene without them: the step's)
        numbers = (
            dict(shows.numbers) if step.on_chain and shows.numbers else step.numbers() or dict(shows.numbers)
        )
        said = step_words(shows.lang, step.key, numbers, shows.waiting, self.folder)
        lines = self.lines = self._lines(said, text_w)
        text_h = sum(self.fonts.image(line, colour, TEXT_SIZE).get_height() + 1 for line, colour in lines)
        height = min(h - 2 * pad, px(CHROME) + text_h + bh + 3 * pad)
        if rows:  # its top raised to the space between two rows: no row is cut in half
            shadow = window.shadow_width
            height = bottom + shadow - whole_rows_top(over, self.fonts.scale, bottom - height + shadow)
        window.set_dimensions((window.rect.width, height))
        window.set_position((window.rect.left, bottom - height))
        inner = window.get_container().get_rect()
        image = self._caption(lines, text_w, inner.height - bh - 3 * pad)
        assert self.caption is not None
        self.caption.set_dimensions(image.get_size())
        self.caption.set_image(image)
        top = inner.height - bh - pad
        self.back.set_relative_position((inner.width - 2 * bw - 2 * pad, top))
        (self.finish or self.next).set_relative_position((inner.width - bw - pad, top))

    def _lines(self, said: tuple[str, str], width: int) -> list[tuple[str, Colour]]:
        """The step's text, wrapped, and its number below in the read-out colour (its waiting line while
        the number is being worked out)."""
        text, number = said
        lines: list[tuple[str, Colour]] = [
            (line, config.TEXT) for line in self.fonts.wrap(text, width, TEXT_SIZE)
        ]
        return lines + [(line, config.PEN) for line in self.fonts.wrap(number, width, NUMBER_SIZE)]

    def _caption(self, lines: list[tuple[str, Colour]], width: int, height: int) -> pygame.Surface:
        """The lines drawn one under another, as many as fit."""
        surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for line, colour in lines:
            image = self.fonts.image(line, colour, TEXT_SIZE)
            if y + image.get_height() > height:
                break
            surface.blit(image, (0, y))
            y += image.get_height() + 1
        return surface

    def process_event(self, event: pygame.event.Event) -> object | None:
        """Back, Next, Finish and closing the window, as lesson intents."""
        element = getattr(event, "ui_element", None)
        if element is None or self.window is None:
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED and element in (self.back, self.next):
            return i.Lesson("back" if element is self.back else "next")
        if event.type == pygame_gui.UI_BUTTON_PRESSED and element is self.finish:
            return i.Lesson("finish")
        if event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.window:
            self.window = self.back = self.next = self.finish = self.caption = None
            self._shows = None
            return i.Lesson("stop")
        return None


def over_what(shows: LessonScene) -> Rect:
    """The half of the window the box lies over: the one its step does not speak of."""
    return shows.canvas if box_over_canvas(shows.step) else shows.panel
