"""A status line too long for the window at 1280x800 is never cut between the words of a file's name, in
English and Korean: "Could not open it: my heart drawing long…" read as a file of another, shorter name. The
name is shown whole, or its start and end with "…" between them (the whole line is in the tooltip)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import finish_reading, post, run_frames

from app.model import intents as i

TWICE = '{"points": [[0, 0], [3, 0], [1, 2]], "points": [[0, 0], [1, 0], [0, 2]]}'
CURVE = '{"points": [[0, 0], [3, 0], [1, 2]]}'


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("body", [TWICE, CURVE], ids=["refused", "opened"])
def test_a_name_with_spaces_is_never_cut_between_its_words(app, tmp_path, lang: str, body: str) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    cut = 0
    for n in range(1, 12):  # (a longer name is cut short before the line is made)
        name = f"my heart drawing {'long name ' * n}{'no ' * (n % 4)}end.json"
        (tmp_path / name).write_text(body)
        post(pygame.DROPFILE, file=str(tmp_path / name), window=None)
        run_frames(app, 1)
        finish_reading(app)
        label = app.status.message_label
        line = next(text for text in (app.status.text, app.status.short) if name in text)
        shown = label.text.removesuffix("…")
        if "…" in shown:  # the name elided in its middle, its kind kept
            before, after = shown.split("…")
            start = line.index(name)
            assert line.startswith(before) and start < len(before), (shown, line)
            assert name.endswith(after) and after.endswith(".json"), (shown, name)
            continue
        assert line.startswith(shown), (shown, line)
        start = line.index(name)
        assert len(shown) <= start or len(shown) >= start + len(name), (shown, name)
        cut += label.text.endswith("…")
    assert cut >= 3  # (lines long enough to be cut, with the name at the end of what fits)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_name_too_long_for_any_line_keeps_its_kind(app, tmp_path, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    name = f"my heart drawing {'long name ' * 20}end.json"  # (200 letters: it was cut at 160, "…lo…")
    (tmp_path / name).write_text(TWICE)
    post(pygame.DROPFILE, file=str(tmp_path / name), window=None)
    run_frames(app, 1)
    finish_reading(app)
    said = app.state.status.text
    assert "my heart drawing long name" in said and "long name end.json" in said, said
    assert app.status.message_label.text.endswith("end.json…"), app.status.message_label.text
