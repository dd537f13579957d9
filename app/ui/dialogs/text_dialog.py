"""The Text… window: type a word or a line (Korean too), pick a font, and *Draw* (or Enter) makes its
letters' outlines the curve (app/io/text_outline.py). A text that cannot be drawn says why in the status
bar and the window stays, with what was typed, so it can be mended."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UIWindow

from app import config
from app.errors import CurveError
from app.io.text_outline import text_curve
from app.model import intents as i
from app.ui.dialogs.question import centred, fit_below
from app.ui.window.dialog_hover import hold_hover
from app.ui.window.field_cap import TellingEntry, capped
from app.ui.window.script_face import ANY_SCRIPT, ANY_SCRIPT_MENU

SIZE = (440, 190)
FONT_CHOICES = [
    ("epicycles.ui.text.noto", "noto"),
    ("epicycles.ui.text.dejavu", "dejavu"),
    ("epicycles.ui.text.noto_kr", "noto-kr"),
]
FIRST_TEXT = "LOOP"  # what the first Text… window of a run offers


class TextDialog:
    """One Text… window; `process_event` gives ShowText (and closes) or FileFailed (and stays)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        screen: tuple[int, int],
        text: str,
        font: str,
        factor: float = 1.0,
    ) -> None:
        """Built at scale 1 for a UI scale of `factor` (windows.py enlarges it)."""
        self.window = UIWindow(
            centred(screen, SIZE), manager, "epicycles.ui.text.title", object_id="#text_window"
        )
        hold_hover(self.window)
        inner = self.window.get_container()
        # The font's row first: its list opens down over the rows under it, inside the window (which clips
        # it) as tall as what it holds. Under the text's row it needed a band as tall as itself under Draw.
        UILabel(pygame.Rect(10, 8, 80, 30), "epicycles.ui.text.font", manager, container=inner)
        picked = next((c for c in FONT_CHOICES if c[1] == font), FONT_CHOICES[0])
        self.font_menu = UIDropDownMenu(
            FONT_CHOICES,
            picked,
            pygame.Rect(96, 8, 300, 30),
            manager,
            container=inner,
            object_id=ObjectID("#text_font_menu", ANY_SCRIPT_MENU),  # an option names Hangul
        )
        UILabel(pygame.Rect(10, 46, 80, 30), "epicycles.ui.text.word", manager, container=inner)
        field = pygame.Rect(96, 46, 300, 32)
        self.entry = capped(  # a letter past the most is refused as the drawing would refuse it
            TellingEntry(field, manager, container=inner, object_id=ANY_SCRIPT, refusal="problem.text.long"),
            config.MAX_WORD_CHARS,
        )
        self.entry.set_text(text)
        self.draw_button = UIButton(
            pygame.Rect(296, 92, 100, 30), "epicycles.ui.text.draw", manager, container=inner
        )
        fit_below(self.window, self.draw_button, factor, screen)  # (a band lay empty under Draw at 300 %)

    @property
    def text(self) -> str:
        return self.entry.get_text()

    @property
    def font(self) -> str:
        return self.font_menu.selected_option[1]

    def process_event(self, event: pygame.event.Event) -> list[object] | None:
        """The intents of this window's event; None if it is not this window's."""
        element = getattr(event, "ui_element", None)
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and element is self.draw_button
        entered = event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.entry
        if not (pressed or entered):
            return None
        try:
            curve = text_curve(self.text, self.font)
        except CurveError as exc:
            return [i.FileFailed(str(exc), exc.problem, text=True)]
        return [i.ShowText(curve, curve.title)]

    def kill(self) -> None:
        self.window.kill()
