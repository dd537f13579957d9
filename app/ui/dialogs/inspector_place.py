"""Where the coefficient inspector stands: one rule for every window size. It stands over the half of the
window the user is not looking at (outside a lesson the RoPE panel, in a lesson the half the box lies over),
wide where that half holds it, else narrow (it covers less of the other half), as many of its table's rows
as the room there holds; in a lesson, where the room holds none, it steps aside until a step, a window size
or a scale gives it room."""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui
from pygame_gui.core import UIElement

from app.geometry.clear_room import clear_spot
from app.geometry.layout import Layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import Scale
from app.model import intents as i
from app.ui.dialogs.inspector_form import NARROW, WIDE, Form
from app.ui.dialogs.inspector_window import InspectorWindow

MIN_ROWS = 1  # of the table, in a lesson beside the box (the rest a scroll away)
EDGE = 8  # outside a lesson, kept free at the window's edges (real pixels)


def form_over(half_width: int, ui: Scale, gap: int) -> Form:
    """The wide form where the half holds it with a gap each side, else the narrow one."""
    return WIDE if ui.px(WIDE.size[0]) <= half_width - 2 * gap else NARROW


def home_place(layout: Layout) -> tuple[pygame.Rect, Form]:
    """Where the inspector opens outside a lesson: at the window's right under the RoPE panel's tabs and its
    Δ and score lines (they stay in reach and read), over the panel,
    narrow where the panel is narrower than the wide form: at 960x600 and 1280x800 the wide one stood over
    the curve's right part."""
    ui, width, foot = layout.ui, layout.size[0], layout.status[1] - EDGE  # (the status bar's menus in reach)
    form = form_over(layout.panel[2], ui, EDGE)
    _, y, _, h = panel_layout(layout.panel, ui.factor, ui).readout
    top = max(EDGE, y + h + ui.px(4))  # (a short window: fewer rows; raised, it hid the Δ and score lines)
    w = ui.px(form.size[0])
    tall = form.fit(ui, foot - top, 1) or form.height(ui, 1)
    return pygame.Rect(max(EDGE, width - w - EDGE), top, w, tall), form


def open_inspector(
    manager: pygame_gui.UIManager, layout: Layout, typed: str | None = None, box: UIElement | None = None
) -> InspectorWindow:
    """The inspector where it opens, at the UI scale, out of a lesson box's way (clear_of); typed: its
    vector field's text, when it is opened anew at another scale."""
    window = InspectorWindow(manager, *home_place(layout), layout.ui)
    if typed is not None:
        window.shift_entry.set_text(typed)
    clear_of(window, box, layout)
    return window


def back_home(inspector: InspectorWindow | None, layout: Layout) -> None:
    """The lesson box gone, the inspector back where it opens outside a lesson (it stayed at the step's
    place, over the middle of the canvas, after Finish), its rows too; shown, if it stood aside."""
    if inspector is not None:
        inspector.place(*home_place(layout))


def clear_of(inspector: InspectorWindow | None, box: UIElement | None, layout: Layout) -> None:
    """In a lesson, the inspector just above the lesson box, on the half it lies over, cut to the rows that
    fit there (MIN_ROWS at the fewest): at 1280x800 it stood, whole, over the canvas the step speaks of.
    Where that room holds none (a RoPE step in a window up to 2400x1500), it steps aside: under the box its
    table and law were half hidden, and over the panel it hid what the step speaks of. With no box (the
    lesson over), where I opens it: back_home."""
    if inspector is None or box is None or not box.alive():
        back_home(inspector, layout)
        return
    over, gap, ui = box.rect, layout.ui.px(8), layout.ui
    half = pygame.Rect(
        layout.canvas if pygame.Rect(layout.canvas).collidepoint(over.center) else layout.panel
    )
    window = pygame.Rect((0, 0), layout.size).inflate(-2 * gap, -2 * gap)
    form = form_over(half.width, ui, gap)
    fit = partial(form.fit, ui, least=MIN_ROWS)
    found = clear_spot(tuple(window), tuple(half), tuple(over), ui.px(form.size[0]), fit, gap)
    if found is None:
        inspector.step_aside()
    else:
        inspector.place(pygame.Rect(found), form)


def toggle(
    inspector: InspectorWindow | None,
    manager: pygame_gui.UIManager,
    layout: Layout | None,
    box: UIElement | None,
) -> tuple[InspectorWindow | None, list[object]]:
    """I: the inspector closed, or opened where it goes (layout None: only closed). One standing aside stays
    open and the status line says why: closing a window no one sees would look like a key doing nothing."""
    if inspector is not None and not inspector.window.visible:
        return inspector, [i.InspectorAside()]
    if inspector is not None:
        inspector.kill()
        return None, [i.InspectorClosed()]
    if layout is None:
        return None, []
    inspector = open_inspector(manager, layout, box=box)
    return inspector, [] if inspector.window.visible else [i.InspectorAside()]
