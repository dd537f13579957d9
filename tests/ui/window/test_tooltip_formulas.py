"""A tooltip's box breaks its lines at spaces, but never inside a formula: the RoPE content menu's said
"h_j =" at a line's end and "q_j·conj(k_j)" on the next in a narrow box."""

from __future__ import annotations

import re

import pytest
from ui_driver import run_frames

from app.model import intents as i

TIPS = ["epicycles.ui.rope.tip_content", "epicycles.ui.rope.tip_qk", "epicycles.ui.rope.thirty_two_tip"]
CUT = re.compile(r"[=+−×≤≥≈]\s*$")  # a line ending on a formula's sign: the rest is on the next


def rows(tip) -> list[str]:
    """The tooltip's lines as its box laid them out."""
    layout = tip.text_block.text_box_layout
    return ["".join(getattr(chunk, "text", "") for chunk in row.items) for row in layout.layout_rows]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_tooltip_never_breaks_inside_a_formula(app, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    parent = app.rope_panel.widgets["content_menu"]
    for key in TIPS:
        for width in range(140, 420, 8):
            tip = app.manager.create_tool_tip(key, (640, 60), (0, 0), parent, None, wrap_width=width)
            lines = rows(tip)
            tip.kill()
            assert len(lines) > 1 or width > 160, (key, width)  # (narrow enough to wrap)
            assert not [line for line in lines[:-1] if CUT.search(line)], (key, width, lines)
