"""The Korean lesson says each thing with the word the rest of the window uses (헤드, 쿼리, 정사각형, the
inspector's own title, 밑) and reads naturally where the tester stumbled."""

from __future__ import annotations

import json

from app.i18n import catalogue
from app.paths import asset_path


def lesson_words() -> dict[str, str]:
    return {k: v for k, v in catalogue("ko").items() if k.startswith("lesson.")}


def test_one_word_for_head_query_and_square() -> None:
    ko = catalogue("ko")
    lesson = lesson_words()
    assert [k for k, v in lesson.items() if "머리" in v] == []  # "head" is 헤드, as on the Model tab
    assert [k for k, v in ko.items() if "질의" in v] == []  # "query" is 쿼리, as on the panel
    assert [k for k, v in lesson.items() if "네모" in v] == []  # the presets' 정사각형
    preset = json.loads(asset_path("presets", "square8.json").read_text(encoding="utf-8"))
    assert preset["title_ko"] in lesson["lesson.square.title"]


def test_the_lesson_names_the_inspector_as_its_window_is_titled() -> None:
    ko = catalogue("ko")
    assert f"{ko['ui.inspector.title']}(I)" in ko["lesson.problem8.text"]


def test_the_korean_ladder_card_writes_base_in_korean() -> None:
    ko = catalogue("ko")
    for key in ("invariance.ladder", "invariance.ladder_one"):
        assert "base" not in ko[key].replace("{base}", ""), key


def test_no_formula_wedged_between_commas_or_sentence_without_its_link() -> None:
    lesson = lesson_words()
    assert "더하면, (" not in lesson["lesson.ladder_pairs.text"]
    assert "그래서 점수가 거리에 거의 상관없습니다" in lesson["lesson.real_head.text"]
    assert "반대 방향으로 세 바퀴" in lesson["lesson.teacup.text"]
