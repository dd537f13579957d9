"""pygame_gui's font dictionary, opening its packaged faces from their files.

pygame_gui reads a packaged face (a PackageResource) whole into memory for every size and style it loads:
for the Korean face that is 6 MB a size, so the window held 20 to 40 MB of copies of one file, more after
each UI scale or language it had shown (and the soak's memory moved by that much from one figure to the
next). Given the file's path, SDL_ttf reads the face from the file as it needs it. A resource that is not
a file on disk (a package in a zip) is loaded as pygame_gui would.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from pygame_gui.core.ui_font_dictionary import DefaultFontData, UIFontDictionary
from pygame_gui.core.utility import PackageResource

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


class FileFontDictionary(UIFontDictionary):
    """UIFontDictionary whose faces are opened from their files (on_disk)."""

    def _load_single_font_style(
        self,
        font_loc: tuple[Location, bool],
        font_id: str,
        font_size: int,
        font_style: dict[str, str | int | bool],
        force_immediate_load: bool = False,
    ) -> None:
        location, force_style = font_loc
        super()._load_single_font_style(
            (on_disk(location), force_style), font_id, font_size, font_style, force_immediate_load
        )

    def _load_default_font(self, font: DefaultFontData) -> None:
        """A language's default face, as pygame_gui loads it (at once, regular), from its file; its styles
        known by name for later look-ups."""
        files = (
            font.regular_file_name,
            font.bold_file_name,
            font.italic_file_name,
            font.bold_italic_file_name,
        )
        self.known_font_paths[font.name] = [
            (on_disk(PackageResource(package="pygame_gui.data", resource=name)), False) for name in files
        ]
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
