"""Typed text a refusal quotes is in the app's curly quotes, with what cannot be seen written out."""

from apply_helpers import new_state

from app.errors import quoted
from app.i18n import tr
from app.model import intents as i
from app.model.apply import apply


def test_a_refused_base_is_quoted_as_names_are_with_a_pasted_tab_written_out() -> None:
    state = new_state()
    apply(state, i.SetRopeBase("1e4\tx"))
    assert state.status.error
    assert state.status.text.startswith("Base: “1e4\\tx” is not a number")


def test_the_korean_particle_after_quoted_text_goes_by_its_last_sound_through_the_quotes() -> None:
    assert tr("ko", "problem.base.range", text=quoted("0.1"), most=10).endswith("“0.1”은 안 됩니다.")
    assert tr("ko", "problem.base.range", text=quoted("0.2"), most=10).endswith("“0.2”는 안 됩니다.")


def test_typed_text_that_is_no_number_is_followed_by_no_particle() -> None:
    """("h3" reads 에이치삼 or h-three: no one ending; it was said “h3”은(는).)"""
    assert tr("ko", "problem.base.nan", text=quoted("h3")).startswith("밑 “h3”: 수가 아닙니다")


def test_quoted_writes_out_only_what_cannot_be_seen() -> None:
    assert quoted("밑 10") == "“밑 10”"
    assert quoted("a\x00b\nc") == "“a\\x00b\\nc”"
