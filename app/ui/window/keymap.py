"""Every keyboard shortcut in one table: key and modifiers → intent, with the words the help shows.

The loop looks keys up here and the help window is generated from the same rows, so they can't drift.
Letters and digits are ignored while a text field has the keyboard (the field gets them instead).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import pygame

from app.geometry.camera import WHEEL_STEP
from app.model import intents as i

# On macOS Cmd plays Ctrl's part (Cmd+Z, Cmd+Q).
COMMAND = pygame.KMOD_CTRL | (pygame.KMOD_META if sys.platform == "darwin" else 0)


@dataclass(frozen=True)
class Binding:
    """Keys (any of them) with exactly these modifiers, or a typed character, give the intent."""

    keys: tuple[int, ...]
    intent: object
    label: str  # how the help names the keys
    what: str  # what they do
    ctrl: bool = False
    shift: bool = False
    char: str = ""  # matched by the character typed, whatever the keyboard layout ("?")
    lesson: bool = False  # only in lesson mode, where it comes before the other rows of its keys


def _rows() -> tuple[Binding, ...]:
    k = pygame
    return (
        Binding((k.K_l,), i.Lesson("toggle"), "L", "lesson mode: start where you left off, or leave"),
        # (in a lesson only: outside one PageDown had started a lesson behind the help it was to scroll)
        Binding((k.K_PAGEDOWN,), i.Lesson("next"), "PageDown", "lesson: next step", lesson=True),
        Binding((k.K_RIGHT,), i.Lesson("next"), "Right (in a lesson)", "lesson: next step", lesson=True),
        Binding((k.K_PAGEUP,), i.Lesson("back"), "PageUp", "lesson: previous step", lesson=True),
        Binding((k.K_LEFT,), i.Lesson("back"), "Left (in a lesson)", "lesson: previous step", lesson=True),
        Binding((k.K_HOME,), i.Lesson("first"), "Home", "lesson: first step", lesson=True),
        Binding((k.K_END,), i.Lesson("last"), "End", "lesson: last step", lesson=True),
        Binding((k.K_SPACE,), i.TogglePlay(), "Space", "play / pause the canvas"),
        Binding((k.K_LEFT,), i.StepTime(-1), "Left", "step back 1/64 of a period"),
        Binding((k.K_RIGHT,), i.StepTime(1), "Right", "step forward 1/64 of a period"),
        Binding((k.K_r,), i.Reverse(), "R", "reverse: run time backwards"),
        Binding((k.K_LEFTBRACKET,), i.StepArrows(-1), "[", "one arrow fewer"),
        Binding((k.K_RIGHTBRACKET,), i.StepArrows(1), "]", "one arrow more"),
        Binding((k.K_o,), i.ToggleOrder(), "O", "order arrows by amplitude or by frequency"),
        Binding((k.K_c,), i.Show("circles"), "C", "show or hide the circles"),
        Binding((k.K_t,), i.Show("trail"), "T", "show or hide the trail"),
        Binding(
            (k.K_EQUALS, k.K_PLUS, k.K_KP_PLUS),
            i.Zoom(WHEEL_STEP),
            "+",
            "zoom in (the wheel zooms about the cursor)",
            char="+",  # where + is Shift+= (US and many layouts): "+" as typed
        ),
        Binding((k.K_MINUS, k.K_KP_MINUS), i.Zoom(1 / WHEEL_STEP), "-", "zoom out"),
        Binding((k.K_f,), i.FitView(), "F", "fit the whole curve and chain in the canvas"),
        Binding(
            (k.K_f,), i.ToggleFollow(), "Shift+F", "follow the pen: the last arrows fill the view", shift=True
        ),
        Binding(
            (k.K_e,), i.CycleStrokeEnds(), "E", "new strokes: closed, open (there and back), or by their gap"
        ),
        Binding(
            (k.K_RETURN, k.K_KP_ENTER),
            i.FinishDrawing(),
            "Enter",
            "finish a drawing of strokes added with Shift+drag",
        ),
        Binding(
            (k.K_i,),
            i.ToggleInspector(),
            "I",
            "coefficient inspector: the largest arrows; start later, reverse or move the curve",
        ),
        Binding((k.K_2, k.K_KP2), i.RopeView(2), "2", "RoPE panel: the 2-arrow view (ω = 1, 0.01)"),
        Binding((k.K_3, k.K_KP3), i.RopeView(32), "3", "RoPE panel: the 32-arrow view (d = 64)"),
        Binding((k.K_TAB,), i.ToggleRopeView(), "Tab", "RoPE panel: switch between the 2 and 32 arrows"),
        Binding((k.K_p,), i.TogglePlay("rope"), "P", "RoPE panel: play / pause Δ"),
        Binding((k.K_b,), i.GoToBest(), "B", "RoPE panel: go to the best return (pauses there)"),
        Binding((k.K_COMMA,), i.StepDelta(-1), ",", "RoPE panel: Δ − 1 (paused)"),
        Binding((k.K_PERIOD,), i.StepDelta(1), ".", "RoPE panel: Δ + 1 (paused)"),
        Binding((k.K_COMMA,), i.StepDelta(-100), "Shift+,", "RoPE panel: Δ − 100 (paused)", shift=True),
        Binding((k.K_PERIOD,), i.StepDelta(100), "Shift+.", "RoPE panel: Δ + 100 (paused)", shift=True),
        Binding(
            (k.K_z,),
            i.Undo(),
            "Ctrl+Z",
            "undo (while strokes wait: takes back the last; while drawing: cancels the stroke)",
            ctrl=True,
        ),
        Binding((k.K_z,), i.Redo(), "Ctrl+Shift+Z", "redo", ctrl=True, shift=True),
        Binding((k.K_y,), i.Redo(), "Ctrl+Y", "redo", ctrl=True),
        Binding((k.K_o,), i.OpenFileDialog(), "Ctrl+O", "open a curve file", ctrl=True),
        Binding((k.K_t,), i.OpenTextDialog(), "Ctrl+T", "draw a word or a line from its letters", ctrl=True),
        Binding(
            (k.K_e,),
            i.OpenExportDialog(),
            "Ctrl+E",
            "export a picture, a GIF or MP4 clip, or data",
            ctrl=True,
        ),
        Binding(
            (k.K_c,),
            i.CopyTable(),
            "Ctrl+Shift+C",
            "copy the coefficients to the clipboard (a table)",
            ctrl=True,
            shift=True,
        ),
        Binding((k.K_h,), i.ToggleHelp(), "H", "show or hide this help"),
        Binding((k.K_F1,), i.ToggleHelp(), "F1", "show or hide this help"),
        Binding((), i.ToggleHelp(), "?", "show or hide this help", char="?"),
        Binding(
            (k.K_ESCAPE,),
            i.Escape(),
            "Esc",
            "cancel a stroke (or the added strokes), close a window, or stop a file being read",
        ),
        Binding((k.K_F11,), i.ToggleFullscreen(), "F11", "full screen, or back to the window"),
        Binding(
            (k.K_EQUALS, k.K_PLUS, k.K_KP_PLUS),
            i.StepUiScale(1),
            "Ctrl+=",
            "larger words and widgets",
            ctrl=True,
        ),
        Binding(  # where + is Shift+= (US and many layouts): Ctrl++ as it is written
            (k.K_EQUALS, k.K_PLUS),
            i.StepUiScale(1),
            "Ctrl++",
            "larger words and widgets",
            ctrl=True,
            shift=True,
        ),
        Binding(
            (k.K_MINUS, k.K_KP_MINUS), i.StepUiScale(-1), "Ctrl+-", "smaller words and widgets", ctrl=True
        ),
        Binding(
            (k.K_0, k.K_KP0),
            i.SetUiScale(None),
            "Ctrl+0",
            "words and widgets at the size the screen suggests",
            ctrl=True,
        ),
        Binding((k.K_q,), i.CloseWindow(), "Ctrl+Q", "quit", ctrl=True),
    )


KEYMAP: tuple[Binding, ...] = _rows()
NOT_IN_LESSON = [row for row in KEYMAP if not row.lesson]

# What the mouse does, for the help window (the loop handles these as strokes and scrubbing), and the keys
# of an open menu (app/ui/window/menus.py).
MOUSE_HELP: tuple[tuple[str, str], ...] = (
    ("Drag on the canvas", "draw a curve (closed, or open: see E); its chain of arrows redraws it"),
    ("Shift+drag on the canvas", "add a stroke to a drawing of several; Enter finishes it"),
    ("Wheel on the canvas", "zoom about the cursor"),
    ("Right- or middle-drag on the canvas", "pan"),
    (
        "Drop a file on the window",
        "open it (a curve file, an SVG or a picture; a GGUF model in the Model tab)",
    ),
    ("Click or drag the plot", "RoPE panel: scrub Δ (paused while the button is down)"),
    (
        "In an open menu: Up, Down, Home, End",
        "move through its options (a letter: to the next that starts with it); Enter or Space picks one, "
        "Esc closes it",
    ),
)

# What the RoPE panel shows, for the help window (below the keys).
PANEL_HELP: tuple[tuple[str, str], ...] = (
    ("score / reach", "the tip's x over reach = Σ|h_j|, the largest score any Δ can give: always in [−1, 1]"),
    ("Best in … to …", "the highest score at a whole Δ in that window; its ratio is on the line under Δ"),
    ("Green tick, right edge", "the best return's Δ (a ring on the curve once it is drawn)"),
    ("Yellow ticks, both edges", "the current Δ; its number is at the right"),
    ("Blue tick, top of plot", "the chain tip's true score: the guide bends there when the chain is zoomed"),
    ("Faint curve", "the same head without RoPE scaling, when scaling is on"),
    ("Su's bound", "RoFormer's long-term decay bound, B(Δ)/B(0): how fast the bound on |score| falls"),
    ("Content", "all ones (h_j = 1); random q, k (h_j = q_j·conj(k_j)); q = k (h_j = |q_j|²)"),
    ("Seed, Window", "the seed of the random q and k; the Δ the plot shows"),
)


def intent_for_key(key: int, mod: int, char: str, in_lesson: bool = False) -> object | None:
    """The intent a key press gives, or None. Alt or the Windows/Command key (but Cmd on macOS) blocks all.

    In lesson mode the lesson's rows come first (→ and ← move through the steps there).
    """
    ctrl = bool(mod & COMMAND)
    shift = bool(mod & pygame.KMOD_SHIFT)
    if mod & (pygame.KMOD_ALT | (pygame.KMOD_META & ~COMMAND)):
        return None
    rows = (
        sorted(KEYMAP, key=lambda row: not row.lesson) if in_lesson else [r for r in KEYMAP if not r.lesson]
    )
    for row in rows:
        if row.char and char == row.char and not ctrl:
            return row.intent
        if key in row.keys and (row.ctrl, row.shift) == (ctrl, shift):
            return row.intent
    return None


def key_intent(event: pygame.event.Event, in_lesson: bool) -> object | None:
    """The keymap's intent for a key press (None: no shortcut)."""
    return intent_for_key(event.key, event.mod, getattr(event, "unicode", ""), in_lesson)


def typed_text_keys(key: int, mod: int) -> bool:
    """Keys a focused text field needs for itself (no Ctrl): they are not shortcuts while typing."""
    return not mod & COMMAND and key != pygame.K_ESCAPE
