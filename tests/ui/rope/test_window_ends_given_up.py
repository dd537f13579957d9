"""A refused window (its first end above its last) given up, Esc or a click away: the line says what became
of both ends. It named only the field the user was last in ("“3000” was not taken …: 4096"), and the other
end, typed 5000, went back to 0 without a word."""

from __future__ import annotations

import pytest
from test_refused_entry_said import leave_field
from test_rope_panel import layout
from test_window_ends_kept import PAIRS, ends
from ui_driver import run_frames, type_into

from app.model import intents as i


def both_refused(app, pair, lang: str = "en") -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    type_into(app, getattr(layout(app), pair[0]), "5000")
    type_into(app, getattr(layout(app), pair[1]), "3000")
    run_frames(app, 2)
    assert app.status.error and ends(app, pair) == ("5000", "3000")


@pytest.mark.parametrize("how", ["escape", "click away"])
@pytest.mark.parametrize("pair", PAIRS, ids=["window", "search"])
def test_giving_up_a_refused_window_names_both_ends(app, pair, how) -> None:
    r = app.state.rope
    before = (getattr(r, pair[2]), getattr(r, pair[3]))
    both_refused(app, pair)
    leave_field(app, how)
    kept = ends(app, pair)
    assert kept == tuple(str(v) for v in before)
    line = app.state.status
    assert not line.error
    assert (
        line.text
        == f"“5000” to “3000” was not taken; both fields show their values again: {kept[0]} to {kept[1]}."
    )


def test_it_is_said_in_korean_too(app) -> None:
    both_refused(app, PAIRS[0], "ko")
    leave_field(app, "escape")
    line = app.state.status.text
    assert line == "“5000”~“3000” 입력은 받지 않았습니다. 두 칸에 원래 값을 다시 넣었습니다: 0~4096."


def test_one_end_given_up_alone_is_still_named_alone(app) -> None:
    """The other end as the panel has it: the line names the one end that went back."""
    type_into(app, layout(app).lo_entry, "5000")
    run_frames(app, 2)
    leave_field(app, "escape")
    assert ends(app, PAIRS[0]) == ("0", "4096")
    assert app.state.status.text == "“5000” was not taken; the field shows its value again: 0."
