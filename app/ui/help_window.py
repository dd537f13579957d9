"""The help overlay: a pygame_gui window listing every shortcut."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox, UIWindow

SHORTCUTS = [
    ("Drag on the canvas", "draw a closed curve; its chain redraws it"),
    ("Esc", "cancel a stroke in progress, or close this help"),
    ("Space", "play / pause"),
    ("Left / Right arrow", "step back / forward 1/64 of a period"),
    ("R", "reverse: run time backwards"),
    ("[ / ]", "one arrow fewer / more"),
    ("C", "show circles"),
    ("T", "show the trail"),
    ("2 / 3", "RoPE panel: 2-arrow / 32-arrow view"),
    ("Tab", "RoPE panel: switch between the 2- and 32-arrow views"),
    ("Click or drag the plot", "RoPE panel: scrub Δ"),
    ("H or ?", "this help"),
    ("Ctrl+Q", "quit"),
]


def open_help(manager: pygame_gui.UIManager, screen_size: tuple[int, int]) -> UIWindow:
    """Open the help window centred on the screen."""
    w, h = 540, 420
    rect = pygame.Rect((screen_size[0] - w) // 2, (screen_size[1] - h) // 2, w, h)
    window = UIWindow(rect, manager, window_display_title="Keyboard and mouse", object_id="#help_window")
    rows = "".join(f"<b>{key}</b> — {what}<br>" for key, what in SHORTCUTS)
    UITextBox(rows, pygame.Rect(0, 0, w - 32, h - 60), manager, container=window)
    return window
