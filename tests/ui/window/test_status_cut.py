"""A status line too long for the window at 1280x800 is cut after a whole word, in English and Korean
(it was cut at the last letter that fitted: mid-name or mid-number), and is whole in its tooltip."""

from __future__ import annotations

import pytest
from ui_driver import finish_reading, hovered_tip, post, run_frames

from app.model import intents as i
from app.no_break import NO_BREAK

TWICE = '{"points": [[0, 0], [3, 0], [1, 2]], "points": [[0, 0], [1, 0], [0, 2]]}'


# (Names whose line the old cut ended mid-word: "… long na…", "… 없습니…".)
CUT = [
    ("en", "teacup ride 4e^(it) + e^(-3it) take 12"),
    ("en", "ride 20261207 draft 3"),
    ("ko", "ride 2 draft 33"),
]


@pytest.mark.parametrize(("lang", "stem"), CUT)
def test_a_long_line_is_cut_after_a_word_and_whole_in_its_tooltip(app, tmp_path, lang, stem) -> None:
    import pygame

    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    path = tmp_path / f"{stem} {'long name ' * 4}.json"
    path.write_text(TWICE)
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    label = app.status.message_label
    said = app.status.text
    assert app.state.status.error and label.text.endswith("…"), label.text
    shown = label.text.removesuffix("…")
    line = next(text for text in (said, app.status.short) if text and text.startswith(shown))
    assert line[len(shown)] == " ", (shown, line)  # the next letter begins a new word
    assert hovered_tip(app, label).replace(NO_BREAK, " ") == said
