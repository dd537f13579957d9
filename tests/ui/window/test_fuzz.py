"""10,000 frames of random input through the real loop: the window stays up, nothing reaches the error
boundary (which would log it and restore the last good settings), and the calm frames of its quiet
stretches (drawn and pushed in part) look the same as a whole redraw."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from fuzz_driver import run_session

pytestmark = pytest.mark.slow
FRAMES = 10_000
CHECK_EVERY = 7  # calm frames compared with a whole redraw: one frame in this many


@pytest.mark.parametrize("seed", [2])
def test_random_input_never_reaches_the_error_boundary(app, seed) -> None:
    checked = []

    def check(n: int) -> None:
        if app.painter.pushed is None or n % CHECK_EVERY:
            return
        fresh = app.screen.copy()
        app.painter.draw_whole(fresh, app.scene())
        same = np.array_equal(pygame.surfarray.array3d(app.screen), pygame.surfarray.array3d(fresh))
        checked.append((n, same))

    calm = run_session(app, FRAMES, seed, every=1, report=check)
    assert app.errors == []
    assert calm > 0 and checked  # quiet stretches reached calm frames
    assert [n for n, same in checked if not same] == []
    assert app.state.running
    assert app.state.epicycles.curve is not None
