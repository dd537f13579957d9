"""The Model tab's captions keep what matters at every window size and UI scale, in both languages: a real
head's chain caption its numbers (at 1280×800, 125 %, and in the smallest window it was cut to "…, query
m = 11, key n…", losing the key's n, the number a user most needs) and the usage map's the columns' order
(cut to "…columns: each head's pairs,…"). A narrow panel now shows a shorter form, whole."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, open_demo
from test_number_signs import drawn  # noqa: F401 (the fixture)
from ui_driver import run_frames

from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
SIZES = [((960, 600), 1.0), ((1280, 800), 1.25), ((3840, 2160), 3.0)]  # the smallest, the report's, 300 %
ORDER = {"en": "fast to slow", "ko": "빠른 쌍에서 느린 쌍"}


def opened_at(app, lang: str, size: tuple[int, int], scale: float) -> None:
    open_demo(app)
    app.submit(i.SetLanguage(lang))
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))


def drawn_anew(app, shown: list[str]) -> list[str]:
    """What the Model tab draws when shown again, whole."""
    shown.clear()
    app.submit(i.SetRopeTab("score"))
    run_frames(app, 2)
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 3)
    return shown


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_the_head_caption_is_whole_with_its_key(app, lang, size, scale, request) -> None:
    opened_at(app, lang, size, scale)
    shown = drawn_anew(app, request.getfixturevalue("drawn"))
    rope = app.state.rope
    r = rope.head
    assert rope.content == "head" and r is not None
    # The caption drawn: the text naming the query m (the distance's caption reads "m − n = …").
    captions = [text for text in shown if f"m = {r.query}" in text]
    assert captions, shown
    assert not captions[-1].endswith("…") and f"n = {r.key}" in captions[-1], captions[-1]
    assert f"{r.layer}" in captions[-1].split("m = ")[0], captions[-1]  # the layer and head before m


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_the_usage_caption_keeps_the_columns_order(app, lang, size, scale, request) -> None:
    opened_at(app, lang, size, scale)
    m = app.state.rope.models
    assert m.usage is not None  # the map is drawn, its caption over it
    for which in ("q", "k"):
        if m.usage_of != which:
            app.submit(i.ToggleUsage())
        shown = drawn_anew(app, request.getfixturevalue("drawn"))
        captions = [text for text in shown if f"|{which}_j|" in text and "=" not in text]
        assert captions, shown
        assert not captions[-1].endswith("…") and ORDER[lang] in captions[-1], captions[-1]
