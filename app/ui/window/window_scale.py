"""Dialogs at the UI scale: a dialog lays itself out in sizes at scale 1 (its own numbers) and is then
made ui times as large here, in one place for all of them: the window about its centre (kept on the
screen), and every widget in it, its offsets from the edges it is anchored to and its size multiplied
(pygame_gui's own dialogs, the file dialog, anchor widgets to the right and bottom edges, or stretch them
between both: then their margins are multiplied).
The theme already draws their words at the scale; scroll bars are made again at it (scroll_bars.py).
(The lesson box and the inspector, which build their widgets again as they change, lay themselves out at
the scale instead.)"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator

import pygame
from pygame_gui.core import UIContainer, UIElement
from pygame_gui.core.utility import translate
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UISelectionList, UITextBox
from pygame_gui.windows import UIConfirmationDialog, UIFileDialog

from app.geometry.units import Scale
from app.ui.dialogs.question import refit
from app.ui.window.focus import selection_kept
from app.ui.window.scroll_bars import scale_scroll_bar


def _scaled_span(pos: int, size: int, whole: int, stretch: bool, dynamic: bool, ui: Scale) -> tuple[int, int]:
    """A widget's offset from the edge it is anchored to and its size along one side, at the scale: the
    offset multiplied; the size too, unless the widget stretches between both edges (then the margin to
    the far edge is multiplied: the window has grown, the margin is as it was built) or sizes itself to
    its words (pygame_gui's dynamic sizes, made in the scaled theme already)."""

    def px(offset: int) -> int:  # (offsets from a right or bottom edge are negative)
        return ui.px(offset) if offset >= 0 else -ui.px(-offset)

    if stretch:
        return px(pos), whole - px(pos) - px(whole - pos - size)
    return px(pos), size if dynamic else px(size)


def _sized_by_words(window: UIElement) -> set[int]:
    """The widgets pygame_gui made as tall as their words (in the scaled theme, so already at the scale):
    the file dialog's path line (its dynamic flag is not kept)."""
    return {id(window.file_path_text_line)} if isinstance(window, UIFileDialog) else set()


def _scale_children(container: object, ui: Scale, own_height: set[int]) -> None:
    width, height = container.get_size()  # type: ignore[attr-defined]
    for element in list(getattr(container, "elements", [])):
        if getattr(element, "parent_element", None) is not None or type(element) is UIContainer:
            continue  # a part of a widget (a scroll bar's) moves with it
        anchors, rect = element.get_anchors(), element.get_relative_rect()
        x, w = _scaled_span(
            rect.x, rect.w, width, anchors.get("left") == "left" and anchors.get("right") == "right",
            element.dynamic_width, ui,
        )  # fmt: skip
        y, h = _scaled_span(
            rect.y, rect.h, height, anchors.get("top") == "top" and anchors.get("bottom") == "bottom",
            element.dynamic_height or id(element) in own_height, ui,
        )  # fmt: skip
        element.set_relative_position((x, y))
        element.set_dimensions((w, h))
        if isinstance(element, UISelectionList):
            scale_scroll_bar(element, ui, resized=True)  # its rows and bar made for its new size
        if not element.is_enabled:
            grey(element)  # at its new size (a look put back before the rebuild was the old size's)
        if isinstance(element, UICheckBox):  # its words, a label of its own, were as tall as the box built
            label = element.text_label  # as wide as its words in the theme now ("Invert" read "Inver")
            words = translate(label.text, **label.text_kwargs)
            width = label.font.get_rect(words).width + ui.px(2) if label.font is not None else label.rect.w
            label.set_dimensions((width, h))
        if isinstance(element, UITextBox):
            # Its words parsed again in the theme's new font, then wrapped to the new width: pygame_gui
            # (0.6.14) parses them anew on a theme change only when its padding or shape changed (a
            # question's words stayed at 200 % in a dialog brought down to 100 %). Its bar at the scale
            # first, built with the rest (scale_scroll_bar builds it at once: in the old scale's font, which
            # the new theme had not loaded, so pygame_gui loaded it mid-frame and warned of it).
            element.scroll_bar_width = ui.px(element.scroll_bar_width)
            element._reparse_and_rebuild()
        if isinstance(element, UIDropDownMenu):
            relist(element)
        inner = getattr(element, "get_container", None)
        if inner is not None and inner() is not element:
            _scale_children(inner(), ui, own_height)


def relist(menu: UIDropDownMenu) -> None:
    """A dialog's drop-down at a new UI scale: the most height of its list, which pygame_gui works out once
    at its first opening (the room under it in the window then), worked out again at its next; a list
    open now opened again, its rows at the new size (one opened at 150 % kept its height at 175 %: its
    last row was cut off under a scroll bar; one opened at 100 % had too little room at 300 %), and the
    ▼ button as wide as the scale makes it."""
    menu.expansion_height_limit = None  # (no dialog's menu is given a limit of its own)
    # The ▼ button's width at the new scale, which pygame_gui (0.6.14) hands its two states only when the
    # menu is made: an open list was the old scale's button narrower or wider than the button over it.
    expanded, closed = menu.menu_states["expanded"], menu.menu_states["closed"]
    expanded.close_button_width = closed.open_button_width = menu.open_button_width
    if menu.current_state is expanded:
        expanded.finish()
        expanded.start()
    else:
        closed.update_dimensions()


def grey_again(element: UIElement) -> None:
    """Give a greyed widget its grey look back, drawn now: pygame_gui builds a greyed field anew (at a new
    size, in a new language) in its normal look, still deaf to typing, and its own disable() drew a field
    blank when it had taken typing before, or was greyed at another size."""
    element.enable()
    element.disable()
    shape = element.drawable_shape
    if shape is not None:
        shape.redraw_state(shape.active_state.state_id)
        element.on_fresh_drawable_shape_ready()


def grey(element: UIElement) -> None:
    """Grey a widget, built anew at its size first."""
    element.disable()
    element.rebuild()
    grey_again(element)


def grey_all_again(container: object) -> None:
    """grey_again every greyed widget in a window's container, however deep."""
    for element in list(getattr(container, "elements", [])):
        if not element.is_enabled and getattr(element, "parent_element", None) is None:
            grey_again(element)
        inner = getattr(element, "get_container", None)
        if inner is not None and inner() is not element:
            grey_all_again(inner())


def scale_window(window: UIElement, ui: Scale, screen: tuple[int, int], rescaled: bool = False) -> None:
    """Make a dialog laid out at scale 1 as large as the UI scale says (nothing at 1). rescaled: it was laid
    out at another UI scale, ui the ratio: then what sized itself to its words in the old theme is sized
    with the rest (Open…'s path line kept its height, its text spilling out at 175 %)."""
    if ui.factor == 1.0:
        return
    old = pygame.Rect(window.rect)
    size = (min(ui.px(old.width), screen[0]), min(ui.px(old.height), screen[1]))
    new = pygame.Rect((0, 0), size)
    new.center = old.center
    new.clamp_ip(pygame.Rect((0, 0), screen))
    window.set_dimensions(size)
    window.set_position(new.topleft)
    _scale_children(window.get_container(), ui, set() if rescaled else _sized_by_words(window))
    if rescaled and isinstance(window, UIConfirmationDialog):
        refit(window, screen)  # (its words wrap anew in the new theme)
    selection_kept(window.ui_manager)  # (its field's text, laid out anew, showed its choice only once)


@contextlib.contextmanager
def built_at_scale_one(ui: Scale) -> Iterator[None]:
    """Around building a dialog that scale_window then enlarges: built at scale 1 in the scaled theme, its
    labels overflow until then, and pygame_gui's warnings of it would say nothing true of what is shown
    (a label still too small once enlarged warns again as it is laid out anew)."""
    with warnings.catch_warnings():
        if ui.factor != 1.0:
            warnings.filterwarnings("ignore", "Label Rect is too small", UserWarning)
        yield
