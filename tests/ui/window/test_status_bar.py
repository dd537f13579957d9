"""The status line at the window's foot: a line too long for it is cut, and whole in a readable tooltip."""

from __future__ import annotations

from ui_driver import finish_reading, hovered_tip

from app.model import intents as i


def test_a_long_line_is_whole_in_a_tooltip_as_wide_as_the_line_allows(app, tmp_path) -> None:
    """A refused file with a long name: the line ends in "…", and its tooltip holds the whole sentence in
    a few wide lines over the window (it wrapped at a button tip's 170 px: a column of a dozen lines with
    the file name broken by hyphens), inside the window."""
    path = tmp_path / ("a_quite_long_file_name_for_the_status_line_" * 3 + ".json")
    path.write_text("{bad")
    app.submit(i.OpenPath(path))
    finish_reading(app)
    label = app.status.message_label
    assert app.state.status.error and label.text.endswith("…")
    tip = hovered_tip(app, label)
    assert tip is not None and path.name in tip  # whole, the name unbroken
    box = label.tool_tip.rect
    assert box.width >= 500 and app.screen.get_rect().contains(box)
    assert box.height <= 6 * label.font.size("Ag")[1]  # (at 170 px: over 11 lines)
