"""The Invariance tab's ladder at one arrow: "1 pair, … Like an odometer's wheels, each pair turns slower than
the one before" spoke of pairs that are not there. It now says the one pair turns 1 radian a token whatever
the base, and what more arrows would add, in both languages."""

from __future__ import annotations

import pytest
from ui_driver import centre, click, run_frames

from app.model import intents as i


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_ladder_at_one_arrow_says_what_its_one_pair_does(app, lang) -> None:
    app.submit_all([i.SetLanguage(lang), i.SetRopeTab("score")])
    run_frames(app, 2)
    slider = app.rope_panel.widgets["arrows_slider"]
    click(app, centre(slider.left_button.rect))  # the 2-arrow view, one arrow fewer
    run_frames(app, 2)
    assert app.state.rope.n_arrows == 1
    click(app, centre(app.rope_panel.whole.tab_invariance))
    run_frames(app, 2)
    assert app.state.rope.tab == "invariance"
    said = app.rope_panel.widgets["ladder_box"].html_text
    one_pair, slower, radian = {
        "en": ("1 pair", "each pair turns slower than the one before", "1 radian per token"),
        "ko": ("쌍 1개", "쌍마다 앞의 쌍보다 느리게 돕니다", "토큰마다 1라디안"),
    }[lang]
    assert one_pair in said and radian in said
    # More pairs are spoken of only as what more arrows would bring.
    assert said.index(slower) > said.index({"en": "With more arrows", "ko": "화살표가 늘면"}[lang])
    assert not app.errors
