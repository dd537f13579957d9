"""Drive the real app loop with real pygame events, headless (SDL dummy driver set in conftest)."""

from __future__ import annotations

import pygame

from app.config import FPS

DT = 1.0 / FPS


def run_frames(app, n: int = 1, dt: float = DT) -> None:
    """Run n turns of the app's loop, each on the events now in pygame's queue."""
    for _ in range(n):
        app.frame(pygame.event.get(), dt)


def finish_reading(app) -> None:
    """Let the reader thread of a file being opened finish, then run the frame that takes its result."""
    if app.disk.reader is not None:
        app.disk.reader.wait(timeout=30)
    run_frames(app, 1)
    assert app.disk.reader is None


def hovered_tip(app, element) -> str | None:
    """Hover the mouse over element long enough for its tooltip; the tooltip's words, its lines joined
    (None if none)."""
    from pygame_gui.core.utility import translate

    pygame.mouse.set_pos(element.rect.center)
    post(pygame.MOUSEMOTION, pos=element.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    run_frames(app, 40, dt=0.05)
    tip = element.tool_tip
    if tip is None:
        return None
    return translate(tip.text_block.html_text, **tip.text_block.text_kwargs).replace("\n", "")


def post(event_type: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(event_type, attrs))


def press_key(app, key: int, mod: int = 0, unicode: str = "") -> None:
    """Press and release a key, then run two frames."""
    post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
    run_frames(app, 2)


def move_mouse(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pygame.mouse.set_pos(pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, touch=False, window=None)


def click(app, pos: tuple[int, int]) -> None:
    """Move to pos, press and release the left button there, with frames between (as a user would).

    A few frames follow, since pygame_gui passes a click on through a chain of events, one per frame.
    """
    move_mouse(pos)
    run_frames(app, 2)
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False, window=None)
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False, window=None)
    run_frames(app, 4)


def drag(app, points: list[tuple[int, int]], frames_between: int = 0) -> None:
    """Press at the first point, move through the rest (one motion event each), release at the last."""
    move_mouse(points[0])
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1, touch=False, window=None)
    for i, p in enumerate(points[1:]):
        move_mouse(p, buttons=(1, 0, 0))
        if frames_between and i % frames_between == 0:
            run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1, touch=False, window=None)
    run_frames(app, 1)


def centre(rect) -> tuple[int, int]:
    r = pygame.Rect(rect)
    return r.center


def glide(start: tuple[int, int], end: tuple[int, int], step: float = 8.0) -> list[tuple[int, int]]:
    """Points from start to end a few pixels apart, as a hand moves a mouse."""
    n = max(1, int(max(abs(end[0] - start[0]), abs(end[1] - start[1])) / step))
    return [
        (round(start[0] + (end[0] - start[0]) * i / n), round(start[1] + (end[1] - start[1]) * i / n))
        for i in range(n + 1)
    ]


def type_keys(app, text: str, frame_each: bool = False) -> None:
    """Type text as a keyboard does: a key press with its character, then the text event, then the
    release; every event in the queue before the frames run (a fast typist), or a frame after each
    character (frame_each)."""
    for ch in text:
        key = pygame.K_SPACE if ch == " " else ord(ch.lower())
        mod = pygame.KMOD_SHIFT if ch.isupper() else 0
        post(pygame.KEYDOWN, key=key, mod=mod, unicode=ch, scancode=0)
        post(pygame.TEXTINPUT, text=ch)
        post(pygame.KEYUP, key=key, mod=mod, unicode=ch, scancode=0)
        if frame_each:
            run_frames(app, 1)
    run_frames(app, 0 if frame_each else 2)


def type_into(app, rect, text: str) -> None:
    """Click a text entry, select what is there, type text and press Enter."""
    click(app, centre(rect))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    post(pygame.KEYUP, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    post(pygame.TEXTINPUT, text=text)
    run_frames(app, 1)
    press_key(app, pygame.K_RETURN)


def lesson_step_by_keys(app, key: str) -> int:
    """Open the lesson with L and walk to the step of that catalogue key with Home and PageDown, as a
    student does; the step's index."""
    from app.model.lesson import STEPS

    press_key(app, pygame.K_l, unicode="l")
    press_key(app, pygame.K_HOME)
    index = next(n for n, step in enumerate(STEPS) if step.key == key)
    for _ in range(index):
        press_key(app, pygame.K_PAGEDOWN)
    run_frames(app, 2)
    assert app.state.lesson == index
    return index
