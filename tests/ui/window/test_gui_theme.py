"""pygame_gui's theme look-up of widget ids (app/ui/window/gui_theme.py): bounded, however many drawings a
session saves (each names a new preset-menu option, a widget id never seen before), and the same answers."""

from __future__ import annotations

from test_app import blob
from ui_driver import drag, run_frames

from app.ui.window import gui_theme


def held_ids(theme) -> int:
    """Widget id chains the theme keeps, in pygame_gui's own dict and in ours."""
    return len(theme.unique_theming_ids) + len(getattr(theme, "id_chains", {}))


def test_saved_drawings_leave_the_themes_id_lookups_bounded(app, monkeypatch) -> None:
    monkeypatch.setattr(gui_theme, "ID_LIMIT", held_ids(app.manager.get_theme()) + 2)
    for n in range(4):
        drag(app, blob(app, 24), frames_between=1)
        run_frames(app, 2)  # the frame after the new curve's first saves it
        assert len(app.state.saved) == n + 1
        assert app.controls.preset_menu.selected_option[1] == f"saved:{app.state.saved[0].file_name}"
    theme = app.manager.get_theme()
    assert held_ids(theme) <= gui_theme.ID_LIMIT
    assert sum(map(len, theme.unique_theming_ids)) == 0  # pygame_gui's keys: megabytes of text each
    assert app.controls.preset_menu.expand_direction == "up"  # '#preset_menu' in theme.json still found


def test_the_bounded_theme_finds_the_ids_pygame_guis_finds(app) -> None:
    theme = app.manager.get_theme()
    chains = [
        (
            [None, None],
            ["drop_down_menu", "button"],
            [None, "@selected_option"],
            ["#preset_menu", "saved:x.json"],
        ),
        ([None], ["button"], [None], [None]),
        (["file_dialog", None], ["window", "button"], [None, None], ["#file_dialog", "#close_button"]),
    ]
    for chain in chains:
        ours = theme.build_all_combined_ids(*chain)
        assert ours == gui_theme.UIAppearanceTheme.build_all_combined_ids(theme, *chain)
        assert theme.build_all_combined_ids(*chain) is ours  # the second time: kept
