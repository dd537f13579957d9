"""The status bar along the bottom: the latest message on the left, then the UI scale and language menus
and the frame rate on the right."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import PurePath

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UILabel

from app.geometry.units import MAX_SCALE, UI_STEPS, UNSCALED, Scale, nearest_step
from app.i18n import LANGUAGES, tr
from app.model import intents as i
from app.no_break import OPENING, breaks, kept_words
from app.text import middle_elided
from app.ui.fonts import FACES, GLYPH_LIMIT, NOT_IN_NOTO, face_path
from app.ui.glyph_faces import GlyphFaces
from app.ui.window.paced import Paced
from app.ui.window.script_face import drawable_in, status_face
from app.ui.window.shown import Told

FPS_EVERY_S = 0.5

# Each language in its own name, whatever the current one (a reader looks for the words they can read);
# the menu's theme (#language_menu in theme.json) draws them in a face that has every language's letters.
LANGUAGE_CHOICES = [(name, code) for code, name in LANGUAGES.items()]
MENU_W = 110
SCALE_AUTO = "auto"  # the display's scale, first in the menu, with the per cent it comes to
SCALE_W, FPS_W = 160, 90  # (the scale menu: "Scale: 150 % (auto)" whole beside its open button)
TIP_W = 640  # the widest the status line's tooltip wraps at


def scale_choices(lang: str, auto: float, most: float, chosen: float | None = None) -> list[tuple[str, str]]:
    """The UI scale menu: the display's scale, saying what it comes to in the window now (auto: the
    display's, held to what the window fits), then each step up to the most the window fits (each says what
    it is, as the menu shows only the one chosen; a larger one would only be held to the most). A choice
    larger than the window fits, kept from a larger one, stands in the most's place as "(max)": the open
    list must hold the entry the menu shows (pygame_gui raised on opening it)."""
    auto_said = tr(lang, "ui.status.scale_auto", percent=round(nearest_step(auto) * 100))
    fits = [step for step in UI_STEPS if step <= max(most, UI_STEPS[0]) + 1e-9]
    steps = [(tr(lang, "ui.status.scale_step", percent=round(step * 100)), str(step)) for step in fits]
    if chosen is not None and chosen > most + 1e-9:
        steps[-1] = (tr(lang, "ui.status.scale_most", percent=round(nearest_step(most) * 100)), str(chosen))
    return [(auto_said, SCALE_AUTO), *steps]


class StatusBar:
    """Two labels: the state's status line (shown as it changes) and the frame rate."""

    def __init__(
        self, manager: pygame_gui.UIManager, rect: pygame.Rect, told: Told, ui: Scale = UNSCALED
    ) -> None:
        self.manager = manager
        self.told = told
        self.text = ""
        self.short = ""  # the text's shorter form, shown where the whole does not fit
        self.names: tuple[str, ...] = ()  # the file names in them, never cut between their words
        self.error = False
        self._fps_text = ""
        self._fps: Paced[str] = Paced(FPS_EVERY_S)  # the frame rate's text, made twice a second
        self._glyphs = GlyphFaces(FACES, face_path, NOT_IN_NOTO, GLYPH_LIMIT)  # which face has which sign
        self.message_label: UILabel | None = None
        self.fps_label: UILabel | None = None
        self.language_menu: UIDropDownMenu | None = None
        self.scale_menu: UIDropDownMenu | None = None
        self.lang = "en"
        self.scale_chosen: float | None = None
        self.scale_auto = 1.0  # what the display's scale comes to in the window
        self.scale_most = MAX_SCALE  # the largest the window fits
        self.build(rect, ui)

    def build(self, rect: pygame.Rect, ui: Scale | None = None) -> None:
        """(Re)create the bar inside rect, at the UI scale ui (None: the one it was built at)."""
        old = self.message_label
        rested = old.hover_time if old is not None and old.hovered else None  # (the pointer on the line)
        for label in (self.message_label, self.fps_label, self.language_menu, self.scale_menu):
            if label is not None:
                label.kill()
        self.rect, self.ui = rect, ui or getattr(self, "ui", UNSCALED)
        px = self.ui.px
        fps_w, menu_w, scale_w, gap = px(FPS_W), px(MENU_W), px(SCALE_W), px(8)
        start = next(c for c in LANGUAGE_CHOICES if c[1] == self.lang)
        menu_x = rect.right - fps_w - menu_w - gap
        self.language_menu = UIDropDownMenu(
            LANGUAGE_CHOICES,
            start,
            pygame.Rect(menu_x, rect.top + 1, menu_w, rect.height - 2),
            self.manager,
            object_id=ObjectID(object_id="#language_menu", class_id="@rope_menu"),
        )
        choices = scale_choices(self.lang, self.scale_auto, self.scale_most, self.scale_chosen)
        shown = next((c for c in choices if c[1] == str(self.scale_chosen)), choices[0])
        self.scale_menu = UIDropDownMenu(
            choices,
            shown,
            pygame.Rect(menu_x - gap - scale_w, rect.top + 1, scale_w, rect.height - 2),
            self.manager,
            object_id=ObjectID(object_id="#scale_menu", class_id="@rope_menu"),
        )
        message_right = menu_x - 2 * gap - scale_w
        self.message_label = UILabel(
            pygame.Rect(rect.left + gap, rect.top, message_right - rect.left - gap, rect.height),
            " ",
            self.manager,
            object_id=ObjectID("#status_error" if self.error else "#status_info", self._face),
        )
        self.message_label.set_text(self.fitted(self.text, self.short) or " ")
        self.fps_label = UILabel(
            pygame.Rect(rect.right - fps_w - gap, rect.top, fps_w, rect.height),
            self._fps_text or " ",
            self.manager,
            object_id="#status_fps",
        )
        if rested is not None:
            self._hover_kept(rested)

    def _hover_kept(self, rested: float) -> None:
        """The new label hovered as the old one was (a line turned error or back is drawn by a new one): a
        tooltip up, or due, says the new line at once (it waited a new hover delay, the pointer still)."""
        label = self.message_label
        assert label is not None
        at = self.manager.get_mouse_position()
        if label.hover_point(*at):
            label.hovered, label.hover_time = True, rested
            label.while_hovering(0.0, at)

    @property
    def _face(self) -> str | None:
        return self.face_of(self.text)

    def face_of(self, line: str) -> str | None:
        """The theme class of the face the line is drawn in (script_face.status_face)."""
        return status_face(line, self._glyphs.has)

    def show(self, text: str, error: bool = False, short: str = "", names: tuple[str, ...] = ()) -> None:
        """Show the message (if it is new), or its short form where the whole does not fit, either cut
        never inside one of names; errors show in a warm colour."""
        if (text, error, short, names) == (self.text, self.error, self.short, self.names):
            return
        changed_kind = error != self.error or self._face != self.face_of(text)
        self.text, self.error, self.short, self.names = text, error, short, names
        if changed_kind:
            self.build(self.rect)
        else:
            assert self.message_label is not None
            self.message_label.set_text(self.fitted(text, short) or " ")
            self.told.tell(self.message_label)

    def fitted(self, text: str, short: str = "") -> str:
        """The message, else its short form, cut with "…" where it is wider than its label (the whole line
        is in the tooltip)."""
        label = self.message_label
        text, short = (drawable_in(self.face_of(line), line) for line in (text, short))  # (c₁ as c(1))
        if label is None or not text:
            return text
        room = label.rect.width - self.ui.px(8)
        font = label.font
        if font.size(text)[0] <= room:
            self._tip(None)
            return text
        # In the face the line has, as wide as the line (the theme's width suits a button's tip: a long path
        # there was a column of hyphen-broken pieces); a formula in it is never broken across its lines
        # (app/ui/window/line_breaks.py).
        self._tip(text, min(label.rect.width, self.ui.px(TIP_W)))
        if short and self.face_of(short) == self.face_of(text):  # (drawn in the label's face)
            text = short
            if font.size(text)[0] <= room:
                return text

        def fits(end: int) -> bool:
            return font.size(text[:end].rstrip() + "…")[0] <= room

        # Cut after a whole word (it was cut mid-number or mid-name: "Δ = 18…" for 1885) and a whole name
        # ("my heart…" read as a file of that name), not one that opens a bracket ("(480…"), else, where the
        # first word is too long itself, after the last letter that fits.
        ends = breaks(text, self.names)
        words = kept_words(text, ends, longest(lambda n: n == 0 or fits(ends[n - 1]), len(ends)))
        cut = ends[words - 1] if words else 0
        head = text[: cut + 1] if words else ""
        # A name where the line is cut: its start and end, its kind kept ("Could not open it: my…end.json…").
        name = next((name for name in self.names if name and text.startswith(name, len(head))), "")
        shown = middle_elided(name, lambda shown: font.size(f"{head}{shown}…")[0] <= room)
        if name and len(shown) > 2 * len(PurePath(name).suffix) + 4:
            return f"{head}{shown}…"
        return text[: cut if words else longest(fits, len(text))].rstrip().rstrip(OPENING) + "…"

    def _tip(self, text: str | None, wrap: int | None = None) -> None:
        """The label's tooltip says text (None: it has none). One up said the old line until the pointer
        moved: it goes, and the new one comes up in its place at once, as the pointer is still there."""
        label = self.message_label
        assert label is not None
        if text == label.tool_tip_text:
            return
        label.set_tooltip(text, None if text is None else ObjectID(None, self.face_of(text)), wrap_width=wrap)
        if label.tool_tip is not None:
            label.tool_tip.kill()
            label.tool_tip = None
            if text is not None:  # (past its delay: pygame_gui's hover check brings it up now)
                label.while_hovering(0.0, self.manager.get_mouse_position())

    def show_fps(self, fps: float, now: float, at_rest: bool = False) -> None:
        """The frame rate, at most every FPS_EVERY_S of the loop's time now (a number that changes every
        frame cannot be read, and each change redraws the label). At rest the loop sleeps until input, so
        its rate (1–3 frames a second) says nothing: the label reads "paused" instead. A rate of 0 was not
        measured (the clock had too few ticks, or none: a headless render steps time itself) and is not
        shown."""
        if at_rest:
            text = tr(self.lang, "readout.paused")
            self._fps = Paced(FPS_EVERY_S)  # the first reading after rest comes at once
        else:
            text = self._fps.get(lambda: f"{fps:4.0f} FPS" if fps > 0 else " ", now, running=True)
        if text != self._fps_text and self.fps_label is not None:
            self._fps_text = text
            self.fps_label.set_text(text)
            self.told.tell(self.fps_label)

    def show_language(self, lang: str) -> None:
        """Point the language menu at lang (rebuilt only when it changed)."""
        if lang != self.lang and lang in LANGUAGES:
            self.lang = lang
            self.build(self.rect)

    def show_scale(self, chosen: float | None, auto: float, most: float) -> None:
        """Point the UI scale menu at the scale chosen (None: the display's), its first entry saying what the
        display's comes to in the window (auto, which it said was the scale shown), offering the steps up to
        most, the largest the window fits; rebuilt if any changed."""
        if (chosen, auto, most) != (self.scale_chosen, self.scale_auto, self.scale_most):
            self.scale_chosen, self.scale_auto, self.scale_most = chosen, auto, most
            self.build(self.rect)

    def process_event(self, event: pygame.event.Event) -> object | None:
        """A pick in the language or UI scale menu, as an intent."""
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return None
        if event.ui_element is self.language_menu:
            return i.SetLanguage(event.selected_option_id)
        if event.ui_element is self.scale_menu:
            picked = event.selected_option_id
            return i.SetUiScale(None if picked == SCALE_AUTO else float(picked))
        return None


def longest(fits: Callable[[int], bool], most: int) -> int:
    """The largest end from 0 to most that fits, fits holding for every end below one that does."""
    low, high = 0, most
    while low < high:
        mid = (low + high + 1) // 2
        if fits(mid):
            low = mid
        else:
            high = mid - 1
    return low
