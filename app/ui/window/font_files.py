"""pygame_gui's font dictionary, opening its packaged faces from their files, and measuring text without
drawing it.

pygame_gui reads a packaged face (a PackageResource) whole into memory for every size and style it loads:
for the Korean face that is 6 MB a size, so the window held 20 to 40 MB of copies of one file, more after
each UI scale or language it had shown (and the soak's memory moved by that much from one figure to the
next). Given the file's path, SDL_ttf reads the face from the file as it needs it. A resource that is not
a file on disk (a package in a zip) is loaded as pygame_gui would.

pygame_gui measures every piece of text it lays out by rendering it (GUIFontPygame.get_rect: "the only way
to get accurate font layout data with kerning"): half the work of building a text box (the help, in
Korean at 200 %: 990 renders, 0.24 s). SDL_ttf's size counts kerning as rendering does, so MeasuredFont
asks it instead: the same sizes (tests/ui/window/test_font_files.py), no pixels drawn.
"""

from __future__ import annotations

import warnings
from importlib import resources
from pathlib import Path

import pygame
from pygame_gui.core.gui_font_pygame import GUIFontPygame
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.ui_font_dictionary import DefaultFontData, UIFontDictionary
from pygame_gui.core.utility import FontResource, PackageResource

from app.ui.fonts import GUI_FACES, latin_files

Location = str | PackageResource | bytes


def on_disk(location: Location | None) -> Location | None:
    """A packaged face as the path of its file where it is one, else the location as it was."""
    if not isinstance(location, PackageResource):
        return location
    try:
        path = resources.files(location.package) / location.resource
    except (ImportError, TypeError):
        return location
    return str(path) if isinstance(path, Path) and path.is_file() else location


def default_file(name: str) -> Location | None:
    """A default face's file: the app's own by its path, pygame_gui's by its name in pygame_gui.data."""
    packaged = PackageResource(package="pygame_gui.data", resource=name)
    return name if Path(name).is_absolute() else on_disk(packaged)


MEASURES_KEPT = 1024  # texts whose size a face keeps: a few hundred kB at most, then it starts again


class MeasuredFont(GUIFontPygame):
    """pygame_gui's pygame font, measuring text by SDL_ttf's size rather than by drawing it, and each text
    once: pygame_gui's wrapping measures the same words again and again (opening the Korean help at 4K,
    748 measures of 176 texts)."""

    def get_rect(self, text: str) -> pygame.Rect:
        if not text:
            return pygame.Rect(0, 0, 0, 0)
        font: pygame.font.Font = self._GUIFontPygame__internal_font  # type: ignore[attr-defined]
        sizes: dict = self.__dict__.setdefault("_sizes", {})  # (made here: the class is set on a loaded font)
        key = (text, font.bold, font.italic)  # (the theme may embolden a face after it is loaded)
        size = sizes.get(key)
        if size is None:
            if len(sizes) >= MEASURES_KEPT:
                sizes.clear()
            size = sizes[key] = font.size(text)
        return pygame.Rect((0, font.get_ascent()), size)


class MeasuredFontResource(FontResource):
    """A face pygame_gui loads, as a MeasuredFont."""

    def load(self) -> Exception | None:
        error = super().load()
        if type(self.loaded_font) is GUIFontPygame:
            self.loaded_font.__class__ = MeasuredFont  # (only a method differs)
        return error


class FileFontDictionary(UIFontDictionary):
    """UIFontDictionary whose faces are opened from their files (on_disk), as MeasuredFonts, and whose
    English default face is the app's (fonts.latin_files: a true minus), under the name theme.json gives it.
    """

    def __init__(self, resource_loader: IResourceLoader, locale: str) -> None:
        super().__init__(resource_loader, locale)
        # (pygame_gui's face is loaded by now if locale is English: set_locale loads ours in its place)
        old = self._latin_font
        regular, bold = latin_files()
        italic = (old.italic_file_name, old.bold_italic_file_name)  # (pygame_gui's: no text is italic)
        self._latin_font = DefaultFontData(14, GUI_FACES["en"], "regular", regular, bold, *italic)
        for lang, face in self.default_font_dictionary.items():
            if face is old:
                self.default_font_dictionary[lang] = self._latin_font
        self._know(self._latin_font)  # (known in any language: theme.json's blocks give only its name)
        self.set_locale(locale)

    def _load_single_font_style(
        self,
        font_loc: tuple[Location, bool],
        font_id: str,
        font_size: int,
        font_style: dict[str, str | int | bool],
        force_immediate_load: bool = False,
    ) -> None:
        # pygame_gui's own, with our resource: loaded now once its loader has started, else by the loader.
        location, force_style = font_loc
        resource = MeasuredFontResource(
            font_id=font_id, size=font_size, style=font_style, location=(on_disk(location), force_style)
        )
        if self._resource_loader.started() or force_immediate_load:
            error = resource.load()
            if error is not None:
                warnings.warn(str(error), stacklevel=2)
        else:
            self._resource_loader.add_resource(resource)
        self.loaded_fonts[font_id] = resource

    def _know(self, font: DefaultFontData) -> None:
        """A default face's styles known by name, from their files, for later look-ups."""
        files = (
            font.regular_file_name,
            font.bold_file_name,
            font.italic_file_name,
            font.bold_italic_file_name,
        )
        self.known_font_paths[font.name] = [(default_file(name), False) for name in files]

    def _load_default_font(self, font: DefaultFontData) -> None:
        """A language's default face, as pygame_gui loads it (at once, regular), from its file; its styles
        known by name."""
        self._know(font)
        style = {
            "bold": False,
            "italic": False,
            "antialiased": True,
            "script": font.script,
            "direction": font.direction,
        }
        self._load_single_font_style(
            self.known_font_paths[font.name][0], font.idx, font.size, style, force_immediate_load=True
        )
