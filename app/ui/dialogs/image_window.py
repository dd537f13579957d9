"""The Image window: a picture just opened, with the outline it traces drawn over it, a threshold slider
(Otsu's to start), *Invert*, *Outlines / Edges*, how many outlines are kept, and *Use*, which makes them
the curve. When nothing can be traced, a line under the picture says why, as Use would. Tracing is
app/io/image_trace.py; the picture's pixels stay in this process."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UIImage,
    UILabel,
    UIWindow,
)

from app.errors import CurveError, Problem
from app.i18n import tr
from app.io.image_trace import Mode, Traced, trace
from app.io.picture_curve import curve_of, nothing_traced, why_nothing
from app.model import intents as i
from app.ui.dialogs.question import centred
from app.ui.window.check_box import CheckBox
from app.ui.window.dialog_hover import hold_hover
from app.ui.window.script_face import title_face
from app.ui.window.slider import Slider
from app.ui.window.window_scale import grey as grey_out

SIZE = (560, 465)  # ends 10 px below the last row: the Outlines / Edges list opens upwards, over the picture
PREVIEW = (520, 340)
MODE_CHOICES = [("epicycles.ui.image.outlines", "outlines"), ("epicycles.ui.image.edges", "edges")]
INK = (255, 96, 64)
THRESHOLDS = (0.01, 0.99)  # the slider's range


class ImageWindow:
    """One picture being traced; `process_event` gives ShowFile on *Use* (and the window closes), and the
    file to Recent: a picture closed unused, or with nothing to trace, is no file opened."""

    def __init__(self, manager: pygame_gui.UIManager, screen: tuple[int, int], read: i.PictureRead):
        rect = centred(screen, SIZE)
        self.manager, self.name, self.grey, self.path = manager, read.file_name, read.grey, read.path
        name = self.name
        title = tr(manager.get_locale(), "ui.image.title", name=name)
        self.window = UIWindow(rect, manager, title, object_id=ObjectID("#image_window", title_face(name)))
        hold_hover(self.window)
        inner = self.window.get_container()
        self.preview = UIImage(
            pygame.Rect((10, 8), PREVIEW), pygame.Surface(PREVIEW), manager, container=inner
        )
        # Why nothing can be traced, red as the status line's refusals, on a plate over the picture's foot
        # (no outline is drawn there then): a row of its own stood empty under every traceable picture.
        self.why = UILabel(
            pygame.Rect(10, 8 + PREVIEW[1] - 30, PREVIEW[0], 30), "", manager, container=inner,
            object_id="#image_why", visible=0,
        )  # fmt: skip
        y = PREVIEW[1] + 16
        UILabel(pygame.Rect(10, y, 100, 30), "epicycles.ui.image.threshold", manager, container=inner)
        self.slider = Slider(pygame.Rect(114, y, 300, 30), 0.5, THRESHOLDS, manager, container=inner)
        self.count = UILabel(pygame.Rect(420, y, 110, 30), "", manager, container=inner)
        y += 40
        self.invert = CheckBox(
            pygame.Rect(14, y + 6, 18, 18), "epicycles.ui.image.invert", manager, container=inner
        )
        self.mode_menu = UIDropDownMenu(
            MODE_CHOICES,
            MODE_CHOICES[0],
            pygame.Rect(150, y, 160, 30),
            manager,
            container=inner,
            object_id="#image_mode_menu",
        )
        self.use_button = UIButton(
            pygame.Rect(420, y, 100, 30), "epicycles.ui.image.use", manager, container=inner
        )
        self.traced = self._automatic()

    @property
    def mode(self) -> Mode:
        return self.mode_menu.selected_option[1]  # type: ignore[return-value]

    def _automatic(self) -> Traced:
        """Traced at Otsu's threshold, kept within the slider's range so that the slider shows the one in
        use (a picture of pure black and white puts it at 1/256, where the slider could not go)."""
        traced = self._trace(None)
        shown = min(max(traced.threshold, THRESHOLDS[0]), THRESHOLDS[1])  # (Traced keeps Otsu's own)
        if shown != traced.threshold:
            traced = self._trace(shown)
        self.slider.set_current_value(round(shown, 3))
        return traced

    def _trace(self, threshold: float | None) -> Traced:
        """Trace again and show it: the picture with its outlines over it, and their count."""
        traced = trace(self.grey, threshold, self.invert.get_state(), self.mode)
        h, w = self.grey.shape
        grey = (self.grey.T * 200 + 30).astype(np.uint8)  # the picture dimmed, so the outline stands out
        picture = pygame.surfarray.make_surface(np.repeat(grey[:, :, None], 3, axis=2))
        fit = min(PREVIEW[0] / w, PREVIEW[1] / h)
        shown = pygame.transform.smoothscale(picture, (max(1, int(w * fit)), max(1, int(h * fit))))
        canvas = pygame.Surface(PREVIEW)
        canvas.fill((14, 16, 22))
        left, top = (PREVIEW[0] - shown.get_width()) // 2, (PREVIEW[1] - shown.get_height()) // 2
        canvas.blit(shown, (left, top))
        half = max(w, h) / 2  # back from math units (the longer side 2) to the preview's pixels
        for z in traced.strokes:
            px = np.column_stack([left + (z.real * half + w / 2) * fit, top + (h / 2 - z.imag * half) * fit])
            if len(px) >= 2:
                pygame.draw.aalines(canvas, INK, True, px.tolist())
        self.preview.set_image(canvas)
        lang = self.manager.get_locale()
        self.count.set_text(tr(lang, "ui.image.count", n=len(traced.strokes)))
        why = "" if traced.strokes else tr(lang, "ui.image.nothing", why=tr(lang, why_nothing(traced)))
        self.why.set_text(why)
        self.why.show() if why else self.why.hide()
        if bool(traced.strokes) != self.use_button.is_enabled:  # grey while there is nothing to use
            self.use_button.enable() if traced.strokes else grey_out(self.use_button)
        return traced

    def process_event(self, event: pygame.event.Event) -> list[object] | None:
        """The intents of its event (PictureRetraced when it traced again); None if not its event."""
        element = getattr(event, "ui_element", None)
        slid = event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and element is self.slider
        checked = event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED)
        if slid or (checked and element is self.invert):
            self.traced = self._trace(float(self.slider.get_current_value()))
            return [self._retraced()]
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and element is self.mode_menu:
            self.traced = self._automatic()  # a new mode starts from its own automatic threshold
            return [self._retraced()]
        if event.type == pygame_gui.UI_BUTTON_PRESSED and element is self.use_button:
            try:
                # Titled by its stem, as an SVG's or a curve file's (and the command line's picture) are.
                curve = curve_of(self.traced, Path(self.name).stem or self.name, where=self.name)
            except CurveError as exc:
                return [i.FileFailed(str(exc), exc.problem)]
            return [i.ShowFile(curve, self.name), *([i.FileOpened(self.path)] if self.path else [])]
        return None

    def shown(self) -> i.PictureShown:
        """What says the picture is on show (and why nothing can be traced, if so)."""
        return i.PictureShown(self.name, self.problem(), len(self.traced.strokes))

    def problem(self) -> Problem | None:
        return None if self.traced.strokes else nothing_traced(self.traced, self.name)

    def _retraced(self) -> i.PictureRetraced:
        return i.PictureRetraced(self.name, len(self.traced.strokes), self.problem())

    def kill(self) -> None:
        self.window.kill()
