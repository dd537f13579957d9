"""The coefficient inspector (key I): a pygame_gui window with the chain's first arrows as a table and
problem 8's three changes of the curve as buttons. It turns its buttons into intents and syncs its text
from state (app/model/inspector.py builds the text); it never changes state itself.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine, UIWindow

from app.config import MAX_VECTOR_CHARS
from app.geometry.layout import Layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import UNSCALED, Scale
from app.model import intents as i
from app.model.inspector import ROWS, Table, inspector_table
from app.ui.fonts import GUI_FACES
from app.ui.window.field_cap import capped
from app.ui.window.scene import InspectorScene
from app.ui.window.scroll_bars import scale_scroll_bar
from app.ui.window.stacking import to_front

SIZE = (580, 484)
INNER_W = SIZE[0] - 32
ROW_H = 21  # the Korean face's line at the cells' size (20 clipped it by a pixel)
CELL_FONT = 14  # the theme's label size, at scale 1
TABLE_TOP = 28  # the group row; the headers and the rows follow
# Column widths: k, |c_k|, arg c_k, re, im; after a change: k, then |c_k|, arg, c_k before and after.
WIDTHS = {5: (40, 90, 90, 140, 140), 7: (34, 56, 54, 118, 56, 54, 118)}
GAP = 4
BUTTON_TIPS = (
    "epicycles.ui.inspector.later_tip",
    "epicycles.ui.inspector.reverse_tip",
    "epicycles.ui.inspector.translate_tip",
)


def home_rect(screen: tuple[int, int], ui: Scale, top: int) -> pygame.Rect:
    """Where the inspector opens outside a lesson: at the window's right, from top down (a short window:
    higher, not cut), over the RoPE panel: the canvas stays seen."""
    px = ui.px
    top = min(max(8, top), max(8, screen[1] - px(SIZE[1]) - 8))
    w, h = px(SIZE[0]), min(px(SIZE[1]), screen[1] - top - 8)
    return pygame.Rect(max(8, screen[0] - w - 8), top, w, h)


class InspectorWindow:
    """The window; `process_event` gives an intent for its buttons, `sync` shows the state's table."""

    def __init__(
        self, manager: pygame_gui.UIManager, screen: tuple[int, int], ui: Scale = UNSCALED, top: int = 8
    ) -> None:
        """Every size here is at scale 1 and laid out at the UI scale ui (the cells too, as they change).
        top: where it starts (under the RoPE panel's tabs, which stay in reach)."""
        self.px = px = ui.px
        rect = home_rect(screen, ui, top)
        self.manager = manager
        self.window = UIWindow(
            rect, manager, window_display_title="epicycles.ui.inspector.title", object_id="#inspector_window"
        )
        self.caption = UILabel(
            pygame.Rect(px(6), px(4), px(INNER_W), px(22)), " ", manager, container=self.window
        )
        self.cells: list[list[UILabel]] = []  # the group row, the header row, then ROWS rows
        self.columns: tuple[tuple[str, ...], tuple[str, ...]] | None = None
        law_top = px(TABLE_TOP + (ROWS + 2) * ROW_H + 6)
        self.law = UITextBox(
            " ", pygame.Rect(px(6), law_top, px(INNER_W), px(70)), manager, container=self.window
        )
        scale_scroll_bar(self.law, ui)
        y, row = law_top + px(76), px(32)

        def button(x: int, w: int, text: str, tip: str) -> UIButton:
            rect = pygame.Rect(px(x), y, px(w), row)
            return UIButton(rect, text, manager, container=self.window, tool_tip_text=tip)

        self.later_button = button(6, 172, "epicycles.ui.inspector.later", BUTTON_TIPS[0])
        self.reverse_button = button(184, 142, "epicycles.ui.inspector.reverse", BUTTON_TIPS[1])
        self.translate_button = button(332, 112, "epicycles.ui.inspector.translate", BUTTON_TIPS[2])
        self.shift_entry = capped(
            UITextEntryLine(pygame.Rect(px(450), y, px(INNER_W - 444), row), manager, container=self.window),
            MAX_VECTOR_CHARS,
        )
        self.shift_entry.set_text("2, 1")
        self.shift_entry.set_tooltip("epicycles.ui.inspector.shift_tip")
        self.shows: InspectorScene | None = None  # what the table shows now
        # A cell is as tall as a line of the taller face at the cells' size: ROW_H at the scale rounds a
        # pixel under it (26 for 27 at 125 %), and pygame_gui warned of every cell.
        faces = manager.get_theme().get_font_dictionary()
        line = max(faces.find_font(px(CELL_FONT), face).get_rect(" ").height for face in GUI_FACES.values())
        self.cell_h = max(px(ROW_H), line)

    def kill(self) -> None:
        self.window.kill()

    def process_event(self, event: pygame.event.Event) -> object | None:
        """The intent of a button press or of Enter in the vector field; None if the event is not ours."""
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if element is self.later_button:
                return i.StartLater()
            if element is self.reverse_button:
                return i.TraceBackwards()
            if element is self.translate_button:
                return i.TranslateCurve(self.shift_entry.get_text())
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.shift_entry:
            return i.TranslateCurve(event.text)
        return None

    def sync(self, shows: InspectorScene) -> None:
        """Show the table of the scene's curve, order, arrow count and change (only when one moved)."""
        if shows == self.shows:
            return
        self.shows = shows
        self.show(inspector_table(shows.state))

    def show(self, table: Table) -> None:
        self.caption.set_text(table.caption)
        if self.columns != (table.groups, table.headers):
            self.build_cells(table.groups, table.headers)
        for r, labels in enumerate(self.cells[2:]):
            row = table.rows[r] if r < len(table.rows) else ("",) * len(labels)
            for label, text in zip(labels, row, strict=True):
                if label.text != (text or " "):
                    label.set_text(text or " ")
        self.law.set_text(html.escape(table.law))

    def build_cells(self, groups: tuple[str, ...], headers: tuple[str, ...]) -> None:
        """Lay the grid of labels out for these columns (5 plain, 7 with before and after)."""
        for label in (label for labels in self.cells for label in labels):
            label.kill()
        widths = WIDTHS[len(headers)]
        xs = [6 + sum(widths[:c]) + GAP * c for c in range(len(widths))]
        columns = list(zip(xs, widths, strict=True))
        self.cells = [[]]
        if groups:  # "before" over columns 1..3, "after" over 4..6
            before, after = (xs[1], xs[4] - GAP - xs[1]), (xs[4], xs[-1] + widths[-1] - xs[4])
            self.cells[0] = [self.label(*before, 0, groups[1], "@cell_group")]
            self.cells[0].append(self.label(*after, 0, groups[2], "@cell_group"))
        self.cells.append(
            [self.label(x, w, 1, h, "@cell_head") for (x, w), h in zip(columns, headers, strict=True)]
        )
        new = 4 if groups else len(headers)  # the columns from here on hold the values after the change
        for r in range(2, ROWS + 2):
            self.cells.append(
                [
                    self.label(x, w, r, " ", "@cell_after" if c >= new else "@cell")
                    for c, (x, w) in enumerate(columns)
                ]
            )
        self.columns = (groups, headers)

    def label(self, x: int, w: int, row: int, text: str, object_id: str) -> UILabel:
        """A cell of the grid: row 0 the groups, 1 the headers, then the arrows."""
        px = self.px
        rect = pygame.Rect(px(x), px(TABLE_TOP + row * ROW_H), px(w), self.cell_h)
        return UILabel(rect, text or " ", self.manager, container=self.window, object_id=object_id)


