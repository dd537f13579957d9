"""One rule for --lang on the command line: a command's one-line errors and its JSON are English whatever
--lang (a script reads the same lines in any language), and --lang only picks the language of the words
drawn in render's and export's pictures (English unless asked, whatever the user last chose)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from tiny_gguf import write_tiny

ROOT = Path(__file__).resolve().parents[2]
HANGUL = re.compile("[\uac00-\ud7a3]")
LANG_FORMS = (("--lang", "ko"), ("--lang=ko",), ("--lang", "en"))

ERRORS = {  # (the tester's: a text file named .gguf said in Korean, --layer 99 in English)
    "heads text file": "heads --model TEXT_GGUF --text a --json",
    "heads layer": "heads --model TINY --text a --layer 99 --json",
    "heads no tokens": "heads --model TINY --text= --json",
    "heads no model": "heads --text a --json",
    "rope base": "rope --base 1e13 --json",
    "rope window order": "rope --window 5:5 --json",
    "rope unused": "rope --pairs 1:2 --window 0:10 --json",
    "export unused": "export --preset heart --format gif --quality best --out OUT/a.gif",
    "coeffs missing file": "coeffs --file OUT/missing.json --json",
    "coeffs empty file": "coeffs --file EMPTY --json",
    "path bad t": "path --preset heart --t x --json",
    "window option": "--size 800x600 --list-presets",
    "unknown command": "hedas --json",
}
OUTPUTS = {
    "presets": "--list-presets",
    "rope": "rope --arrows 4 --delta 0,3 --json",
    "coeffs": "coeffs --preset heart --samples 64 --json",
    "heads": "heads --model TINY --text hello --usage --json",
}


def run(
    line: str, tmp_path: Path, *lang: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    """main.py with the files the line names made in tmp_path, --lang's form before the command."""
    files = {"TINY": "tiny.gguf", "TEXT_GGUF": "text.gguf", "EMPTY": "empty.json", "OUT": ""}
    if not (tmp_path / "tiny.gguf").exists():
        write_tiny(tmp_path / "tiny.gguf")
        (tmp_path / "text.gguf").write_text("not a model, only words\n")
        (tmp_path / "empty.json").write_text("")
    for word, name in files.items():
        line = line.replace(word, str(tmp_path / name))
    return subprocess.run(
        [sys.executable, "main.py", *lang, *line.split(" ")],
        cwd=ROOT, env=env or dict(os.environ), capture_output=True, text=True, timeout=120,
    )  # fmt: skip


@pytest.mark.parametrize("lang", LANG_FORMS, ids=" ".join)
@pytest.mark.parametrize("line", ERRORS.values(), ids=ERRORS.keys())
def test_a_command_s_error_is_english_whatever_lang(line: str, lang: tuple[str, ...], tmp_path: Path) -> None:
    plain, asked = run(line, tmp_path), run(line, tmp_path, *lang)
    assert plain.returncode == asked.returncode == 2, asked.stderr
    assert asked.stderr == plain.stderr and not HANGUL.search(asked.stderr), asked.stderr
    assert len(asked.stderr.splitlines()) == 1 and asked.stderr.startswith("epicycles: error: ")


@pytest.mark.parametrize("line", OUTPUTS.values(), ids=OUTPUTS.keys())
def test_a_command_s_json_is_the_same_whatever_lang(line: str, tmp_path: Path) -> None:
    plain, asked = run(line, tmp_path), run(line, tmp_path, "--lang", "ko")
    assert plain.returncode == asked.returncode == 0, asked.stderr
    assert json.loads(asked.stdout) == json.loads(plain.stdout) and asked.stderr == plain.stderr == ""


PICTURES = {
    "render": "render --frames 1 --size 960x600 --out OUT/p.png",
    "export": "export --preset heart --format png --view window --size 960x600 --out OUT/p.png",
}


def picture(line: str, tmp_path: Path, *lang: str) -> bytes:
    """The picture's pixels, drawn for a user whose last choice and system are Korean."""
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "Epicycles").mkdir(exist_ok=True)
    (config / "Epicycles" / "preferences.json").write_text('{"lang": "ko"}')
    env = dict(os.environ, XDG_CONFIG_HOME=str(config), LANG="ko_KR.UTF-8")
    done = run(line, tmp_path, *lang, env=env)
    assert done.returncode == 0, done.stderr
    return pygame.image.tobytes(pygame.image.load(tmp_path / "p.png"), "RGB")


@pytest.mark.parametrize("line", PICTURES.values(), ids=PICTURES.keys())
def test_lang_picks_the_words_drawn_in_a_picture(line: str, tmp_path: Path) -> None:
    """(`render` drew in the user's last-chosen language and `export` in English, --lang ignored by both.)"""
    english, korean = picture(line, tmp_path, "--lang", "en"), picture(line, tmp_path, "--lang", "ko")
    assert english != korean
    assert picture(line, tmp_path) == english  # (not the user's Korean: the same picture on any machine)


def test_help_says_the_rule(tmp_path: Path) -> None:
    done = run("--help", tmp_path)
    assert done.returncode == 0
    said = " ".join(done.stdout.split())
    assert "a command's JSON and errors are English" in said and "render's and export's pictures" in said
