"""The fuzz's hostile acts, each a few frames of real events (with the modifier keys held meanwhile), and
the throw-away home that keeps what they save out of the user's folders.

An act: files dropped on the window (a curve, an SVG, a PNG, junk, an empty file, a folder, a path that is
not there), a Shift-stroke or two finished with Enter, a dialog or window opened (Open, Export, help,
inspector), the language switched through its menu's event, a lesson entered and stepped through, or
a text pasted into a field (lines, tabs, characters no font draws, too many characters, numbers out of
range) and taken with Enter, Tab or Esc.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from app.paths import asset_path, export_folder, user_data_dir
from app.prefs import prefs_path

Frame = tuple[list[pygame.event.Event], int]  # one frame's events, and the modifier keys held meanwhile
SHIFT = pygame.KMOD_LSHIFT
DIALOG_KEYS = [
    (pygame.K_o, pygame.KMOD_LCTRL, ""),  # Open…
    (pygame.K_e, pygame.KMOD_LCTRL, ""),  # Export
    (pygame.K_h, 0, "h"),  # help
    (pygame.K_i, 0, "i"),  # inspector
]


PASTES = (
    "20000\n",
    "1e308",
    "-0",
    "nan",
    " 3 \t4 ",
    "a\u200bb\u202ec",
    "첫째\r\n둘째",
    "9" * 5000,
    "~/not there.json",
    "",
)
HOME_VARS = (("HOME", ""), ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"))  # and their subfolders


def throwaway_home() -> tempfile.TemporaryDirectory:
    """A temporary folder that HOME and the XDG folders now point into: drawings, preferences, logs and
    exports land there (removed with the folder). Call before the app starts."""
    home = tempfile.TemporaryDirectory(prefix="epicycles-fuzz-home-")
    for var, sub in HOME_VARS:
        os.environ[var] = os.path.join(home.name, sub)
    return home


def check_throwaway(root: str) -> None:
    """Refuse to fuzz unless every folder the app writes to lies under root."""
    where = [user_data_dir(), prefs_path(), *(export_folder(kind) for kind in ("png", "gif", "csv"))]
    outside = [str(p) for p in where if not Path(p).resolve().is_relative_to(Path(root).resolve())]
    if outside:
        raise RuntimeError(f"the fuzz would write outside {root}: {outside}")


def dropped_files(folder: Path) -> list[Path]:
    """Files to drop on the window, written into folder."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(asset_path("presets", "heart.json"), folder / "heart.json")
    shutil.copy(Path(__file__).parent / "data" / "word.svg", folder / "word.svg")
    pygame.image.save(pygame.Surface((8, 8)), str(folder / "picture.png"))
    (folder / "junk.json").write_bytes(bytes(range(256)) * 8)
    (folder / "junk.svg").write_text("<svg><path d='M 0 0 L" + " 1e308" * 50)
    (folder / "empty.json").write_bytes(b"")
    (folder / "a folder.json").mkdir(exist_ok=True)
    return [*sorted(folder.iterdir()), folder / "not there.json"]


def key(key: int, mod: int = 0, char: str = "") -> list[pygame.event.Event]:
    return [
        pygame.event.Event(kind, key=key, mod=mod, unicode=char, scancode=0)
        for kind in (pygame.KEYDOWN, pygame.KEYUP)
    ]


def _mouse(kind: int, pos: tuple[int, int], down: bool) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(int(down), 0, 0), touch=False)
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def strokes(rng: np.random.Generator, canvas: tuple[int, int, int, int]) -> list[Frame]:
    """One or two strokes drawn with Shift held (added to a drawing), then Enter to finish it."""
    x, y, w, h = canvas
    out: list[Frame] = []
    for _ in range(int(rng.integers(1, 3))):
        walk = np.cumsum(rng.normal(0, 12, (int(rng.integers(4, 30)), 2)), axis=0)
        points = [(x + int(w / 2 + dx) % w, y + int(h / 2 + dy) % h) for dx, dy in walk]
        out.append(([_mouse(pygame.MOUSEMOTION, points[0], False)], 0))
        out.append(([_mouse(pygame.MOUSEBUTTONDOWN, points[0], True)], SHIFT))
        out += [([_mouse(pygame.MOUSEMOTION, p, True)], SHIFT) for p in points[1:]]
        out.append(([_mouse(pygame.MOUSEBUTTONUP, points[-1], False)], SHIFT))
    out.append((key(pygame.K_RETURN), 0))
    return out


def pasting(rng: np.random.Generator, app) -> list[Frame]:
    """A click on a text field shown, all of it chosen, a text pasted over it (put on the clipboard now:
    nothing else is until the act is done), then Enter, Tab or Esc."""
    fields = [
        s for s in app.manager.get_sprite_group().sprites() if isinstance(s, UITextEntryLine) and s.visible
    ]
    if not fields:
        return []
    pos = fields[int(rng.integers(0, len(fields)))].rect.center
    pygame.scrap.put_text(PASTES[int(rng.integers(0, len(PASTES)))])
    leave = (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE)[int(rng.integers(0, 3))]
    return [
        ([_mouse(pygame.MOUSEMOTION, pos, False)], 0),
        ([_mouse(pygame.MOUSEBUTTONDOWN, pos, True)], 0),
        ([_mouse(pygame.MOUSEBUTTONUP, pos, False)], 0),
        (key(pygame.K_a, pygame.KMOD_LCTRL, "\x01"), pygame.KMOD_LCTRL),
        (key(pygame.K_v, pygame.KMOD_LCTRL, "\x16"), pygame.KMOD_LCTRL),
        (key(leave), 0),
    ]


def act(rng: np.random.Generator, app, files: list[Path]) -> list[Frame]:
    """One hostile act, frame by frame."""
    kind = int(rng.integers(0, 6))
    if kind == 5:
        return pasting(rng, app)
    if kind == 0:
        path = files[int(rng.integers(0, len(files)))]
        return [([pygame.event.Event(pygame.DROPFILE, file=str(path))], 0)]
    if kind == 1:
        return strokes(rng, app.layout.canvas)
    if kind == 2:
        code, mod, char = DIALOG_KEYS[int(rng.integers(0, len(DIALOG_KEYS)))]
        return [(key(code, mod, char), 0)]
    if kind == 3:
        menu = app.status.language_menu
        lang = "ko" if app.state.lang == "en" else "en"
        picked = pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=lang, selected_option_id=lang
        )
        return [([picked], 0)]
    steps = [(key(pygame.K_PAGEDOWN), 0)] * int(rng.integers(1, 6))
    return [(key(pygame.K_l, 0, "l"), 0), *steps, *([(key(pygame.K_l, 0, "l"), 0)] * int(rng.integers(0, 2)))]
