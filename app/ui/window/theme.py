"""pygame_gui's theme at a UI scale: assets/theme.json read once, its sizes multiplied (font sizes, border
widths, corner radii) and the sizes the theme leaves to pygame_gui's defaults that the layout counts on
(the drop-down lists' rows, the sliders' buttons) set at the scale too; and the default faces of its font
dictionary, which pygame_gui uses for every widget without a font block of its own (it ignores a font in
the theme's "defaults"). At scale 1 it is the file as it is and pygame_gui's faces as they are.
"""

from __future__ import annotations

import json
from functools import lru_cache

from pygame_gui.core.interfaces import IUIAppearanceThemeInterface
from pygame_gui.core.ui_font_dictionary import DefaultFontData

from app.geometry.units import Scale
from app.paths import asset_path
from app.ui.fonts import GUI_FACES
from app.ui.window.script_face import LATIN_SCRIPT, OTHER_SCRIPTS

SCALED_MISC = ("border_width", "shape_corner_radius", "shadow_width")
# pygame_gui's own defaults the layout relies on (epicycle_controls' MENU_ITEM_H is the first), by block.
DEFAULT_MISC = {
    "drop_down_menu": {"list_item_height": 20, "open_button_width": 20},
    "selection_list": {"list_item_height": 20},
    "horizontal_slider": {"sliding_button_width": 20},
    "check_box": {"text_offset": 5},
    "window": {"title_bar_height": 28},
    "tool_tip": {"rect_width": 170},  # the width a tooltip wraps at
    # (read by the mend in scroll_bars.py: pygame_gui's arrows are 20 px tall at every scale, and a wheel
    # notch moves 40 px, two rows at 100 %, half a row at 300 %; here about three rows at every scale)
    "vertical_scroll_bar": {"button_height": 20, "scroll_wheel_speed": 56},
}
# pygame_gui's own defaults' symbol faces (a check box's tick, a drop-down's ▼, a slider's ◀ ▶, a window's
# ×, the file dialog's ⌂ ↑ ⟳), 14 px at every scale unless given here.
SYMBOLS, SYMBOL_SIZE = "fira_code_symbols", 14
SYMBOL_BLOCKS = (
    "check_box",  # its tick
    "drop_down_menu.#expand_button",
    "horizontal_slider.@arrow_button",
    "vertical_scroll_bar.button",
    "horizontal_scroll_bar.button",
    "window.#close_button",
    *(f"file_dialog.#{name}_icon_button" for name in ("home", "delete", "parent", "refresh")),
)


@lru_cache(maxsize=1)
def _theme_file() -> str:
    return asset_path("theme.json").read_text(encoding="utf-8")


def theme_at(ui: Scale) -> dict:
    """The theme as pygame_gui takes it (a dict, a new one each call: the manager keeps what it is given)."""
    theme = json.loads(_theme_file()) | script_blocks()
    if ui.factor == 1.0:
        return theme
    for block in theme.values():
        for font in block.get("font", []):
            font["size"] = str(ui.px(int(font["size"])))
        misc = block.get("misc", {})
        for key in SCALED_MISC:
            if key in misc:
                misc[key] = str(ui.px(int(misc[key])))
    for name, sizes in DEFAULT_MISC.items():
        misc = theme.setdefault(name, {}).setdefault("misc", {})
        misc |= {key: str(ui.px(size)) for key, size in sizes.items()}
    for name in SYMBOL_BLOCKS:
        theme.setdefault(name, {}).setdefault("font", {"name": SYMBOLS, "size": str(ui.px(SYMBOL_SIZE))})
    return theme


def script_blocks() -> dict:
    """The classes a field takes when its text needs another face (field_faces.py), in both languages:
    the English widgets' Noto Sans (known by name), and DejaVu Sans from the app's fonts."""
    dejavu = {
        "name": "dejavu_sans",
        "regular_path": str(asset_path("fonts", "DejaVuSans.ttf")),
        "bold_path": str(asset_path("fonts", "DejaVuSans-Bold.ttf")),
    }
    faces = {LATIN_SCRIPT: {"name": GUI_FACES["en"]}, OTHER_SCRIPTS: dejavu}
    blocks = {
        name: {"font": [{"locale": lang, "size": "14", **face} for lang in GUI_FACES]}
        for name, face in faces.items()
    }
    return blocks | {f"{OTHER_SCRIPTS}.text_box": {"prototype": OTHER_SCRIPTS}}  # (a tooltip quoting Hebrew)


def theme_faces(theme: IUIAppearanceThemeInterface, ui: Scale, locale: str) -> None:
    """A new theme's faces as the window uses them: its default faces at the scale, and bold everywhere."""
    scale_default_fonts(theme, ui, locale)
    embolden_missing_bold(theme)


def embolden_missing_bold(theme: IUIAppearanceThemeInterface) -> None:
    """Faces whose bold (or bold italic) is their regular file (the Hangul one: the executable ships no
    bold Hangul) drawn emboldened by the font renderer where bold is asked for, not as regular text."""
    for paths in theme.get_font_dictionary().known_font_paths.values():
        regular = paths[0][0]
        for style in (1, 3):  # (regular, bold, italic, bold italic)
            if str(paths[style][0]) == str(regular):  # (the same file, named twice in theme.json)
                paths[style] = (regular, True)


def scale_default_fonts(theme: IUIAppearanceThemeInterface, ui: Scale, locale: str) -> None:
    """Make a new theme's default faces (one per language, 14 px) at the scale, in use for locale."""
    if ui.factor == 1.0:
        return
    fonts = theme.get_font_dictionary()
    made: dict[int, DefaultFontData] = {}
    for lang, old in fonts.default_font_dictionary.items():
        if id(old) not in made:  # languages share faces: one scaled face each
            made[id(old)] = DefaultFontData(
                ui.px(old.size),
                old.name,
                old.style,
                old.regular_file_name,
                old.bold_file_name,
                old.italic_file_name,
                old.bold_italic_file_name,
                old.script,
                old.direction,
            )
        fonts.default_font_dictionary[lang] = made[id(old)]
    fonts.set_locale(locale)  # loads the locale's face anew (it is another object now)
