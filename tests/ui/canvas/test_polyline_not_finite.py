"""A point that is not a finite number costs the lines through it, never the window: pygame-ce's aaline and
aalines never return from a NaN (2.5.8), so one bad value that got past the checks upstream froze every
frame after it. Drawn in a child process with a time limit, so that a freeze fails the test instead of
stopping the run."""

from __future__ import annotations

import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import os
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    import numpy as np
    import pygame
    from app.ui.scale import polyline, polyline_parts

    nan, inf = float("nan"), float("inf")
    BAD = [(10.0, 10.0), (60.0, 20.0), (nan, 30.0), (20.0, 60.0), (70.0, 70.0), (inf, 5.0), (5.0, 90.0)]
    RUNS = [[(10.0, 10.0), (60.0, 20.0)], [(20.0, 60.0), (70.0, 70.0)]]  # what can be drawn of BAD

    def picture(draw):
        surface = pygame.Surface((100, 100))
        draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    same = []
    for width in (1, 3):
        for shape in (list, np.array):
            bad = picture(lambda s: polyline(s, (255, 255, 255), shape(BAD), width, closed=True))
            runs = picture(lambda s: [polyline(s, (255, 255, 255), run, width) for run in RUNS])
            same.append(bad == runs and any(bad))
    alone = polyline_parts(pygame.Surface((9, 9)), (255, 0, 0), [(nan, nan), (1.0, 2.0)], 1)
    print(all(same), len(alone), alone[0].w * alone[0].h)
    """
)


def test_a_polyline_through_nan_and_inf_draws_its_finite_runs_and_returns() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.split() == ["True", "1", "0"], done.stderr
