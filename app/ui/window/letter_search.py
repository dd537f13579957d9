"""A typed letter goes to the next option that starts with it, as a desktop's lists and drop-downs do,
in an open menu (menus.py) and in a closed drop-down the keyboard reached (control_keys.py).

The letter is a key's character, or, for a letter no key types alone (Hangul from an input method, which
comes as text only), the text typed; each is taken once (a Latin letter comes as both). A Hangul
consonant typed alone matches the syllables it begins: ㄱ goes to 경계 as 경 does.
"""

from __future__ import annotations

import pygame
from pygame_gui.core.utility import translate

COMMANDS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META  # with these a letter is a shortcut
SYLLABLES, PER_INITIAL = 0xAC00, 588  # Unicode's Hangul syllables: 588 to each initial consonant
INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"  # the 19, as typed alone (compatibility jamo)


def typed_letter(event: pygame.event.Event) -> str:
    """The letter or digit this event typed for a search ("" for none): a key's if it is ASCII (with no
    Ctrl, Alt or Meta held), a TEXTINPUT's if it is not."""
    if event.type == pygame.KEYDOWN:
        char = getattr(event, "unicode", "")
        plain = char.isascii() and not event.mod & COMMANDS
    elif event.type == pygame.TEXTINPUT:
        char = event.text[:1]
        plain = not char.isascii()
    else:
        return ""
    return char if plain and len(char) == 1 and char.isalnum() else ""


def typed_to(texts: list[str], marked: int | None, char: str) -> int | None:
    """The next option after the marked one (round the end) whose first letter or digit is char, as
    shown (a catalogue key in the window's language); the words all options start with are passed over
    ("Scale: 150 %": 1)."""
    texts = [translate(text) for text in texts]
    shared = ""
    for chars in zip(*texts, strict=False) if len(texts) > 1 else ():  # (to the shortest)
        if len(set(chars)) > 1:
            break
        shared += chars[0]
    common = max((n + 1 for n, c in enumerate(shared) if not c.isalnum()), default=0)  # at a word's end
    firsts = [next((c for c in text[common:] if c.isalnum()), "") for text in texts]
    start = -1 if marked is None else marked
    order = [(start + 1 + n) % len(texts) for n in range(len(texts))]
    return next((n for n in order if _begins(firsts[n], char)), None)


def _begins(first: str, char: str) -> bool:
    """Whether an option whose first letter is `first` answers the typed char."""
    if first.casefold() == char.casefold():
        return True
    at = ord(first) - SYLLABLES if first else -1
    return char in INITIALS and 0 <= at < PER_INITIAL * len(INITIALS) and INITIALS[at // PER_INITIAL] == char
