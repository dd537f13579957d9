"""What a lesson step says, as the lesson box shows it: its text and its number line in a language. No pygame.

Numbers are written with the minus sign − (as the inspector writes them, app/model/inspector.py), and
every "name = value", "≈ number" and "k > 0" is held together by non-breaking spaces, so a line never
ends in "d =" with the 8 on the next; so are short sums and differences ("n − m", "(q + PE(m))"), pairs
("(3, 7)") and a number with its unit ("1 m", "0.2 rad"): a line ended in "(q +", "(3," or "the cup 1".
"""

from __future__ import annotations

import re
from typing import Literal

from app.i18n import DEFAULT, catalogue, tr
from app.model.lesson_chain import WORDS
from app.model.signs import Signed

NBSP = "\u00a0"
# " = " or " ≈ " before what it equals (a number, π/8, (1+√2)/2), or " > " before what it exceeds
# ("k > 0"): both its spaces bind.
_BOUND = re.compile(r"[ \u00a0]([=≈<>])[ \u00a0](?=\S)")
# A sum or difference of short terms, or a pair in parentheses: its spaces bind too.
_TERM = r"[^\s()]{1,6}(?:\([^\s()]{1,6}\))?"  # q, PE(m), 900, e^(−3it) (the teacup's broke after its "+")
_SUM = re.compile(rf"(?<=[\s(])({_TERM}) ([+−]) (?={_TERM}(?:[\s)·,.;:]|$))")
_PAIR = re.compile(rf"(\({_TERM}), (?={_TERM}\))")
# A number and the unit after it ("1 m", "52.5 s", "0.2 rad", "6283.2 토큰"): the space between binds.
_UNIT = re.compile(r"(?<=\d) (?=(?:m|s|rad|tokens|토큰)(?:[\s,.;:)]|$))")
Waiting = Literal["waiting", "stopped", "missing"]  # the real head's step while it has no numbers


def unbroken(text: str) -> str:
    """text with each "name = number", "≈ number", short sum or difference, pair and number with its unit
    held together."""
    bound = _UNIT.sub(NBSP, _BOUND.sub(f"{NBSP}\\1{NBSP}", text))
    return _PAIR.sub(f"\\1,{NBSP}", _SUM.sub(f"\\1{NBSP}\\2{NBSP}", bound))


def step_words(
    lang: str, key: str, numbers: dict[str, float | str], waiting: Waiting, folder: str
) -> tuple[str, str]:
    """The step's text and its number line (its waiting line when it has no numbers yet: the model is
    being read, its reading was stopped, or it is missing from folder). The numbers may name the wording
    for the chain drawn (WORDS: "_one" for a single pair), where the catalogues have one."""
    values = {k: v if isinstance(v, str) else Signed(v) for k, v in numbers.items()}
    words = str(numbers.get(WORDS, ""))
    if numbers:
        number = tr(lang, _worded(key, words, "number"), **values)
    else:
        number = tr(lang, f"lesson.{key}.{waiting}", folder=folder)
    text = tr(lang, _worded(key, words, "text"), **values)
    return unbroken(text), unbroken(number)  # (θ of the chain drawn)


def _worded(key: str, words: str, part: str) -> str:
    """The catalogue key of the step's part in its wording words ("rotation_one"), else its own."""
    worded = f"lesson.{key}{words}.{part}"
    return worded if worded in catalogue(DEFAULT) else f"lesson.{key}.{part}"
