"""Random input and hostile acts through the real loop (tests/fuzz_driver.py): the window stays up,
nothing reaches the error boundary (which would log it and restore the last good settings), the calm
frames of its quiet stretches (drawn and pushed in part) look the same as a whole redraw, what it saves
lands in a throw-away folder, and once everything is closed again it holds no more than it did at the start:
the same widgets, and every list and cache it keeps within its limit."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from fuzz_acts import HOME_VARS
from fuzz_driver import kept, run_session, settle

from app import config
from app.io.drawings import MAX_LISTED
from app.paths import user_data_dir
from app.ui.fonts import image_bytes
from app.ui.window.gui_theme import ID_LIMIT

pytestmark = pytest.mark.slow
FRAMES = 5_000
CHECK_EVERY = 7  # calm frames compared with a whole redraw: one frame in this many


@pytest.mark.parametrize("seed", [2])
def test_random_input_never_reaches_the_error_boundary(app, seed, tmp_path, monkeypatch) -> None:
    for var, sub in HOME_VARS:  # drawings, preferences and exports: into tmp_path, never the user's
        monkeypatch.setenv(var, str(tmp_path / sub))
    size = app.layout.size
    settle(app, size)
    at_start = kept(app)
    checked = []

    def check(n: int) -> None:
        if app.painter.pushed is None or n % CHECK_EVERY:
            return
        fresh = app.screen.copy()
        app.painter.draw_whole(fresh, app.scene())
        same = np.array_equal(pygame.surfarray.array3d(app.screen), pygame.surfarray.array3d(fresh))
        checked.append((n, same))

    calm = run_session(app, FRAMES, seed, str(tmp_path), every=1, report=check)
    assert app.errors == []
    assert calm > 0 and checked  # quiet stretches reached calm frames
    assert [n for n, same in checked if not same] == []
    assert app.state.running
    assert app.state.epicycles.curve is not None
    settle(app, size)
    assert app.errors == []
    now = kept(app)
    same = ("widgets", "root elements")  # nothing built and not killed
    assert {k: now[k] for k in same} == {k: at_start[k] for k in same}
    assert now["removed widgets' rects"] == 0  # pygame_gui never forgets them; the painter does
    assert now["undo steps"] <= config.UNDO_LIMIT
    assert now["theme id chains"] <= ID_LIMIT  # every saved drawing is a new preset-menu option's id
    assert sum(map(len, app.manager.get_theme().unique_theming_ids)) == 0  # its keys: megabytes each
    assert app.fonts.kept()["image bytes"] <= image_bytes(app.fonts.scale)  # lines as wide as their texts
    drawings = list((user_data_dir() / "drawings").iterdir())
    assert user_data_dir().is_relative_to(tmp_path) and len(drawings) > MAX_LISTED
    assert now["drawings listed"] == MAX_LISTED  # more were saved than are listed
