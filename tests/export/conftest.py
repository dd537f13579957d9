"""Fixtures the export tests share: a headless display behind a 1×1 window, for the files that draw
frames without the app (asked for with `pytest.mark.usefixtures("small_display")`)."""

import pytest
from support import headless_display


@pytest.fixture
def small_display():
    with headless_display(window=(1, 1)):
        yield
