"""The keys while a dialog is on top (Open…, Open model…, Text…, Export…, the Image window, Rename): Enter
presses its default button, as a click would; the window's own shortcuts wait until it is answered, but
for those about the whole window (Esc, quit, full screen, the UI scale). A letter typed with no field
focused had drawn nothing in the dialog and toggled the canvas' circles under it; Ctrl+O over Export…
hid the one under the other."""

from __future__ import annotations

from collections.abc import Iterable

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton
from pygame_gui.windows import UIConfirmationDialog, UIFileDialog

from app.model import intents as i
from app.ui.window.widget_events import widget_event

PASSING = (i.Escape, i.CloseWindow, i.ToggleFullscreen, i.SetUiScale, i.StepUiScale)  # act over a dialog too


def default_button(
    top: UIElement | None, dialogs: Iterable[tuple[UIElement | None, UIButton | None]]
) -> UIButton | None:
    """The button Enter presses in `top`, the window on top, if it is a dialog: one of `dialogs` (window,
    its default button: Delete…'s and Replace?'s is Cancel), any file dialog (its OK) or other question (its
    action: Quit?'s); None for any other window."""
    if isinstance(top, UIFileDialog):
        return top.ok_button
    if isinstance(top, UIConfirmationDialog) and (chosen := keyboard_choice(top)) is not None:
        return chosen
    own = next((button for window, button in dialogs if window is not None and window is top), None)
    if own is None and isinstance(top, UIConfirmationDialog):  # Quit?: as the button says
        return top.confirm_button
    return own


CHOICE_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT)


def keyboard_choice(question: UIConfirmationDialog) -> UIButton | None:
    """The question's button the keyboard has chosen (shown selected), if any."""
    return next((b for b in (question.confirm_button, question.cancel_button) if b.is_selected), None)


def choose_other(top: UIElement | None, event: pygame.event.Event) -> bool:
    """Tab, Shift+Tab, ← or → in a question on top: the keyboard's choice goes to its other button (Enter
    then presses that one): a keyboard alone could only cancel Delete… and Replace?. Whether it was such
    a key."""
    if (
        not isinstance(top, UIConfirmationDialog)
        or event.type != pygame.KEYDOWN
        or event.key not in CHOICE_KEYS
    ):
        return False
    now = keyboard_choice(top) or top.cancel_button
    other = top.confirm_button if now is top.cancel_button else top.cancel_button
    now.unselect()
    other.select()
    return True


def pressed(button: UIButton) -> pygame.event.Event:
    """The event pygame_gui sends when the button is clicked."""
    return widget_event(pygame_gui.UI_BUTTON_PRESSED, button, mouse_button=1)
