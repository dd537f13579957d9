"""A Korean particle after a Latin name or number goes by how Korean reads its end: spelt out where the
name has no vowel or is in capitals (svg 에스브이지 → 를, html → 을), said as a word where it is one (json
제이슨 → 을, model 모델 → 로), and a digit by its Korean name (1 일 → 을, 2 이 → 를).
(The line read "line.svg을(를)".)"""

from __future__ import annotations

import pytest

from app.i18n import settled, tr

SETTLED = [
    ("line.svg을(를)", "line.svg를"), ("heart.json을(를)", "heart.json을"), ("a.PNG이(가)", "a.PNG가"),
    ("page.html은(는)", "page.html은"), ("data.csv(으)로", "data.csv로"), ("demo.gguf을(를)", "demo.gguf를"),
    ("model(으)로", "model로"), ("film이(가)", "film이"), ("team(으)로", "team으로"),
    ("LLM(으)로", "LLM으로"),
    ("quick film.gif을(를)", "quick film.gif를"), ("notes.txt은(는)", "notes.txt는"), ("cm은(는)", "cm은"),
    ("1은(는)", "1은"), ("2은(는)", "2는"), ("5e5x은(는)", "5e5x는"), ("paper을(를)", "paper를"),
    ("clip.mp4({size})을(를)", "clip.mp4({size})를"), ("“Star”({saved})을(를)", "“Star”({saved})를"),
]  # fmt: skip
UNSURE = ["“Hot”을(를)", "photo.jpeg을(를)", "book이(가)", "中은(는)"]  # (핫, 제이펙/지, 북: either way)


@pytest.mark.parametrize(("written", "said"), SETTLED)
def test_a_particle_after_a_latin_name_goes_by_its_korean_reading(written: str, said: str) -> None:
    assert settled(written) == said


@pytest.mark.parametrize("written", UNSURE)
def test_a_particle_after_a_word_read_either_way_keeps_both(written: str) -> None:
    assert settled(written) == written


def test_an_opened_svg_is_said_with_its_own_particle() -> None:
    line = tr("ko", "status.curve.opened", name="line.svg", n=256, arrows="화살표 101개")
    assert line.startswith("line.svg를 열었습니다")
