"""10,000 frames of random input through the real loop: the window stays up and nothing reaches the
error boundary (which would log it and restore the last good settings)."""

from __future__ import annotations

import pytest
from fuzz_driver import run_session

FRAMES = 10_000


@pytest.mark.parametrize("seed", [2])
def test_random_input_never_reaches_the_error_boundary(app, seed) -> None:
    run_session(app, FRAMES, seed)
    assert app.errors == []
    assert app.state.running
    assert app.state.epicycles.curve is not None
