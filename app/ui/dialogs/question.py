"""A question with two answers (pygame_gui's confirmation dialog, centred) and the width of a dialog's
own buttons: pygame_gui makes them as wide as their words, narrower than the app's buttons."""

from __future__ import annotations

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


def widen_buttons(*buttons: UIButton) -> None:
    """Make a dialog's buttons along its bottom right (each anchored by its right side to the one after it)
    the app's width."""
    for button in buttons:
        y, height = button.relative_rect.y, button.relative_rect.height
        button.set_dimensions((BUTTON_W, height))
        button.set_relative_position((-BUTTON_W - BUTTON_GAP, y))


def question(
    manager: pygame_gui.UIManager,
    screen: tuple[int, int],
    size: tuple[int, int],
    text: str,
    title: str,
    action: str,
    on_top: bool = False,
) -> UIConfirmationDialog:
    """Ask, in the middle of the screen: `text` (HTML), the window's `title` and the `action` button's
    words (catalogue keys or words); Cancel beside it. The text is in the face that has its letters (a
    drawing or file named in Hangul, in the English window). `on_top`: above the windows kept on top."""
    dialog = UIConfirmationDialog(
        centred(screen, size),
        text,
        manager,
        window_title=title,
        action_short_name=action,
        object_id=ObjectID("#confirmation_dialog", face_for(text)),
        always_on_top=on_top,
    )
    widen_buttons(dialog.confirm_button, dialog.cancel_button)
    return dialog
