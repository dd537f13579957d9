"""pygame_gui's horizontal slider with arrow buttons that follow the UI scale.

pygame_gui makes a slider's arrow buttons 20 px wide whatever the theme says; its sliding button's width is
a theme value (theme.py scales it). Here the arrows are as wide as the sliding button, so at 200 % they are
40 px as the rest of the slider is.
"""

from __future__ import annotations

from pygame_gui.elements import UIHorizontalSlider


class Slider(UIHorizontalSlider):
    def rebuild(self) -> None:
        self.default_button_width = self.sliding_button_width  # (read by rebuild for the arrows)
        super().rebuild()
