"""The usage map's caption keeps the columns' order ("fast to slow") at every window size and UI scale, in
both languages: at 1280×800 (125 %) and 960×600 it was cut to "…columns: each head's pairs,…"."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, open_demo
from test_number_signs import drawn  # noqa: F401 (the fixture)
from ui_driver import run_frames

from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
ORDER = {"en": "fast to slow", "ko": "빠른 쌍에서 느린 쌍"}


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("size", "scale"), [((960, 600), 1.0), ((1280, 800), 1.25), ((3840, 2160), 3.0)])
def test_the_usage_caption_keeps_the_columns_order(app, lang, size, scale, request) -> None:
    open_demo(app)
    app.submit(i.SetLanguage(lang))
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    m = app.state.rope.models
    assert m.usage is not None  # the map is drawn, its caption over it
    for which in ("q", "k"):
        if m.usage_of != which:
            app.submit(i.ToggleUsage())
        shown = request.getfixturevalue("drawn")  # what the views draw from here on
        shown.clear()
        app.submit(i.SetRopeTab("score"))
        run_frames(app, 2)
        app.submit(i.SetRopeTab("model"))  # (drawn whole again)
        run_frames(app, 3)
        captions = [text for text in shown if f"|{which}_j|" in text and "=" not in text]
        assert captions, shown
        assert not captions[-1].endswith("…") and ORDER[lang] in captions[-1], captions[-1]