def open_inspector(
    manager: pygame_gui.UIManager, layout: Layout, typed: str | None = None, box: UIElement | None = None
) -> InspectorWindow:
    """The inspector under the RoPE panel's tabs (they stay in reach) and its Δ and score lines (they stay
    read), at the UI scale, out of a lesson box's way (clear_of); typed: its vector field's text, when it
    is opened anew at another scale."""
    window = InspectorWindow(manager, layout.size, layout.ui, _home_top(layout))
    if typed is not None:
        window.shift_entry.set_text(typed)
    clear_of(window, box, layout)
    return window


def _home_top(layout: Layout) -> int:
    """Under the RoPE panel's tabs and its Δ and score lines."""
    _, y, _, h = panel_layout(layout.panel, layout.ui.factor, layout.ui).readout
    return y + h + layout.ui.px(4)


def back_home(inspector: InspectorWindow | None, layout: Layout) -> None:
    """The lesson box gone, the inspector back where it opens outside a lesson (it stayed at the step's
    place, over the middle of the canvas, after Finish)."""
    if inspector is not None:
        inspector.window.set_position(home_rect(layout.size, layout.ui, _home_top(layout)).topleft)


def clear_of(inspector: InspectorWindow | None, box: UIElement | None, layout: Layout) -> None:
    """In a lesson, the inspector just above the lesson box, on the half of the window the box lies over:
    the other half is what the step speaks of (over it, the inspector hid the Invariance tab's table a
    step pointed to; over the box, the step's words). Where it does not fit there, in a top corner of the
    window clear of the box; where it fits nowhere clear of it (a small window, a large scale), at the top
    of the box's half with the box in front of it: the step's words, Back and Next stay seen and in reach
    (they were hidden under it). With no box (the lesson over), where I opens it: back_home."""
    if inspector is None or box is None or not box.alive():
        back_home(inspector, layout)
        return
    over, gap = box.rect, layout.ui.px(8)
    half = pygame.Rect(
        layout.canvas if pygame.Rect(layout.canvas).collidepoint(over.center) else layout.panel
    )
    window = pygame.Rect((0, 0), layout.size).inflate(-2 * gap, -2 * gap)
    spot = pygame.Rect(inspector.window.rect)
    spot.bottomright = (half.right - gap, over.top - gap)
    corners = [spot.copy()]
    for corner in ("topright", "topleft"):  # (the right first: where it opens outside a lesson)
        setattr(spot, corner, getattr(window, corner))
        corners.append(spot.copy())
    clear = (c for c in corners if window.contains(c) and not c.colliderect(over.inflate(gap, gap)))
    found = next(clear, None)
    if found is None:  # over the box's half, off what the step speaks of as far as it can be
        found = corners[1 if half.right >= window.right else 2]
        to_front(inspector.manager, [box])
    inspector.window.set_position(found.topleft)
