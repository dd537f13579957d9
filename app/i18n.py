"""The words the app shows, in English and Korean: one catalogue per language. No pygame.

Catalogues are assets/i18n/epicycles.<lang>.json in python-i18n's layout ({"ko": {"lesson": {...}}}), so
pygame_gui, given that folder, translates widget texts written as keys ("epicycles.help.title"); our
own drawing code asks `tr`. A key missing from a catalogue falls back to English, and tests check that
both catalogues hold the same keys.
"""

from __future__ import annotations

import json
import locale
import os
import re
from collections.abc import Mapping
from functools import cache
from string import Formatter
from typing import Any

from app.paths import asset_path

LANGUAGES = {"en": "English", "ko": "한국어"}
DEFAULT = "en"
FIELDS = Formatter()  # a text's pieces: words and {fields}
PREFIX = "epicycles."  # the namespace pygame_gui's i18n sees: the catalogue's file name

# A Korean particle after a filled-in word is written for either ending ("{what}을(를)"); once the word is
# in, it is settled by the word's last sound where that is known: after a final consonant, without one.
PARTICLES = {
    "을(를)": ("을", "를"),
    "이(가)": ("이", "가"),
    "은(는)": ("은", "는"),
    "와(과)": ("과", "와"),
    "과(와)": ("과", "와"),
    "(으)로": ("으로", "로"),  # (ㄹ takes 로: "파일로", "일로")
    "(이)": ("이", ""),  # ("예제(이)라는": "사각형이라는", "하트라는")
}
PARTICLE = re.compile("|".join(re.escape(form) for form in PARTICLES))
CLOSING = "”’\"'」』"  # a particle after a quoted word goes by the word's sound
# A number is read by its last digit: 영, 일, 삼, 육, 칠, 팔 end in a consonant, and so do 십, 백, 천, 만.
FINAL_DIGITS = {"0": "ㅇ", "1": "ㄹ", "3": "ㅁ", "6": "ㄱ", "7": "ㄹ", "8": "ㄹ"}
# In a Latin name ("track1", "A3") a digit is read in English as often: 제로, 원, 투, 쓰리, 포, …, 나인.
LATIN = re.compile("[A-Za-z]")
ENGLISH_FINALS = {"1": "ㄴ", "7": "ㄴ", "8": "ㅅ", "9": "ㄴ"}
# Latin letters spelt out (svg: 에스브이지, html: 에이치티엠엘) end in a consonant only for l, m, n and r.
LETTER_FINALS = {"l": "ㄹ", "m": "ㅁ", "n": "ㄴ", "r": "ㄹ"}
# A Latin word said as a word ends in a consonant after l, m, n (model 모델, film 필름, json 제이슨) and in
# none after a vowel or most others (heart 하트, paper 페이퍼); after these it may go either way (hot 핫,
# heart 하트; big 빅, svg 지; book 북), so a particle after them is not settled.
WORD_FINALS = {"l": "ㄹ", "m": "ㅁ", "n": "ㄴ"}
WORD_UNSURE = set("bcgkpqt")
LATIN_WORD = re.compile("[A-Za-z]+$")
VOWELS = set("aeiouyAEIOUY")
GROUP = re.compile(r"\s*\([^()]*\)$")  # a particle after "name (size)" goes by the name's sound


def _flatten(tree: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in tree.items():
        if isinstance(value, Mapping):
            out.update(_flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = str(value)
    return out


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every key of a language's catalogue ("lesson.ladder.title") and its text."""
    path = asset_path("i18n", f"epicycles.{lang}.json")
    return _flatten(json.loads(path.read_text(encoding="utf-8"))[lang])


def tr(lang: str, key: str, **params: object) -> str:
    """The text of key in lang (English if lang lacks it), with {params} filled in."""
    key = key.removeprefix(PREFIX)
    text = catalogue(lang).get(key) if lang in LANGUAGES else None
    if text is None:
        text = catalogue(DEFAULT)[key]
    if not params:
        return text
    return filled(text, params) if lang == "ko" else text.format(**params)


def en_and_ko(key: str, **params: object) -> tuple[str, str]:
    """key's text in English and in Korean, as a curve keeps its title and caption (both drawn later)."""
    return tr("en", key, **params), tr("ko", key, **params)


def filled(text: str, params: Mapping[str, object]) -> str:
    """A Korean text with params filled in and its own two-way particles settled by the sound before them;
    a filled-in value is kept as it is (a file named "내 그림(으)로.svg" is not renamed "내 그림으로.svg")."""
    out = ""
    for literal, field, spec, conversion in FIELDS.parse(text):
        out += settled(literal, out)
        if field is not None:  # (the field written back and filled by str.format, as tr fills any other)
            out += ("{" + field + (f"!{conversion}" if conversion else "") + f":{spec}}}").format(**params)
    return out


def settled(text: str, before: str = "") -> str:
    """Korean text with each two-way particle settled by the sound before it ("계수을(를)" → "계수를",
    "내 그림(으)로" → "내 그림으로", "line.svg을(를)" → "line.svg를"), the text `before` it included; after a
    word whose sound is not known ("hot", 中) it stays."""

    def one(match: re.Match[str]) -> str:
        finals = last_sounds(GROUP.sub("", (before + text[: match.start()]).rstrip(CLOSING)).rstrip(CLOSING))
        forms = {particle(match.group(), final) for final in finals}
        return forms.pop() if len(forms) == 1 else match.group()  # (read two ways that disagree: kept)

    return PARTICLE.sub(one, text)


def particle(written: str, final: str) -> str:
    """The particle written for either ending ("을(를)") after a word ending in final ("" for none)."""
    closed, opened = PARTICLES[written]
    if written == "(으)로" and final == "ㄹ":
        return opened
    return closed if final else opened


def last_sounds(words: str) -> tuple[str, ...]:
    """The final consonants words may be read ending with ("" for none): one after Hangul or a number, two
    after a number in a word with Latin letters ("A3": 삼 or 쓰리), none if not known."""
    final = last_consonant(words[-1]) if words else None
    if final is None:
        return latin_sounds(words)
    if words[-1].isdigit() and LATIN.search(words.split()[-1]):
        return final, ENGLISH_FINALS.get(words[-1], "")
    return (final,)


def latin_sounds(words: str) -> tuple[str, ...]:
    """The final consonant a Latin word ending words is read with: spelt out if it has no vowel or is in
    capitals (svg, PNG: 지; html: 엘), else as a word (json, model); none if that is not known ("hot")."""
    word = LATIN_WORD.search(words)
    if word is None:
        return ()
    letters, last = word.group(), word.group()[-1].lower()
    if letters.isupper() or not VOWELS & set(letters):
        return (LETTER_FINALS.get(last, ""),)
    return () if last in WORD_UNSURE else (WORD_FINALS.get(last, ""),)


def last_consonant(ch: str) -> str | None:
    """The final consonant a character is read with ("" for none; 일 → "ㄹ"); None if not known."""
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:  # a Hangul syllable: 28 finals each
        final = code % 28
        return "" if final == 0 else "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"[final - 1]
    if ch.isdigit() and ch.isascii():
        return FINAL_DIGITS.get(ch, "")
    return None


def counted(key: str, n: int) -> str:
    """key for a count of n: its "_one" form for one ("1 arrow", not "1 arrows"; the catalogues have both)."""
    return f"{key}_one" if n == 1 else key


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """Korean on a Korean system (LC_ALL, LC_MESSAGES or LANG, else the process locale), else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return "ko" if value.lower().startswith("ko") else DEFAULT
    code = locale.getlocale()[0] or ""
    return "ko" if code.lower().startswith("ko") else DEFAULT
