"""The help overlay: a pygame_gui window listing every shortcut, generated from the one keymap."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox, UIWindow

from app.ui.keymap import KEYMAP, MOUSE_HELP, PANEL_HELP


def help_rows() -> list[tuple[str, str]]:
    """(keys, what they do) for the mouse and every keymap row; rows that do the same are joined."""
    rows: list[tuple[str, str]] = list(MOUSE_HELP)
    for binding in KEYMAP:
        if rows and rows[-1][1] == binding.what:
            rows[-1] = (f"{rows[-1][0]} or {binding.label}", binding.what)
        else:
            rows.append((binding.label, binding.what))
    return rows


def open_help(manager: pygame_gui.UIManager, screen_size: tuple[int, int]) -> UIWindow:
    """Open the help window centred on the screen."""
    w, h = 560, min(560, screen_size[1] - 40)
    rect = pygame.Rect((screen_size[0] - w) // 2, (screen_size[1] - h) // 2, w, h)
    window = UIWindow(rect, manager, window_display_title="Keyboard and mouse", object_id="#help_window")
    text = "".join(f"<b>{html.escape(keys)}</b> — {html.escape(what)}<br>" for keys, what in help_rows())
    text += "<br><b>What the RoPE panel shows</b><br>"
    text += "".join(f"<b>{html.escape(name)}</b> — {html.escape(what)}<br>" for name, what in PANEL_HELP)
    UITextBox(text, pygame.Rect(0, 0, w - 32, h - 60), manager, container=window)
    return window
