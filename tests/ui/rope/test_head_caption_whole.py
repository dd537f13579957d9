"""A real head's chain caption keeps its numbers at every window size and UI scale, in both languages: at
1280×800 (125 %) and in the smallest window it was cut to "…, query m = 11, key n…", losing the key's n,
the number a user most needs. A narrow panel now shows a shorter form, whole."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, open_demo
from test_number_signs import drawn  # noqa: F401 (the fixture)
from ui_driver import run_frames

from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("size", "scale"), [((960, 600), 1.0), ((1280, 800), 1.25), ((3840, 2160), 3.0)])
def test_the_head_caption_is_whole_with_its_key(app, lang, size, scale, request) -> None:
    open_demo(app)
    app.submit(i.SetLanguage(lang))
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    shown = request.getfixturevalue("drawn")  # what the views draw from here on
    app.submit(i.SetRopeTab("score"))
    run_frames(app, 2)
    app.submit(i.SetRopeTab("model"))  # (drawn whole again)
    run_frames(app, 3)
    rope = app.state.rope
    r = rope.head
    assert rope.content == "head" and r is not None
    # The caption drawn: the text naming the query m (the distance's caption reads "m − n = …").
    captions = [text for text in shown if f"m = {r.query}" in text]
    assert captions, shown
    assert not captions[-1].endswith("…") and f"n = {r.key}" in captions[-1], captions[-1]
    assert f"{r.layer}" in captions[-1].split("m = ")[0], captions[-1]  # the layer and head before m
