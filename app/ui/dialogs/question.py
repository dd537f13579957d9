"""A question with two answers (pygame_gui's confirmation dialog, centred) and the width of a dialog's
own buttons: pygame_gui makes them as wide as their words, narrower than the app's buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton
from pygame_gui.windows import UIConfirmationDialog

from app.ui.window.script_face import face_for

BUTTON_W, BUTTON_GAP = 90, 10  # at scale 1: the windows enlarge a dialog to the UI scale


def centred(screen: tuple[int, int], size: tuple[int, int]) -> pygame.Rect:
    """A window of size in the middle of the screen."""
    return pygame.Rect((screen[0] - size[0]) // 2, (screen[1] - size[1]) // 2, *size)


def out_from_under(window: UIElement, other: UIElement, screen: tuple[int, int], gap: int) -> None:
    """Move window, if it hides part of other, just below other (else just above it; else where it is), its
    centre as far across as before: both can then be read."""
    rect, under = pygame.Rect(window.rect), other.rect
    if not rect.colliderect(under):
        return
    for top in (under.bottom + gap, under.top - gap - rect.height):
        if top >= 0 and top + rect.height <= screen[1]:
            window.set_position((rect.x, top))
            return


def fit_to_words(dialog: UIConfirmationDialog, screen: tuple[int, int]) -> None:
    """dialog as tall as its words with their box's padding round them (pygame_gui's is at least 200 px,
    its words at the top: an empty band lay between them and the buttons, wider at larger UI scales)."""
    box = dialog.confirmation_text
    rows = box.text_box_layout.layout_rows
    if not rows or box.scroll_bar is not None:  # (words longer than the box: it scrolls, as it is)
        return
    edges = box.rect.height - box.text_wrap_rect.height  # (its padding, border and shadow)
    spare = box.rect.height - (rows[-1].bottom + edges + 1)  # (a pixel more: rounding made it scroll)
    size = (dialog.rect.width, min(dialog.rect.height - spare, screen[1]))
    dialog.set_minimum_dimensions((min(dialog.minimum_dimensions[0], size[0]), size[1]))
    dialog.set_dimensions(size)
    box.rebuild()  # (now: its old shape, rebuilt only later, took the presses meant for the buttons)
    dialog.set_position(centred(screen, size).topleft)


def refit(dialog: UIConfirmationDialog, screen: tuple[int, int]) -> None:
    """A question laid out again after the UI scale changed under it: scaled with the rest, it kept its old
    words' height (at a smaller scale pygame_gui's minimum held it, its words in a scroll box; at a larger
    one an empty band lay under them) and lost its chosen button's look. Made tall enough for its words in
    the new theme, then as tall as them, the button Enter presses shown chosen again."""
    chosen = [button for button in (dialog.confirm_button, dialog.cancel_button) if button.is_selected]
    room = (dialog.rect.width, min(screen[1], dialog.rect.height * 3))
    dialog.set_minimum_dimensions((min(dialog.minimum_dimensions[0], room[0]), 1))
    dialog.set_dimensions(room)
    dialog.confirmation_text.rebuild()
    fit_to_words(dialog, screen)
    for button in chosen:
        button.select()


def fit_below(window: UIElement, last: UIElement, factor: float, screen: tuple[int, int]) -> None:
    """A window just built at scale 1 for a UI scale of `factor` made as tall as what it holds: down to
    `last`, with the margin over its first row (that of `last`'s container) under it too. Its title bar and
    borders, the scaled theme's, are known once it is made; scale_window then enlarges the whole by the UI
    scale, so they are counted at 1 / factor here (a band three times the margin lay empty at 300 %)."""
    inner = window.get_container()
    margin = min(element.relative_rect.top for element in inner.elements)
    chrome = (window.rect.height - inner.rect.height) / factor
    size = (window.rect.width, round(last.relative_rect.bottom + margin + chrome))
    window.set_dimensions(size)
    window.set_position(centred(screen, size).topleft)


def widen_buttons(*buttons: UIButton) -> None:
    """Make a dialog's buttons along its bottom right (each anchored by its right side to the one after it)
    the app's width."""
    for button in buttons:
        y, height = button.relative_rect.y, button.relative_rect.height
        button.set_dimensions((BUTTON_W, height))
        button.set_relative_position((-BUTTON_W - BUTTON_GAP, y))


Words = Callable[[str], str]  # a question's text (HTML) in a language


class Question(UIConfirmationDialog):
    """A question whose text follows the manager's language. Its title and buttons, catalogue keys,
    pygame_gui words anew itself; its text, written out when asked, had stayed in the language it was
    asked in while every other window followed."""

    words: Words

    def on_locale_changed(self) -> None:
        for button in (self.confirm_button, self.cancel_button):  # (first: rebuilt in the language's face
            button.on_locale_changed()  # after reword, Enter's lost its chosen look; now only retitled)
        self.reword(self.words)

    def reword(self, words: Words) -> None:
        """Say `words` in the manager's language, as tall as they are, where the question stands (its
        buttons kept: a press held on one is still taken on its release)."""
        self.words, screen = words, self.ui_manager.window_resolution
        self.confirmation_text.set_text(words(self.ui_manager.get_locale()))
        x, y = self.rect.topleft
        refit(self, screen)
        self.set_position((x, max(0, min(y, screen[1] - self.rect.height))))


def question(
    manager: pygame_gui.UIManager,
    screen: tuple[int, int],
    size: tuple[int, int],
    words: Words,
    title: str,
    action: str,
    on_top: bool = False,
    enter_acts: bool = False,
) -> Question:
    """Ask, in the middle of the screen: `words` (in the manager's language, and in each it is switched
    to), the window's `title` and the `action` button's words (catalogue keys or words); Cancel beside it.
    The text is in the face that has its letters (a drawing or file named in Hangul, in the English
    window). `on_top`: above the windows kept on top. The button Enter presses is shown chosen (Tab and
    the arrows choose the other, dialog_keys.py): Cancel, or the action where `enter_acts`."""
    text = words(manager.get_locale())
    dialog = Question(
        centred(screen, size),
        text,
        manager,
        window_title=title,
        action_short_name=action,
        object_id=ObjectID("#confirmation_dialog", face_for(text)),
        always_on_top=on_top,
    )
    dialog.words = words
    widen_buttons(dialog.confirm_button, dialog.cancel_button)
    (dialog.confirm_button if enter_acts else dialog.cancel_button).select()
    return dialog
