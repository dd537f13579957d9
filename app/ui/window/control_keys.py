"""Every control of the dialog on top within the keyboard's reach, as a desktop's dialogs have them.

Tab and Shift+Tab walk its text fields, drop-downs, lists, sliders, check boxes and buttons in reading order
(a greyed one is passed over; tab_keys.py calls `Reached.tab`). The one reached has pygame_gui's focus and
is shown chosen, in the theme's selected look (a click's focus shows nothing: the look is the keyboard's),
and it takes its keys: Space, Enter or Alt+↓ open a drop-down (its open list then takes the arrows and
Enter: menus.py) and ↑/↓ or a letter typed step its choice; ↑/↓, Home and End move a list's chosen entry
(Open… puts its name in the path line, as a click does) and Enter opens it (a column of entries, Open…'s
Recent, is such a list: entry_column.py); ←/→ step a slider; Space or Enter toggle a check box (and press
no default button: a click's focus on one takes neither); Space or Enter press a button. What each does
reaches the dialog as pygame_gui's own event, posted as a click posts it. (Enter in a text field presses
the dialog's default button: dialog_keys.py.)
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UISelectionList,
    UITextEntryLine,
    UIWindow,
)

from app.ui.window.check_box import CheckBox
from app.ui.window.dialog_keys import pressed
from app.ui.window.drop_down import offer
from app.ui.window.entry_column import ColumnEntry, column_of, one_stop_per_column
from app.ui.window.focus import everything, field_after, give_keys, within
from app.ui.window.letter_search import typed_letter, typed_to
from app.ui.window.menus import MOVES, mark, menu_key, moved
from app.ui.window.slider import Slider
from app.ui.window.widget_events import post_widget_event

CONTROLS = (UITextEntryLine, UIDropDownMenu, UISelectionList, UIHorizontalSlider, UICheckBox, UIButton)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
SLIDER_STEPS = 100  # a slider's ← or → moves it by this part of its range


def controls_in(manager: pygame_gui.UIManager, window: UIElement) -> list[UIElement]:
    """The window's controls the keyboard can reach, in reading order: shown, not greyed, and not a part
    of another control (a drop-down's button, a list's rows, a slider's arrows); a column of entries is
    one of them (entry_column.py)."""
    found = [e for e in manager.get_sprite_group().sprites() if _reachable(e) and within(e, window)]
    return one_stop_per_column(reading_order(found), manager.get_focus_set() or set())


def reading_order(elements: list[UIElement]) -> list[UIElement]:
    """Row by row, left to right in each: one that begins above the middle of a row's first is on that row
    (the Image window's Invert box sits lower than the menu beside it, and was reached after Use)."""
    rows: list[list[UIElement]] = []
    for element in sorted(elements, key=lambda e: e.rect.top):
        if rows and element.rect.top < rows[-1][0].rect.centery:
            rows[-1].append(element)
        else:
            rows.append([element])
    return [element for row in rows for element in sorted(row, key=lambda e: e.rect.left)]


def _reachable(element: object) -> bool:
    owner = getattr(element, "parent_element", None)
    return (
        isinstance(element, CONTROLS)
        and bool(element.visible)
        and element.is_enabled
        and not getattr(element, "greyed", False)  # (a GreyedButton is enabled, for its tooltip)
        and (owner is None or isinstance(owner, UIWindow))
    )


class Reached:
    """The control (not a text field, which shows its own cursor) that the keyboard reached last, while
    it keeps pygame_gui's focus, and the buttons (or the check box) drawn chosen for it."""

    def __init__(self) -> None:
        self.control: UIElement | None = None
        self.shown: list[UIButton] = []
        self.plated: CheckBox | None = None

    def tab(self, manager: pygame_gui.UIManager, window: UIElement, backwards: bool) -> bool:
        """Tab (backwards: Shift+Tab) in window, the dialog on top: the keyboard to its next control, round
        again after the last. Whether it has any."""
        controls = controls_in(manager, window)
        focus = manager.get_focus_set() or set()
        now = next((c for c in controls if c in focus), None)
        to = field_after(controls, now, backwards)
        if to is None:
            return False
        if isinstance(to, UITextEntryLine):
            give_keys(manager, window, to, everything)
            self.control = None
        else:
            manager.set_focus_set(to.get_focus_set())
            self.control = to
            if isinstance(to, UISelectionList) and to.get_single_selection() is None and to.item_list:
                _choose(to, 0)  # (a list reached shows where the arrows start: its first entry chosen)
        self.show(manager)
        return True

    def holding(self, manager: pygame_gui.UIManager) -> UIElement | None:
        """The control reached, if it still has the keyboard (a click elsewhere takes it)."""
        control = self.control
        if control is not None and not (control.alive() and control in (manager.get_focus_set() or ())):
            self.control = control = None
        return control

    def show(self, manager: pygame_gui.UIManager) -> None:
        """Draw the control reached chosen, and no other (after pygame_gui's update, which builds a
        drop-down's closed look anew once its list closes)."""
        control = self.holding(manager)
        faces = _faces(control) if control is not None else []
        for button in self.shown:
            if button not in faces and button.alive():
                button.unselect()
        for button in faces:
            if not button.is_selected:
                button.select()
        self.shown = faces
        box = control if isinstance(control, CheckBox) else None
        if self.plated is not None and self.plated is not box:
            self.plated.show_reached(False)
        if box is not None:
            box.show_reached(True)
        self.plated = box

    def key(self, manager: pygame_gui.UIManager, event: pygame.event.Event) -> bool:
        """The key (a KEYDOWN) for the control reached, as the module says; whether it was its key."""
        control = self.holding(manager)
        if isinstance(control, UIDropDownMenu):
            return _menu_key(control, event)
        if isinstance(control, UISelectionList):
            return _list_key(control, event.key)
        if isinstance(control, UIHorizontalSlider):
            return _slider_key(control, event.key)
        if isinstance(control, UICheckBox):  # (the box toggled itself: check_box.py)
            return event.key in (pygame.K_SPACE, *ENTER)  # Enter presses no default button then
        if isinstance(control, ColumnEntry) and event.key in MOVES:
            return self._along_column(manager, control, event.key)
        if isinstance(control, UIButton) and event.key in (pygame.K_SPACE, *ENTER):
            pygame.event.post(pressed(control))
            return True
        return False

    def text(self, manager: pygame_gui.UIManager, event: pygame.event.Event) -> None:
        """Text typed with no field focused (a TEXTINPUT; a letter only text brings, letter_search.py): the
        open menu's, else the drop-down's the keyboard reached."""
        if event.type != pygame.TEXTINPUT or menu_key(manager, event):
            return
        control = self.holding(manager)
        if isinstance(control, UIDropDownMenu):
            _menu_key(control, event)

    def _along_column(self, manager: pygame_gui.UIManager, entry: UIElement, key: int) -> bool:
        """The keyboard to another entry of entry's column (a key of MOVES), drawn chosen at once."""
        column = column_of(entry)
        if entry in column:
            to = column[moved(len(column), column.index(entry), key)]
            manager.set_focus_set(to.get_focus_set())
            self.control = to
            self.show(manager)
        return True


def _faces(control: UIElement) -> list[UIButton]:
    """The buttons that show control chosen: a closed drop-down's two, a slider's handle, a button."""
    if isinstance(control, UIDropDownMenu):
        state = control.current_state
        if state is not control.menu_states["closed"]:
            return []  # (open, its list shows the choice)
        return [b for b in (state.selected_option_button, state.open_button) if b is not None]
    if isinstance(control, UIHorizontalSlider):
        return [control.sliding_button]
    return [control] if isinstance(control, UIButton) else []


def _menu_key(menu: UIDropDownMenu, event: pygame.event.Event) -> bool:
    """Open the closed menu (Space, Enter, Alt+↓), or step its choice as a pick in its list would: ↑, ↓,
    or a letter typed (to the next option that starts with it, round the end: letter_search.py)."""
    if menu.current_state is not menu.menu_states["closed"]:
        return False
    key, alt = getattr(event, "key", 0), bool(getattr(event, "mod", 0) & pygame.KMOD_ALT)
    if key in (pygame.K_SPACE, *ENTER) or (alt and key in (pygame.K_DOWN, pygame.K_UP)):
        menu.current_state.should_transition = True  # (opened in pygame_gui's next update, as by a click)
        return True
    options = list(menu.options_list)
    ids = [option[1] for option in options]
    at = ids.index(menu.selected_option[1]) if menu.selected_option[1] in ids else 0
    if letter := typed_letter(event):
        to = typed_to([text for text, _ in options], at, letter)
        to = at if to is None else to
    elif key in (pygame.K_UP, pygame.K_DOWN):
        to = max(0, min(len(options) - 1, at + (1 if key == pygame.K_DOWN else -1)))
    else:
        return False
    if to != at:
        offer(menu, options, ids[to])
        text, picked = menu.selected_option
        post_widget_event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, menu, text=text, selected_option_id=picked)
    return True


def _list_key(options: UISelectionList, key: int) -> bool:
    """↑, ↓ (and Home, End, the Page keys) choose another entry; Enter opens the one chosen, as a
    double-click on it does."""
    items = options.item_list
    if not items or (key not in MOVES and key not in ENTER):
        return key in MOVES or key in ENTER
    at = next((n for n, item in enumerate(items) if item["selected"]), None)
    if key in ENTER:
        if at is not None:
            post_widget_event(
                pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION, options, text=items[at]["text"]
            )
        return True
    to = moved(len(items), at, key)
    if to != at:
        _choose(options, to)
    return True


def _choose(options: UISelectionList, index: int) -> None:
    """The entry at index chosen, as a click on it would (its event tells the dialog)."""
    mark(options, index)
    post_widget_event(
        pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, options, text=options.item_list[index]["text"]
    )


def _slider_key(slider: UIHorizontalSlider, key: int) -> bool:
    """← and → move the slider by a step of its range, as its arrow buttons would."""
    if key not in (pygame.K_LEFT, pygame.K_RIGHT):
        return False
    if isinstance(slider, Slider) and slider.steps is not None:
        slider.step(1 if key == pygame.K_RIGHT else -1)
        return True
    low, high = slider.value_range
    step = (high - low) / SLIDER_STEPS * (1 if key == pygame.K_RIGHT else -1)
    value = min(max(slider.get_current_value() + step, low), high)
    if value != slider.get_current_value():
        slider.set_current_value(round(value, 6))
        post_widget_event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, slider, value=slider.get_current_value())
    return True
